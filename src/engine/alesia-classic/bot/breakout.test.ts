/**
 * Vercingetorix's way out (breakout.ts) on hand-built positions: he moves only onto a hex whose
 * ring of neighbours the Gauls (or the town, or the board's edge) hold or the garrison still to move
 * can close — one gap and the first Roman to reach it wins (AC 26.2, 5.5, 9.1) — and it closes it.
 */
import { describe, expect, it } from 'vitest';
import { distance, parseHexKey } from '../../hex/coords';
import type { AcAction } from '../actions';
import { AC_IDS, acUnit } from '../data/units';
import { acMap } from '../map/map';
import { boardIndex, F_TOWN } from '../map/index';
import type { AcState, UnitState } from '../state';
import { alesiaClassic } from '../system';
import { deployed, ix } from '../testing';
import { seedRng, type RngState } from '../../core/rng';
import { escapeField, ringFiller, ringHoles, vIndex } from './breakout';
import { vercingetorixMove } from './gallicPlan';
import { policyAc } from './policy';

type Move = Extract<AcAction, { t: 'move' }>;
const start = deployed('plan');
const free: AcState = { ...start, coordination: { ...start.coordination, releaseTurn: start.turn } };
const withUnits = (s: AcState, change: (u: UnitState[]) => void): AcState => {
  const units = s.units.slice();
  change(units);
  return { ...s, units };
};
const idx = (k: string) => boardIndex().index.get(k)!;
const keyOf = (i: number) => boardIndex().keys[i];
const around = (k: string) => [...acMap().hexes.keys()].filter((n) => distance(parseHexKey(n), parseHexKey(k)) === 1);
const garrison = AC_IDS.filter((id) => acUnit(id).force === 'besieged' && id !== 'vercingetorix');
const romanHexes = start.units.flatMap((u, i) => (u.loc.at === 'hex' && acUnit(AC_IDS[i]).side === 'roman' && acUnit(AC_IDS[i]).kind !== 'fort' ? [parseHexKey(u.loc.hex)] : []));
const nearestRoman = (k: string) => Math.min(...romanHexes.map((h) => distance(h, parseHexKey(k))));

/** Vercingetorix on `vHex`, and a garrison unit on each hex of `ring`. */
function placed(s: AcState, vHex: string, ring: readonly string[]): AcState {
  return withUnits(s, (u) => {
    u[ix('vercingetorix')] = { loc: { at: 'hex', hex: vHex } };
    ring.forEach((k, n) => { u[ix(garrison[n])] = { loc: { at: 'hex', hex: k } }; });
  });
}

describe('Alesia bot: Vercingetorix’s ring (AC 26.2)', () => {
  it('a ring’s holes: hexes next to him that no Gaul holds — the town’s hexes are held, his own hex is not once he leaves it', () => {
    const wallSide = [...acMap().hexes.keys()].find((k) => acMap().hexes.get(k)!.area !== 'town' && around(k).some((n) => acMap().hexes.get(n)!.area === 'town'))!;
    const s = placed(free, wallSide, []);
    const holes = ringHoles(s, idx(wallSide)).map(keyOf);
    expect(holes.length).toBeGreaterThan(0);
    for (const n of around(wallSide)) expect(holes.includes(n)).toBe(!(boardIndex().flags[idx(n)] & F_TOWN));
    // A Gaul on one of them closes it; Vercingetorix alone on a neighbour of another hex leaves a hole there.
    const one = placed(free, wallSide, [holes[0]]);
    expect(ringHoles(one, idx(wallSide)).map(keyOf)).not.toContain(holes[0]);
    const next = around(wallSide).find((n) => !(boardIndex().flags[idx(n)] & F_TOWN))!;
    expect(ringHoles(s, idx(next)).map(keyOf)).toContain(wallSide);
  });

  it('with the garrison free he leaves the town, and by the end of the Gaul’s movement the ring round him is whole', () => {
    let s = free;
    let rng: RngState = seedRng('ring');
    for (let step = 0; step < 1000 && s.phase === 'gallic-move'; step++) {
      const legal = alesiaClassic.legalActions(s);
      let a: AcAction;
      [a, rng] = policyAc(s, legal, rng);
      const x = alesiaClassic.apply(s, a);
      if (!x.ok) throw new Error(x.rejection.message);
      s = x.state;
    }
    expect(s.phase).not.toBe('gallic-move');
    expect(vIndex(s)).toBeGreaterThanOrEqual(0);
    expect(ringHoles(s, vIndex(s))).toEqual([]);
  });

  it('from a whole ring he does not step to a hex nearer the edge with a gap no one is left to close; to one with a whole ring he does', () => {
    const field = escapeField(start);
    const keys = [...acMap().hexes.keys()].filter((k) => acMap().hexes.get(k)!.area !== 'town' && field[idx(k)] < 1 << 20 && nearestRoman(k) >= 6);
    const ahead = (k: string) => keys.find((n) => distance(parseHexKey(n), parseHexKey(k)) === 4 && field[idx(n)] === field[idx(k)] - 4 && around(n).length === 6);
    const vHex = keys.find((k) => around(k).length === 6 && ahead(k) && around(ahead(k)!).every((n) => distance(parseHexKey(n), parseHexKey(k)) > 1))!;
    const to = ahead(vHex)!;
    expect([vHex, to].every(Boolean)).toBe(true);
    const mv = (k: string): Move => ({ t: 'move', unit: 'vercingetorix', to: k });
    // The garrison has moved this turn (no one left to close a gap), all but the ring if he stands on it.
    const moved = (x: AcState): AcState => ({ ...x, moves: Object.fromEntries(garrison.map((id) => [id, { left: 0, from: x.units[ix(id)].loc, done: true, path: [] }])) });
    const ringed = moved(placed(free, vHex, around(vHex)));
    expect(ringHoles(ringed, idx(vHex))).toEqual([]);
    expect(vercingetorixMove(ringed, [mv(to)])).toBeUndefined();
    const both = moved(placed(free, vHex, [...around(vHex), ...around(to)]));
    expect(vercingetorixMove(both, [mv(to)])).toEqual(mv(to));
  });

  it('a unit holding a hex of his ring alone is never sent to close a gap; a free one near the gap is', () => {
    const vHex = [...acMap().hexes.keys()].find((k) => acMap().hexes.get(k)!.area !== 'town' && around(k).length === 6 && nearestRoman(k) >= 8)!;
    const ring = around(vHex);
    const gap = ring[0];
    const spare = [...acMap().hexes.keys()].find((k) => distance(parseHexKey(k), parseHexKey(gap)) === 2 && distance(parseHexKey(k), parseHexKey(vHex)) === 3)!;
    expect([vHex, gap, spare].every(Boolean)).toBe(true);
    const s = placed(free, vHex, [...ring.slice(1), spare]);
    expect(ringHoles(s, idx(vHex)).map(keyOf)).toEqual([gap]);
    const holders: AcAction[] = ring.slice(1).map((_, n) => ({ t: 'select', unit: garrison[n] }));
    const spareSelect: AcAction = { t: 'select', unit: garrison[ring.length - 1] };
    expect(ringFiller(s, idx(vHex), holders)).toBeUndefined();
    expect(ringFiller(s, idx(vHex), [...holders, spareSelect])).toEqual(spareSelect);
  });
});
