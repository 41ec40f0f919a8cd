/** The header track: months of the scenario, phases of the turn, the step with its rule, who acts. */
import { memo } from 'react';
import { MONTHS, turnName } from '../../engine/bellum/data/markers';
import { SCENARIOS, type Reinforcement } from '../../engine/bellum/data/scenarios';
import { scenarioReinforcements } from '../../engine/bellum/reinforcements';
import type { BellumState, Side, Step } from '../../engine/bellum/state';
import { modeWords } from './gameWords';
import { RuleLink, Tip } from '../shell/common/Tooltip';
import { phasesFor, STEP_INFO, sideName } from './stepInfo';

interface Props {
  scenario: string;
  year: number;
  turn: number;
  step: Step;
  toAct: Side | null;
  mode: string;
}

/** Turns of the scenario as [year, turn] pairs, first to last. */
export function scenarioTurns(scenario: string, endYear: number, endTurn: number): [number, number][] {
  const sc = SCENARIOS[scenario];
  if (!sc) return [];
  const out: [number, number][] = [];
  let y = sc.year;
  let t = sc.startTurn;
  for (let guard = 0; guard < 100; guard++) {
    out.push([y, t]);
    if (y === endYear && t === endTurn) break;
    t += 1;
    if (t > 10) {
      t = 1;
      y -= 1;
    }
  }
  return out;
}

/** BG 3.1 — the scenario's reinforcements due in a turn, e.g. for the track's month cells. */
export function reinforcementsAt(scenario: string, year: number, turn: number): readonly Reinforcement[] {
  return scenarioReinforcements({ scenario }).filter((r) => r.year === year && r.turn === turn);
}

/** Words for the reinforcements of one month: "Roman: …; Gallic: …". */
export function reinforcementWords(list: readonly Reinforcement[]): string {
  return list.map((r) => `${sideName(r.side)} reinforcements: ${r.text}`).join('; ');
}

export const TurnTrack = memo(function TurnTrack({ scenario, year, turn, step, toAct, mode }: Props) {
  const sc = SCENARIOS[scenario];
  const turns = sc ? scenarioTurns(scenario, sc.endYear, sc.endTurn) : [];
  const info = STEP_INFO[step];
  const idx = turns.findIndex(([y, t]) => y === year && t === turn);
  return (
    <div className="turn-track">
      <div className="now">
        <h2 className="turn-name">{turnName(turn, year)}</h2>
        <span className="muted small">
          {idx >= 0 ? `turn ${idx + 1} of ${turns.length}` : ''} · {mode}
        </span>
      </div>
      <ol className="months" aria-label="Turn track">
        {turns.map(([y, t]) => {
          const cur = y === year && t === turn;
          const past = y > year || (y === year && t < turn);
          const due = reinforcementsAt(scenario, y, t);
          const dueWords = due.length ? ` — ${reinforcementWords(due)}${past ? ' (arrived)' : ''}` : '';
          return (
            <li key={`${y}-${t}`} className={`${cur ? 'current' : past ? 'past' : ''}${due.length ? ' has-reinforcements' : ''}`} aria-current={cur ? 'step' : undefined}>
              <Tip rule={due.length ? 'BG 3.1' : 'BG 0.1'} text={`${turnName(t, y)}${t === 1 ? ' (the winter turn covers three months)' : ''}${past ? ' — played' : cur ? ' — now' : ''}${dueWords}`}>
                {MONTHS[t - 1].slice(0, 3)}
              </Tip>
              {due.length > 0 && (
                <span className="reinforcement-mark">
                  <span aria-hidden="true">{due.map((r) => (r.side === 'roman' ? 'R+' : 'G+')).join(' ')}</span>
                  <span className="sr-only">{`reinforcements due: ${due.map((r) => sideName(r.side)).join(' and ')}`}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <ol className="phases" aria-label="Phases of the turn">
        {phasesFor(scenario).map((p) => (
          <li key={p.id} className={p.id === info.phase ? 'current' : ''} aria-current={p.id === info.phase ? 'step' : undefined}>
            <Tip rule={p.rule} text={sc?.firstMover === 'gallic' && (p.id === 'roman' || p.id === 'gallic') ? `Phases II and III are reversed in this scenario (${sc.specialRule ?? 'BG 1'}).` : undefined}>{p.name}</Tip>
          </li>
        ))}
      </ol>
      <div className="step">
        <span className="step-words">{info.words}</span> <RuleLink id={info.rule} />
        <span className={`badge side-badge ${toAct ?? 'none'}`}>{toAct ? `${sideName(toAct)} to act` : 'Nobody to act'}</span>
      </div>
    </div>
  );
});

/** The track as the shell's header shows it: from the state, with the mode in words (the shell's, who holds each seat, when it gives them). */
export function BellumTrack({ state, toAct, mode }: { state: BellumState; toAct: string | null; mode?: string }) {
  return <TurnTrack scenario={state.scenario} year={state.year} turn={state.turn} step={state.step} toAct={toAct as Side | null} mode={mode ?? modeWords(state)} />;
}
