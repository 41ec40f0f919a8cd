/**
 * AG 2.1, 6.3–6.4 / issue 17 §1 "one neutral derivation, two vocabularies": the GBoH terrain read off
 * the neutral pass of the anchored sheets (../../alesia/grid/neutral.ts on ./anchors.ts). The 1983
 * game reads the same pass in its own terms (../../alesia-classic/map/derive.ts). Hand edits for the
 * printed map come after, from ./overlay.ts.
 *
 * Readings (docs/reconstruction/gboh-grid.md, "Vocabulary"):
 * - level (AG 6.31): whole bands of LEVEL_METRES above the valley floor, from the hex's mean height;
 * - forest: a wood covers at least half the hex; Alesia: the town covers at least half the hex;
 * - Rampart (AG 6.41): every hex the line's course passes through; its walkway (AG 6.42) links each
 *   such hex to the next along the course, and to nothing else (so a line that turns through a hex
 *   corner is one walkway, not a short cut);
 * - Redoubt (AG 6.44): each castellum's hex (not in a camp), moved off the Rampart to the neighbour
 *   between the lines nearest the site; linked to that Rampart, or to the nearest adjacent one;
 * - Death Garden (AG 6.45): the non-Rampart hexes next to a Rampart on its enemy side (outside the
 *   outer line; on the town side of the inner line);
 * - camp (AG 6.43): a camp covers at least half the hex; the camp wall runs on every hexside between
 *   a camp hex and a hex outside it;
 * - crest wall (AG 6.36): every hexside between an Alesia hex and a hex off the top; the gate is the
 *   crest hexside nearest each gateway of the ground;
 * - camp gates (AG 6.43: cavalry leaves its camp by the gates): a Roman camp's four gates, read as
 *   the wall hexside farthest north, south, east and west of the camp's middle (fewer when one
 *   hexside is farthest two ways);
 * - Redoubt walls and gate (AG 6.44): a wall on every hexside of a Redoubt hex but its link to the
 *   Rampart and a side shared with another Redoubt hex; one gate, on the hexside opposite the link
 *   (the rear), else opposite the neighbouring Redoubt hex, else its first wall;
 * - streams, small rivers, the water ditch, the Gallic stone wall: every hexside that the line
 *   between the two hex centres crosses the course of.
 */
import { distance, hexKey, type Hex } from '../../hex/coords';
import { neighbour, neighbours } from '../../hex/directions';
import { hexsideHexes, hexsideKey, type HexsideKey } from '../../hex/hexside';
import { crossings, dist } from '../../alesia/field/geometry';
import type { Ground, Pt } from '../../alesia/field/types';
import { hexToPlane } from '../../alesia/grid/anchors';
import type { NeutralGrid } from '../../alesia/grid/neutral';
import type { GbohHex, GbohTerrain, HexsideFeature, LineKind } from './terrainTypes';
import { entryZones } from './zones';
import type { SheetId } from './grid';

/** The valley floor (the ground's `floorMetres`) is level 0. */
export const LEVEL_FLOOR_METRES = 240;
/** One level a band of this many metres (reconstructed: GBoH maps show few levels; the hills rise ~140–190 m). */
export const LEVEL_METRES = 40;
export const LEVELS_RECONSTRUCTED = {
  reconstructed: true,
  source: 'ground heights (../../alesia/field/elevation.ts); AG 6.31',
  why: 'The seed gives no contour interval; 40 m bands make the plateau and the hills around it levels 3–4, the plain 0.',
} as const;

export const levelOf = (metres: number): number => Math.max(0, Math.floor((metres - LEVEL_FLOOR_METRES) / LEVEL_METRES));

const INFANTRY_CAMPS = new Set(['camp-a', 'camp-b', 'camp-c', 'camp-d']);

/** Adds a feature to a hexside. */
export function addSide(t: Map<HexsideKey, Set<HexsideFeature>>, k: HexsideKey, f: HexsideFeature): void {
  const s = t.get(k) ?? new Set<HexsideFeature>();
  s.add(f);
  t.set(k, s);
}

/** Hexsides between board hexes whose centre-to-centre segment crosses `course`. */
function crossedSides(n: NeutralGrid, course: readonly Pt[], near: readonly Hex[]): HexsideKey[] {
  const out = new Set<HexsideKey>();
  for (const h of near) {
    if (!n.spec.contains(h)) continue;
    const a = n.spec.toMetres(h);
    for (const m of neighbours(h)) {
      if (!n.spec.contains(m)) continue;
      if (crossings([a, n.spec.toMetres(m)], course).length > 0) out.add(hexsideKey(h, m));
    }
  }
  return [...out];
}

export function deriveGbohTerrain(n: NeutralGrid, g: Ground, sheets: readonly SheetId[]): GbohTerrain {
  const hexes = new Map<string, GbohHex>();
  const sides = new Map<HexsideKey, Set<HexsideFeature>>();
  const on = (h: Hex) => n.spec.contains(h);
  for (const [k, x] of n.hexes) {
    const t: GbohHex = { hex: x.hex, label: x.label, level: levelOf(x.metres), metres: Math.round(x.metres), area: x.area };
    const share = (pre: string) => Math.max(0, ...Object.entries(x.shares).filter(([id]) => id.startsWith(pre)).map(([, v]) => v));
    if (share('wood-') >= 0.5) t.forest = true;
    if ((x.shares.town ?? 0) >= 0.5) t.alesia = true;
    for (const c of [...g.camps, ...g.cavalryCamps]) {
      if ((x.shares[c.id] ?? 0) >= 0.5) t.camp = { id: c.id, kind: INFANTRY_CAMPS.has(c.id) ? 'infantry' : 'cavalry' };
    }
    hexes.set(k, t);
  }
  const at = (h: Hex) => hexes.get(hexKey(h));

  // Ramparts and their walkways (AG 6.41, 6.42).
  for (const c of n.courses) {
    if (c.kind !== 'line') continue;
    const kind: LineKind = c.id === 'inner' ? 'inner' : 'outer';
    let prev: Hex | null = null;
    for (const s of c.path) {
      const t = on(s.hex) ? at(s.hex) : undefined;
      if (!t) continue;
      if (!t.rampart) t.rampart = kind;
      // The last board hex of the course, if adjacent: a course that clips an edge half hex stays one walkway.
      if (prev && distance(prev, s.hex) === 1) addSide(sides, hexsideKey(prev, s.hex), 'rampartWalkway');
      prev = s.hex;
    }
  }

  // Redoubts (AG 6.44): off the Rampart, between the lines, linked to it.
  for (const c of g.castella) {
    const h = n.spec.fromMetres(c.at);
    const t = at(h);
    if (!t || t.camp) continue;
    if (!t.rampart) {
      // Off the line already: a Redoubt, linked to the nearest adjacent Rampart hex if any.
      t.redoubt = true;
      const ramp = neighbours(h).filter((m) => at(m)?.rampart);
      ramp.sort((p, q) => dist(n.spec.toMetres(p), c.at) - dist(n.spec.toMetres(q), c.at));
      if (ramp.length) addSide(sides, hexsideKey(h, ramp[0]), 'redoubtRampartLink');
      continue;
    }
    const cand = neighbours(h).filter((m) => {
      const u = at(m);
      return u && !u.rampart && !u.camp && u.area === 'between';
    });
    cand.sort((p, q) => dist(n.spec.toMetres(p), c.at) - dist(n.spec.toMetres(q), c.at));
    if (cand.length) {
      at(cand[0])!.redoubt = true;
      addSide(sides, hexsideKey(h, cand[0]), 'redoubtRampartLink');
    }
  }

  // Watercourses, the water ditch and the Gallic stone wall.
  for (const c of n.courses) {
    let f: HexsideFeature | null = null;
    if (c.kind === 'river') f = g.rivers.find((r) => r.id === c.id)?.class === 'stream' ? 'stream' : 'smallRiver';
    else if (c.kind === 'wet-ditch') f = 'waterDitch';
    else if (c.kind === 'gallic-wall') f = 'stoneWall';
    if (!f) continue;
    const course =
      c.kind === 'river' ? g.rivers.find((r) => r.id === c.id)!.course
      : c.kind === 'wet-ditch' ? g.wetDitches.find((w) => w.id === c.id)!.course
      : g.gallicCamp.wall;
    const near = c.path.flatMap((s) => [s.hex, ...neighbours(s.hex)]);
    for (const k of crossedSides(n, course, near)) addSide(sides, k, f);
  }

  return { hexes, hexsides: sides, zones: entryZones(sheets) };
}

/**
 * What follows from the hexes once the overlay has edited them: Death Gardens, camp walls and
 * gates, Redoubt walls and gates, the crest wall and its gates (boundaries of hex areas). Run after
 * the overlay's hex and hexside edits (./board.ts), so a Redoubt link the overlay draws is not walled.
 */
export function finishGbohTerrain(terrain: GbohTerrain, spec: NeutralGrid['spec'], g: Ground): GbohTerrain {
  const hexes = terrain.hexes;
  const sides = terrain.hexsides;
  const at = (h: Hex) => hexes.get(hexKey(h));
  // Death Gardens (AG 6.45): next to a Rampart, on its enemy side.
  for (const t of hexes.values()) {
    if (!t.rampart) continue;
    const enemy = t.rampart === 'outer' ? 'outside' : 'inside';
    for (const m of neighbours(t.hex)) {
      const u = at(m);
      if (u && !u.rampart && !u.redoubt && !u.camp && !u.alesia && u.area === enemy && !u.deathGarden) u.deathGarden = t.rampart;
    }
  }

  // Camp walls, crest wall and gates: boundaries of areas.
  for (const t of hexes.values()) {
    for (let d = 0; d < 6; d++) {
      const m = neighbour(t.hex, d);
      const u = at(m);
      if (!u) continue;
      if (t.camp && u.camp?.id !== t.camp.id) addSide(sides, hexsideKey(t.hex, m), 'campWall');
      if (t.alesia && !u.alesia) addSide(sides, hexsideKey(t.hex, m), 'crestWall');
    }
  }
  // Camp gates: the wall hexside farthest each compass way from the camp's middle.
  const campSides = new Map<string, HexsideKey[]>();
  for (const [k, f] of sides) {
    if (!f.has('campWall')) continue;
    for (const h of hexsideHexes(k)) {
      const id = at(h)?.camp?.id;
      if (id) campSides.set(id, [...(campSides.get(id) ?? []), k]);
    }
  }
  for (const [id, ks] of campSides) {
    const hs = [...hexes.values()].filter((x) => x.camp?.id === id).map((x) => hexToPlane(x.hex));
    const cx = hs.reduce((s, p) => s + p.x, 0) / hs.length;
    const cy = hs.reduce((s, p) => s + p.y, 0) / hs.length;
    const mid = (k: HexsideKey) => {
      const [a, b] = hexsideHexes(k).map(hexToPlane);
      return { x: (a.x + b.x) / 2 - cx, y: (a.y + b.y) / 2 - cy };
    };
    for (const [dx, dy] of [[0, 1], [0, -1], [1, 0], [-1, 0]]) {
      const best = [...ks].sort((p, q) => {
        const [mp, mq] = [mid(p), mid(q)];
        return mq.x * dx + mq.y * dy - (mp.x * dx + mp.y * dy) || (p < q ? -1 : 1);
      })[0];
      addSide(sides, best, 'gate');
    }
  }

  // Redoubt walls and their gate (AG 6.44).
  for (const x of hexes.values()) {
    if (!x.redoubt) continue;
    const walls: number[] = [];
    let rear: number | null = null;
    for (let d = 0; d < 6; d++) {
      const m = neighbour(x.hex, d);
      const u = at(m);
      if (!u) continue;
      const k = hexsideKey(x.hex, m);
      if (sides.get(k)?.has('redoubtRampartLink')) {
        rear = (d + 3) % 6;
        continue;
      }
      if (u.redoubt) {
        rear ??= (d + 3) % 6;
        continue;
      }
      addSide(sides, k, 'redoubtWall');
      walls.push(d);
    }
    const d = rear !== null && walls.includes(rear) ? rear : walls[0];
    if (d !== undefined) addSide(sides, hexsideKey(x.hex, neighbour(x.hex, d)), 'gate');
  }

  for (const gate of g.gates) {
    let best: HexsideKey | null = null;
    let bd = Infinity;
    for (const [k, f] of sides) {
      if (!f.has('crestWall')) continue;
      const [p, q] = hexsideHexes(k).map(spec.toMetres);
      const d = dist({ e: (p.e + q.e) / 2, n: (p.n + q.n) / 2 }, gate.at);
      if (d < bd) {
        bd = d;
        best = k;
      }
    }
    if (best && bd < 2 * spec.hexMetres) addSide(sides, best, 'gate');
  }

  return terrain;
}
