/**
 * The counter mix each scenario uses (AG 12.1–12.3) — which counters, not where they stand (the
 * set-up areas belong to the scenarios and the map).
 *
 * AG 12.1 The Final Assault: West map; Roman six legions of the player's choice (legates, Scorpions,
 *   Aquilae), 4 Numidian LI, 6 archers, 4 GC, 4 Iberian LC, 1 Palintonos, Caesar, one zone
 *   commander, 3 prefects; no reinforcements. Gauls: relief tribal or cavalry counters up to 80 Size
 *   points with all their units, Zones III–VI; Vercingetorix and the Alésia force (no Critognatus).
 *   One Assault Period.
 * AG 12.2 Historical: as 12.1 but 6 GC; the Gaul has every unit (Critognatus too); three APs, the
 *   second at night. Reinforcements: the four other legions (5 cohorts + legate a group, no
 *   Scorpion) and all the auxiliaries (archers and LI) not yet on the map, with a zone commander.
 * AG 12.3 Players': both maps; the Roman deploys every unit he has; no reinforcements; every tribe.
 */
import { AG_LEGION_IDS, AG_LEGIONS, type AgLegionId } from './legions';
import { AG_UNITS } from './units';
import { AG_TRIBES } from './tribes';
import type { AgUnitDef } from './types';

export type AgScenarioId = '12.1' | '12.2' | '12.3';

export interface AgRomanMix {
  /** Legions on the map at the start ('all' = every legion). */
  legions: number | 'all';
  numidianLi: number | 'all';
  archers: number | 'all';
  gc: number | 'all';
  lc: number | 'all';
  palintonos: number | 'all';
  zoneCommanders: number;
  prefects: number;
  /** AG 12.2 — the other legions and auxiliaries may be called in as reinforcements. */
  reinforcements: boolean;
}

export interface AgGallicMix {
  /** AG 12.1 — cap on the relief tribal/cavalry counters' Size; absent = every counter. */
  maxReliefSize?: number;
  /** Entry Zones allowed (AG 12.1: III–VI; 12.2 and 12.3 follow 5.3). */
  entryZones: readonly number[] | 'rules';
  critognatus: boolean;
}

export interface AgScenarioForces {
  id: AgScenarioId;
  maps: readonly ('W' | 'E')[];
  assaultPeriods: number;
  roman: AgRomanMix;
  gallic: AgGallicMix;
}

export const AG_SCENARIO_FORCES: Readonly<Record<AgScenarioId, AgScenarioForces>> = {
  '12.1': {
    id: '12.1', maps: ['W'], assaultPeriods: 1,
    roman: { legions: 6, numidianLi: 4, archers: 6, gc: 4, lc: 4, palintonos: 1, zoneCommanders: 1, prefects: 3, reinforcements: false },
    gallic: { maxReliefSize: 80, entryZones: [3, 4, 5, 6], critognatus: false },
  },
  '12.2': {
    id: '12.2', maps: ['W'], assaultPeriods: 3,
    roman: { legions: 6, numidianLi: 4, archers: 6, gc: 6, lc: 4, palintonos: 1, zoneCommanders: 1, prefects: 3, reinforcements: true },
    gallic: { entryZones: 'rules', critognatus: true },
  },
  '12.3': {
    id: '12.3', maps: ['W', 'E'], assaultPeriods: 3,
    roman: { legions: 'all', numidianLi: 'all', archers: 'all', gc: 'all', lc: 'all', palintonos: 'all', zoneCommanders: 2, prefects: 3, reinforcements: false },
    gallic: { entryZones: 'rules', critognatus: true },
  },
};

const take = (units: readonly AgUnitDef[], n: number | 'all') => (n === 'all' ? units : units.slice(0, n));

const romanOf = (f: (u: AgUnitDef) => boolean) => AG_UNITS.filter((u) => u.side === 'roman' && f(u));

/** Roman auxiliaries and cavalry by kind, in counter order (the scenario takes the first n). */
export const ROMAN_POOLS = {
  numidianLi: romanOf((u) => u.type === 'LI'),
  archers: romanOf((u) => u.type === 'AR'),
  gc: romanOf((u) => u.type === 'GC'),
  lc: romanOf((u) => u.type === 'LC'),
  palintonos: romanOf((u) => u.type === 'PA'),
} as const;

/**
 * The Roman combat units a scenario puts on the map at the start, given the legions chosen (AG
 * 12.1–12.2: "six legions of his choice"; 12.3: every legion). Throws if the choice is illegal.
 */
export function romanStartUnits(scenario: AgScenarioId, chosenLegions: readonly string[] = AG_LEGION_IDS): AgUnitDef[] {
  const mix = AG_SCENARIO_FORCES[scenario].roman;
  const want = mix.legions === 'all' ? AG_LEGION_IDS.length : mix.legions;
  const chosen = new Set(chosenLegions);
  if (chosen.size !== chosenLegions.length) throw new Error('a legion is chosen twice');
  for (const l of chosen) if (!AG_LEGIONS.some((x) => x.id === l)) throw new Error(`unknown legion ${l}`);
  if (chosen.size !== want) throw new Error(`scenario ${scenario} takes ${want} legions, not ${chosen.size}`);
  const legionUnits = AG_UNITS.filter((u) => u.side === 'roman' && u.legion !== undefined && chosen.has(u.legion));
  return [
    ...legionUnits,
    ...take(ROMAN_POOLS.numidianLi, mix.numidianLi),
    ...take(ROMAN_POOLS.archers, mix.archers),
    ...take(ROMAN_POOLS.gc, mix.gc),
    ...take(ROMAN_POOLS.lc, mix.lc),
    ...take(ROMAN_POOLS.palintonos, mix.palintonos),
  ];
}

/**
 * AG 12.2 reinforcements: the legions not chosen (groups of 5 cohorts + legate, no Scorpion) and the
 * auxiliaries — archers and LI — not on the map. The Palintonos is artillery, not one of the listed
 * "archers and LI", so it stays off.
 */
export function romanReinforcementPool(scenario: AgScenarioId, chosenLegions: readonly string[]): {
  legions: AgLegionId[];
  cohorts: AgUnitDef[];
  auxiliaries: AgUnitDef[];
} {
  if (!AG_SCENARIO_FORCES[scenario].roman.reinforcements) return { legions: [], cohorts: [], auxiliaries: [] };
  const onMap = new Set(romanStartUnits(scenario, chosenLegions).map((u) => u.id));
  const legions = AG_LEGION_IDS.filter((l) => !chosenLegions.includes(l));
  const cohorts = AG_UNITS.filter((u) => u.type === 'CO' && u.legion !== undefined && (legions as readonly string[]).includes(u.legion));
  const auxiliaries = AG_UNITS.filter((u) => u.side === 'roman' && (u.type === 'LI' || u.type === 'AR') && !onMap.has(u.id));
  return { legions, cohorts, auxiliaries };
}

/** The relief counters a scenario may use (AG 12.1: the Gaul picks up to 80 Size points; else all). */
export function reliefTribesAllowed(scenario: AgScenarioId, picked?: readonly string[]): readonly string[] {
  const cap = AG_SCENARIO_FORCES[scenario].gallic.maxReliefSize;
  if (cap === undefined) return AG_TRIBES.map((t) => t.id);
  const ids = picked ?? [];
  const size = ids.reduce((s, id) => {
    const t = AG_TRIBES.find((x) => x.id === id);
    if (!t) throw new Error(`unknown tribal counter ${id}`);
    return s + t.size;
  }, 0);
  if (new Set(ids).size !== ids.length) throw new Error('a tribal counter is picked twice');
  if (size > cap) throw new Error(`scenario ${scenario}: ${size} Size points picked, cap ${cap}`);
  return ids;
}
