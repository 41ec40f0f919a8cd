import { describe, it, expect } from 'vitest';
import type { Point, RegionId, SeaZone } from './types';
import { SECTORS, SECTOR_BY_ID } from './sectors';
import { REGIONS, REGION_BY_ID, areAdjacent } from './regions';
import { PLACES, PLACE_BY_ID, placesIn, REFUGE_MIN_DEFENCE } from './places';
import {
  GEOMETRY,
  MAP_VERTICES,
  MOUNTAIN_CYCLES,
  REGION_CYCLES,
  RHINE_VERTICES,
  SEA_CYCLES,
  cycleEdges,
  edgeKey,
} from './geometry';

const FIXED_IDS = [
  'cisalpina', 'provincia-1', 'provincia-2', 'tarbelli', 'bigerriones', 'remi', 'suessiones', 'bellovaci',
  'ambiani', 'atrebates', 'morini', 'nervii', 'eburones', 'treveri', 'mediomatrici', 'veneti', 'redones',
  'venelli', 'cenomani', 'pictones', 'santones', 'lemovices', 'arverni', 'ruteni', 'nitiobriges', 'carnutes',
  'senones', 'bituriges', 'aedui', 'lingones', 'sequani', 'helvetii', 'britannia', 'germania',
];

// ---------------------------------------------------------------- geometry-derived facts

type Face = { id: string; kind: 'region' | 'sea' | 'mountain'; cycle: readonly string[] };
const faces: Face[] = [
  ...Object.entries(REGION_CYCLES).map(([id, cycle]) => ({ id, kind: 'region' as const, cycle })),
  ...Object.entries(SEA_CYCLES).flatMap(([id, cycles]) => cycles.map((cycle) => ({ id, kind: 'sea' as const, cycle }))),
  ...Object.entries(MOUNTAIN_CYCLES).map(([id, cycle]) => ({ id, kind: 'mountain' as const, cycle })),
];

/** Faces on each unordered edge. */
const facesByEdge = new Map<string, Face[]>();
for (const f of faces) {
  for (const [a, b] of cycleEdges(f.cycle)) {
    const k = edgeKey(a, b);
    facesByEdge.set(k, [...(facesByEdge.get(k) ?? []), f]);
  }
}

function derivedNeighbours(region: RegionId): Set<RegionId> {
  const out = new Set<RegionId>();
  for (const [a, b] of cycleEdges(REGION_CYCLES[region])) {
    for (const f of facesByEdge.get(edgeKey(a, b)) ?? []) {
      if (f.kind === 'region' && f.id !== region) out.add(f.id);
    }
  }
  return out;
}

function derivedCoast(region: RegionId): Set<SeaZone> {
  const out = new Set<SeaZone>();
  for (const [a, b] of cycleEdges(REGION_CYCLES[region])) {
    for (const f of facesByEdge.get(edgeKey(a, b)) ?? []) if (f.kind === 'sea') out.add(f.id as SeaZone);
  }
  return out;
}

const rhineEdges = new Set(cycleEdges(RHINE_VERTICES).slice(0, -1).map(([a, b]) => edgeKey(a, b)));

function sharedRhineEdge(a: RegionId, b: RegionId): boolean {
  const mine = new Set(cycleEdges(REGION_CYCLES[a]).map(([p, q]) => edgeKey(p, q)));
  return cycleEdges(REGION_CYCLES[b]).some(([p, q]) => mine.has(edgeKey(p, q)) && rhineEdges.has(edgeKey(p, q)));
}

function pointInCycle(p: Point, cycle: readonly string[]): boolean {
  let inside = false;
  for (const [a, b] of cycleEdges(cycle)) {
    const A = MAP_VERTICES[a];
    const B = MAP_VERTICES[b];
    if (A.y > p.y !== B.y > p.y && p.x < ((B.x - A.x) * (p.y - A.y)) / (B.y - A.y) + A.x) inside = !inside;
  }
  return inside;
}

function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const o = (p: Point, q: Point, r: Point) => Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x));
  return o(a, b, c) * o(a, b, d) < 0 && o(c, d, a) * o(c, d, b) < 0;
}

function reachable(from: RegionId): Set<RegionId> {
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length) {
    for (const n of REGION_BY_ID[queue.shift()!].neighbours) {
      if (!seen.has(n)) {
        seen.add(n);
        queue.push(n);
      }
    }
  }
  return seen;
}

// ---------------------------------------------------------------- tests

describe('BG map: regions and sectors (BG 0.3)', () => {
  it('has exactly the 34 fixed region ids', () => {
    expect(REGIONS).toHaveLength(34);
    expect(new Set(REGIONS.map((r) => r.id))).toEqual(new Set(FIXED_IDS));
    expect(Object.keys(REGION_BY_ID)).toHaveLength(34);
    expect(REGION_BY_ID['provincia-1'].name).toBe('Provincia I');
    expect(REGION_BY_ID['provincia-2'].name).toBe('Provincia II');
  });

  it('has 10 sectors with the counts the rules imply', () => {
    expect(SECTORS).toHaveLength(10);
    const count = (s: string) => REGIONS.filter((r) => r.sector === s).map((r) => r.id).sort();
    expect(count('romana')).toEqual(['cisalpina', 'provincia-1', 'provincia-2']);
    expect(count('aquitania')).toEqual(['bigerriones', 'tarbelli']);
    expect(count('britannia')).toEqual(['britannia']);
    expect(count('germania')).toEqual(['germania']);
    for (const r of REGIONS) expect(SECTOR_BY_ID[r.sector]).toBeDefined();
    for (const s of ['belgica', 'celtica1', 'celtica2', 'celtica3', 'celtica4', 'celtica5']) {
      expect(count(s).length).toBeGreaterThan(0);
    }
  });

  it('marks every region as reconstructed', () => {
    for (const r of REGIONS) expect(r.reconstructed, r.id).toBeTruthy();
  });
});

describe('BG map: adjacency (BG 3.3)', () => {
  it('is symmetric, irreflexive and refers to known regions', () => {
    for (const r of REGIONS) {
      expect(r.neighbours, r.id).not.toContain(r.id);
      expect(new Set(r.neighbours).size, r.id).toBe(r.neighbours.length);
      for (const n of r.neighbours) expect(REGION_BY_ID[n]?.neighbours, `${r.id}→${n}`).toContain(r.id);
    }
  });

  it('equals the adjacency derived from shared edges of the geometry', () => {
    for (const r of REGIONS) {
      expect([...derivedNeighbours(r.id)].sort(), r.id).toEqual([...r.neighbours].sort());
    }
  });

  it('BG-ADJ: Atrebates–Suessiones adjacent; Nervii–Suessiones only touch at a corner', () => {
    expect(areAdjacent('atrebates', 'suessiones')).toBe(true);
    expect(areAdjacent('nervii', 'suessiones')).toBe(false);
    const shared = REGION_CYCLES.nervii.filter((v) => REGION_CYCLES.suessiones.includes(v));
    expect(shared).toHaveLength(1);
  });

  it('BG 4.4.2 example 5: the beaten Gauls in Nervii retreat to the adjacent Eburones', () => {
    expect(areAdjacent('nervii', 'eburones')).toBe(true);
    // and the pursuit there is not cut by forest or marsh
    expect(REGION_BY_ID.nervii.terrain).toBe('clear');
  });

  it('scenario 6.1: Veneti → Pictones → Santones → Tarbelli is a path; Provincia I touches Bigerriones', () => {
    const path = ['veneti', 'pictones', 'santones', 'tarbelli'];
    for (let i = 1; i < path.length; i++) expect(areAdjacent(path[i - 1], path[i]), path[i]).toBe(true);
    expect(areAdjacent('provincia-1', 'bigerriones')).toBe(true);
  });

  it('connects every region by land except Britannia (sea only)', () => {
    expect(REGION_BY_ID.britannia.neighbours).toEqual([]);
    const land = reachable('aedui');
    expect(land.size).toBe(33);
    expect(land.has('britannia')).toBe(false);
  });

  it('keeps the Alps and Pyrenees out of bounds: no region is adjacent through them', () => {
    // Cisalpina reaches Gaul only by the coast strip to Provincia II; Helvetii do not touch Cisalpina.
    expect(REGION_BY_ID.cisalpina.neighbours).toEqual(['provincia-2']);
    expect(areAdjacent('helvetii', 'cisalpina')).toBe(false);
  });
});

describe('BG map: coasts and the Rhine', () => {
  it('coast flags equal the sea zones the geometry touches', () => {
    for (const r of REGIONS) {
      const seas = [...derivedCoast(r.id)];
      expect(seas.length, r.id).toBeLessThanOrEqual(1);
      expect(r.coast, r.id).toBe(seas[0] ?? null);
    }
    expect(REGION_BY_ID.veneti.coast).toBe('atlantic');
    expect(REGION_BY_ID.britannia.coast).toBe('atlantic');
    expect(REGION_BY_ID['provincia-1'].coast).toBe('mediterranean');
  });

  it('rhine ⊆ neighbours, symmetric, and exactly the borders drawn along the Rhine', () => {
    for (const r of REGIONS) {
      for (const n of r.rhine) {
        expect(r.neighbours, `${r.id}→${n}`).toContain(n);
        expect(REGION_BY_ID[n].rhine, `${n}→${r.id}`).toContain(r.id);
      }
      for (const n of r.neighbours) expect(r.rhine.includes(n), `${r.id}/${n}`).toBe(sharedRhineEdge(r.id, n));
    }
    expect([...REGION_BY_ID.germania.rhine].sort()).toEqual(
      ['eburones', 'helvetii', 'mediomatrici', 'morini', 'sequani', 'treveri'],
    );
  });

  it('the Rhine polyline is a chain of region borders', () => {
    for (const k of rhineEdges) {
      const fs = facesByEdge.get(k) ?? [];
      expect(fs.filter((f) => f.kind === 'region'), k).toHaveLength(2);
    }
  });
});

describe('BG map: planar geometry', () => {
  it('uses only known vertices, each cycle simple and clockwise on screen', () => {
    for (const f of faces) {
      for (const v of f.cycle) expect(MAP_VERTICES[v], `${f.id}: ${v}`).toBeDefined();
      expect(new Set(f.cycle).size, f.id).toBe(f.cycle.length);
      let area = 0;
      for (const [a, b] of cycleEdges(f.cycle)) area += MAP_VERTICES[a].x * MAP_VERTICES[b].y - MAP_VERTICES[b].x * MAP_VERTICES[a].y;
      expect(area, f.id).toBeGreaterThan(0);
    }
  });

  it('walks every shared border once in each direction (no overlaps)', () => {
    const directed = new Set<string>();
    for (const f of faces) {
      for (const [a, b] of cycleEdges(f.cycle)) {
        expect(directed.has(`${a}>${b}`), `${f.id}: ${a}>${b}`).toBe(false);
        directed.add(`${a}>${b}`);
      }
    }
    for (const [k, fs] of facesByEdge) expect(fs.length, k).toBeLessThanOrEqual(2);
  });

  it('has no two borders crossing', () => {
    const edges = [...facesByEdge.keys()].map((k) => k.split('|'));
    const crossings: string[] = [];
    for (let i = 0; i < edges.length; i++) {
      for (let j = i + 1; j < edges.length; j++) {
        const [a, b] = edges[i];
        const [c, d] = edges[j];
        if (a === c || a === d || b === c || b === d) continue;
        if (segmentsCross(MAP_VERTICES[a], MAP_VERTICES[b], MAP_VERTICES[c], MAP_VERTICES[d])) crossings.push(`${a}-${b} × ${c}-${d}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it('gives every region a path and a label inside it', () => {
    expect(Object.keys(GEOMETRY.regions).sort()).toEqual([...FIXED_IDS].sort());
    for (const r of REGIONS) {
      const g = GEOMETRY.regions[r.id];
      expect(g.path, r.id).toMatch(/^M.* Z$/);
      expect(pointInCycle(g.label, REGION_CYCLES[r.id]), r.id).toBe(true);
      expect(g.label.x).toBeGreaterThan(0);
      expect(g.label.x).toBeLessThan(GEOMETRY.width);
      expect(g.label.y).toBeGreaterThan(0);
      expect(g.label.y).toBeLessThan(GEOMETRY.height);
    }
  });

  it('keeps all vertices inside the frame', () => {
    for (const [id, p] of Object.entries(MAP_VERTICES)) {
      expect(p.x, id).toBeGreaterThanOrEqual(0);
      expect(p.x, id).toBeLessThanOrEqual(GEOMETRY.width);
      expect(p.y, id).toBeGreaterThanOrEqual(0);
      expect(p.y, id).toBeLessThanOrEqual(GEOMETRY.height);
    }
  });

  it('has both seas and both mountain masses', () => {
    expect(GEOMETRY.seas.map((s) => s.id).sort()).toEqual(['atlantic', 'mediterranean']);
    expect(GEOMETRY.mountains.map((m) => m.id).sort()).toEqual(['alps', 'pyrenees']);
    expect(GEOMETRY.rhine.startsWith('M')).toBe(true);
  });
});

describe('BG map: oppida and cities (BG 0.3.4)', () => {
  it('has unique ids, known regions, a point inside the region for each place', () => {
    expect(new Set(PLACES.map((p) => p.id)).size).toBe(PLACES.length);
    expect(Object.keys(GEOMETRY.places).sort()).toEqual(PLACES.map((p) => p.id).sort());
    for (const p of PLACES) {
      expect(REGION_BY_ID[p.region], p.id).toBeDefined();
      expect(pointInCycle(GEOMETRY.places[p.id], REGION_CYCLES[p.region]), p.id).toBe(true);
      expect(p.reconstructed, p.id).toBeTruthy();
      expect(p.defence, p.id).toBeGreaterThanOrEqual(1);
      expect(p.defence, p.id).toBeLessThanOrEqual(4);
    }
  });

  it('puts cities in Gallia Romana and oppida in independent Gaul', () => {
    for (const p of PLACES) {
      const romana = REGION_BY_ID[p.region].sector === 'romana';
      expect(p.kind, p.id).toBe(romana ? 'city' : 'oppidum');
      expect(['britannia', 'germania']).not.toContain(REGION_BY_ID[p.region].sector);
      if (p.kind === 'oppidum') expect(p.tribe, p.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  it('has the places the scenarios and rules name', () => {
    const s = PLACE_BY_ID['sotiates-oppidum'];
    expect(s).toMatchObject({ name: 'Oppidum of the Sotiates', region: 'bigerriones', tribe: 'sotiates', kind: 'oppidum' });
    expect(s.defence).toBeGreaterThanOrEqual(REFUGE_MIN_DEFENCE);
    expect(PLACE_BY_ID.corbilo).toMatchObject({ region: 'veneti', tribe: 'veneti' });
    expect(PLACE_BY_ID.bibracte.region).toBe('aedui');
    expect(PLACE_BY_ID.alesia).toMatchObject({ region: 'aedui', tribe: 'mandubii' });
    expect(PLACE_BY_ID.gergovia.region).toBe('arverni');
    expect(PLACE_BY_ID.uxellodunum).toMatchObject({ region: 'arverni', tribe: 'cadurci' });
    expect(PLACE_BY_ID.avaricum.region).toBe('bituriges');
    expect(PLACE_BY_ID.cenabum.region).toBe('carnutes');
    for (const id of ['narbo', 'tolosa']) expect(PLACE_BY_ID[id]).toMatchObject({ region: 'provincia-1', kind: 'city' });
    for (const id of ['genava', 'vienna']) expect(PLACE_BY_ID[id]).toMatchObject({ region: 'provincia-2', kind: 'city' });
    expect(placesIn('cisalpina').map((p) => p.id)).toContain('aquileia');
  });

  it('places values around the hiberna value 2 and the refuge threshold 3', () => {
    const values = new Set(PLACES.map((p) => p.defence));
    expect(values.has(2)).toBe(true);
    expect(PLACES.some((p) => p.kind === 'oppidum' && p.defence >= REFUGE_MIN_DEFENCE)).toBe(true);
    expect(PLACES.some((p) => p.kind === 'oppidum' && p.defence < REFUGE_MIN_DEFENCE)).toBe(true);
  });
});
