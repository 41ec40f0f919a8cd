/**
 * The activation tracker of Alésia (GBoH), in the header: the Assault Period and whether it is a
 * night attack (AG 12.2 Night), whose Activation Phase it is and the Command activated (AG 3.0 C,
 * 4.1), a seized phase (AG 5.21), the Gallic phase count and the last entry (AG 5.32, 5.42), each
 * commander's Seizures left and who may not try twice running (AG 5.22, reading Q12), who has moved,
 * fired, shocked and reacted this phase (counted, and named in a disclosure), and the withdrawal
 * tallies: each tribe's routed and eliminated units against its Withdrawal level (AG 10.71), the
 * Alesia force's against 18 (AG 5.66), a captured Aquila (AG 10.8), the withdrawn Size against the half-Size mark (AG 10.7).
 * Built from the view of the side at the screen (engine view.ts): nothing of the plan — only tribes
 * on the map (placed or withdrawn) are named.
 */
import { agLeader, agTribe, AG_ALESIA_FORCE } from '../../engine/alesia-gboh/data';
import { zeroTally } from '../../engine/alesia-gboh/state';
import { CAPTURED } from '../../engine/alesia-gboh/shock/effects';
import type { AgSide, AgState } from '../../engine/alesia-gboh/state';
import { RuleLink } from '../shell/common/Tooltip';
import { shownView, sideShown } from './board/shownView';
import { perPositionAnd } from '../hexboard/perPosition';
import { apCount, instruction, modeWords, sideName } from './prompt';
import { kindWords } from './describe';
import { nameOf } from './words';
import './track.css';

// Partial: steps wired in later (a shock segment, a reaction) are named from their id.
const STEP_NAMES: Partial<Record<AgState['step'], string>> = {
  'roman-setup': 'Roman set-up',
  'roman-redeploy': 'Roman redeployment',
  planning: 'Gallic planning (secret)',
  initial: 'Initial Placement',
  seize: 'Seizure chance',
  choose: 'Choosing the phase',
  forming: 'Forming a Command',
  command: 'Command active',
  'oc-move': 'Overall Commander move',
  entering: 'Tribal entry',
  over: 'Game over',
};

type Mark = 'moved' | 'fired' | 'shocked' | 'reacted';
const MARKS: readonly Mark[] = ['moved', 'fired', 'shocked', 'reacted'];
const MARK_WORDS: Record<Mark, string> = { moved: 'Moved', fired: 'Fired', shocked: 'Shocked', reacted: 'Reacted' };

/** What the tracker shows of a position, made once per position (and ahead of a click: the store's prefetch warms it). */
function trackFactsOf(state: AgState, side: AgSide | null) {
  const v = shownView(state, side);
  const seizers = Object.entries(v.leaders)
    .map(([id, l]) => ({ id, l, d: agLeader(id) }))
    .filter(({ d, l }) => !!d.seizures && l.loc.at !== 'gone' && l.loc.at !== 'reserve');
  const marked: Record<Mark, string[]> = { moved: [], fired: [], shocked: [], reacted: [] };
  for (const [id, u] of Object.entries(v.units)) for (const k of MARKS) if (u[k]) marked[k].push(id);
  const committed = Object.entries(v.tribes).filter(([, t]) => t.status === 'placed' || t.status === 'withdrawn');
  const size = committed.reduce((n, [id]) => n + agTribe(id).size, 0);
  const withdrawn = committed.filter(([, t]) => t.status === 'withdrawn').reduce((n, [id]) => n + agTribe(id).size, 0);
  const how = instruction(state);
  // AG 10.8: a captured Aquila is off the map until its legion is next activated.
  const captured = Object.entries(v.aquilae ?? {}).filter(([, h]) => h === CAPTURED).map(([l]) => l);
  // AG 10.71, 5.66: the tallies of the counters on the map (and the Alesia force once out).
  const tallies = [
    ...committed.filter(([, t]) => t.status === 'placed').map(([id]) => ({ id, name: agTribe(id).name, level: agTribe(id).withdrawal })),
    ...(v.alesiaEntered ? [{ id: 'alesia', name: 'Alesia force', level: AG_ALESIA_FORCE.withdrawal }] : []),
  ].map((t) => {
    const y = v.ap.tallies[t.id] ?? zeroTally();
    const count = y.routed + y.eliminated;
    return { ...t, count, at: count >= t.level };
  });
  return { v, seizers, marked, size, withdrawn, how, captured, tallies };
}

const factsAs = perPositionAnd(trackFactsOf);

/** The tracker's facts as the side to act sees the position, or as `viewer` does (the person watching the computer play). */
export const trackFacts = (state: AgState, viewer?: string | null) => factsAs(state, sideShown(state, viewer));

export function GbohTrack({ state, toAct, viewer, mode }: { state: AgState; toAct: string | null; viewer?: string | null; mode?: string }) {
  const { v, seizers, marked: byMark, size, withdrawn, how, captured, tallies } = trackFacts(state, viewer);
  const ap = v.ap;
  const marked = (k: Mark) => byMark[k];
  const marks = (k: Mark) => byMark[k].length;
  return (
    <div className="turn-track gb-track">
      <div className="now">
        <h2 className="turn-name">
          Assault Period {ap.n} of {apCount(state)}
          {ap.night ? ' — night' : ''}
        </h2>
        <span className="muted small">{mode ?? modeWords()}</span>
      </div>
      <ul className="gb-track-facts small" aria-label="Activation tracker">
        <li>
          <strong>{STEP_NAMES[state.step] ?? kindWords(String(state.step))}</strong>
          {state.step !== 'over' && state.step !== 'roman-setup' && state.step !== 'planning' && <> · {sideName(ap.owner)} phase</>}
          {ap.seized && <> (seized by {agLeader(ap.seized.leader).name})</>}
        </li>
        {v.command && (
          <li>
            Command: {agLeader(v.command.leader).name}
            {v.command.units.length ? `, ${v.command.units.length} units` : ''} <RuleLink id="AG 4.1" />
          </li>
        )}
        <li>
          Phases {ap.phases} · Gallic {ap.gallicPhases}
          {ap.lastEntry !== null ? ` · last entry in Gallic phase ${ap.lastEntry}` : ''}
        </li>
        {seizers.length > 0 && (
          <li>
            Seizures left:{' '}
            {seizers.map(({ id, d }, i) => (
              <span key={id}>
                {i ? ', ' : ''}
                {d.name} {Math.max(0, (d.seizures ?? 0) - (ap.seizuresUsed[id] ?? 0))}
              </span>
            ))}
            {(['roman', 'gallic'] as const).filter((s) => ap.triedLast[s]).map((s) => ` · ${sideName(s)}: not twice in a row`)}
          </li>
        )}
        {(marks('moved') || marks('fired') || marks('shocked') || marks('reacted')) > 0 && (
          <li>
            <details className="gb-track-who">
              <summary>
                This phase: moved {marks('moved')}, fired {marks('fired')}, shocked {marks('shocked')}, reacted {marks('reacted')}
              </summary>
              <dl>
                {MARKS.filter((k) => marks(k) > 0).map((k) => (
                  <div key={k}>
                    <dt>{MARK_WORDS[k]}:</dt>{' '}
                    <dd>{marked(k).map(nameOf).join(', ')}</dd>
                  </div>
                ))}
              </dl>
            </details>
          </li>
        )}
        {tallies.length > 0 && (
          <li aria-label="Withdrawal tallies">
            Routed or eliminated against Withdrawal level:{' '}
            {tallies.map((t, i) => (
              <span key={t.id} className={t.at ? 'gb-tally-at' : undefined}>
                {i ? ', ' : ''}
                {t.name} {t.count} of {t.level}
                {t.at ? ' (withdraws)' : ''}
              </span>
            ))}{' '}
            <RuleLink id="AG 10.71" />
          </li>
        )}
        {captured.length > 0 && (
          <li>
            {captured.map((l) => `Aquila of Legio ${l} captured`).join(', ')} <RuleLink id="AG 10.8" />
          </li>
        )}
        {size > 0 && (
          <li>
            Withdrawn {withdrawn} of {size} committed Size (the AP ends at {Math.ceil(size / 2)}) <RuleLink id="AG 10.7" />
          </li>
        )}
      </ul>
      <p className="small gb-track-now">
        {toAct ? `${sideName(toAct)} to act. ` : ''}
        {how.text} ({how.rule})
      </p>
    </div>
  );
}
