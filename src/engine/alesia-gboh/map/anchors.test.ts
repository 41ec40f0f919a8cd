/**
 * Issue 17 §1 "each grid maps onto the ground by anchors": the GBoH anchors land each fact on its
 * hex, on the ground feature they name, through a warp that does not fold over the sheets.
 */
import { describe, expect, it } from 'vitest';
import { hexKey } from '../../hex/coords';
import { distToCourse, inside } from '../../alesia/field/geometry';
import { GROUND } from '../../alesia/field/ground';
import { det, hexToPlane, minJacobian, planeBox } from '../../alesia/grid/anchors';
import { neutralGrid } from '../../alesia/grid/neutral';
import { GBOH_ANCHORS, GBOH_PLACEMENT, GBOH_WARP, gbohGroundGrid } from './anchors';
import { boardHexes, gbohLabel, SCENARIO_SHEETS } from './grid';
import { deriveGbohTerrain } from './terrain';

const WE = SCENARIO_SHEETS['12.3'];

describe('the GBoH anchors', () => {
  it('every anchor is a distinct printed hex, with a rule, a note and the feature it lies on', () => {
    const seen = new Set<string>();
    for (const a of GBOH_ANCHORS) {
      expect(gbohLabel(a.hex)).toBe(a.label);
      expect(seen.has(a.label)).toBe(false);
      seen.add(a.label);
      expect(a.rule).toMatch(/AG|GB-/);
      expect(a.note?.length ?? 0).toBeGreaterThan(10);
      expect(a.on).toMatch(/^(line:(inner|outer)|camp:camp-[a-d])$/);
    }
  });

  it('each anchor’s ground point lies on the feature it names (a Roman line within 5 m, inside a camp)', () => {
    for (const a of GBOH_ANCHORS) {
      const [kind, id] = a.on.split(':');
      if (kind === 'line') {
        const line = GROUND.lines.find((l) => l.kind === id)!;
        expect(distToCourse(a.at, line.course), a.label).toBeLessThan(5);
      } else {
        const camp = GROUND.camps.find((c) => c.id === id)!;
        expect(inside(a.at, camp.outline), a.label).toBe(true);
      }
    }
  });

  it('the warp is exact at every anchor, and each anchor’s point falls back in its hex', () => {
    for (const a of GBOH_ANCHORS) {
      const m = GBOH_PLACEMENT.toMetres(a.hex);
      expect(Math.hypot(m.e - a.at.e, m.n - a.at.n), a.label).toBeLessThan(1e-6);
      expect(hexKey(GBOH_PLACEMENT.fromMetres(a.at)), a.label).toBe(hexKey(a.hex));
    }
  });

  it('the warp does not fold over the two sheets, and east stays east, north stays north', () => {
    const box = planeBox(boardHexes(WE));
    const { min } = minJacobian(GBOH_WARP, box, 1);
    expect(min).toBeGreaterThan(0);
    for (let x = box.minX; x <= box.maxX; x += 4) for (let y = box.minY; y <= box.maxY; y += 4) {
      const j = GBOH_WARP.jacobian({ x, y });
      expect(j.de_dx).toBeGreaterThan(0);
      expect(j.dn_dy).toBeGreaterThan(0);
      expect(det(j)).toBeGreaterThan(0);
    }
  });

  it('every hex centre of both sheets round-trips through the ground', () => {
    for (const h of boardHexes(WE)) {
      expect(hexKey(GBOH_PLACEMENT.fromMetres(GBOH_PLACEMENT.toMetres(h)))).toBe(hexKey(h));
    }
    expect(hexToPlane(GBOH_ANCHORS[0].hex).x).toBeGreaterThan(0);
  });

  it('the anchors alone (no overlay) make each anchored Rampart a Rampart of its line, and E6206 a camp hex', () => {
    const n = neutralGrid(gbohGroundGrid(WE), GROUND);
    const t = deriveGbohTerrain(n, GROUND, WE);
    for (const a of GBOH_ANCHORS) {
      const x = t.hexes.get(hexKey(a.hex))!;
      const [kind, id] = a.on.split(':');
      if (kind === 'line') expect(x.rampart, a.label).toBe(id);
      else expect(x.camp?.id, a.label).toBe(id);
    }
  });
});
