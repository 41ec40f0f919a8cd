/**
 * Roman placement at set-up and redeployment (AG 3.0 A, 5.5, 12.1 Romans, 12.2 Romans, 12.3):
 * where the picked counter may go.
 *
 * Checked now: a hex of the scenario's sheets; AG 12.1/12.2 — no Roman north of W5815 and
 * W5915–W5918 (read as no hex line above 59); AG 6.61 stacking (the general row, stacking.ts);
 * leaders anywhere a unit may go, never counting for stacking (AG 6.62).
 * AG 12.1 Romans with errata #2 (AG Err.2): in the Final Assault the Roman cavalry sets up in the
 * cavalry camps only; AG 12.2 Romans (and 12.3, which repeats it): in a cavalry camp, or outside the
 * walls within 2 hexes of a cavalry-camp hex. AG 5.5: redeployment keeps the same limits.
 * AG 6.68 with errata #3 (AG Err.3): no infantry on a Rampart hex next to Roman infantry on another.
 * AG 12.1 Romans, 12.2 Romans, 12.3: no Roman set up (or redeployed, AG 5.5) in the band less than
 * three hexes from a map edge, outside the works (reading Q20; ../movement/edgeBand.ts).
 * Left for the GBoH terrain derivation (a later session): "inside the Vallations",
 * the infantry camp's legion, 12.1's outer-Rampart coverage and Scorpion distance.
 */
import { distance, hexKey, parseHexKey } from '../../hex/coords';
import { AG_SCENARIO_FORCES, agUnit, isCavalry, isInfantry } from '../data';
import { boardHexes, lineOf, type SheetId } from '../map/grid';
import { inRomanEdgeBand } from '../movement/edgeBand';
import { H_RAMPART, moveBoard } from '../movement/board';
import { stackFits } from '../movement/occupancy';
import type { AgState, Facing } from '../state';
import { unitEntries } from '../unitIds';

/** AG 12.1 Romans, 12.2 Romans — the northmost hex line a Roman may set up on (W59xx). */
export const ROMAN_NORTH_LIMIT_LINE = 59;

const cache = new Map<string, string[]>();
const sets = new Map<string, Set<string>>();

/** The hexes of a scenario's board a Roman counter may be set up on, terrain aside (the north limit, the edge band). */
export function romanSetupHexes(s: AgState): string[] {
  const key = s.scenario;
  let out = cache.get(key);
  if (!out) {
    const sheets = AG_SCENARIO_FORCES[s.scenario].maps as readonly SheetId[];
    const limit = s.scenario === '12.3' ? null : ROMAN_NORTH_LIMIT_LINE;
    out = boardHexes(sheets).filter((h) => limit === null || lineOf(h) <= limit).map(hexKey).filter((k) => !inRomanEdgeBand(s, k));
    cache.set(key, out);
  }
  return out;
}

export const isLeaderId = (s: AgState, id: string): boolean => id in s.leaders;

const campCache = new Map<string, { camp: Set<string>; near: Set<string> }>();

/**
 * AG 12.1 Romans + AG Err.2, AG 12.2 Romans: the hexes Roman cavalry may be set up (or redeployed,
 * AG 5.5) on — the cavalry-camp hexes; and, outside 12.1, the hexes outside the walls within 2 of one.
 */
export function cavalrySetupHexes(s: Pick<AgState, 'scenario'>): { camp: ReadonlySet<string>; near: ReadonlySet<string> } {
  let out = campCache.get(s.scenario);
  if (!out) {
    const hexes = moveBoard(s.scenario).board.hexes;
    const camp = new Set<string>();
    for (const [k, t] of hexes) if (t.camp?.kind === 'cavalry') camp.add(k);
    const near = new Set<string>();
    const camps = [...camp].map(parseHexKey);
    for (const [k, t] of hexes) {
      // Outside the walls, on ground horse may stand on (no Death Garden, AG 6.45; no works).
      if (camp.has(k) || t.area !== 'outside' || t.deathGarden || t.rampart || t.redoubt) continue;
      const h = parseHexKey(k);
      if (camps.some((c) => distance(c, h) <= 2)) near.add(k);
    }
    campCache.set(s.scenario, (out = { camp, near }));
  }
  return out;
}

/** AG 12.1 Romans + AG Err.2 (camps only), AG 12.2 Romans (camps or within 2 outside): may this cavalry unit stand on `hex`? */
export function cavalryMayStand(s: Pick<AgState, 'scenario'>, hex: string): boolean {
  const { camp, near } = cavalrySetupHexes(s);
  return camp.has(hex) || (s.scenario !== '12.1' && near.has(hex));
}

/** Units of `side` on each hex. */
export function unitsByHex(s: AgState): Map<string, string[]> {
  const m = new Map<string, string[]>();
  for (const [id, u] of unitEntries(s)) if (u.loc.at === 'hex') m.set(u.loc.hex, [...(m.get(u.loc.hex) ?? []), id]);
  return m;
}

/** May the Roman set `id` up on `hex`? */
export function mayPlace(s: AgState, id: string, hex: string, byHex = unitsByHex(s)): boolean {
  let set = sets.get(s.scenario);
  if (!set) sets.set(s.scenario, (set = new Set(romanSetupHexes(s))));
  if (!set.has(hex)) return false;
  if (isLeaderId(s, id)) return true;
  const here = byHex.get(hex) ?? [];
  if (here.some((x) => agUnit(x).side !== 'roman')) return false;
  // AG 12.1 Romans (AG Err.2), AG 12.2 Romans: the cavalry in and by the cavalry camps.
  if (isCavalry(agUnit(id)) && !cavalryMayStand(s, hex)) return false;
  // AG 6.68 with AG Err.3: no infantry set up on a Rampart hex next to Rampart infantry.
  if (!rampartRowFree(s, id, hex, byHex)) return false;
  // AG 6.61: the stacking row of the hex (Rampart, Redoubt or other).
  return stackFits(moveBoard(s.scenario), hex, [...here, id]);
}

/** AG 6.68 with AG Err.3 — may infantry `id` be set up on `hex` without standing next to Roman infantry on another Rampart hex? */
export function rampartRowFree(s: AgState, id: string, hex: string, byHex = unitsByHex(s)): boolean {
  if (!isInfantry(agUnit(id))) return true;
  const mb = moveBoard(s.scenario);
  const i = mb.index.get(hex);
  if (i === undefined || !(mb.flags[i] & H_RAMPART)) return true;
  for (let d = 0; d < 6; d++) {
    const j = mb.nb[i * 6 + d];
    if (j < 0 || !(mb.flags[j] & H_RAMPART)) continue;
    if ((byHex.get(mb.keys[j]) ?? []).some((x) => x !== id && agUnit(x).side === 'roman' && isInfantry(agUnit(x)))) return false;
  }
  return true;
}

const ALL_FACINGS: readonly Facing[] = [0, 1, 2, 3, 4, 5];

/** AG 6.65 — the facings `id` may be placed with on `hex`: a unit joining a stack takes its facing. */
export function placeFacings(s: AgState, id: string, hex: string, byHex = unitsByHex(s)): readonly Facing[] {
  if (isLeaderId(s, id)) return ALL_FACINGS;
  const mate = (byHex.get(hex) ?? []).find((x) => x !== id && agUnit(x).side === agUnit(id).side);
  return mate ? [s.units[mate].facing] : ALL_FACINGS;
}
