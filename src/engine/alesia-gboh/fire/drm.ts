/**
 * One die-roll modifier as previews and the log show it: its value, the rule that gives it and what
 * it is for (same shape as ../../core/log.ts `Modifier`, so the engine logs it as it stands).
 */
import type { Modifier } from '../../core/log';

export type Drm = Modifier;

export function drm(value: number, rule: string, reason: string): Drm {
  return { value, rule, reason };
}

export function sumDrms(drms: readonly Drm[]): number {
  return drms.reduce((a, d) => a + d.value, 0) + 0;
}
