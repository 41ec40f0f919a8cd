/**
 * The selected unit's reach as the board shows it (AG 6.1, 6.5, 6.65): the plain search, the rapid
 * move's where the legal list offers one to the unit (or to the stack it leads), and the MP to each
 * end (turns included; a hex only a rapid move reaches shows the rapid move's MP). Kept per position
 * and selection, so a pointer resting on a unit has it made in idle time before the click that
 * selects it (GbohBoard's hover, `warmSelection`).
 */
import type { AgAction } from '../../../engine/alesia-gboh/actions';
import { reach, type MoveReach } from '../../../engine/alesia-gboh/movement/reach';
import type { AgState } from '../../../engine/alesia-gboh/state';
import { whenIdle } from '../../../store/afterPaint';
import { boardActs, movesFor, stackMoveChoice, type BoardView } from './model';

export interface SelectionReach {
  moveReach: MoveReach | null;
  rapidReach: MoveReach | null;
  /** MP to each end. */
  costs: Map<string, number>;
}

const NONE: SelectionReach = { moveReach: null, rapidReach: null, costs: new Map() };
const KEPT = new WeakMap<AgState, Map<string, SelectionReach>>();

const keyOf = (actor: string, mates: readonly string[] | null) => `${actor}|${mates?.join(',') ?? ''}`;

/** What is kept for this selection already, if anything (for tests: the hover made it ahead). */
export const keptSelection = (state: AgState, actor: string, mates: readonly string[] | null): SelectionReach | undefined => KEPT.get(state)?.get(keyOf(actor, mates));

/** The reach of `actor` (leading `mates` when it moves with its stack), or nothing outside a Command step. */
export function selectionReach(state: AgState, legal: readonly AgAction[], actor: string | null, mates: readonly string[] | null): SelectionReach {
  if (!actor || state.step !== 'command' || !state.units[actor]) return NONE;
  const key = keyOf(actor, mates);
  let byKey = KEPT.get(state);
  if (!byKey) KEPT.set(state, (byKey = new Map()));
  const kept = byKey.get(key);
  if (kept) return kept;
  const withMates = mates?.length ? { with: [...mates] } : {};
  const moveReach = reach(state, actor, withMates);
  const n = mates?.length ?? 0;
  const offered = !!moveReach && legal.some((a) => a.t === 'move' && a.rapid && a.unit === actor && (a.with?.length ?? 0) === n);
  const rapidReach = offered ? reach(state, actor, { rapid: true, ...withMates }) : null;
  const costs = new Map<string, number>();
  if (moveReach) for (const e of moveReach.ends.values()) costs.set(e.hex, Math.min(...e.facings.map((f) => f.cost)));
  if (rapidReach) for (const e of rapidReach.ends.values()) if (!costs.has(e.hex)) costs.set(e.hex, Math.min(...e.facings.map((f) => f.cost)));
  const out = { moveReach, rapidReach, costs };
  byKey.set(key, out);
  return out;
}

/**
 * What selecting `unit` will need, made in the next idle period: the board's choices for it and its
 * reach (with its stack when the board moves whole stacks). Changes nothing shown.
 */
export function warmSelection(state: AgState, legal: readonly AgAction[], view: BoardView, unit: string, wholeStack: boolean): void {
  whenIdle(() => {
    const acts = boardActs(legal, view, unit);
    const choice = stackMoveChoice(legal, acts.actor);
    const whole = !!choice && wholeStack;
    if (choice) boardActs(movesFor(legal, whole), view, unit);
    selectionReach(state, legal, acts.actor, whole && choice ? choice.mates : null);
  });
}
