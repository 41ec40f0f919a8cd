/**
 * Issue 17 §2 — every fact seed 002 states about its map, checked on the map as played: the
 * anchored sheets, the derived GBoH terrain and the printed-map overlay (./board.ts). Each `it`
 * names the rule; where a fact holds only through the overlay, ./overlay.ts says so and why.
 */
import { describe, expect, it } from 'vitest';
import { distance, hexKey, type Hex } from '../../hex/coords';
import { neighbours } from '../../hex/directions';
import { line as hexLine, lineOfSight } from '../../hex/line';
import { gbohBoard, sideHas, terrainAt } from './board';
import { edgesOf, gbohLabel, labelRun, parseGbohLabel, SCENARIO_SHEETS } from './grid';
import { GBOH_OVERLAY, MISPRINT_READINGS } from './overlay';
import type { GbohHex, GbohTerrain } from './terrainTypes';

const W = SCENARIO_SHEETS['12.1'];
const WE = SCENARIO_SHEETS['12.3'];
const B = gbohBoard(W);
const BE = gbohBoard(WE);

const H = (label: string): Hex => {
  const h = parseGbohLabel(label);
  if (!h) throw new Error(`not a hex: ${label}`);
  return h;
};
const T = (label: string, b: GbohTerrain = B): GbohHex => {
  const t = terrainAt(b, H(label));
  if (!t) throw new Error(`not on the board: ${label}`);
  return t;
};
const walk = (a: string, b: string, t: GbohTerrain = B) => sideHas(t, H(a), H(b), 'rampartWalkway');

/** The Rampart hexes reachable along walkways from `from`. */
function walkwayComponent(from: string, t: GbohTerrain = B): Set<string> {
  const seen = new Set<string>([hexKey(H(from))]);
  const todo = [H(from)];
  while (todo.length) {
    const h = todo.pop()!;
    for (const m of neighbours(h)) {
      if (seen.has(hexKey(m)) || !sideHas(t, h, m, 'rampartWalkway')) continue;
      seen.add(hexKey(m));
      todo.push(m);
    }
  }
  return seen;
}

/** Walkway steps on the shortest walkway path between two Rampart hexes (null if none). */
function walkwaySteps(from: string, to: string, t: GbohTerrain = B): number | null {
  const dist = new Map<string, number>([[hexKey(H(from)), 0]]);
  const todo = [H(from)];
  for (let i = 0; i < todo.length; i++) {
    const h = todo[i];
    for (const m of neighbours(h)) {
      if (dist.has(hexKey(m)) || !sideHas(t, h, m, 'rampartWalkway')) continue;
      dist.set(hexKey(m), dist.get(hexKey(h))! + 1);
      todo.push(m);
    }
  }
  return dist.get(hexKey(H(to))) ?? null;
}

/** Whether a hex is free for a tribal counter's placement by terrain (AG 5.45: no camp, Rampart, Redoubt or Death Garden). */
const placeable = (t: GbohHex) => !t.camp && !t.rampart && !t.redoubt && !t.deathGarden;

describe('issue 17 §2: the GBoH map’s facts', () => {
  it('AG 5.45, 6.42: W3911 is an outer Rampart 3 hexes from W3908, and W3901–W3908 are placeable ground outside', () => {
    expect(T('W3911').rampart).toBe('outer');
    expect(distance(H('W3908'), H('W3911'))).toBe(3);
    for (const h of labelRun('W3901', 'W3908')!) expect(placeable(terrainAt(B, h)!), gbohLabel(h)).toBe(true);
    expect(walk('W3911', 'W4012')).toBe(true); // the walkway step of AG 6.42 (1 MP)
  });

  it('AG 5.45, 6.43: a camp wall at W3606 (W3601–W3604 placeable) and the camp-wall hexside W3706/W3607', () => {
    expect(T('W3606').camp?.kind).toBe('cavalry');
    for (const h of labelRun('W3601', 'W3604')!) expect(placeable(terrainAt(B, h)!), gbohLabel(h)).toBe(true);
    expect(sideHas(B, H('W3706'), H('W3607'), 'campWall')).toBe(true);
    // The wall is the camp's edge: one side of it in the camp, the other not.
    expect([T('W3706').camp?.id, T('W3607').camp?.id].filter(Boolean)).toHaveLength(1);
  });

  it('AG 6.31: W6113 is one level above W6213', () => {
    expect(T('W6113').level).toBe(T('W6213').level + 1);
  });

  it('AG 6.41: W3220 is an inner Rampart (circonvallation), W3310 an outer one (contrevallation)', () => {
    expect(T('W3220').rampart).toBe('inner');
    expect(T('W3310').rampart).toBe('outer');
  });

  it('AG 6.68: W3410, W3310 and W3211 are outer Rampart hexes in a row along the walkway', () => {
    for (const l of ['W3410', 'W3310', 'W3211']) expect(T(l).rampart, l).toBe('outer');
    expect(walk('W3410', 'W3310')).toBe(true);
    expect(walk('W3310', 'W3211')).toBe(true);
  });

  it('GB-DEP, AG 6.68: W5825…W5932 are outer Ramparts on one walkway, long enough for six cohorts unadjacent', () => {
    expect(T('W5825').rampart).toBe('outer');
    expect(T('W5932').rampart).toBe('outer');
    const steps = walkwaySteps('W5825', 'W5932');
    expect(steps).not.toBeNull();
    // Six unadjacent cohorts on a walkway need at least 11 hexes, i.e. 10 steps.
    expect(steps!).toBeGreaterThanOrEqual(10);
    // And six hexes of the stretch, no two adjacent, exist (AG 6.68 spacing of GB-DEP).
    const stretch = [...B.hexes.values()].filter((t) => {
      const a = walkwaySteps('W5825', t.label);
      const b = walkwaySteps(t.label, 'W5932');
      return a !== null && b !== null && a + b === steps;
    });
    const picked: Hex[] = [];
    for (const t of stretch.sort((p, q) => walkwaySteps('W5825', p.label)! - walkwaySteps('W5825', q.label)!)) {
      if (picked.every((h) => distance(h, t.hex) >= 2)) picked.push(t.hex);
    }
    expect(picked.length).toBeGreaterThanOrEqual(6);
  });

  it('AG 6.42: W4617 and W4516 are Ramparts climbed from W4616 inside the vallation', () => {
    expect(T('W4617').rampart).toBeDefined();
    expect(T('W4516').rampart).toBeDefined();
    expect(T('W4616').rampart).toBeUndefined();
    expect(T('W4616').area).toBe('between');
    expect(distance(H('W4616'), H('W4617'))).toBe(1);
    expect(distance(H('W4616'), H('W4516'))).toBe(1);
  });

  it('AG 6.42: W2918 is a Rampart; W2919 a Redoubt linked to it', () => {
    expect(T('W2918').rampart).toBeDefined();
    expect(T('W2919').redoubt).toBe(true);
    expect(T('W2919').rampart).toBeUndefined();
    expect(sideHas(B, H('W2919'), H('W2918'), 'redoubtRampartLink')).toBe(true);
  });

  it('AG 6.42: W5122 lies inside a camp next to the Rampart W5222', () => {
    expect(T('W5122').camp).toBeDefined();
    expect(T('W5222').rampart).toBeDefined();
    expect(distance(H('W5122'), H('W5222'))).toBe(1);
  });

  it('AG 6.42: W3911–W4012 is a walkway step', () => {
    expect(T('W4012').rampart).toBe('outer');
    expect(walk('W3911', 'W4012')).toBe(true);
  });

  it('AG 7.22: W5214 is a Rampart above W5213, which is not', () => {
    expect(T('W5214').rampart).toBeDefined();
    expect(T('W5213').rampart).toBeUndefined();
    expect(distance(H('W5213'), H('W5214'))).toBe(1);
  });

  it('AG 8.17: W4914 is a Rampart in sight of W4911 (not a Rampart) at range 3', () => {
    expect(T('W4914').rampart).toBeDefined();
    expect(T('W4911').rampart).toBeUndefined();
    expect(distance(H('W4911'), H('W4914'))).toBe(3);
    const blocks = (h: Hex) => {
      const t = terrainAt(B, h)!;
      return !!t.forest || !!t.rampart || t.level > T('W4914').level;
    };
    expect(lineOfSight(H('W4911'), H('W4914'), blocks)).toBe(true);
  });

  it('GB-DEP: W5714 and W5920 are Ramparts', () => {
    expect(T('W5714').rampart).toBe('outer');
    expect(T('W5920').rampart).toBeDefined();
  });

  it('AG 12.1: the outer Ramparts W5714…W1832 are one walkway, through the outer Ramparts the seed names in the plain', () => {
    const c = walkwayComponent('W5714');
    expect(c.has(hexKey(H('W1832')))).toBe(true);
    for (const l of ['W5214', 'W4914', 'W4012', 'W3911', 'W3410', 'W3310', 'W3211', 'W1733', 'W1634', 'W1633']) {
      expect(c.has(hexKey(H(l))), l).toBe(true);
    }
    for (const k of c) expect(B.hexes.get(k)!.rampart).toBe('outer');
  });

  it('AG 6.42: W1633 reaches W1733 only through W1634', () => {
    expect(distance(H('W1633'), H('W1733'))).toBe(1);
    expect(walk('W1633', 'W1733')).toBe(false);
    expect(walk('W1633', 'W1634')).toBe(true);
    expect(walk('W1634', 'W1733')).toBe(true);
  });

  it('AG 6.42: W4616 lies inside the vallation (between the lines)', () => {
    expect(T('W4616').area).toBe('between');
  });

  it('GB-DEP: W5820, W5414, W4815 and W4816 are Redoubts', () => {
    for (const l of ['W5820', 'W5414', 'W4815', 'W4816']) {
      expect(T(l).redoubt, l).toBe(true);
      expect(T(l).rampart, l).toBeUndefined();
    }
  });

  it('AG 12.1, 6.43: the infantry camp W5022; five infantry camps on both sheets, one by E6206', () => {
    expect(T('W5022').camp?.kind).toBe('infantry');
    const infantry = new Set([...BE.hexes.values()].filter((t) => t.camp?.kind === 'infantry').map((t) => t.camp!.id));
    expect(infantry.size).toBe(5);
    const e6206 = H('E6206');
    const near = [...BE.hexes.values()].filter((t) => t.camp?.kind === 'infantry' && distance(t.hex, e6206) <= 6);
    expect(near.length).toBeGreaterThan(0);
    expect(near.every((t) => t.area !== 'inside')).toBe(true);
  });

  it('GB-DEP, AG 6.43: three cavalry camps outside the lines, one at W4510', () => {
    expect(T('W4510').camp?.kind).toBe('cavalry');
    const outside = new Set(
      [...BE.hexes.values()].filter((t) => t.camp?.kind === 'cavalry' && t.area === 'outside').map((t) => t.camp!.id),
    );
    expect(outside.size).toBe(3);
  });

  it('AG 6.43: a stone wall runs from W5128 to W5833', () => {
    for (const h of hexLine(H('W5128'), H('W5833'))) {
      const walled = neighbours(h).some((m) => sideHas(B, h, m, 'stoneWall'));
      expect(walled, gbohLabel(h)).toBe(true);
    }
  });

  it('AG 5.65: W6427 is outside both lines; W5429 and W5028 are not', () => {
    expect(T('W6427').area).toBe('outside');
    expect(T('W5429').area).not.toBe('outside');
    expect(T('W5028').area).not.toBe('outside');
  });

  it('AG 11.0: W4918, W4919 and the north-east beyond W5815 / W5915–W5918 are outside the circonvallation', () => {
    for (const l of ['W4918', 'W4919']) expect(['between', 'outside'], l).toContain(T(l).area);
    for (const l of ['W6015', 'W6016', 'W6017', 'W6018', 'W6115', 'W6117', 'W6216']) {
      expect(['between', 'outside'], l).toContain(T(l).area);
    }
  });

  it('AG 5.49: the Hill is W5815–W5819 and W5916', () => {
    for (const l of [...labelRun('W5815', 'W5819')!.map(gbohLabel), 'W5916']) expect(T(l).hill, l).toBe('rea');
  });

  it('AG 12.2: the reinforcement hexes lie on the east edge, between the lines (the Roman side)', () => {
    const named = ['W2333', 'W2434', 'W2533', 'W5234', 'W5333', 'W5434', ...labelRun('W5634', 'W5834')!.map(gbohLabel), 'W5933'];
    for (const l of named) {
      expect(edgesOf(H(l), W), l).toContain('E');
      expect(T(l).area, l).toBe('between');
    }
  });

  it('AG 12.1, 12.2: the Alesia force’s sortie hexes W3733–W4034 and W4333–W4533 lie inside the inner line or in the town', () => {
    for (const [a, b] of [['W3733', 'W4034'], ['W4333', 'W4533']] as const) {
      for (const h of labelRun(a, b, W)!) expect(['inside', 'town'], gbohLabel(h)).toContain(terrainAt(B, h)!.area);
    }
  });

  it('readings: the misprinted ranges W4723–W3704 and W4105–W4817 are recorded, not bent into the ground', () => {
    expect(MISPRINT_READINGS.map((r) => r.printed.join('–'))).toEqual(['W4723–W3704', 'W4105–W4817']);
    // No overlay entry draws them.
    const printed = new Set<string>(MISPRINT_READINGS.flatMap((r) => [...r.printed]).filter((l) => l !== 'W4817'));
    for (const e of GBOH_OVERLAY) {
      for (const l of [...(e.hexes ?? []), ...(e.side ?? []), ...(e.wall ?? [])]) expect(printed.has(l), l).toBe(false);
    }
    // The water ditch is the ground's, in front of the inner line; W3704 (outside the outer line) has none.
    expect(neighbours(H('W3704')).some((m) => sideHas(B, H('W3704'), m, 'waterDitch'))).toBe(false);
    const ditch = [...B.hexsides.values()].filter((s) => s.has('waterDitch')).length;
    expect(ditch).toBeGreaterThan(10);
    // W4105 is far outside the lines: no Rampart there.
    expect(T('W4105').area).toBe('outside');
    expect(T('W4105').rampart).toBeUndefined();
  });
});

describe('the GBoH vocabulary (AG 6.3–6.4)', () => {
  it('every overlay entry names its rule and why, and edits a printed hex', () => {
    for (const e of GBOH_OVERLAY) {
      expect(e.rule).toMatch(/AG|GB-/);
      expect(e.why.length).toBeGreaterThan(10);
      expect(!!(e.hexes || e.side || e.wall || e.dropCamp)).toBe(true);
    }
  });

  it('a walkway links two Rampart hexes of the same line; a Redoubt link joins a Redoubt to a Rampart', () => {
    for (const b of [B, BE]) {
      for (const [k, s] of b.hexsides) {
        const [p, q] = k.split('|').map((x) => b.hexes.get(x)!);
        if (s.has('rampartWalkway')) {
          expect(p.rampart, k).toBeDefined();
          expect(q.rampart, k).toBe(p.rampart);
        }
        if (s.has('redoubtRampartLink')) expect(!!(p.redoubt && q.rampart) || !!(q.redoubt && p.rampart), k).toBe(true);
      }
    }
  });

  it('Death Gardens lie next to a Rampart of their line, on its enemy side', () => {
    for (const t of B.hexes.values()) {
      if (!t.deathGarden) continue;
      expect(t.rampart).toBeUndefined();
      expect(neighbours(t.hex).some((m) => terrainAt(B, m)?.rampart === t.deathGarden), t.label).toBe(true);
      expect(t.area).toBe(t.deathGarden === 'outer' ? 'outside' : 'inside');
    }
    expect([...B.hexes.values()].some((t) => t.deathGarden === 'outer')).toBe(true);
    expect([...B.hexes.values()].some((t) => t.deathGarden === 'inner')).toBe(true);
  });

  it('Alesia: the plateau top on both sheets, walled by the crest with its gates', () => {
    const town = [...BE.hexes.values()].filter((t) => t.alesia);
    // 97 ha of top: about 97e4 / (√3/2 · 91.44²) ≈ 134 hexes; the warp squeezes or stretches it.
    expect(town.length).toBeGreaterThan(60);
    expect(town.length).toBeLessThan(260);
    expect(town.every((t) => t.level >= 3)).toBe(true);
    const sides = [...BE.hexsides.values()];
    expect(sides.filter((s) => s.has('crestWall')).length).toBeGreaterThan(20);
    expect(sides.filter((s) => s.has('gate') && s.has('crestWall')).length).toBe(2);
  });

  it('rivers by class: the Ose and the Ozerain are small rivers, the Rabutin a stream', () => {
    const sides = [...BE.hexsides.values()];
    expect(sides.some((s) => s.has('smallRiver'))).toBe(true);
    expect(sides.some((s) => s.has('stream'))).toBe(true);
  });

  it('levels: the plain is level 0, the hills rise above it', () => {
    expect(T('W3901').level).toBe(0);
    expect(Math.max(...[...BE.hexes.values()].map((t) => t.level))).toBeGreaterThanOrEqual(4);
  });
});

describe('AG 6.43–6.44: gates and walls of camps and Redoubts', () => {
  it('every camp has one to four gates, each on its wall (cavalry leaves by them)', () => {
    const byCamp = new Map<string, number>();
    for (const [k, s] of BE.hexsides) {
      if (!s.has('gate') || s.has('crestWall') || s.has('redoubtWall')) continue;
      expect(s.has('campWall'), k).toBe(true);
      for (const x of k.split('|')) {
        const id = BE.hexes.get(x)!.camp?.id;
        if (id) byCamp.set(id, (byCamp.get(id) ?? 0) + 1);
      }
    }
    const camps = new Set([...BE.hexes.values()].filter((t) => t.camp).map((t) => t.camp!.id));
    for (const c of camps) {
      expect(byCamp.get(c) ?? 0, c).toBeGreaterThanOrEqual(1);
      expect(byCamp.get(c) ?? 0, c).toBeLessThanOrEqual(4);
    }
  });

  it('every Redoubt hex is walled but for its Rampart link, with one gate at the rear', () => {
    for (const t of BE.hexes.values()) {
      if (!t.redoubt) continue;
      expect(neighbours(t.hex).filter((m) => sideHas(BE, t.hex, m, 'redoubtWall')).length, t.label).toBeGreaterThan(0);
      expect(neighbours(t.hex).filter((m) => sideHas(BE, t.hex, m, 'gate')).length, t.label).toBe(1);
      for (const m of neighbours(t.hex)) {
        if (sideHas(BE, t.hex, m, 'redoubtRampartLink')) expect(sideHas(BE, t.hex, m, 'redoubtWall')).toBe(false);
      }
    }
    // W2919's gate is opposite its link to W2918.
    const back = neighbours(H('W2919')).find((m) => sideHas(BE, H('W2919'), m, 'gate'))!;
    expect(distance(back, H('W2918'))).toBe(2);
  });
});
