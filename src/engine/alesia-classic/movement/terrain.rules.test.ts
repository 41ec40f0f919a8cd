/**
 * The step rules of terrain.ts (cost, stop, may stand, stacking) on hand-built frozen positions, each
 * checked hex by hex (terrain.ts) and through the indexed move search the game uses (reach.ts,
 * moves.ts), so the two statements of AC 5–10, 19.2, 22.1, 24.8 and 25.5 stay one rule.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import { distance, parseHexKey } from '../../hex/coords';
import { clearHex, labelOf } from '../combat/testkit';
import { acMap, hexAt, nbrs, rampartBetween } from '../map/map';
import type { AcState } from '../state';
import { destinations, reachOf } from './moves';
import { moverOf } from './reach';
import { enterable, haltsAt, NORMAL, RAMPART, sameCourse, stepCost, wouldOverstack } from './terrain';
import { at, position } from './testkit';

const X = clearHex(0, 3);
const [N0, N1, N2, N3] = nbrs(X);
const plain = (k: string) => {
  const d = hexAt(k);
  return !!d && !d.river && !d.trench && !d.rampart && !d.outerWorks && d.area !== 'town' && !d.campInterior;
};
/** A frozen position (see testkit.position), with trench hexes filled in if given. */
const pos = (where: Record<string, string>, phase: AcState['phase'] = 'gallic-move', filled: string[] = []): AcState => {
  const s = position(where, phase);
  if (filled.length) s.trench = { work: {}, filled };
  return deepFreeze(s);
};
const L = labelOf;

describe('AC 5.5, 9.1, 22.1, 19.2 — where a unit may stand at all', () => {
  it('AC 5.5: a hex held by its own side is open to it, one held by the enemy is not', () => {
    const s = pos({ 'gr-1': L(X), 'gr-2': L(N0), 'r-vii-1': L(nbrs(N3).find((k) => distance(parseHexKey(k), parseHexKey(X)) === 2)!) });
    const m = moverOf(s, 'gr-1');
    expect(enterable(m, N0)).toBe(true);
    expect(enterable(m, X)).toBe(true);
    const roman = nbrs(N3).find((k) => distance(parseHexKey(k), parseHexKey(X)) === 2)!;
    expect(enterable(m, roman)).toBe(false);
    expect(reachOf(s, 'gr-1').cost.get(N0)).toBe(NORMAL);
  });

  it('AC 5.5, 24.9: an empty fort holds nothing — a Gaul may step into it', () => {
    const s = pos({ 'gr-1': L(X), 'fort-1': L(N0) });
    expect(enterable(moverOf(s, 'gr-1'), N0)).toBe(true);
    expect(reachOf(s, 'gr-1').cost.get(N0)).toBe(NORMAL);
    expect(destinations(s, 'gr-1')).toContain(N0);
    // A fort with a Roman unit in it is held by the Romans.
    const held = pos({ 'gr-1': L(X), 'fort-1': L(N0), 'r-vii-1': L(N0) });
    expect(enterable(moverOf(held, 'gr-1'), N0)).toBe(false);
  });

  it('AC 9.1: no Roman ever enters the town; a Gaul stands on its wall hexes, not inside (this edition: the inner hexes are off the map)', () => {
    const wall = at('W35');
    const inner = at('X35');
    const outside = nbrs(wall).find((k) => hexAt(k) && hexAt(k)!.area !== 'town' && plain(k))!;
    expect(outside).toBeDefined();
    const r = pos({ 'r-vii-1': L(outside) }, 'roman-move');
    expect(enterable(moverOf(r, 'r-vii-1'), wall)).toBe(false);
    expect(reachOf(r, 'r-vii-1').cost.has(wall)).toBe(false);
    const g = pos({ 'gr-1': L(outside) });
    const m = moverOf(g, 'gr-1');
    expect(enterable(m, wall)).toBe(true);
    expect(enterable(m, inner)).toBe(false);
    expect(enterable(m, outside)).toBe(true);
    expect(reachOf(g, 'gr-1').cost.get(wall)).toBe(NORMAL);
    expect(reachOf(g, 'gr-1').cost.has(inner)).toBe(false);
  });

  it('AC 19.2: Vercingetorix never comes within 3 hexes of a fort; other Gauls may', () => {
    const fortHex = X;
    const three = [...acMap().hexes.keys()].find((k) => distance(parseHexKey(k), parseHexKey(X)) === 3 && plain(k))!;
    const four = nbrs(three).find((k) => distance(parseHexKey(k), parseHexKey(X)) === 4 && plain(k))!;
    const s = pos({ 'fort-1': L(fortHex), vercingetorix: L(four), 'gr-1': L(four) });
    const v = moverOf(s, 'vercingetorix');
    expect(enterable(v, three)).toBe(false);
    expect(enterable(v, four)).toBe(true);
    expect(enterable(moverOf(s, 'gr-1'), three)).toBe(true);
    expect(enterable(moverOf(s, 'gr-1'), N0)).toBe(true);
    expect(reachOf(s, 'vercingetorix').cost.has(three)).toBe(false);
    expect(reachOf(s, 'gr-1').cost.get(three)).toBe(NORMAL);
    // Without a fort on the board he goes where any Gaul goes.
    const free = pos({ vercingetorix: L(four) });
    expect(enterable(moverOf(free, 'vercingetorix'), three)).toBe(true);
  });
});

describe('AC 5.5, 7.1, 22.1 — what a step costs', () => {
  it('a step into an enemy-held hex is forbidden; along a connected rampart it costs ½ MF', () => {
    const s = pos({ 'gr-1': L(X), 'r-vii-1': L(N0) });
    expect(stepCost(moverOf(s, 'gr-1'), X, N0)).toBeNull();
    const d32 = at('D32');
    const along = nbrs(d32).find((n) => rampartBetween(d32, n))!;
    const r = pos({ 'r-vii-1': 'D32' }, 'roman-move');
    expect(stepCost(moverOf(r, 'r-vii-1'), d32, along)).toBe(RAMPART);
    expect(reachOf(r, 'r-vii-1').cost.get(along)).toBe(RAMPART);
  });

  it('AC 22.1, 23.1: cavalry may not stand on the Outer Works; infantry may', () => {
    const ow = [...acMap().hexes.entries()].find(([k, d]) => d.outerWorks && !d.river && !d.trench && nbrs(k).some(plain))![0];
    const beside = nbrs(ow).find(plain)!;
    const s = pos({ 'gc-1': L(beside), 'gr-1': L(beside) });
    expect(enterable(moverOf(s, 'gc-1'), ow)).toBe(false);
    expect(enterable(moverOf(s, 'gr-1'), ow)).toBe(true);
    expect(enterable(moverOf(s, 'gc-1'), beside)).toBe(true);
    expect(reachOf(s, 'gc-1').cost.has(ow)).toBe(false);
    expect(reachOf(s, 'gr-1').cost.get(ow)).toBe(NORMAL);
  });
});

describe('AC 6.3, 6.4 — stepping out of and between enemy zones of control', () => {
  it('a step out of an enemy ZOC, or into one from outside, costs the ordinary MF; only ZOC to ZOC is barred', () => {
    const s = pos({ 'r-vii-1': L(X), 'gr-1': L(N0) });
    const m = moverOf(s, 'gr-1');
    const away = nbrs(N0).find((k) => distance(parseHexKey(k), parseHexKey(X)) === 2)!;
    expect(stepCost(m, N0, away)).toBe(NORMAL);
    expect(stepCost(m, away, N1)).toBe(NORMAL);
    expect(stepCost(m, N0, N1)).toBeNull();
    expect(reachOf(s, 'gr-1').cost.get(away)).toBe(NORMAL);
  });
});

describe('AC 6.2 — a unit stops on entering an enemy ZOC', () => {
  it('stops in the zone, not outside it', () => {
    const s = pos({ 'r-vii-1': L(X), 'gr-1': L(nbrs(N0).find((k) => distance(parseHexKey(k), parseHexKey(X)) === 2)!) });
    const from = nbrs(N0).find((k) => distance(parseHexKey(k), parseHexKey(X)) === 2)!;
    const m = moverOf(s, 'gr-1');
    const beyond = nbrs(from).find((k) => distance(parseHexKey(k), parseHexKey(X)) === 3)!;
    expect(haltsAt(m, from, N0)).toBe(true);
    expect(haltsAt(m, from, beyond)).toBe(false);
    expect(haltsAt(m, null, beyond)).toBe(false);
    const r = reachOf(s, 'gr-1');
    expect(r.halted.has(N0)).toBe(true);
    expect(r.halted.has(beyond)).toBe(false);
  });
});

describe('AC 24.8 — a Roman moves through forts at the rampart rate', () => {
  // A fort on open ground beside the camp's rampart (D31), not joined to it by a rampart hexside.
  const F = at('E31');
  const R = at('D31');
  const F2 = at('E32');
  const open = nbrs(F).find((k) => k !== F2 && plain(k) && !nbrs(k).some((n) => hexAt(n)?.rampart))!;
  it('fort to rampart, rampart to fort and fort to fort cost ½ MF; fort to open ground and open ground to a fort a full MF', () => {
    expect(hexAt(R)!.rampart).toBeTruthy();
    expect(plain(F) && plain(F2) && open !== undefined).toBe(true);
    expect(rampartBetween(F, R)).toBeFalsy();
    const s = pos({ 'fort-1': L(F), 'fort-2': L(F2), 'r-vii-1': L(F) }, 'roman-move');
    const m = moverOf(s, 'r-vii-1');
    expect(stepCost(m, F, R)).toBe(RAMPART);
    expect(stepCost(m, R, F)).toBe(RAMPART);
    expect(stepCost(m, F, F2)).toBe(RAMPART);
    expect(stepCost(m, F2, F)).toBe(RAMPART);
    expect(stepCost(m, F, open)).toBe(NORMAL);
    expect(stepCost(m, open, F)).toBe(NORMAL);
    const r = reachOf(s, 'r-vii-1');
    expect(r.cost.get(R)).toBe(RAMPART);
    expect(r.cost.get(F2)).toBe(RAMPART);
    expect(r.cost.get(open)).toBe(NORMAL);
    // From the rampart into the fort, in the search too.
    const back = pos({ 'fort-1': L(F), 'r-vii-1': L(R) }, 'roman-move');
    expect(reachOf(back, 'r-vii-1').cost.get(F)).toBe(RAMPART);
  });

  it('AC 24.9: the forts are no road for a Gaul — the same steps cost him a full MF', () => {
    const s = pos({ 'fort-1': L(F), 'fort-2': L(F2), 'gr-1': L(F) });
    const m = moverOf(s, 'gr-1');
    expect(stepCost(m, F, R)).toBe(NORMAL);
    expect(stepCost(m, F, F2)).toBe(NORMAL);
    expect(stepCost(m, R, F)).toBe(NORMAL);
    expect(reachOf(s, 'gr-1').cost.get(R)).toBe(NORMAL);
  });
});

describe('AC 8.1–8.3 — streams', () => {
  const C3 = at('C3');
  const bank = nbrs(C3).find((k) => plain(k))!;
  it('AC 8.1: a unit entering a stream hex from the bank stops there, Roman or Gaul; one coming on from off the map onto it too', () => {
    expect(hexAt(C3)!.river?.restrictive).toBe(true);
    const g = pos({ 'gr-1': L(bank) });
    expect(haltsAt(moverOf(g, 'gr-1'), bank, C3)).toBe(true);
    expect(reachOf(g, 'gr-1').halted.has(C3)).toBe(true);
    const r = pos({ 'r-vii-1': L(bank) }, 'roman-move');
    expect(haltsAt(moverOf(r, 'r-vii-1'), bank, C3)).toBe(true);
    expect(reachOf(r, 'r-vii-1').halted.has(C3)).toBe(true);
    // Nothing before it: the start of a move from off the board.
    expect(haltsAt(moverOf(g, 'gr-1'), null, C3)).toBe(true);
    const a2 = at('A2');
    expect(hexAt(a2)!.edge).toContain('III');
    const off = pos({ 'gr-1': 'obmc:III' });
    expect(haltsAt(moverOf(off, 'gr-1'), null, a2)).toBe(true);
    expect(reachOf(off, 'gr-1').halted.has(a2)).toBe(true);
  });

  it('AC 8.2: a step along the stream from a hex where branches meet does not stop (P10, on three branches, to O9 on one)', () => {
    const P10 = at('P10');
    const O9 = at('O9');
    expect(sameCourse(hexAt(P10), hexAt(O9)!, 'river')).toBe(true);
    expect(sameCourse(undefined, hexAt(O9)!, 'river')).toBe(false);
    const s = pos({ 'gr-1': 'P10' });
    expect(haltsAt(moverOf(s, 'gr-1'), P10, O9)).toBe(false);
    expect(reachOf(s, 'gr-1').halted.has(O9)).toBe(false);
  });

  it('AC 25.5: a rampart bridges the stream (E22); a rampart the rules do not make a bridge (L21) does not', () => {
    for (const [label, stops] of [['E22', false], ['L21', true]] as const) {
      const h = at(label);
      expect(hexAt(h)!.river?.restrictive).toBe(true);
      const from = nbrs(h).find((k) => hexAt(k) && !hexAt(k)!.river && !hexAt(k)!.trench && hexAt(k)!.area !== 'town' && !hexAt(k)!.outerWorks)!;
      const s = pos({ 'gr-1': L(from) });
      expect(haltsAt(moverOf(s, 'gr-1'), from, h), label).toBe(stops);
      expect(reachOf(s, 'gr-1').halted.has(h), label).toBe(stops);
    }
  });

  it('AC 24.8, 24.9: a fort on the stream is a bridge for the Romans only', () => {
    const g = pos({ 'fort-1': 'C3', 'gr-1': L(bank) });
    expect(haltsAt(moverOf(g, 'gr-1'), bank, C3)).toBe(true);
    expect(reachOf(g, 'gr-1').halted.has(C3)).toBe(true);
    const r = pos({ 'fort-1': 'C3', 'r-vii-1': L(bank) }, 'roman-move');
    expect(haltsAt(moverOf(r, 'r-vii-1'), bank, C3)).toBe(false);
    expect(reachOf(r, 'r-vii-1').halted.has(C3)).toBe(false);
  });
});

describe('AC 8.1, 8.4 — the Isolated Trench', () => {
  // T26 and U26 lie on the trench's course; the hex off it is open ground beside T26.
  const T26 = at('T26');
  const U26 = at('U26');
  const off = nbrs(T26).find((k) => plain(k))!;
  it('entering it from off its course stops a unit; a step along it does not', () => {
    expect(nbrs(T26)).toContain(U26);
    expect(off).toBeDefined();
    for (const id of ['gr-1', 'gc-1']) {
      const s = pos({ [id]: L(off) });
      expect(haltsAt(moverOf(s, id), off, T26), id).toBe(true);
      expect(reachOf(s, id).halted.has(T26), id).toBe(true);
      const along = pos({ [id]: 'T26' });
      expect(haltsAt(moverOf(along, id), T26, U26), id).toBe(false);
      expect(reachOf(along, id).halted.has(U26), id).toBe(false);
    }
  });

  it('AC 8.4: a filled hex no longer stops infantry — but a step from it onto the trench beyond stops as if from the bank; cavalry still stops', () => {
    const into = pos({ 'gr-1': L(off), 'gc-1': L(off) }, 'gallic-move', [T26]);
    expect(haltsAt(moverOf(into, 'gr-1'), off, T26)).toBe(false);
    expect(reachOf(into, 'gr-1').halted.has(T26)).toBe(false);
    expect(haltsAt(moverOf(into, 'gc-1'), off, T26)).toBe(true);
    expect(reachOf(into, 'gc-1').halted.has(T26)).toBe(true);
    const from = pos({ 'gr-1': 'T26' }, 'gallic-move', [T26]);
    expect(haltsAt(moverOf(from, 'gr-1'), T26, U26)).toBe(true);
    expect(reachOf(from, 'gr-1').halted.has(U26)).toBe(true);
  });
});

describe('open ground', () => {
  it('nothing stops a unit on open ground out of every enemy ZOC', () => {
    const s = pos({ 'gr-1': L(X) });
    const m = moverOf(s, 'gr-1');
    for (const k of nbrs(X)) expect(haltsAt(m, X, k)).toBe(false);
    expect(haltsAt(m, null, N0)).toBe(false);
    expect(reachOf(s, 'gr-1').halted.size).toBe(0);
  });
});

describe('AC 10 — stacking at the end of a move', () => {
  it('AC 10.1: one Gaul may join one Gaul, and a Gaul already in a pair may end where he stands', () => {
    const s = pos({ 'gr-1': L(N0), 'gr-2': L(N0), 'gr-3': L(X), 'gr-4': L(N1) });
    expect(wouldOverstack(moverOf(s, 'gr-3'), N1)).toBe(false);
    expect(wouldOverstack(moverOf(s, 'gr-3'), N0)).toBe(true);
    expect(wouldOverstack(moverOf(s, 'gr-1'), N0)).toBe(false);
    expect(destinations(s, 'gr-3')).toContain(N1);
    // An empty hex takes anyone.
    expect(wouldOverstack(moverOf(s, 'gr-3'), N2)).toBe(false);
  });

  it('AC 10.4: a leader never overfills a hex, however full', () => {
    const s = pos({ 'gr-1': L(N0), 'gr-2': L(N0), vercingetorix: L(X) });
    expect(wouldOverstack(moverOf(s, 'vercingetorix'), N0)).toBe(false);
    expect(destinations(s, 'vercingetorix')).toContain(N0);
  });

  it('AC 10.4: leaders and forts do not count — a Gaul joins a Gaul and Vercingetorix, a third Roman joins two in a fort', () => {
    const g = pos({ 'gr-1': L(N0), vercingetorix: L(N0), 'gr-3': L(X) });
    expect(wouldOverstack(moverOf(g, 'gr-3'), N0)).toBe(false);
    expect(destinations(g, 'gr-3')).toContain(N0);
    const r = pos({ 'fort-1': L(N0), 'r-vii-1': L(N0), 'r-vii-2': L(N0), 'r-vii-3': L(X) }, 'roman-move');
    expect(wouldOverstack(moverOf(r, 'r-vii-3'), N0)).toBe(false);
    expect(destinations(r, 'r-vii-3')).toContain(N0);
  });
});

void N2;
