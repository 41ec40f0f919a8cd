/**
 * The states the engine has handed out (setup, apply). They never change again, so what is worked
 * out from one may be remembered with it: each carries a memo under a property of its own that is not
 * enumerable (so a spread, a JSON copy, structuredClone or deepFreeze leaves it alone, and a working
 * copy made by spreading a state is never sealed). A working copy that an action is still writing
 * has none. AC 5.4, 10.3: a move search kept for a stack move's working copy offered the last unit of
 * the stack its whole MF again (movement/stack.rules.test.ts); searches are kept for sealed states
 * only. (A property rather than a weak table: found by a property read, and no weak entries for the
 * collector to trace for every position made.)
 */
import type { AcAction } from './actions';
import type { Reach } from './movement/reach';
import type { AcState } from './state';

/** What is remembered of a handed-out state: its legal list, and its move searches by unit (movement/moves.ts). */
export interface SealMemo {
  legal?: readonly AcAction[];
  reach?: Map<string, Reach>;
}

const MEMO = Symbol('sealed');
type Sealable = AcState & { [MEMO]?: SealMemo };

export const markSealed = (s: AcState): void => {
  if (!(s as Sealable)[MEMO]) Object.defineProperty(s, MEMO, { value: {} satisfies SealMemo });
};
export const isSealed = (s: AcState): boolean => (s as Sealable)[MEMO] !== undefined;
/** The memo of a handed-out state (undefined for any other). */
export const sealMemo = (s: AcState): SealMemo | undefined => (s as Sealable)[MEMO];
