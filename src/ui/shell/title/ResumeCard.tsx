/** "Resume" the autosaved game, shown only when one exists: scenario, turn and when it was saved. */
import { useState } from 'react';
import { SCENARIO_INFOS } from '../../../engine/bellum/data/scenarios';
import { readAutosave, type SaveFile } from '../../../store/saves';

export function autosaveSummary(save: SaveFile): { scenario: string; where: string; when: string | null; mode: string } {
  const info = SCENARIO_INFOS.find((s) => s.id === save.scenario);
  const scenario = info ? `${info.rule} ${info.name}` : save.scenario;
  const label = info && save.label?.startsWith(`${info.name} — `) ? save.label.slice(info.name.length + 3) : save.label;
  const where = label ?? `${save.actions.length} action${save.actions.length === 1 ? '' : 's'} played`;
  const when = save.savedAt ? new Date(save.savedAt).toLocaleString() : null;
  const mode = save.options.solo ? 'Solo' : 'Hotseat';
  return { scenario, where, when, mode };
}

export function ResumeCard({ onResume, disabled }: { onResume(): void; disabled?: boolean }) {
  const [save] = useState(() => readAutosave({ scenarios: SCENARIO_INFOS }));
  if (!save) return null;
  const s = autosaveSummary(save);
  return (
    <section className="resume card" aria-label="Resume">
      <div>
        <strong>Game in progress:</strong> {s.scenario} — <span className="resume-where">{s.where}</span>{' '}
        <span className="muted">({s.mode}{s.when ? `, saved ${s.when}` : ''})</span>
      </div>
      <button type="button" className="primary" onClick={onResume} disabled={disabled}>
        Resume
      </button>
    </section>
  );
}
