/**
 * The states the engine has handed out (setup, apply). They never change again, so what is worked
 * out from one may be remembered by its identity; a working copy that an action is still writing is
 * never in this set.
 */
import type { AcState } from './state';

const SEALED = new WeakSet<AcState>();

export const markSealed = (s: AcState): void => void SEALED.add(s);
export const isSealed = (s: AcState): boolean => SEALED.has(s);
