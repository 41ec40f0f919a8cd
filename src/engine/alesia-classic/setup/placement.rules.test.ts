/**
 * AC 3.2, AC 10.1, AC 10.4, AC 24.1 — where the Roman may set up a counter: not in or next to the
 * town; a fort not within 7 hexes of it, one fort a hex; three units a hex, leaders and forts not
 * counted.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import { hexKey } from '../../hex/coords';
import { acMap, distanceToTown } from '../map/map';
import { position } from '../movement/testkit';
import type { AcState } from '../state';
import { canPlace, placementHexes } from './placement';
import { ix } from '../testing';

const byDistance = (d: number) => [...acMap().hexes.values()].find((h) => distanceToTown(h.hex) === d)!.hex;
const at = (d: number) => hexKey(byDistance(d));

function pos(where: Record<string, string>): AcState {
  const s = position({}, 'roman-setup');
  for (const [id, hex] of Object.entries(where)) s.units[ix(id)] = { loc: { at: 'hex', hex } };
  return deepFreeze(s);
}

describe('AC 3.2, AC 24.1 — the set-up sites of the whole board', () => {
  // First in the file: the sites are worked out once, by the first question asked (mutation
  // testing's per-test coverage gives that work to this test: docs/mutation.md, seventh session).
  it('on an empty board a unit may be set up on every hex 2 or more from the town, a fort on every hex 8 or more', () => {
    const s = pos({});
    const hexes = [...acMap().hexes.keys()];
    for (const k of hexes) {
      const d = distanceToTown(acMap().hexes.get(k)!.hex);
      expect(canPlace(s, 'r-vii-1', k), k).toBe(d >= 2);
      expect(canPlace(s, 'fort-1', k), k).toBe(d >= 8);
    }
    expect(placementHexes(s, 'r-vii-1')).toEqual(hexes.filter((k) => distanceToTown(acMap().hexes.get(k)!.hex) >= 2));
    expect(placementHexes(s, 'fort-1')).toEqual(hexes.filter((k) => distanceToTown(acMap().hexes.get(k)!.hex) >= 8));
  });
});

describe('AC 3.2 — not in or next to the town', () => {
  it('a cohort may stand 2 hexes from the town, not 1 or in it', () => {
    const s = pos({});
    expect(canPlace(s, 'r-vii-1', at(2))).toBe(true);
    expect(canPlace(s, 'r-vii-1', at(1))).toBe(false);
    expect(canPlace(s, 'r-vii-1', hexKey(acMap().townHexes[0]))).toBe(false);
    expect(canPlace(s, 'r-vii-1', '999,999')).toBe(false);
  });
});

describe('AC 24.1 — forts', () => {
  it('not within 7 hexes of the town: 8 is the nearest', () => {
    const s = pos({});
    expect(canPlace(s, 'fort-1', at(8))).toBe(true);
    expect(canPlace(s, 'fort-1', at(7))).toBe(false);
    expect(placementHexes(s, 'fort-1').every((k) => distanceToTown(acMap().hexes.get(k)!.hex) >= 8)).toBe(true);
  });

  it('one fort a hex, with units in it or not; a fort may be set down again where it stands', () => {
    const k = at(8);
    expect(canPlace(pos({ 'fort-2': k }), 'fort-1', k)).toBe(false);
    expect(canPlace(pos({ 'r-vii-1': k }), 'fort-1', k)).toBe(true);
    expect(canPlace(pos({ 'fort-1': k }), 'fort-1', k)).toBe(true);
    expect(canPlace(pos({ 'r-vii-1': at(7) }), 'fort-1', at(7))).toBe(false);
  });
});

describe('AC 10.1, AC 10.4 — three units a hex; leaders and forts do not count', () => {
  it('a fourth unit may not join three; a leader may, and a fort in the hex takes no room', () => {
    const k = at(9);
    const three = pos({ 'r-vii-1': k, 'r-vii-2': k, 'r-vii-3': k });
    expect(canPlace(three, 'r-vii-4', k)).toBe(false);
    expect(canPlace(three, 'caesar', k)).toBe(true);
    expect(canPlace(pos({ 'r-vii-1': k, 'r-vii-2': k, 'fort-1': k, caesar: k }), 'r-vii-3', k)).toBe(true);
    // A unit of the three may be set down again in its own hex.
    expect(canPlace(three, 'r-vii-1', k)).toBe(true);
  });

  it('the list of hexes for a counter is every hex it may be set up on', () => {
    const k = at(9);
    const three = pos({ 'r-vii-1': k, 'r-vii-2': k, 'r-vii-3': k });
    const list = placementHexes(three, 'r-vii-4');
    expect(list).not.toContain(k);
    expect(list).toContain(at(2));
    expect(list).not.toContain(at(1));
    expect(placementHexes(three, 'caesar')).toContain(k);
  });
});
