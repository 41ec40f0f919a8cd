/** The header track: months of the scenario, phases of the turn, the step with its rule, who acts. */
import { memo } from 'react';
import { MONTHS, turnName } from '../../engine/bellum/data/markers';
import { SCENARIOS } from '../../engine/bellum/data/scenarios';
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
          return (
            <li key={`${y}-${t}`} className={cur ? 'current' : past ? 'past' : ''} aria-current={cur ? 'step' : undefined}>
              <Tip rule="BG 0.1" text={`${turnName(t, y)}${t === 1 ? ' (the winter turn covers three months)' : ''}${past ? ' — played' : cur ? ' — now' : ''}`}>
                {MONTHS[t - 1].slice(0, 3)}
              </Tip>
            </li>
          );
        })}
      </ol>
      <ol className="phases" aria-label="Phases of the turn">
        {phasesFor(scenario).map((p) => (
          <li key={p.id} className={p.id === info.phase ? 'current' : ''} aria-current={p.id === info.phase ? 'step' : undefined}>
            <Tip rule={p.rule}>{p.name}</Tip>
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

/** The track as the shell's header shows it: from the state, with the mode in words. */
export function BellumTrack({ state, toAct }: { state: BellumState; toAct: string | null }) {
  return <TurnTrack scenario={state.scenario} year={state.year} turn={state.turn} step={state.step} toAct={toAct as Side | null} mode={modeWords(state)} />;
}
