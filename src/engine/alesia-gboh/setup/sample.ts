/**
 * The sample deployment for the Historical Scenario (GB-DEP, AG Ex.Deploy), by the playtester Alan
 * Smith, as hexes: where the seed names a hex it is used as it stands; where it names only an area
 * ("around W2721", "the W58xx and W59xx rows", "in and around W4510"), the counters are spread over
 * the hexes nearest the named one, no two infantry units adjacent (AG 6.68 and errata #3 forbid it
 * on the Ramparts, and the sample's own six cohorts on W5825…W5932 show it). RECONSTRUCTED: which
 * hexes of each area are Rampart hexes is for the GBoH terrain derivation of a later session; until
 * then the spread is by hex distance only, and the "inside the Vallations" limits are not checked.
 *
 * The sample is for 12.2 (legions VI–XI). This edition uses it for 12.1 too (same legions; four GC)
 * and, in 12.3, puts the four other legions and the second Zone Commander round the East sheet's
 * infantry camp by E6206 and along the East sheet (reconstructed, see docs/reconstruction/gboh-core.md).
 */
import { distance, hexKey, parseHexKey, type Hex } from '../../hex/coords';
import { ring } from '../../hex/shapes';
import { line } from '../../hex/line';
import { LEGATE_OF, agUnit, isCavalry, type AgLegionId } from '../data';
import { gbohLabel, globalColumn, lineOf, onBoard, parseGbohLabel, type SheetId } from '../map/grid';
import type { AgState, Facing } from '../state';
import { gbohBoard } from '../map/board';
import { moveBoardOf } from '../movement/board';
import { stackFits } from '../movement/occupancy';
import { cavalryMayStand } from './placement';
import { unitEntries } from '../unitIds';

export const SAMPLE_PROVENANCE = {
  reconstructed: true,
  source: 'GB-DEP (AG Ex.Deploy): named hexes W5022, W5820, W5414, W4815, W4816, W5825–W5932, W5714, W5920, W2721, W3312, W4414, W4105–W4817, W52xx, W25xx, W4510',
  why: 'The seed names areas, not every hex; counters go to the nearest free hexes of each area, infantry never adjacent to infantry, until the Rampart hexes are derived.',
} as const;

const H = (label: string): Hex => {
  const h = parseGbohLabel(label);
  if (!h) throw new Error(`no hex ${label}`);
  return h;
};

/** Facing vertices (state.ts): 3 = down-left (towards the relief's west edge), 0 = up-right (towards Alesia, east), 1 = north (Mt Réa). */
const FACE_WEST: Facing = 3;
const FACE_EAST: Facing = 0;
const FACE_NORTH: Facing = 1;

export interface Placement {
  id: string;
  hex: string;
  facing: Facing;
}

const INFANTRY = new Set(['CO', 'BI', 'LI']);

class Deployer {
  readonly out: Placement[] = [];
  /** hex key → unit ids there. */
  readonly at = new Map<string, string[]>();
  /** hex key → the facing of the stack there (AG 6.65). */
  readonly facingAt = new Map<string, Facing>();
  constructor(private readonly sheets: readonly SheetId[], private readonly maxLine: number | null, private readonly units: Set<string>) {}

  ok(h: Hex): boolean {
    return onBoard(h, this.sheets) && (this.maxLine === null || lineOf(h) <= this.maxLine);
  }

  private infantryNear(h: Hex): boolean {
    for (const [k, ids] of this.at) if (distance(parseHexKey(k), h) === 1 && ids.some((id) => INFANTRY.has(agUnit(id).type))) return true;
    return false;
  }

  fits(id: string, h: Hex, spaced: boolean): boolean {
    if (!this.ok(h)) return false;
    const here = this.at.get(hexKey(h)) ?? [];
    // AG 6.61: the stacking row of the hex (Rampart, Redoubt or other), as the invariants check it.
    if (!stackFits(moveBoardOf(gbohBoard(this.sheets)), hexKey(h), [...here, id])) return false;
    if (spaced && INFANTRY.has(agUnit(id).type) && (here.length > 0 || this.infantryNear(h))) return false;
    return true;
  }

  put(id: string, h: Hex, facing: Facing): void {
    if (!this.units.has(id)) return;
    const k = hexKey(h);
    this.at.set(k, [...(this.at.get(k) ?? []), id]);
    // AG 6.65: a unit joining a stack takes its facing.
    const f = this.facingAt.get(k) ?? facing;
    this.facingAt.set(k, f);
    this.out.push({ id, hex: k, facing: f });
  }

  /**
   * A counter the sample puts on a named hex: there if it still fits (AG 6.61), else — the Roman has
   * set a counter of his own there by hand before asking for the sample — the nearest hex that takes it.
   */
  fixed(id: string, h: Hex, facing: Facing): Hex {
    if (!this.units.has(id) || this.fits(id, h, false)) {
      this.put(id, h, facing);
      return h;
    }
    return this.near(id, h, facing, false);
  }

  /** A leader: no stacking limit (AG 6.62). */
  lead(id: string, h: Hex, facing: Facing): void {
    this.out.push({ id, hex: hexKey(h), facing });
  }

  /** The nearest hex to `anchor` (rings outwards, fixed order) that takes `id`. */
  near(id: string, anchor: Hex, facing: Facing, spaced = true, inLines?: readonly number[], keep?: (h: Hex) => boolean): Hex {
    for (let r = 0; r < 40; r++) {
      for (const h of r === 0 ? [anchor] : ring(anchor, r)) {
        if (inLines && !inLines.includes(lineOf(h))) continue;
        if (keep && !keep(h)) continue;
        if (this.fits(id, h, spaced)) {
          this.put(id, h, facing);
          return h;
        }
      }
    }
    throw new Error(`GB-DEP: no room for ${id} near ${gbohLabel(anchor)}`);
  }
}

const co = (legion: string, n: number) => `co-${legion.toLowerCase()}-${n}`;

/**
 * The placements of the sample deployment for the Roman counters of `s` still in the pool
 * (GB-DEP). Counters the sample does not mention (12.3's extra legions and auxiliaries) are spread
 * as the header says.
 */
export function sampleDeployment(s: AgState, sheets: readonly SheetId[]): Placement[] {
  const pool = new Set<string>();
  for (const [id, u] of unitEntries(s)) if (u.loc.at === 'pool' && agUnit(id).side === 'roman') pool.add(id);
  const leaders = Object.entries(s.leaders).filter(([, l]) => l.loc.at === 'pool').map(([id]) => id);
  // AG 12.1, 12.2: no Roman north of W5815 / W5915–W5918 (read as: no hex line above 59).
  const d = new Deployer(sheets, s.scenario === '12.3' ? null : 59, pool);
  // Placed counters already on the map keep their hexes and block stacking.
  for (const [id, u] of unitEntries(s)) {
    if (u.loc.at !== 'hex' || agUnit(id).side !== 'roman') continue;
    d.at.set(u.loc.hex, [...(d.at.get(u.loc.hex) ?? []), id]);
    d.facingAt.set(u.loc.hex, u.facing);
  }

  const legions = s.legions as AgLegionId[];
  const chosen = ['VI', 'VII', 'VIII', 'IX', 'X', 'XI'].filter((l) => legions.includes(l as AgLegionId));
  const others = legions.filter((l) => !chosen.includes(l));
  const legateAt = new Map<string, Hex>();
  const place = (legion: string, n: number, h: Hex, f: Facing) => {
    const at = d.fixed(co(legion, n), h, f);
    if (n === 1) legateAt.set(legion, at);
  };

  // IX: the infantry camp, two cohorts a hex (AG 12.2: at least one legion in the camp about W5022).
  if (chosen.includes('IX')) {
    const camp = H('W5022');
    for (let n = 1; n <= 10; n++) {
      const h = d.near(co('IX', n), camp, FACE_EAST, false);
      if (n === 1) legateAt.set('IX', h);
    }
  }
  // XI: cohorts 1–4 in the Redoubts W5820, W5414, W4815, W4816; 5–10 spaced on W5825…W5932.
  if (chosen.includes('XI')) {
    ['W5820', 'W5414', 'W4815', 'W4816'].forEach((label, i) => place('XI', i + 1, H(label), FACE_WEST));
    // The walkway bends (map/grid.test.ts: it is at least 11 hexes), so take the hexes nearest the
    // straight run, in order from W5825, each not adjacent to another infantry unit.
    const a = H('W5825');
    const b = H('W5932');
    const slack = (h: Hex) => distance(h, a) + distance(h, b) - distance(a, b);
    const corridor = [a, ...Array.from({ length: 12 }, (_, r) => ring(a, r + 1)).flat()]
      .filter((h) => slack(h) <= 3 && d.ok(h) && globalColumn(h) >= globalColumn(a) && globalColumn(h) <= globalColumn(b) + 1)
      .sort((x, y) => distance(x, a) - distance(y, a) || slack(x) - slack(y));
    let n = 5;
    for (const h of corridor) {
      if (n > 10) break;
      if (d.fits(co('XI', n), h, true)) place('XI', n++, h, FACE_WEST);
    }
    for (; n <= 10; n++) d.near(co('XI', n), H('W5829'), FACE_WEST);
  }
  // X: cohorts 9, 10 on the Ramparts W5714, W5920; 1–8 in the W58xx and W59xx rows facing Mt Réa.
  if (chosen.includes('X')) {
    d.fixed(co('X', 9), H('W5714'), FACE_NORTH);
    d.fixed(co('X', 10), H('W5920'), FACE_NORTH);
    for (let n = 1; n <= 8; n++) {
      const h = d.near(co('X', n), H('W5822'), FACE_NORTH, true, [58, 59]);
      if (n === 1) legateAt.set('X', h);
    }
  }
  // VI, VII, VIII: nine cohorts on the outer Rampart facing the edge, one on the inner facing Alesia.
  const sectors: [string, string][] = [['VI', 'W2721'], ['VII', 'W3312'], ['VIII', 'W4414']];
  for (const [legion, anchor] of sectors) {
    if (!chosen.includes(legion)) continue;
    const a = H(anchor);
    for (let n = 1; n <= 9; n++) {
      const h = d.near(co(legion, n), a, FACE_WEST);
      if (n === 1) legateAt.set(legion, h);
    }
    // The inner Rampart lies east of the outer one: a few hexes towards Alesia.
    d.near(co(legion, 10), H(`W${anchor.slice(1, 3)}${String(Number(anchor.slice(3)) + 6).padStart(2, '0')}`), FACE_EAST);
  }
  // Scorpions: three in the W52xx row, the rest along W4105…W4817.
  const scorpions = chosen.map((l) => `sc-${l.toLowerCase()}`);
  scorpions.forEach((id, i) => {
    if (i < 3) d.near(id, H(`W52${String(16 + 2 * i).padStart(2, '0')}`), FACE_EAST, false, [52]);
    else {
      const run = line(H('W4105'), H('W4817'));
      d.near(id, run[Math.floor(((i - 3 + 1) * run.length) / (scorpions.length - 2))] ?? run[run.length - 1], FACE_EAST, false);
    }
  });
  // The Palintonos in the infantry camp.
  for (const id of pool) if (agUnit(id).type === 'PA') d.near(id, H('W5022'), FACE_EAST, false);
  // Four LI on outer Ramparts (one with each sector and one with X).
  const li = [...pool].filter((id) => agUnit(id).type === 'LI');
  const liAnchors = ['W2721', 'W3312', 'W4414', 'W5714'];
  li.forEach((id, i) => d.near(id, H(liAnchors[i % liAnchors.length]), FACE_WEST));
  // Archers on inner Ramparts facing Alesia, at least three in the W25xx row.
  const ar = [...pool].filter((id) => agUnit(id).type === 'AR');
  const southern = ar.slice(0, Math.max(3, ar.length - 3));
  southern.forEach((id) => d.near(id, H('W2524'), FACE_EAST, false, [25]));
  ar.slice(southern.length).forEach((id, i) => d.near(id, H(['W2727', 'W3318', 'W4420'][i % 3]), FACE_EAST, false));
  // Cavalry in and around the northern cavalry camp W4510, where the scenario lets it stand (AG 12.1
  // Romans with AG Err.2: in the camps only; AG 12.2 Romans: or within 2 hexes outside).
  const cavalryKeep = (h: Hex) => cavalryMayStand(s, hexKey(h));
  for (const id of pool) if (['GC', 'LC'].includes(agUnit(id).type)) d.near(id, H('W4510'), FACE_WEST, false, undefined, cavalryKeep);
  // 12.3: the other legions — one in the East sheet's infantry camp by E6206, the rest spread south of it.
  others.forEach((legion, i) => {
    const anchor = H(['E6206', 'E4806', 'E3406', 'E2006'][i % 4]);
    for (let n = 1; n <= 10; n++) {
      const h = d.near(co(legion, n), anchor, FACE_EAST, i === 0 ? false : true);
      if (n === 1) legateAt.set(legion, h);
    }
    d.near(`sc-${legion.toLowerCase()}`, anchor, FACE_EAST, false);
  });
  // Anything left (12.3's extra auxiliaries and cavalry): near the West camp.
  const placed = new Set(d.out.map((p) => p.id));
  for (const id of pool) if (!placed.has(id)) d.near(id, H('W4510'), FACE_WEST, false, undefined, isCavalry(agUnit(id)) ? cavalryKeep : undefined);

  // A legion whose first cohort the Roman set up by hand: its legate joins it there (the sample's
  // own hex for that cohort above was never taken).
  for (const legion of legions) {
    const u = s.units[co(legion, 1)];
    if (u?.loc.at === 'hex') legateAt.set(legion, parseHexKey(u.loc.hex));
  }
  // Leaders: each legate with a cohort of his legion; Caesar in the camp; the Zone Commander(s)
  // with the southern archers; the Prefects at the cavalry camp.
  for (const id of leaders) {
    const legion = (Object.entries(LEGATE_OF) as [string, string][]).find(([, l]) => l === id)?.[0];
    if (legion && legateAt.has(legion)) d.lead(id, legateAt.get(legion)!, FACE_EAST);
    else if (id === 'caesar') d.lead(id, H('W5022'), FACE_EAST);
    else if (id === 'labienus') d.lead(id, H('W2524'), FACE_EAST);
    else if (id === 'antonius') d.lead(id, H('E4806'), FACE_EAST);
    else if (id.startsWith('prefect-')) d.lead(id, H('W4510'), FACE_WEST);
  }
  return d.out;
}
