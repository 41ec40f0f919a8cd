/**
 * A fairness probe for tests (issue 18: "with the same view and seed, the bot's choice does not
 * change when the hidden parts of the true state change, nor when the future dice change").
 *
 * Given two true states that the side to act cannot tell apart — they differ only in what it may
 * not see (hidden units, secret counters, the generator of future dice) — the probe asks the bot
 * for a move in each, exactly as a game would (the system's own view and legal list), and reports
 * whether the views agree (as values: the order of an object's keys is not information the bot may
 * use, and it must not change its choice — a system may list keys in an order that hidden parts
 * decide) and whether the choices do. A leaky `view`, or an adapter that reads
 * anything but the view, shows up as choices that differ.
 */
import type { GameSystem } from '../contract';
import { stableStringify } from '../hash';
import type { BotAdapter, SearchOptions } from './adapter';
import { chooseAction } from './ismcts';

export interface FairnessProbe {
  side: string;
  sameView: boolean;
  choiceA: string;
  choiceB: string;
}

export function fairnessProbe<S, A, V, Side extends string>(
  system: GameSystem<S, A, V, Side, never>,
  adapter: BotAdapter<S, A, V, Side>,
  a: S,
  b: S,
  opts: SearchOptions,
): FairnessProbe {
  const side = system.toAct(a);
  if (side === null || system.toAct(b) !== side) throw new Error('fairnessProbe: both states must await the same side');
  const va = system.view(a, side);
  const vb = system.view(b, side);
  const pick = (s: S, v: V) => system.actionKey(chooseAction(system, adapter, v, side, system.legalActions(s), opts));
  return { side, sameView: stableStringify(va) === stableStringify(vb), choiceA: pick(a, va), choiceB: pick(b, vb) };
}
