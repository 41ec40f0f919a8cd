/**
 * The 1983 board's concessions (./groundPatch.ts): each names its reason, touches only what it
 * names, keeps the 1983 ground coherent (tributaries end on their river, the Brenne on the board),
 * and is needed: gridded from history alone the board breaks the facts the entries cite.
 */
import { describe, expect, it } from 'vitest';
import { hexKey } from '../../hex/coords';
import { distToCourse, sample } from '../../alesia/field/geometry';
import { GROUND } from '../../alesia/field/ground';
import { deriveGrid } from './derive';
import { AC_GRID, HEX_METRES } from './grid';
import { AC_GROUND, AC_GROUND_PATCH } from './groundPatch';

const patchedIds = new Set(
  AC_GROUND_PATCH.map((e) => ('town' in e ? 'town' : 'hill' in e ? e.hill.id : 'river' in e ? e.river.id : 'line' in e ? e.line.id : 'camp' in e ? e.camp.id : 'trench')),
);

describe('the 1983 ground patch', () => {
  it('names a reason for every entry, each citing a 1983 rule or the board', () => {
    expect(AC_GROUND_PATCH.length).toBe(patchedIds.size); // one entry per feature
    for (const e of AC_GROUND_PATCH) expect(e.why).toMatch(/AC (\d|FAQ)|1983|board/);
  });

  it('changes only the features it names; the rest of the 1983 ground is history itself', () => {
    expect(AC_GROUND.trench).toBe(GROUND.trench);
    expect(AC_GROUND.places).toBe(GROUND.places);
    for (const h of AC_GROUND.hills) if (!patchedIds.has(h.id)) expect(h).toBe(GROUND.hills.find((x) => x.id === h.id));
    for (const key of ['rivers', 'lines', 'camps'] as const) {
      expect(AC_GROUND[key].map((f) => f.id)).toEqual(GROUND[key].map((f) => f.id));
      for (const f of AC_GROUND[key]) {
        const h = (GROUND[key] as { id: string }[]).find((x) => x.id === f.id)!;
        if (patchedIds.has(f.id)) expect(f, f.id).not.toEqual(h);
        else expect(f, f.id).toBe(h);
      }
    }
  });

  it('keeps the 1983 ground coherent: tributaries end on their river, the Brenne on the board from edge to edge', () => {
    for (const r of AC_GROUND.rivers) {
      if (!r.into) continue;
      const into = AC_GROUND.rivers.find((x) => x.id === r.into)!;
      // Within a tenth of a hex (the 1983 Rabutin was drawn to end 5 m off the Ose): the same confluence hex.
      expect(distToCourse(r.course[r.course.length - 1], into.course), r.id).toBeLessThan(HEX_METRES / 10);
    }
    const brenne = AC_GROUND.rivers.find((r) => r.id === 'brenne')!;
    const onBoard = sample(brenne.course, 50).filter((p) => Math.abs(p.n) < 2800);
    for (const p of onBoard) expect(AC_GRID.contains(AC_GRID.fromMetres(p)), `${p.e},${p.n}`).toBe(true);
  });

  it('is needed: gridded from history alone, camps A–C join the outer line and AC 7.4’s three joints of camp D alone fail', () => {
    const raw = deriveGrid(AC_GRID, GROUND);
    const joints = [...raw.hexes.values()].filter((d) => d.joint);
    const campsOnLines = new Set(joints.map((d) => d.camp));
    expect(joints.length === 3 && campsOnLines.size === 1).toBe(false);
    expect([...campsOnLines].some((c) => c !== 'camp-d')).toBe(true);
    // …and the Brenne of history leaves the board somewhere along the west edge.
    const brenne = GROUND.rivers.find((r) => r.id === 'brenne')!;
    const off = sample(brenne.course, 50).filter((p) => Math.abs(p.n) < 2800 && !AC_GRID.contains(AC_GRID.fromMetres(p)));
    expect(off.length).toBeGreaterThan(0);
    expect(raw.hexes.has(hexKey(AC_GRID.fromMetres({ e: 0, n: 0 })))).toBe(true);
  });
});
