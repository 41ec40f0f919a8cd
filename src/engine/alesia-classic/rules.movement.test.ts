/** Movement, stacking and the off-board chart on hand-built positions (AC 5–11, 22, 23.1, App. A). */
import { describe, expect, it } from 'vitest';
import { distance, hexKey, parseHexKey } from '../hex/coords';
import { neighbours } from '../hex/directions';
import { clearHex, labelOf } from './combat/testkit';
import { mustAttack } from './combat/obligations';
import { acUnit } from './data/units';
import { acMap, hexAt, nbrs, rampartBetween } from './map/map';
import { EDGE_ZONES, entryKeys } from './map/zones';
import { offBoardNeighbours } from './combat/obligations';
import { destinations, reachOf } from './movement/moves';
import { moverOf } from './movement/reach';
import { haltsAt, NORMAL, RAMPART, stepCost, wouldOverstack } from './movement/terrain';
import { at, position } from './movement/testkit';
import { canPlace } from './setup/placement';
import { STACK_LIMIT, stackOrder, zocOf } from './queries';
import { alesiaClassic } from './system';
import { unitOf, type AcState } from './state';
import { play } from './testing';

const legal = (s: AcState) => alesiaClassic.legalActions(s);
const X = clearHex(0, 3);
const [N0, N1, N2, N3, N4, N5] = nbrs(X);
void N4; void N5;

describe('AC 5 — movement', () => {
  it('AC 5.1: all, some or none — the Gaul may end his movement without moving anything', () => {
    const s = position({ 'gr-1': labelOf(X), 'gr-2': labelOf(N2) });
    expect(legal(s).filter((a) => a.t === 'select').length).toBe(2);
    expect(play(s, { t: 'end' }).phase).not.toBe('gallic-move');
  });

  it('AC 5.3: a unit gets no farther than its movement factor over open ground (a 5-6 Gaul, 6 hexes)', () => {
    const s = play(position({ 'gr-99': labelOf(X) }), { t: 'select', unit: 'gr-99' });
    const r = reachOf(s, 'gr-99');
    expect(r.budget).toBe(12);
    for (const [k, c] of r.cost) expect(c, labelOf(k)).toBeLessThanOrEqual(12);
    for (const k of nbrs(X)) expect(r.cost.get(k)).toBe(NORMAL);
    expect(alesiaClassic.apply(s, { t: 'move', unit: 'gr-99', to: hexKey({ q: parseHexKey(X).q + 9, r: parseHexKey(X).r }) }).ok).toBe(false);
  });

  it('AC 5.4: movement is not passed on nor kept — a unit that stops is done, the next has its own full factor', () => {
    let s = play(position({ 'gr-1': labelOf(X), 'gr-2': labelOf(N3) }), { t: 'select', unit: 'gr-1' }, { t: 'move', unit: 'gr-1', to: N0 });
    expect(s.moves['gr-1'].left).toBe(10);
    s = play(s, { t: 'select', unit: 'gr-2' });
    expect(s.moves['gr-1'].done).toBe(true);
    expect(reachOf(s, 'gr-2').budget).toBe(12);
    expect(legal(s).some((a) => a.t === 'select' && a.unit === 'gr-1')).toBe(false);
  });

  it('AC 5.5: units pass over their own units but never enter an enemy hex', () => {
    const s = play(position({ 'gr-1': labelOf(X), 'gr-2': labelOf(N0), 'r-vii-1': labelOf(nbrs(N3).find((k) => !nbrs(X).includes(k) && k !== X)!) }), { t: 'select', unit: 'gr-1' });
    const dest = destinations(s, 'gr-1');
    expect(dest).toContain(N0);
    const roman = (unitOf(s, 'r-vii-1').loc as { hex: string }).hex;
    expect(dest).not.toContain(roman);
  });
});

describe('AC 6 — zones of control', () => {
  it('AC 6.3: a Gaul that begins next to a Roman may withdraw (stepping out of the ZOC); if he stays he must attack', () => {
    const s = position({ 'r-vii-1': labelOf(X), 'gr-1': labelOf(N0) });
    const far = nbrs(N0).filter((k) => distance(parseHexKey(k), parseHexKey(X)) === 2);
    const r = reachOf(s, 'gr-1');
    for (const k of far) expect(r.cost.get(k), labelOf(k)).toBe(NORMAL);
    expect(mustAttack({ ...s, phase: 'gallic-combat' }, 'gallic')).toEqual(['gr-1']);
  });

  it('AC 6.4: no step straight from one enemy ZOC hex into another', () => {
    const s = position({ 'r-vii-1': labelOf(X), 'gr-1': labelOf(N0) });
    const r = reachOf(s, 'gr-1');
    expect(r.prev.get(N1)).not.toBe(N0); // N1 is next to both N0 and the Roman at X
    expect(stepCost(moverOf(s, 'gr-1'), N0, N1)).toBeNull();
  });

  it('AC 6.5: a friendly unit does not shield a hex from the enemy ZOC', () => {
    const s = position({ 'r-vii-1': labelOf(X), 'gr-2': labelOf(N0), 'gr-1': labelOf(nbrs(N0).find((k) => distance(parseHexKey(k), parseHexKey(X)) === 2)!) });
    expect(zocOf(s, 'roman').has(N0)).toBe(true);
    expect(reachOf(s, 'gr-1').halted.has(N0)).toBe(true);
  });

  it('AC 6.6: a disrupted unit exerts no ZOC, so a Roman passes by it', () => {
    const s = position({ 'gr-1': labelOf(X), 'r-vii-1': labelOf(nbrs(N0).find((k) => distance(parseHexKey(k), parseHexKey(X)) === 2)!) }, 'roman-move');
    expect(reachOf(s, 'r-vii-1').halted.has(N0)).toBe(true);
    const d = structuredClone(s);
    unitOf(d, 'gr-1').disrupted = true;
    expect(reachOf(d, 'r-vii-1').halted.has(N0)).toBe(false);
  });
});

describe('AC 7.3 and AC App.A — rampart connections', () => {
  const pairs = [...acMap().hexes.entries()].flatMap(([k, h]) => (h.rampart ? nbrs(k).filter((n) => hexAt(n)?.rampart).map((n) => [k, n] as const) : []));
  it('a step along a rampart hexside costs ½ MF; between rampart hexes not joined across the hexside, a full MF', () => {
    const s = position({ 'r-vii-1': labelOf(X) }, 'roman-move');
    const m = moverOf(s, 'r-vii-1');
    const joined = pairs.filter(([a, b]) => rampartBetween(a, b));
    const broken = pairs.filter(([a, b]) => !rampartBetween(a, b));
    expect(joined.length).toBeGreaterThan(50);
    expect(broken.length).toBeGreaterThan(0);
    for (const [a, b] of joined.slice(0, 40)) expect(stepCost(m, a, b)).toBe(RAMPART);
    for (const [a, b] of broken.filter(([a, b]) => !m.enemyZoc.has(a) && !m.enemyZoc.has(b)).slice(0, 40)) expect(stepCost(m, a, b), `${labelOf(a)}→${labelOf(b)}`).toBe(NORMAL);
  });

  it('AC 22, AC 22.3: cavalry too moves at ½ MF along ramparts', () => {
    const s = position({ 'r-cav-1': 'D32' }, 'roman-move');
    const r = reachOf(s, 'r-cav-1');
    const along = nbrs(at('D32')).filter((n) => rampartBetween(at('D32'), n));
    expect(along.length).toBeGreaterThan(0);
    for (const n of along) expect(r.cost.get(n)).toBe(RAMPART);
  });
});

describe('AC 8.2 — crossing a river', () => {
  it('a unit that starts on the river hex may move off it either way; one arriving from the bank stops on it', () => {
    const onRiver = reachOf(position({ 'gr-1': 'C3' }), 'gr-1');
    const sides = nbrs(at('C3')).filter((k) => !hexAt(k)?.river);
    expect(sides.length).toBeGreaterThan(1);
    for (const k of sides) expect(onRiver.halted.has(k), labelOf(k)).toBe(false);
    const fromBank = reachOf(position({ 'gr-1': 'C5' }), 'gr-1');
    expect(fromBank.halted.has(at('C3'))).toBe(true);
  });

  it('AC 8.3: a hex the river only clips is not on its course — a Gaul stepping from it onto the river stops there', () => {
    expect(hexAt(at('C21'))!.river).toMatchObject({ restrictive: false });
    expect(hexAt(at('C22'))!.river).toMatchObject({ restrictive: true });
    const r = reachOf(position({ 'gr-1': 'C21' }), 'gr-1');
    expect(r.halted.has(at('C22'))).toBe(true);
    // Nothing beyond the river is reached through it: every hex reached from C22 came another way.
    for (const [k, p] of r.prev) expect(p, labelOf(k)).not.toBe(at('C22'));
    // Every such pair on the map, rivers and the Isolated Trench alike (AC 8.1), by the step rule.
    const m = moverOf(position({ 'gr-1': 'C21' }), 'gr-1');
    let pairs = 0;
    for (const [k, h] of acMap().hexes) {
      for (const kind of ['river', 'trench'] as const) {
        if (!h[kind] || h[kind]!.restrictive) continue;
        for (const n of nbrs(k)) {
          const d = hexAt(n)!;
          if (!d[kind]?.restrictive || (d.rampart && d.rampartBridge)) continue;
          pairs++;
          expect(haltsAt(m, k, n), `${labelOf(k)} → ${labelOf(n)}`).toBe(true);
        }
      }
    }
    expect(pairs).toBeGreaterThan(50);
  });
});

describe('AC 10 — stacking', () => {
  it('AC 10.1: three Romans or two Gauls a hex — a fourth Roman or a third Gaul may not end there', () => {
    expect(STACK_LIMIT).toEqual({ roman: 3, gallic: 2 });
    const rs = position({ 'r-vii-1': labelOf(N0), 'r-vii-2': labelOf(N0), 'r-vii-3': labelOf(N0), 'r-vii-4': labelOf(X) }, 'roman-move');
    expect(wouldOverstack(moverOf(rs, 'r-vii-4'), N0)).toBe(true);
    const gs = position({ 'gr-1': labelOf(N0), 'gr-2': labelOf(N0), 'gr-3': labelOf(X), 'gr-4': labelOf(N2), 'gr-5': labelOf(N2) });
    expect(wouldOverstack(moverOf(gs, 'gr-3'), N0)).toBe(true);
    expect(wouldOverstack(moverOf(gs, 'gr-3'), N1)).toBe(false);
  });

  it('AC 10.2: a unit moves over a full friendly stack but may not stop on it', () => {
    const s = play(position({ 'gr-1': labelOf(N0), 'gr-2': labelOf(N0), 'gr-3': labelOf(X) }), { t: 'select', unit: 'gr-3' });
    const r = reachOf(s, 'gr-3');
    expect(r.cost.get(N0)).toBe(NORMAL);
    expect([...r.prev.values()]).toContain(N0);
    expect(destinations(s, 'gr-3')).not.toContain(N0);
  });

  it('AC 10.3: a stack breaks up and recombines during movement', () => {
    let s = play(position({ 'gr-1': labelOf(X), 'gr-2': labelOf(X) }), { t: 'select', unit: 'gr-1' }, { t: 'move', unit: 'gr-1', to: N0 });
    expect(unitOf(s, 'gr-2').loc).toEqual({ at: 'hex', hex: X });
    s = play(s, { t: 'select', unit: 'gr-2' }, { t: 'move', unit: 'gr-2', to: N0 });
    expect(unitOf(s, 'gr-2').loc).toEqual(unitOf(s, 'gr-1').loc);
  });

  it('AC 10.4: forts and leaders do not count — a leader joins a full stack in a fort', () => {
    const s = position({ 'fort-1': labelOf(N0), 'r-vii-1': labelOf(N0), 'r-vii-2': labelOf(N0), 'r-vii-3': labelOf(N0), caesar: labelOf(X) }, 'roman-move');
    expect(wouldOverstack(moverOf(s, 'caesar'), N0)).toBe(false);
    expect(canPlace(s, 'labienus', N0)).toBe(true);
    expect(canPlace(s, 'r-vii-4', N0)).toBe(false);
  });

  it('AC 10.5: leaders, archers and slingers are on top of the stack they are in', () => {
    expect(stackOrder(['vercingetorix', 'gb-1', 'gb-2'])).toEqual(['gb-1', 'gb-2', 'vercingetorix']);
    expect(stackOrder(['caesar', 'r-arch-1', 'r-vii-1', 'fort-1'])).toEqual(['fort-1', 'r-vii-1', 'r-arch-1', 'caesar']);
  });
});

describe('AC 11 — off-board movement', () => {
  const edge = [...EDGE_ZONES.keys()].find((k) => hexAt(k) && !hexAt(k)!.outerWorks && nbrs(k).every((n) => !hexAt(n)?.river && !hexAt(n)?.trench))!;

  it('AC 11.3: only the Gaul may move off the map', () => {
    const g = play(position({ 'gr-1': labelOf(edge) }), { t: 'select', unit: 'gr-1' });
    expect(destinations(g, 'gr-1').some((d) => d.startsWith('obmc:'))).toBe(true);
    const r = play(position({ 'r-vii-1': labelOf(edge) }, 'roman-move'), { t: 'select', unit: 'r-vii-1' });
    expect(destinations(r, 'r-vii-1').some((d) => d.startsWith('obmc:'))).toBe(false);
  });

  it('AC 11.6: any number of units may go off the board in a turn', () => {
    const other = nbrs(edge).find((k) => EDGE_ZONES.has(k) && hexAt(k))!;
    let s = position({ 'gr-1': labelOf(edge), 'gr-2': labelOf(edge), 'gr-3': labelOf(other) });
    for (const id of ['gr-1', 'gr-2', 'gr-3']) {
      s = play(s, { t: 'select', unit: id });
      const off = destinations(s, id).find((d) => d.startsWith('obmc:'))!;
      expect(off, id).toBeDefined();
      s = play(s, { t: 'move', unit: id, to: off });
      expect(unitOf(s, id).loc.at).toBe('obmc');
    }
  });

  it('AC 11.4, 11.7: a Gaul that left the board in the movement phase may not also shift boxes in the off-board phase', () => {
    let s = play(position({ 'gr-1': labelOf(edge), 'gr-2': 'obmc:I' }), { t: 'select', unit: 'gr-1' });
    const off = destinations(s, 'gr-1').find((d) => d.startsWith('obmc:'))!;
    s = play(s, { t: 'move', unit: 'gr-1', to: off }, { t: 'end' });
    expect(s.phase).toBe('gallic-offboard');
    expect(unitOf(s, 'gr-1').loc.at).toBe('obmc');
    const shifts = legal(s).filter((a) => a.t === 'shift');
    expect(shifts.some((a) => a.t === 'shift' && a.unit === 'gr-1')).toBe(false);
    expect(shifts.some((a) => a.t === 'shift' && a.unit === 'gr-2')).toBe(true);
  });

  it('AC 11.2, 11.4: a Gaul that shifted boxes did not begin the turn in its new zone — it may not attack from off the board', () => {
    const edgeI = entryKeys('I').find((k) => offBoardNeighbours(k).length >= 1 && EDGE_ZONES.get(k)!.length === 1)!;
    let s = position({ 'r-vii-1': labelOf(edgeI), 'gr-1': 'obmc:I', 'gr-4': 'obmc:II' }, 'gallic-offboard');
    s = play(s, { t: 'shift', unit: 'gr-4', to: 'I' }, { t: 'end' });
    expect(s.phase).toBe('gallic-combat');
    s = play(s, { t: 'attack', hex: edgeI });
    const joins = legal(s).flatMap((a) => (a.t === 'join' ? [a.unit] : []));
    expect(joins).toContain('gr-1');
    expect(joins).not.toContain('gr-4');
  });

  it('AC 4.1: units come on from the OBMC only after the on-board movement — then no unit on the board moves again', () => {
    let s = position({ 'gr-1': labelOf(X), 'gr-5': labelOf(N3), 'gr-2': 'obmc:I', 'gr-3': 'obmc:I' });
    s = play(s, { t: 'select', unit: 'gr-1' }, { t: 'move', unit: 'gr-1', to: N0 });
    expect(legal(s).some((a) => a.t === 'move' && a.unit === 'gr-1')).toBe(true);
    // Picking an off-board unit commits nothing yet: the on-board unit may still be taken up again.
    s = play(s, { t: 'select', unit: 'gr-2' });
    const entry = destinations(s, 'gr-2')[0];
    s = play(s, { t: 'move', unit: 'gr-2', to: entry });
    expect(unitOf(s, 'gr-2').loc.at).toBe('hex');
    const selects = legal(s).flatMap((a) => (a.t === 'select' ? [a.unit] : []));
    expect(selects).toContain('gr-3');
    expect(selects).not.toContain('gr-1');
    expect(selects).not.toContain('gr-5'); // never moved, but on the board: its chance has passed
    expect(alesiaClassic.apply(s, { t: 'select', unit: 'gr-5' }).ok).toBe(false);
  });

  it('AC 11.9: when off-board movement ends the presence chart shows exactly the zones with Gauls in their boxes', () => {
    const s = play(position({ 'gr-1': 'obmc:III', 'gr-2': 'obmc:VII', 'gr-3': labelOf(X) }, 'gallic-offboard'), { t: 'end' });
    expect(s.presence).toEqual(['III', 'VII']);
  });
});

describe('AC 22, AC 23.1 — cavalry and the Outer Works', () => {
  const ow = [...acMap().hexes.entries()].find(([k, h]) => h.outerWorks && nbrs(k).some((n) => hexAt(n) && !hexAt(n)!.outerWorks && !hexAt(n)!.river && !hexAt(n)!.trench && !hexAt(n)!.rampart) && !h.river && !h.trench && !h.rampart)![0];
  const beside = nbrs(ow).find((n) => hexAt(n) && !hexAt(n)!.outerWorks && !hexAt(n)!.river && !hexAt(n)!.trench && !hexAt(n)!.rampart)!;
  it('infantry steps onto the Outer Works at the ordinary cost (AC 23.1); cavalry never (AC 22.1)', () => {
    const s = position({ 'gr-1': labelOf(beside), 'gc-1': labelOf(beside) });
    expect(stepCost(moverOf(s, 'gr-1'), beside, ow)).toBe(NORMAL);
    expect(stepCost(moverOf(s, 'gc-1'), beside, ow)).toBeNull();
    expect(acUnit('gc-1').kind).toBe('cavalry');
  });
});

void N1;
void neighbours;
