/** The header track of Alesia (1983 rules): the Assault Period and turn, the phase, who acts. */
import type { AcState } from '../../engine/alesia-classic/state';
import { instruction, modeWords, sideName } from './prompt';

/** The phases of a turn (AC 4); set-up and the night between the periods show only while they last. */
const PHASES: readonly [AcState['phase'], string][] = [
  ['gallic-move', 'Gallic movement'],
  ['gallic-offboard', 'Off-board movement'],
  ['gallic-combat', 'Gallic attacks'],
  ['roman-move', 'Roman movement'],
  ['roman-combat', 'Roman attacks'],
];
const OUTSIDE: Partial<Record<AcState['phase'], string>> = {
  'roman-setup': 'Roman set-up',
  revival: 'Night: revival',
  'roman-redeploy': 'Night: Roman redeployment',
};

/** `mode`: the shell's words on who plays (who holds each seat, with the computer at one), else the game's own. */
export function AlesiaTrack({ state, toAct, mode }: { state: AcState; toAct: string | null; mode?: string }) {
  const total = state.options.periodTurns;
  return (
    <div className="turn-track">
      <div className="now">
        <h2 className="turn-name">
          Assault Period {state.period}, turn {state.turn} of {total}
        </h2>
        <span className="muted small">{mode ?? modeWords(state)}</span>
      </div>
      <ol className="phases" aria-label="Phases of the turn">
        {OUTSIDE[state.phase] && (
          <li className="current" aria-current="step">
            {OUTSIDE[state.phase]}
          </li>
        )}
        {PHASES.map(([p, words]) => (
          <li key={p} className={p === state.phase ? 'current' : ''} aria-current={p === state.phase ? 'step' : undefined}>
            {words}
          </li>
        ))}
      </ol>
      <p className="small">
        {toAct ? `${sideName(toAct)} to act. ` : ''}
        {instruction(state).text} ({instruction(state).rule})
      </p>
    </div>
  );
}
