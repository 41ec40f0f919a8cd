/** Movement rules on hand-built positions (AC 5–11, 19.2, 22.1, 24.9, 26). */
import { describe, expect, it } from 'vitest';
import { distance, parseHexKey } from '../../hex/coords';
import { neighbours } from '../../hex/directions';
import { hexKey } from '../../hex/coords';
import { acHex, rampartAlong } from '../map/map';
import { alesiaClassic } from '../system';
import { destinations, reachOf } from './moves';
import { edgeStarts, wallStarts } from './reach';
import { at, position } from './testkit';
import { play } from '../testing';
import { unitOf } from '../state';


describe('AC 7 — ramparts double the pace', () => {
  it('a 5-8 cohort on the outer rampart goes up to 16 rampart hexes, at ½ MF each (AC 7.1, 7.2)', () => {
    const s = position({ 'r-vii-1': 'D32' }, 'roman-move');
    const r = reachOf(s, 'r-vii-1');
    const start = parseHexKey(at('D32'));
    // No ordinary move gets beyond 8 hexes; along the rampart the cohort gets 12 and more.
    const far = [...r.cost].filter(([k, c]) => c <= 16 && distance(parseHexKey(k), start) >= 12 && acHex(parseHexKey(k))!.rampart);
    expect(far.length).toBeGreaterThan(0);
    // Every hex more than 8 hexes away was reached by a route with rampart steps on it.
    for (const [k] of r.cost) {
      if (distance(parseHexKey(k), start) <= 8) continue;
      let steps = 0;
      for (let x: string | null | undefined = k; x && r.prev.get(x); x = r.prev.get(x)) if (rampartAlong(parseHexKey(r.prev.get(x)!), parseHexKey(x))) steps++;
      expect(steps, k).toBeGreaterThan(0);
    }
    // Two connected rampart hexes away along the line cost 1 MF.
    const along = [...r.cost].filter(([k, c]) => c === 2 && distance(parseHexKey(k), start) === 2 && acHex(parseHexKey(k))!.rampart);
    expect(along.length).toBeGreaterThan(0);
  });

  it('half an MF left cannot pay for an ordinary hexside (AC 7.2)', () => {
    const s = position({ 'r-vii-1': 'D32' }, 'roman-move');
    const r = reachOf(s, 'r-vii-1');
    for (const [k, c] of r.cost) {
      if (c !== 15) continue;
      for (const n of neighbours(parseHexKey(k))) {
        const nk = hexKey(n);
        const d = acHex(n);
        if (!d || d.rampart) continue;
        // Reaching a non-rampart neighbour from a hex bought at 7½ MF would cost 8½.
        expect((r.cost.get(nk) ?? 0) <= 16).toBe(true);
        if (r.cost.get(nk) !== undefined) expect(r.prev.get(nk)).not.toBe(k);
      }
    }
  });
});

describe('AC 8 — rivers and the Isolated Trench', () => {
  it('a unit entering a river hex from the bank stops there; starting on it, it may cross (AC 8.1, 8.2)', () => {
    const s = position({ 'gr-1': 'C5' });
    const r = reachOf(s, 'gr-1');
    expect(acHex(parseHexKey(at('C3')))!.river?.restrictive).toBe(true);
    expect(r.halted.has(at('C3'))).toBe(true);
    expect(r.cost.has(at('C2'))).toBe(false); // beyond the Brenne
    const onRiver = position({ 'gr-1': 'C3' });
    expect(reachOf(onRiver, 'gr-1').cost.has(at('C2'))).toBe(true);
  });

  it('the trench stops a unit that enters it from either side (AC 8.1)', () => {
    const s = position({ 'gb-1': 'X27' });
    const r = reachOf(s, 'gb-1');
    expect(acHex(parseHexKey(at('X28')))!.trench?.restrictive).toBe(true);
    expect(r.halted.has(at('X28'))).toBe(true);
  });
});

describe('AC 6 — zones of control', () => {
  it('a Gaul stops on entering Roman ZOC and may not step from one ZOC hex to another (AC 6.2, 6.4)', () => {
    const s = position({ 'r-vii-1': 'M10', 'gr-1': 'M14' });
    const r = reachOf(s, 'gr-1');
    const zoc = neighbours(parseHexKey(at('M10'))).map(hexKey);
    for (const z of zoc) if (r.cost.has(z)) expect(r.halted.has(z), z).toBe(true);
    const inZoc = position({ 'r-vii-1': 'M10', 'gr-1': 'M11' });
    const r2 = reachOf(inZoc, 'gr-1');
    for (const z of zoc) if (z !== at('M11')) expect(r2.prev.get(z) === at('M11'), `${z} straight from M11`).toBe(false);
  });

  it('a leader exerts no ZOC (AC 6.1)', () => {
    const s = position({ caesar: 'M10', 'gr-1': 'M12' });
    const r = reachOf(s, 'gr-1');
    expect(r.halted.has(at('M11'))).toBe(false);
  });
});

describe('AC 9 and AC 11 — coming out of the town and onto the board', () => {
  it('two units come out of a wall hex free, then each further pair pays 1 MF more (AC 9.3)', () => {
    const s = position({ 'gb-1': 'town' });
    const cost = (n: number) => wallStarts({ ...s, wallExits: { [at('W33')]: n } }).find((w) => w.hex === at('W33'))!.cost / 2;
    expect([0, 1, 2, 3, 4, 5, 6].map(cost)).toEqual([0, 0, 1, 1, 2, 2, 3]);
  });

  it('coming on from the OBMC costs 1 MF for two units per edge hex, then 1 more per pair (AC 11.1)', () => {
    const s = position({ 'gr-1': 'obmc:I' });
    const cost = (n: number) => edgeStarts({ ...s, edgeEntries: { [at('YY27')]: n } }, 'I').find((w) => w.hex === at('YY27'))!.cost / 2;
    expect([0, 1, 2, 3, 4, 5, 6].map(cost)).toEqual([1, 1, 2, 2, 3, 3, 4]);
  });

  it('the besieged stay in town until released (AC 18.1); a unit that went in stays in (AC 9.4)', () => {
    let s = position({ 'gb-1': 'town', 'gr-1': 'W31' });
    expect(alesiaClassic.legalActions(s).some((a) => a.t === 'select' && a.unit === 'gb-1')).toBe(false);
    s = { ...s, coordination: { releaseTurn: 1, delay: null } };
    expect(alesiaClassic.legalActions(s).some((a) => a.t === 'select' && a.unit === 'gb-1')).toBe(true);
    s = play(s, { t: 'select', unit: 'gr-1' });
    expect(destinations(s, 'gr-1')).toContain('town');
    s = play(s, { t: 'move', unit: 'gr-1', to: 'town' });
    expect(unitOf(s, 'gr-1').loc).toEqual({ at: 'town' });
    expect(alesiaClassic.legalActions(s).some((a) => a.t === 'select' && a.unit === 'gr-1')).toBe(false);
  });

  it('a unit that came on from the OBMC may not leave the board the same turn (AC 11.7); others may, with 1 MF left (AC 11.5)', () => {
    let s = position({ 'gr-1': 'obmc:I', 'gr-2': 'WW27' });
    s = play(s, { t: 'select', unit: 'gr-1' });
    expect(destinations(s, 'gr-1').some((d) => d.startsWith('obmc:'))).toBe(false);
    s = play(s, { t: 'select', unit: 'gr-2' });
    expect(destinations(s, 'gr-2')).toContain('obmc:I');
    s = play(s, { t: 'move', unit: 'gr-2', to: 'obmc:I' });
    expect(unitOf(s, 'gr-2').loc).toEqual({ at: 'obmc', zone: 'I' });
  });
});

describe('who may go where', () => {
  it('no Roman enters the town (AC 9.1); no cavalry enters the Outer Works (AC 22.1)', () => {
    const s = position({ 'r-vii-1': 'T31', 'r-cav-1': 'C31' }, 'roman-move');
    expect([...reachOf(s, 'r-vii-1').cost.keys()].some((k) => acHex(parseHexKey(k))!.area === 'town')).toBe(false);
    const g = position({ 'gc-1': 'B31' });
    expect([...reachOf(g, 'gc-1').cost.keys()].some((k) => acHex(parseHexKey(k))!.outerWorks)).toBe(false);
  });

  it('Vercingetorix never comes within 3 hexes of a fort (AC 19.2)', () => {
    const s = position({ vercingetorix: 'M20', 'fort-1': 'M14', 'r-vii-1': 'M14' });
    for (const k of reachOf(s, 'vercingetorix').cost.keys()) expect(distance(parseHexKey(k), parseHexKey(at('M14')))).toBeGreaterThan(3);
  });

  it('a Gaul entering an empty fort destroys it (AC 24.9)', () => {
    let s = position({ 'fort-1': 'M14', 'gr-1': 'M16' });
    s = play(s, { t: 'select', unit: 'gr-1' }, { t: 'move', unit: 'gr-1', to: at('M14') });
    expect(unitOf(s, 'fort-1').loc).toEqual({ at: 'gone', why: 'eliminated' });
  });
});

describe('AC 26 — victory', () => {
  it('Vercingetorix off the board wins for the Gauls (AC 26.1)', () => {
    let s = position({ vercingetorix: 'B30' });
    s = play(s, { t: 'select', unit: 'vercingetorix' });
    const off = destinations(s, 'vercingetorix').find((d) => d.startsWith('obmc:'))!;
    s = play(s, { t: 'move', unit: 'vercingetorix', to: off });
    expect(s.outcome?.winner).toBe('gallic');
    expect(alesiaClassic.legalActions(s)).toEqual([]);
  });

  it('a Roman unit next to Vercingetorix wins for Rome (AC 26.2) — a draw if Caesar has fallen (AC 26.3)', () => {
    let s = position({ vercingetorix: 'M20', caesar: 'B40', 'r-vii-1': 'M24' }, 'roman-move');
    s = play(s, { t: 'select', unit: 'r-vii-1' }, { t: 'move', unit: 'r-vii-1', to: at('M22') });
    expect(s.outcome).toBeNull();
    s = play(s, { t: 'move', unit: 'r-vii-1', to: at('M21') });
    expect(s.outcome?.winner).toBe('roman');
    let d = position({ vercingetorix: 'M20', 'r-vii-1': 'M24' }, 'roman-move');
    d = play(d, { t: 'select', unit: 'r-vii-1' }, { t: 'move', unit: 'r-vii-1', to: at('M21') });
    expect(d.outcome?.winner).toBe('draw');
  });
});
