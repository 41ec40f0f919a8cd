import type { BellumAction, BellumState } from '../state';

export function describeCombatAction(_s: BellumState, a: BellumAction): string {
  return a.t;
}
