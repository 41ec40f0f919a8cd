/**
 * Test helpers for combat resolution: a hand-built `Ground` (ground.ts) and combat unit views, both
 * deep-frozen so a test fails if resolution writes into its inputs.
 */
import { hexKey } from '../../hex/coords';
import { deepFreeze } from '../tables/types';
import type { Facing } from '../state';
import type { CombatUnit, Stack } from './combatUnit';
import type { Ground, HexsideFeature } from './ground';

export interface GroundSpec {
  levels?: Record<string, number>;
  ramparts?: string[];
  redoubts?: string[];
  forests?: string[];
  deathGardens?: string[];
  inside?: string[];
  outside?: string[];
  burning?: string[];
  /** `a|b` (either order) → features. */
  sides?: Record<string, HexsideFeature[]>;
  fills?: Record<string, number>;
  prohibited?: string[];
}

const sideKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** A ground that is clear and level everywhere except what `spec` says. */
export function flatGround(spec: GroundSpec = {}): Ground {
  const sides: Record<string, HexsideFeature[]> = {};
  for (const [k, v] of Object.entries(spec.sides ?? {})) {
    const [a, b] = k.split('|');
    sides[sideKey(a, b)] = v;
  }
  const fills: Record<string, number> = {};
  for (const [k, v] of Object.entries(spec.fills ?? {})) {
    const [a, b] = k.split('|');
    fills[sideKey(a, b)] = v;
  }
  const has = (list: string[] | undefined, h: string): boolean => (list ?? []).includes(h);
  return deepFreeze({
    level: (h: string) => spec.levels?.[h] ?? 0,
    isRampart: (h: string) => has(spec.ramparts, h),
    isRedoubt: (h: string) => has(spec.redoubts, h),
    isForest: (h: string) => has(spec.forests, h),
    isDeathGarden: (h: string) => has(spec.deathGardens, h),
    isInsideWalls: (h: string) => has(spec.inside, h),
    isOutsideWalls: (h: string) => has(spec.outside, h),
    hexside: (a: string, b: string) => sides[sideKey(a, b)] ?? [],
    fill: (a: string, b: string) => fills[sideKey(a, b)] ?? 0,
    prohibited: (_from: string, to: string) => has(spec.prohibited, to),
    onFire: (h: string) => has(spec.burning, h),
  });
}

/** Axial key shorthand. */
export const k = (q: number, r: number): string => hexKey({ q, r });

const DEFAULTS: Record<string, Partial<CombatUnit>> = {
  CO: { tq: 6, hasReducedSide: true, ma: 5, missile: 'J' },
  BI: { tq: 7, hasReducedSide: true, ma: 5 },
  LI: { tq: 5, hasReducedSide: false, ma: 6, missile: 'J' },
  AR: { tq: 4, hasReducedSide: false, ma: 6, missile: 'A' },
  LN: { tq: 5, hasReducedSide: false, ma: 7 },
  LC: { tq: 5, hasReducedSide: false, ma: 9, missile: 'J' },
  GC: { tq: 6, hasReducedSide: false, ma: 8, missile: 'J' },
  SC: { tq: 3, hasReducedSide: false, ma: 2, missile: 'Scorpion' },
  PA: { tq: 3, hasReducedSide: false, ma: 1, missile: 'Palintonos' },
};

/** A combat unit view with the counter defaults of its type (../data/units.ts) unless overridden. */
export function unit(id: string, type: CombatUnit['type'], hex: string, facing: Facing, over: Partial<CombatUnit> = {}): CombatUnit {
  const side = over.side ?? (type === 'BI' || type === 'LN' ? 'gallic' : 'roman');
  return deepFreeze({
    id, side, type, hex, facing, hits: 0, reduced: false, disordered: false, routed: false,
    ...DEFAULTS[type], ...over,
  } as CombatUnit);
}

export function stack(hex: string, ...units: CombatUnit[]): Stack {
  return deepFreeze({ hex, units });
}
