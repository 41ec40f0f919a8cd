/**
 * The historical ground against the figures of the research brief on the battlefield
 * (/work/shared/research/alesia-battlefield.md): Napoleon III's 97 ha of plateau, the excavated
 * ~15 km and ~21 km of the lines, the camps, castella and streams where the survey puts them, each
 * within the confidence the brief states (H ±150 m, M ±500 m, L ±1,000 m at their widest).
 */
import { describe, expect, it } from 'vitest';
import { area, centroid, closed, dist, distToCourse, inside, length, pt, sample } from './geometry';
import { elevationMetres } from './elevation';
import { GROUND, SUMMIT } from './ground';
import { applyGroundPatch } from './patch';
import type { Confidence, Pt } from './types';

const TOL: Record<Confidence, number> = { H: 150, M: 500, L: 1000 };
const line = (k: 'inner' | 'outer') => GROUND.lines.find((l) => l.kind === k)!;
const river = (id: string) => GROUND.rivers.find((r) => r.id === id)!;
const camp = (id: string) => [...GROUND.camps, ...GROUND.cavalryCamps].find((c) => c.id === id)!;
/** The ring the lines close with camp D (a line's course is an open polyline ending on it). */
const ring = (k: 'inner' | 'outer') => line(k).course;
const within = (x: number, target: number, frac: number) => Math.abs(x - target) <= target * frac;

describe('the historical ground of Alesia (research brief B)', () => {
  it('the plateau top measures Napoleon’s 97 ha (± 10%), 2,100 m tip to tip, tapering to both ends', () => {
    expect(within(area(GROUND.town) / 10_000, 97.3, 0.1)).toBe(true);
    const hill = GROUND.hills.find((h) => h.id === 'auxois')!;
    expect(hill.top).toEqual(GROUND.town); // the town filled the whole top
    const es = GROUND.town.map((p) => p.e);
    const span = Math.max(...es) - Math.min(...es);
    expect(within(span, 2070, 0.1)).toBe(true); // tips at ∓1,035 east (brief §2)
    // Tapering, across the long axis (10° south of east): under half as wide 100 m from each tip as at its widest.
    const t = (10 * Math.PI) / 180;
    const axis = sample(closed(GROUND.town), 5).map((p) => ({ u: p.e * Math.cos(t) - p.n * Math.sin(t), v: p.e * Math.sin(t) + p.n * Math.cos(t) }));
    const us = axis.map((p) => p.u);
    const width = (u: number) => {
      const vs = axis.filter((p) => Math.abs(p.u - u) < 6).map((p) => p.v);
      return Math.max(...vs) - Math.min(...vs);
    };
    const widest = Math.max(...[-600, -300, 0, 300].map(width));
    expect(widest).toBeGreaterThan(500);
    expect(widest).toBeLessThanOrEqual(800); // ~2,100 × 800 m (brief §2)
    expect(width(Math.min(...us) + 100)).toBeLessThan(widest / 2);
    expect(width(Math.max(...us) - 100)).toBeLessThan(widest / 2);
    // The tips where the brief has them (M).
    expect(Math.min(...GROUND.town.map((p) => dist(p, pt(-1035, 180))))).toBeLessThan(TOL.M);
    expect(Math.min(...GROUND.town.map((p) => dist(p, pt(1035, -180))))).toBeLessThan(TOL.M);
    expect(inside(SUMMIT.at, GROUND.town)).toBe(true);
  });

  it('the crest runs round the whole top, with the two gates on it: east (the col to Pennevelle) and south-west', () => {
    const crest = GROUND.crest.course;
    expect(crest[0]).toEqual(crest[crest.length - 1]);
    expect(within(length(crest), length(closed(GROUND.town)), 0.001)).toBe(true);
    expect(GROUND.gates.map((g) => g.id).sort()).toEqual(['gate-east', 'gate-sw']);
    for (const g of GROUND.gates) expect(distToCourse(g.at, crest), g.id).toBeLessThan(1);
    const east = GROUND.gates.find((g) => g.id === 'gate-east')!.at;
    const sw = GROUND.gates.find((g) => g.id === 'gate-sw')!.at;
    expect(dist(east, pt(1035, -180))).toBeLessThan(TOL.M);
    expect(sw.e).toBeLessThan(0);
    expect(sw.n).toBeLessThan(0);
  });

  it('heights in metres: the plateau 160–170 m above the valleys, the ring of hills as high as Alesia', () => {
    const top = elevationMetres(GROUND, SUMMIT.at);
    expect(top).toBeLessThanOrEqual(SUMMIT.metres);
    expect(top - GROUND.floorMetres).toBeGreaterThanOrEqual(150);
    expect(top - GROUND.floorMetres).toBeLessThanOrEqual(175);
    expect(GROUND.floorMetres).toBeGreaterThanOrEqual(235);
    expect(GROUND.floorMetres).toBeLessThanOrEqual(255);
    expect(elevationMetres(GROUND, pt(-2700, -250))).toBe(GROUND.floorMetres); // the plain of Les Laumes
    for (const h of GROUND.hills) {
      expect(h.metres.top, h.id).toBeGreaterThanOrEqual(380);
      expect(h.metres.top, h.id).toBeLessThanOrEqual(450);
      expect(h.metres.foot, h.id).toBeLessThan(h.metres.top);
    }
    // On the slope, between foot and top, rising towards the top.
    const low = elevationMetres(GROUND, pt(0, -700));
    const high = elevationMetres(GROUND, pt(0, -450));
    expect(low).toBeGreaterThan(GROUND.floorMetres);
    expect(high).toBeGreaterThan(low);
    expect(high).toBeLessThan(top);
  });

  it('the inner line measures ~15 km and the outer ~21 km (± 10%), as excavated', () => {
    expect(within(length(line('inner').course), 15_000, 0.1)).toBe(true);
    expect(within(length(line('outer').course), 21_000, 0.1)).toBe(true);
    // Not a smooth ring: a convex ring through the same radii would measure ~12 and ~16 km.
    expect(line('inner').course.length).toBeGreaterThan(20);
  });

  it('the lines run where the brief draws them: mid-plain at 1.8 and 2.0 km west, the outer ring wholly outside the inner', () => {
    expect(distToCourse(pt(-1800, 100), ring('inner'))).toBeLessThan(TOL.M);
    expect(distToCourse(pt(-2000, 100), ring('outer'))).toBeLessThan(TOL.M);
    for (const p of sample(ring('inner'), 50)) expect(inside(p, ring('outer'))).toBe(true);
    for (const p of GROUND.town) expect(inside(p, ring('inner'))).toBe(true);
    // Typical distances from the origin: inner 1.0–1.3 km N and S (±M), outer 2.0–3.3 km.
    for (const p of ring('inner')) expect(Math.hypot(p.e, p.n)).toBeGreaterThan(800);
    for (const p of ring('outer')) expect(Math.hypot(p.e, p.n)).toBeGreaterThan(1500);
    for (const p of ring('outer')) expect(Math.hypot(p.e, p.n)).toBeLessThan(3300 + TOL.M);
  });

  it('camps A–D where the survey has them (within the brief’s confidence), on their lines, sized for their legions', () => {
    const brief: Record<string, [Pt, Confidence, number]> = {
      'camp-a': [pt(-600, -1900), 'L', 1],
      'camp-b': [pt(700, -2050), 'L', 2],
      'camp-c': [pt(1000, 2100), 'L', 3],
      'camp-d': [pt(-1900, 1850), 'M', 2],
    };
    expect(GROUND.camps.map((c) => c.id).sort()).toEqual(Object.keys(brief).sort());
    for (const c of GROUND.camps) {
      const [at, conf, legions] = brief[c.id];
      expect(c.confidence, c.id).toBe(conf);
      expect(dist(centroid(c.outline), at), c.id).toBeLessThan(TOL[conf]);
      expect(c.legions, c.id).toBe(legions);
      const ha = area(c.outline) / 10_000;
      expect(ha / legions, c.id).toBeGreaterThanOrEqual(4.5); // 5–6 ha a legion (Napoleon's comparanda)
      expect(ha / legions, c.id).toBeLessThanOrEqual(7);
      // On its line: the line runs along the camp's wall.
      const wall = sample(closed(c.outline), 5);
      for (const k of ['inner', 'outer'] as const) {
        const on = c.on === k || c.on === 'both';
        const near = Math.min(...wall.map((p) => distToCourse(p, line(k).course)));
        if (on) expect(near, `${c.id} on the ${k} line`).toBeLessThan(1);
      }
    }
    // Camp D: both lines end on its walls.
    const d = closed(camp('camp-d').outline);
    for (const l of GROUND.lines) for (const end of [l.course[0], l.course[l.course.length - 1]]) expect(distToCourse(end, d), l.id).toBeLessThan(1);
    // Camps A and B on the Flavigny plateau, C on Bussy, D on Réa's lower southern slope.
    const hill = (id: string) => GROUND.hills.find((h) => h.id === id)!;
    const cd = centroid(camp('camp-d').outline);
    expect(inside(cd, hill('rea').foot) && !inside(cd, hill('rea').top)).toBe(true);
    expect(cd.n).toBeLessThan(centroid(hill('rea').top).n);
    expect(inside(centroid(camp('camp-c').outline), hill('bussy').foot)).toBe(true);
    for (const id of ['camp-a', 'camp-b']) expect(inside(centroid(camp(id).outline), hill('flavigny').foot), id).toBe(true);
  });

  it('the cavalry camps G, H, I in the plain and K in the Rabutin valley, the 23 castella on the inner line', () => {
    const brief: Record<string, Pt> = { 'camp-g': pt(-3000, -1900), 'camp-h': pt(-2600, -200), 'camp-i': pt(-3100, 700), 'camp-k': pt(-700, 1700) };
    expect(GROUND.cavalryCamps.map((c) => c.id).sort()).toEqual(Object.keys(brief).sort());
    for (const c of GROUND.cavalryCamps) expect(dist(centroid(c.outline), brief[c.id]), c.id).toBeLessThan(TOL.L);
    const k = centroid(camp('camp-k').outline);
    expect(inside(k, ring('outer')) && !inside(k, ring('inner'))).toBe(true);
    expect(GROUND.castella).toHaveLength(23);
    expect(new Set(GROUND.castella.map((c) => c.id)).size).toBe(23);
    for (const c of GROUND.castella) expect(distToCourse(c.at, line('inner').course), c.id).toBeLessThan(1);
    // Denser in the plain and the Grésigny gap than on the heights.
    const plain = GROUND.castella.filter((c) => c.at.e < -1500).length;
    expect(plain / GROUND.castella.length).toBeGreaterThan(0.2);
  });

  it('the Gallic camp under the east wall, behind its ditch and dry-stone wall, inside the Roman lines', () => {
    const g = GROUND.gallicCamp;
    expect(dist(centroid(g.outline), pt(1250, -150))).toBeLessThan(TOL.M);
    for (const p of g.outline) expect(inside(p, ring('inner'))).toBe(true);
    const east = GROUND.gates.find((x) => x.id === 'gate-east')!.at;
    expect(centroid(g.outline).e).toBeGreaterThan(east.e);
    // Wall and ditch face the Romans (east), the ditch in front of the wall.
    expect(Math.min(...g.wall.map((p) => p.e))).toBeGreaterThan(east.e);
    for (let i = 0; i < g.wall.length; i++) expect(g.ditch[i].e).toBeGreaterThan(g.wall[i].e);
  });

  it('the 20-foot ditch across the plain from river to river, and the wet ditches in front of the inner line', () => {
    const t = GROUND.trench.course;
    expect(distToCourse(t[0], river('ose').course)).toBeLessThan(50);
    expect(distToCourse(t[t.length - 1], river('ozerain').course)).toBeLessThan(50);
    expect(distToCourse(pt(-1350, 100), t)).toBeLessThan(TOL.L);
    for (const p of t) expect(inside(p, ring('inner'))).toBe(true);
    const plain = GROUND.wetDitches.find((w) => w.id === 'wet-ditch-plain')!.course;
    expect(distToCourse(plain[0], river('ose').course)).toBeLessThan(50);
    expect(distToCourse(plain[plain.length - 1], river('ozerain').course)).toBeLessThan(50);
    for (const w of GROUND.wetDitches) for (const p of w.course) {
      expect(inside(p, ring('inner')), w.id).toBe(true);
      expect(distToCourse(p, line('inner').course), w.id).toBeLessThan(120); // the ditch at the foot of the bank
    }
  });

  it('the rivers by name and class, each tributary ending on the river it joins at the brief’s confluences', () => {
    expect(GROUND.rivers.map((r) => `${r.name}:${r.class}`).sort()).toEqual(['Brenne:small-river', 'Ose:small-river', 'Ozerain:small-river', 'Rabutin:stream']);
    for (const r of GROUND.rivers) if (r.into) expect(distToCourse(r.course[r.course.length - 1], river(r.into).course), r.id).toBeLessThan(1);
    const end = (id: string) => river(id).course[river(id).course.length - 1];
    expect(dist(end('ozerain'), pt(-3300, -600))).toBeLessThan(TOL.M);
    expect(dist(end('ose'), pt(-3400, 1100))).toBeLessThan(TOL.M);
    expect(distToCourse(pt(0, 850), river('ose').course)).toBeLessThan(TOL.M);
    expect(distToCourse(pt(0, -900), river('ozerain').course)).toBeLessThan(TOL.M);
    expect(distToCourse(pt(-980, 2110), river('rabutin').course)).toBeLessThan(TOL.M); // through the Grésigny gap
    // The Brenne flows north along the west side of the plain.
    const b = river('brenne').course;
    expect(b[b.length - 1].n).toBeGreaterThan(b[0].n);
    for (const p of b) expect(p.e).toBeLessThan(-3200);
  });

  it('every feature keeps its confidence and a note saying where it comes from', () => {
    const all = [
      GROUND.crest, ...GROUND.gates, ...GROUND.hills, ...GROUND.rivers, ...GROUND.lines, ...GROUND.camps, ...GROUND.cavalryCamps,
      ...GROUND.castella, GROUND.gallicCamp, GROUND.trench, ...GROUND.wetDitches, ...GROUND.forests, ...GROUND.places,
    ];
    for (const f of all) {
      expect(['H', 'M', 'L'], f.id).toContain(f.confidence);
      expect(f.note.length, f.id).toBeGreaterThan(5);
    }
    const features = all.filter((f) => !GROUND.places.includes(f as never)); // place labels share their hill's id
    expect(new Set(features.map((f) => f.id)).size).toBe(features.length);
    expect(GROUND.forests.length).toBeGreaterThan(0);
  });
});

describe('a game’s patch to the ground', () => {
  it('replaces features by id, says why, leaves the historical ground untouched, and cannot add a feature', () => {
    const before = JSON.stringify(GROUND);
    const brenne = river('brenne');
    const g = applyGroundPatch(GROUND, [{ river: { ...brenne, course: [pt(0, 0), pt(0, 1)] }, why: 'a test' }]);
    expect(g.rivers.find((r) => r.id === 'brenne')!.course).toHaveLength(2);
    expect(g.rivers.map((r) => r.id)).toEqual(GROUND.rivers.map((r) => r.id));
    expect(g.lines).toBe(GROUND.lines);
    expect(JSON.stringify(GROUND)).toBe(before);
    expect(() => applyGroundPatch(GROUND, [{ river: { ...brenne, id: 'seine' }, why: 'a test' }])).toThrow(/seine/);
    expect(() => applyGroundPatch(GROUND, [{ town: [], why: ' ' }])).toThrow(/reason/);
  });
});
