/**
 * Why a hex is barred when no way reaches it however far the unit could go (AC 5.5, 6.2, 6.4, 8.1,
 * 19.2), and the small print of the other reasons (AC 5.3's half MF, AC 9.1, AC 22.1 only for
 * cavalry). Only the halts at the rim of the pocket the hex lies in are named: streams far away do
 * not make a ring of enemy ZOC into "ZOC and streams". Hand-built, frozen positions.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import { distance, hexAdd, hexKey, parseHexKey } from '../../hex/coords';
import { DIRECTIONS } from '../../hex/directions';
import { acMap, nbrs } from '../map/map';
import { ownMove, unitOf, type AcState } from '../state';
import { clearHex, labelOf } from '../combat/testkit';
import { reachOf } from './moves';
import { search } from './reach';
import { at, position } from './testkit';
import { unreachableWhy } from './why';

/** The hex `steps` (direction indices) away from `k`. */
const go = (k: string, ...steps: number[]): string => hexKey(steps.reduce((h, d) => hexAdd(h, DIRECTIONS[d]), parseHexKey(k)));
const T = clearHex(0, 3);

describe('unreachableWhy — no way there at all', () => {
  it('AC 6.2: a ring of enemy ZOC around the hex names ZOC alone, though streams stop the unit elsewhere on the board', () => {
    // Three Gauls two hexes out put every neighbour of T in their ZOC, but not T itself.
    const s = deepFreeze(position({ 'gr-1': labelOf(go(T, 0, 1)), 'gr-2': labelOf(go(T, 2, 3)), 'gr-3': labelOf(go(T, 4, 5)), 'r-vii-1': labelOf(go(T, 0, 0, 0)) }, 'roman-move'));
    const r = reachOf(s, 'r-vii-1');
    const wide = search(r.mover, [...r.starts.values()], 400);
    expect(nbrs(T).every((n) => wide.halted.has(n) && r.mover.enemyZoc.has(n))).toBe(true);
    expect([...wide.halted].some((k) => !r.mover.enemyZoc.has(k))).toBe(true); // a stream somewhere else
    expect(unreachableWhy(s, 'r-vii-1', T)).toEqual({ text: 'Enemy zones of control stop the unit on every way there (it must halt on entering one).', rule: 'AC 6.2' });
  });

  it('AC 6.4: hemmed in — every neighbour enemy-held or in enemy ZOC; straight into ZOC, or anywhere beyond', () => {
    const s = deepFreeze(position({ 'r-vii-1': labelOf(T), 'gr-1': labelOf(go(T, 0)), 'gr-2': labelOf(go(T, 2)), 'gr-3': labelOf(go(T, 4)) }, 'roman-move'));
    expect(unreachableWhy(s, 'r-vii-1', go(T, 1))).toEqual({ text: 'The unit stands in enemy ZOC: it may not move straight into another hex of enemy ZOC.', rule: 'AC 6.4' });
    const beyond = go(T, 1, 1);
    expect(reachOf(s, 'r-vii-1').mover.enemyZoc.has(beyond)).toBe(false);
    expect(unreachableWhy(s, 'r-vii-1', beyond)).toEqual({ text: 'The unit stands in enemy ZOC and every hex it could step to is enemy-held or in enemy ZOC too.', rule: 'AC 6.4' });
  });

  it('AC 5.5: a hex walled in by enemy units, none of its neighbours open, names the enemy units', () => {
    const ring = Object.fromEntries([0, 1, 2, 3, 4, 5].map((d) => [`gr-${d + 1}`, labelOf(go(T, d))]));
    const s = deepFreeze(position({ ...ring, 'r-vii-1': labelOf(go(T, 0, 0, 0)) }, 'roman-move'));
    expect(unreachableWhy(s, 'r-vii-1', T)).toEqual({ text: 'No way there: enemy units or the town bar every route.', rule: 'AC 5.5' });
  });

  it('AC 6.2: a hex beyond halts of both kinds, enemy ZOC and a stream, names both', () => {
    const plain = (k: string) => { const d = acMap().hexes.get(k); return !!d && !d.river && !d.trench && !d.rampart && !d.outerWorks && !d.campInterior && d.area !== 'town' && !d.edge; };
    let found = false;
    for (const t of [...acMap().hexes.keys()].filter(plain)) {
      const around = nbrs(t);
      if (around.length < 6 || !around.some((n) => acMap().hexes.get(n)!.river?.restrictive)) continue;
      // A Gaul two hexes out for each dry neighbour, so that it lies in his ZOC and T does not.
      const gauls: string[] = [];
      for (const n of around.filter(plain)) {
        if (gauls.some((g) => distance(parseHexKey(g), parseHexKey(n)) === 1)) continue;
        const g = nbrs(n).find((x) => plain(x) && distance(parseHexKey(x), parseHexKey(t)) === 2);
        if (g) gauls.push(g);
      }
      if (gauls.length > 9) continue;
      const romans = [...acMap().hexes.keys()].filter((k) => plain(k) && [3, 4].includes(distance(parseHexKey(k), parseHexKey(t))) && gauls.every((g) => distance(parseHexKey(g), parseHexKey(k)) > 1));
      const s = romans.map((roman) => deepFreeze(position({ ...Object.fromEntries(gauls.map((g, i) => [`gr-${i + 1}`, labelOf(g)])), 'r-vii-1': labelOf(roman) }, 'roman-move'))).find((p) => {
        // The test's own reading of the case: T out of reach and out of ZOC, the unit out of ZOC, and
        // among T's neighbours one that stops the unit by enemy ZOC and one that stops it otherwise.
        const r = reachOf(p, 'r-vii-1');
        const wide = search(r.mover, [...r.starts.values()], 400);
        const z = r.mover.enemyZoc;
        const halts = around.filter((n) => wide.halted.has(n));
        return !wide.cost.has(t) && !z.has(t) && ![...r.starts.keys()].some((k) => z.has(k)) && halts.some((n) => z.has(n)) && halts.some((n) => !z.has(n));
      });
      if (!s) continue;
      expect(unreachableWhy(s, 'r-vii-1', t)).toEqual({ text: 'Enemy zones of control and streams or the trench stop the unit before it gets there.', rule: 'AC 6.2' });
      found = true;
      break;
    }
    expect(found).toBe(true);
  });
});

describe('unreachableWhy — the small print', () => {
  /** `id` on T with `left` half MF of its move left. */
  const withLeft = (id: string, left: number): AcState => {
    const s = position({ [id]: labelOf(T) }, 'gallic-move');
    ownMove(s, id, () => ({ left, from: unitOf(s, id).loc, done: false, path: [] }));
    return deepFreeze(s);
  };

  it('AC 5.3: half an MF left is written "½", none left "0"', () => {
    expect(unreachableWhy(withLeft('gr-1', 1), 'gr-1', go(T, 0, 0))?.text).toMatch(/costs 2 MF; .+ has ½ MF for this move\.$/);
    expect(unreachableWhy(withLeft('gr-1', 0), 'gr-1', go(T, 0))?.text).toMatch(/costs 1 MF; .+ has 0 MF for this move\.$/);
  });

  it('no reason for what is not a hex of the board or not a counter of the game', () => {
    const s = withLeft('gr-1', 12);
    expect(unreachableWhy(s, 'gr-1', '999,999')).toBeNull();
    expect(unreachableWhy(s, 'no-such-unit', go(T, 0))).toBeNull();
  });

  it('AC 9.1: the Roman is told he may never enter the town', () => {
    const s = deepFreeze(position({ 'r-vii-1': labelOf(T) }, 'roman-move'));
    const wall = [...acMap().hexes.entries()].find(([, d]) => d.area === 'town' && d.wall)![0];
    expect(unreachableWhy(s, 'r-vii-1', wall)).toEqual({ text: 'Roman units may never enter the town.', rule: 'AC 9.1' });
  });

  it('AC 22.1 bars only cavalry: infantry too far from the Outer Works is told it is out of movement points', () => {
    const ow = [...acMap().hexes.entries()].filter(([, d]) => d.outerWorks).map(([k]) => k);
    const far = ow.find((k) => distance(parseHexKey(k), parseHexKey(T)) > 8)!;
    const s = deepFreeze(position({ 'gr-1': labelOf(T) }, 'gallic-move'));
    expect(unreachableWhy(s, 'gr-1', far)?.rule).toBe('AC 5.3');
  });

  it('AC 19.2: Vercingetorix may not come within 3 hexes of a fort; farther off, the reason is his movement points', () => {
    const s = deepFreeze(position({ vercingetorix: labelOf(T), 'fort-1': labelOf(go(T, 0, 0, 0, 0)) }, 'gallic-move'));
    expect(unreachableWhy(s, 'vercingetorix', go(T, 0, 0))).toEqual({ text: 'Vercingetorix may never come within 3 hexes of a fort.', rule: 'AC 19.2' });
    const away = [...acMap().hexes.keys()].find((k) => distance(parseHexKey(k), parseHexKey(T)) === 9 && distance(parseHexKey(k), parseHexKey(go(T, 0, 0, 0, 0))) > 8 && acMap().hexes.get(k)!.area !== 'town')!;
    expect(unreachableWhy(s, 'vercingetorix', away)?.rule).toBe('AC 5.3');
  });

  it('AC 8.1: a stream that stops the unit on every way there, in words', () => {
    const s = deepFreeze(position({ 'gr-1': 'C5' }));
    expect(unreachableWhy(s, 'gr-1', hexKey(parseHexKey(at('C2'))))).toEqual({ text: 'A stream or the trench stops the unit on every way there (it must halt on entering one).', rule: 'AC 8.1' });
  });
});
