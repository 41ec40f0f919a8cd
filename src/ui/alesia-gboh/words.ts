/**
 * Names in words for Alésia (GBoH): hexes in the printed map's notation (`W3911`, AG 2.1), counters
 * by their captions, facings by the vertex a counter points at (AG 7.11), zones by numeral.
 */
import { parseHexKey } from '../../engine/hex/coords';
import { gbohLabel } from '../../engine/alesia-gboh/map/grid';
import { AG_LEADERS, AG_TRIBES, AG_UNITS, agLeader, agTribe, agUnit } from '../../engine/alesia-gboh/data';
import type { Facing } from '../../engine/alesia-gboh/state';

const UNIT_IDS = new Set(AG_UNITS.map((u) => u.id));
const LEADER_IDS = new Set(AG_LEADERS.map((l) => l.id));
const TRIBE_IDS = new Set(AG_TRIBES.map((t) => t.id));
const HEX_KEY = /^-?\d{1,3},-?\d{1,3}$/;

/** The vertex a counter points at (state.ts `Facing`: 0 up-right … 5 down-right), as a compass word. */
export const FACING_WORDS: readonly string[] = ['north-east', 'north', 'north-west', 'south-west', 'south', 'south-east'];
export const FACING_SHORT: readonly string[] = ['NE', 'N', 'NW', 'SW', 'S', 'SE'];
export const facingWord = (f: Facing | number): string => FACING_WORDS[f] ?? String(f);

/** A hex key (`q,r`) as the printed map names it. */
export function hexName(key: string): string {
  return gbohLabel(parseHexKey(key));
}

export const isHexKey = (v: string): boolean => HEX_KEY.test(v);
export const isUnitId = (v: string): boolean => UNIT_IDS.has(v);
export const isLeaderId = (v: string): boolean => LEADER_IDS.has(v);
export const isTribeId = (v: string): boolean => TRIBE_IDS.has(v);

/** Any counter id (unit, leader, tribal counter) by its caption; a hex key by its label; else as it is. */
export function nameOf(v: string): string {
  if (UNIT_IDS.has(v)) return agUnit(v).name;
  if (LEADER_IDS.has(v)) return agLeader(v).name;
  if (TRIBE_IDS.has(v)) return agTribe(v).name;
  if (HEX_KEY.test(v)) return hexName(v);
  return v;
}

/** A unit type as the counters print it, in words. */
export const TYPE_WORDS: Readonly<Record<string, string>> = {
  CO: 'cohort',
  BI: 'heavy infantry',
  LI: 'light infantry',
  AR: 'archers',
  LN: 'lancers',
  LC: 'light cavalry',
  GC: 'German cavalry',
  SC: 'Scorpion',
  PA: 'Palintonos',
};
