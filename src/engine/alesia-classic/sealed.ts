/**
 * The states the engine has handed out (setup, apply). They never change again, so what is worked
 * out from one may be remembered by its identity; a working copy that an action is still writing is
 * never in this set. AC 5.4, 10.3: a move search kept for a stack move's working copy offered the
 * last unit of the stack its whole MF again (movement/stack.rules.test.ts); searches are kept for sealed states only.
 */
import type { AcState } from './state';

const SEALED = new WeakSet<AcState>();

export const markSealed = (s: AcState): void => void SEALED.add(s);
export const isSealed = (s: AcState): boolean => SEALED.has(s);
