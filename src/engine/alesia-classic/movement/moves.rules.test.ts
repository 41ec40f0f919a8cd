/**
 * The move itself and what entering a hex brings (movement/moves.ts), on hand-built frozen positions:
 * a Roman leader caught alone (AC 19.3), Vercingetorix caught or reached (AC 19.1, 26.2), a fort taken
 * (AC 24.9), the relief landing on the Outer Works (AC 18.1), the words the log gives for each.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import type { LogEntry } from '../../core/log';
import type { AcAction } from '../actions';
import { acMap, nbrs } from '../map/map';
import { clearHex, labelOf, rngFor } from '../combat/testkit';
import { startFireTurn } from '../fire/fire';
import { hexKey, parseHexKey } from '../../hex/coords';
import { line } from '../../hex/line';
import { ring } from '../../hex/shapes';
import { acUnit } from '../data/units';
import { putUnit, settleUnits, unitOf, type AcState } from '../state';
import { UNIT_INDEX } from '../data/units';

const MOVER_ORDER = (id: string) => UNIT_INDEX.get(id)!;
import { alesiaClassic } from '../system';
import { canMove, destinations, movableNow, reachOf, targetHex } from './moves';
import { at, position } from './testkit';

/** Apply the actions in turn on frozen states; every log entry kept. */
function run(s0: AcState, ...actions: AcAction[]): { s: AcState; log: LogEntry[] } {
  let s = deepFreeze(s0);
  const log: LogEntry[] = [];
  for (const a of actions) {
    const r = alesiaClassic.apply(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.rejection.rule}: ${r.rejection.message}`);
    s = r.state;
    log.push(...r.log);
  }
  return { s, log };
}
const texts = (log: LogEntry[]) => log.filter((e) => e.kind === 'text');
const move = (unit: string, to: string): AcAction[] => [{ t: 'select', unit }, { t: 'move', unit, to: to.includes(':') || to === 'town' ? (to as never) : at(to) }];

describe('AC 19.3 — a Roman leader alone in a Gallic zone of control is killed', () => {
  it('Caesar riding alone next to a Gallic unit is eliminated, and the log says so', () => {
    const { s, log } = run(position({ caesar: 'M24', 'gr-1': 'M20' }, 'roman-move'), ...move('caesar', 'M21'));
    expect(unitOf(s, 'caesar').loc).toEqual({ at: 'gone', why: 'eliminated' });
    expect(texts(log)).toContainEqual({ kind: 'text', side: 'roman', text: 'Caesar, alone in a Gallic zone of control at M21, is killed.', rule: 'AC 19.3', refs: [{ kind: 'hex', id: at('M21') }] });
  });

  it('a cohort in the hex protects him; another leader or an empty fort does not', () => {
    const guarded = run(position({ caesar: 'M24', 'gr-1': 'M20', 'r-vii-1': 'M21' }, 'roman-move'), ...move('caesar', 'M21'));
    expect(unitOf(guarded.s, 'caesar').loc).toEqual({ at: 'hex', hex: at('M21') });
    expect(guarded.log.some((e) => e.rule === 'AC 19.3')).toBe(false);
    const withLabienus = run(position({ caesar: 'M24', 'gr-1': 'M20', labienus: 'M21' }, 'roman-move'), ...move('caesar', 'M21'));
    expect(unitOf(withLabienus.s, 'caesar').loc).toEqual({ at: 'gone', why: 'eliminated' });
  });
});

const hexes = acMap().hexes;
const W = [...hexes.keys()].find((k) => hexes.get(k)!.outerWorks && hexes.get(k)!.area !== 'town' && nbrs(k).length === 6 && nbrs(k).some((n) => !hexes.get(n)!.outerWorks && !hexes.get(n)!.river))!;
const R = nbrs(W).find((n) => !hexes.get(n)!.outerWorks && !hexes.get(n)!.river)!;

const shielded = (s: AcState): AcState => ({ ...s, options: { ...s.options, vercingetorixShielded: true } });
const hexRef = (label: string) => [{ kind: 'hex', id: at(label) }];

describe('AC 19.1, 19.7, 26.2 — Vercingetorix in reach of the Romans', () => {
  it('Vercingetorix entering a Roman ZOC is taken and Rome wins; the log names the hex', () => {
    const { s, log } = run(position({ vercingetorix: 'M20', 'r-vii-1': 'M16', caesar: 'B40' }), ...move('vercingetorix', 'M17'));
    expect(unitOf(s, 'vercingetorix').loc).toEqual({ at: 'gone', why: 'eliminated' });
    expect(s.outcome).toEqual({ winner: 'roman', reason: 'Vercingetorix was taken in a Roman zone of control (AC 19.1, 26.2).' });
    expect(texts(log)[0]).toEqual({ kind: 'text', side: 'gallic', text: 'Vercingetorix enters a Roman zone of control at M17 and is taken.', rule: 'AC 19.1', refs: hexRef('M17') });
  });

  it('with optional rule 19.7, another Gaul in the hex saves him from the ZOC; alone he is still taken', () => {
    const kept = run(shielded(position({ vercingetorix: 'M20', 'gr-1': 'M17', 'r-vii-1': 'M16', caesar: 'B40' })), ...move('vercingetorix', 'M17'));
    expect(unitOf(kept.s, 'vercingetorix').loc).toEqual({ at: 'hex', hex: at('M17') });
    expect(kept.s.outcome).toBeNull();
    const alone = run(shielded(position({ vercingetorix: 'M20', 'r-vii-1': 'M16', caesar: 'B40' })), ...move('vercingetorix', 'M17'));
    expect(unitOf(alone.s, 'vercingetorix').loc).toEqual({ at: 'gone', why: 'eliminated' });
    expect(alone.s.outcome?.winner).toBe('roman');
  });

  it('a Roman unit moving next to him wins, and the log says who reached him where (AC 26.2)', () => {
    const { s, log } = run(position({ vercingetorix: 'M20', 'gr-1': 'M20', caesar: 'B40', 'r-vii-1': 'M24' }, 'roman-move'), ...move('r-vii-1', 'M21'));
    expect(s.outcome).toEqual({ winner: 'roman', reason: 'A Roman unit moved next to Vercingetorix (AC 26.2).' });
    expect(texts(log)[0]).toEqual({ kind: 'text', side: 'roman', text: `${acUnit('r-vii-1').name} reaches M21, next to Vercingetorix.`, rule: 'AC 26.2', refs: hexRef('M21') });
  });

  it('with optional rule 19.7, contact does not end the game while another Gaul stands with him; alone, it does', () => {
    const kept = run(shielded(position({ vercingetorix: 'M20', 'gr-1': 'M20', caesar: 'B40', 'r-vii-1': 'M24' }, 'roman-move')), ...move('r-vii-1', 'M21'));
    expect(kept.s.outcome).toBeNull();
    expect(kept.log.some((e) => e.rule === 'AC 26.2')).toBe(false);
    const alone = run(shielded(position({ vercingetorix: 'M20', caesar: 'B40', 'r-vii-1': 'M24' }, 'roman-move')), ...move('r-vii-1', 'M21'));
    expect(alone.s.outcome?.winner).toBe('roman');
  });

  it('a Roman unit that stays out of contact ends no game, wherever Vercingetorix is', () => {
    const far = run(position({ vercingetorix: 'M20', caesar: 'B40', 'r-vii-1': 'M24' }, 'roman-move'), ...move('r-vii-1', 'M22'));
    expect(far.s.outcome).toBeNull();
    const inTown = run(position({ vercingetorix: 'town', caesar: 'B40', 'r-vii-1': 'M24' }, 'roman-move'), ...move('r-vii-1', 'M22'));
    expect(inTown.s.outcome).toBeNull();
  });

  it('Vercingetorix off the board wins for the Gauls, and the log says where he left (AC 26.1)', () => {
    const start = position({ vercingetorix: 'B30' });
    const off = destinations(start, 'vercingetorix').find((d) => d.startsWith('obmc:'))!;
    const { s, log } = run(start, ...move('vercingetorix', off));
    expect(unitOf(s, 'vercingetorix').loc).toEqual({ at: 'gone', why: 'escaped' });
    expect(s.outcome).toEqual({ winner: 'gallic', reason: 'Vercingetorix escaped off the board (AC 26.1).' });
    expect(texts(log)[0]).toMatchObject({ side: 'gallic', text: `Vercingetorix leaves the board at ${labelOf(targetHex(reachOf(start, 'vercingetorix'), off))} into zone ${off.slice(5)}: Alesia is relieved.`, rule: 'AC 26.1' });
  });
});

describe('AC 24.9 — a fort the Gauls enter is destroyed', () => {
  it('the fort goes and the log says which fort fell where', () => {
    const { s, log } = run(position({ 'fort-1': 'M14', 'gr-1': 'M16' }), ...move('gr-1', 'M14'));
    expect(unitOf(s, 'fort-1').loc).toEqual({ at: 'gone', why: 'eliminated' });
    expect(texts(log)[0]).toEqual({ kind: 'text', side: 'gallic', text: 'Fort 1 at M14 is taken by the Gauls and destroyed.', rule: 'AC 24.9', refs: hexRef('M14') });
  });
});

describe('AC 18.1 — relief units landing on the Outer Works are counted', () => {
  it('a relief unit entering an Outer Works hex is counted once, however many works hexes it crosses', () => {
    const { s } = run(position({ 'gr-1': 'M16' }), ...move('gr-1', 'M14'));
    expect(s.owLanded).toEqual(['gr-1']);
    const w = run(position({ 'gr-1': labelOf(R) }), ...move('gr-1', labelOf(W)));
    expect(w.s.owLanded).toEqual(['gr-1']);
    // On to another works hex in the same move: still counted once.
    const W2 = nbrs(W).find((n) => hexes.get(n)!.outerWorks && !hexes.get(n)!.river && hexes.get(n)!.area !== 'town')!;
    const on = run(w.s, { t: 'move', unit: 'gr-1', to: W2 });
    expect(unitOf(on.s, 'gr-1').loc).toEqual({ at: 'hex', hex: W2 });
    expect(on.s.owLanded).toEqual(['gr-1']);
  });

  it('a besieged unit on the works is not counted, nor a relief unit that stays off them', () => {
    expect(run(position({ 'gb-1': labelOf(R) }), ...move('gb-1', labelOf(W))).s.owLanded).toEqual([]);
    const off = nbrs(R).find((n) => n !== W && !hexes.get(n)!.outerWorks && !hexes.get(n)!.river && hexes.get(n)!.area !== 'town')!;
    expect(run(position({ 'gr-1': labelOf(R) }), ...move('gr-1', labelOf(off))).s.owLanded).toEqual([]);
  });
});

describe('AC 5.2, 9.3, 9.4, 11.1, 11.5 — what the log says of a move', () => {
  it('the move record lists the hexes entered, the start hex not among them; from the town, the wall hex is the first', () => {
    const { s } = run(position({ 'gr-1': 'M16' }), ...move('gr-1', 'M14'));
    expect(s.moves['gr-1'].path).toHaveLength(2);
    expect(s.moves['gr-1'].path).not.toContain(at('M16'));
    expect(s.moves['gr-1'].path.at(-1)).toBe(at('M14'));
    const rel = { ...position({ 'gb-1': 'town' }), coordination: { releaseTurn: 1, delay: null } } as AcState;
    expect(run(rel, ...move('gb-1', 'W34')).s.moves['gb-1'].path).toEqual([at('W34')]);
    expect(run(position({ 'gr-1': 'obmc:I' }), ...move('gr-1', 'YY27')).s.moves['gr-1'].path).toEqual([at('YY27')]);
  });

  it('an ordinary move names the hex, its cost and what is left', () => {
    const { log } = run(position({ 'gr-1': 'M16' }), ...move('gr-1', 'M14'));
    expect(texts(log)).toEqual([{ kind: 'text', side: 'gallic', text: `${acUnit('gr-1').name} moves to M14 (2 MF; 4 left).`, rule: 'AC 5.2', refs: hexRef('M14') }]);
  });

  it('going into Alesia ends the move there (AC 9.4)', () => {
    const { s, log } = run(position({ 'gr-1': 'W31' }), ...move('gr-1', 'town'));
    expect(texts(log)).toEqual([{ kind: 'text', side: 'gallic', text: `${acUnit('gr-1').name} goes into Alesia and stays there this turn.`, rule: 'AC 9.4' }]);
    expect(s.moves['gr-1']).toMatchObject({ enteredTown: true, done: true });
    expect(s.moving).toBeNull();
  });

  it('leaving the board ends the move in the OBMC zone (AC 11.5)', () => {
    const { s, log } = run(position({ 'gr-2': 'WW27' }), ...move('gr-2', 'obmc:I'));
    expect(texts(log)).toEqual([{ kind: 'text', side: 'gallic', text: `${acUnit('gr-2').name} leaves the board at YY27 into OBMC zone I.`, rule: 'AC 11.5' }]);
    expect(s.moves['gr-2']).toMatchObject({ offboard: true, done: true });
    expect(alesiaClassic.legalActions(s).some((a) => a.t === 'select' && a.unit === 'gr-2')).toBe(false);
  });

  it('coming on from the OBMC names the zone, the edge hex and its cost, then the whole move (AC 11.1)', () => {
    const { s, log } = run(position({ 'gr-1': 'obmc:I' }), ...move('gr-1', 'WW27'));
    expect(texts(log)).toEqual([
      { kind: 'text', side: 'gallic', text: `${acUnit('gr-1').name} comes on from zone I at YY27 (1 MF).`, rule: 'AC 11.1', refs: hexRef('YY27') },
      { kind: 'text', side: 'gallic', text: `${acUnit('gr-1').name} moves to WW27 (3 MF in all; 3 left).`, rule: 'AC 5.2', refs: hexRef('WW27') },
    ]);
    expect(s.edgeEntries).toEqual({ [at('YY27')]: 1 });
    expect(s.moves['gr-1']).toMatchObject({ entered: true, offboard: true });
    // A second unit by the same edge hex: the count goes on.
    const two = run({ ...position({ 'gr-1': 'obmc:I' }), edgeEntries: { [at('YY27')]: 1 } }, ...move('gr-1', 'WW27'));
    expect(two.s.edgeEntries).toEqual({ [at('YY27')]: 2 });
  });

  it('coming out of the town names the wall hex, and its cost once the hex is crowded (AC 9.3)', () => {
    const rel = { ...position({ 'gb-1': 'town' }), coordination: { releaseTurn: 1, delay: null } } as AcState;
    const free = run(rel, ...move('gb-1', 'W34'));
    expect(texts(free.log)).toEqual([{ kind: 'text', side: 'gallic', text: `${acUnit('gb-1').name} comes out of Alesia at W34.`, rule: 'AC 9.3', refs: hexRef('W34') }]);
    expect(free.s.wallExits).toEqual({ [at('W34')]: 1 });
    expect(free.s.moves['gb-1']).toMatchObject({ leftTown: true });
    const crowded = run({ ...rel, wallExits: { [at('W34')]: 2 } }, ...move('gb-1', 'W34'));
    expect(texts(crowded.log)[0]).toMatchObject({ text: `${acUnit('gb-1').name} comes out of Alesia at W34 (1 MF: crowded wall hex).`, rule: 'AC 9.3' });
    expect(crowded.s.wallExits).toEqual({ [at('W34')]: 3 });
    // Out and on: the move's cost is given in all, the wall hex's included.
    const on = run(rel, ...move('gb-1', 'V30'));
    expect(texts(on.log)[1]).toMatchObject({ text: expect.stringMatching(/ moves to V30 \(\d+ MF in all; \d+ left\)\.$/), rule: 'AC 5.2', refs: hexRef('V30') });
  });
});


const can = (s: AcState, id: string) => canMove(deepFreeze(s), id);
const withOptions = (s: AcState, o: Partial<AcState['options']>): AcState => ({ ...s, options: { ...s.options, ...o } });

describe('AC 4, 5.1, 22.42 — who may move in a movement phase', () => {
  it('forts never move; each side moves only in its own movement phase, nobody in a combat phase', () => {
    expect(can(position({ 'fort-1': 'M14' }, 'roman-move'), 'fort-1')).toBe(false);
    expect(can(position({ 'r-vii-1': 'M14' }, 'roman-move'), 'r-vii-1')).toBe(true);
    expect(can(position({ 'gr-1': 'M14' }, 'roman-move'), 'gr-1')).toBe(false);
    expect(can(position({ 'r-vii-1': 'M14' }, 'gallic-move'), 'r-vii-1')).toBe(false);
    expect(can(position({ 'gr-1': 'M14' }, 'gallic-move'), 'gr-1')).toBe(true);
    expect(can(position({ 'gr-1': 'M14' }, 'gallic-combat'), 'gr-1')).toBe(false);
    expect(can(position({ 'r-vii-1': 'M14' }, 'roman-combat'), 'r-vii-1')).toBe(false);
  });

  it('Roman cavalry in the OBMC comes back on only with the recon rule (AC 22.42); an eliminated unit never moves', () => {
    const out = position({ 'r-cav-1': 'obmc:I' }, 'roman-move');
    expect(can(out, 'r-cav-1')).toBe(false);
    expect(can(withOptions(out, { recon: true }), 'r-cav-1')).toBe(true);
    expect(movableNow(deepFreeze(withOptions(out, { recon: true })))).toContain('r-cav-1');
    expect(can(withOptions(position({}, 'roman-move'), { recon: true }), 'r-cav-1')).toBe(false);
    expect(can(position({}, 'gallic-move'), 'gr-1')).toBe(false);
  });

  it('a relief unit in the town may come out before the besieged are released; the besieged may not (AC 9, 18.1)', () => {
    const s = position({ 'gr-1': 'town', 'gb-1': 'town' });
    expect(can(s, 'gr-1')).toBe(true);
    expect(can(s, 'gb-1')).toBe(false);
  });

  it('once a Gallic unit has come on from the OBMC, the units that began on the board move no more (AC 4.1)', () => {
    const { s } = run(position({ 'gr-1': 'obmc:I', 'gr-2': 'M14', 'gr-3': 'obmc:I' }), ...move('gr-1', 'WW27'));
    expect(can(s, 'gr-2')).toBe(false);
    expect(can(s, 'gr-3')).toBe(true);
    expect(movableNow(s)).not.toContain('gr-2');
    expect(movableNow(s)).toContain('gr-3');
  });

  it('the Roman may bring scouting cavalry back on and still move the units on the board (AC 4.1 is the Gaul’s)', () => {
    const start = withOptions(position({ 'r-cav-1': 'obmc:I', 'r-vii-1': 'M14' }, 'roman-move'), { recon: true });
    const on = destinations(start, 'r-cav-1').find((d) => !d.startsWith('obmc:') && d !== 'town')!;
    const { s } = run(start, { t: 'select', unit: 'r-cav-1' }, { t: 'move', unit: 'r-cav-1', to: on });
    expect(s.moves['r-cav-1']?.entered).toBe(true);
    expect(can(s, 'r-vii-1')).toBe(true);
    expect(movableNow(s)).toContain('r-vii-1');
  });

  it('selecting another unit ends the move of the one selected before, moved or not (AC 5.2)', () => {
    const { s } = run(position({ 'gr-1': 'M14', 'gr-2': 'M16' }), { t: 'select', unit: 'gr-1' }, { t: 'select', unit: 'gr-2' });
    expect(s.moves['gr-1']?.done).toBe(true);
    expect(can(s, 'gr-1')).toBe(false);
    expect(movableNow(s)).not.toContain('gr-1');
    expect(movableNow(s)).toContain('gr-2');
  });
});

describe('the movers list follows the position (movableNow)', () => {
  it('a unit eliminated, disrupted or back on its feet since the list was made is taken out or put back', () => {
    const s0 = position({ 'gr-1': 'M14', 'gr-2': 'M16', 'gr-3': 'M18' });
    settleUnits(s0); // a finished state, as apply hands out: its facts are remembered
    const before = movableNow(s0);
    expect(before).toEqual(expect.arrayContaining(['gr-1', 'gr-2', 'gr-3']));
    const child = (edit: (s: AcState) => void): AcState => { const s = { ...s0 }; edit(s); settleUnits(s); return deepFreeze(s); };
    const gone = child((s) => putUnit(s, 'gr-2', { loc: { at: 'gone', why: 'eliminated' } }));
    expect(movableNow(gone)).toEqual(before.filter((id) => id !== 'gr-2'));
    const disrupted = child((s) => putUnit(s, 'gr-3', { ...unitOf(s0, 'gr-3'), disrupted: true }));
    expect(movableNow(disrupted)).toEqual(before.filter((id) => id !== 'gr-3'));
    const two = child((s) => { putUnit(s, 'gr-1', { loc: { at: 'hex', hex: at('M13') } }); putUnit(s, 'gr-2', { loc: { at: 'gone', why: 'eliminated' } }); });
    expect(movableNow(two)).toEqual(before.filter((id) => id !== 'gr-2'));
    const back = child((s) => putUnit(s, 'gr-4', { loc: { at: 'hex', hex: at('M20') } }));
    expect(movableNow(back)).toEqual([...before, 'gr-4'].sort((a, b) => MOVER_ORDER(a) - MOVER_ORDER(b)));
  });

  it('the same units under other options or another commander’s step give the list of those (AC 22.42, 17.4)', () => {
    const s0 = position({ 'r-cav-1': 'obmc:I', 'r-vii-1': 'N9', 'r-vii-2': 'K50' }, 'roman-move'); // N9 faces zone II, K50 zone VI
    settleUnits(s0);
    expect(movableNow(deepFreeze(s0))).not.toContain('r-cav-1');
    expect(movableNow(deepFreeze(withOptions(s0, { recon: true })))).toContain('r-cav-1');
    const four = withOptions(s0, { players: 4 });
    expect(movableNow(deepFreeze({ ...four, step: 'caesar' }))).toEqual(['r-vii-1']);
    expect(movableNow(deepFreeze({ ...four, step: 'labienus' }))).toEqual(['r-vii-2']);
    // AC 17.4: with Caesar's half facing zones VI–X, the cohort facing zone VI is Caesar's.
    expect(movableNow(deepFreeze({ ...four, step: 'caesar', options: { ...four.options, caesarFrom: 'VI' } }))).toEqual(['r-vii-2']);
    expect(movableNow(deepFreeze({ ...four, step: 'caesar', options: { ...four.options, caesarFrom: 'I' } }))).toEqual(['r-vii-1']);
    // …and so with the split the Roman chose in play (AC 17.4, the spheres action: the state's own
    // caesarFrom, over the option's), on the very same units table.
    expect(movableNow(deepFreeze({ ...four, step: 'caesar', caesarFrom: 'VI' }))).toEqual(['r-vii-2']);
    expect(movableNow(deepFreeze({ ...four, step: 'caesar', caesarFrom: 'I', options: { ...four.options, caesarFrom: 'VI' } }))).toEqual(['r-vii-1']);
  });

  it('with four players, a leader’s move that hands units to him makes them movable in his step (AC 17.5)', () => {
    const start = withOptions({ ...position({ caesar: 'A51', labienus: 'N8', 'r-vii-1': 'K50' }, 'roman-move'), step: 'caesar' }, { players: 4 });
    const { s: picked } = run(start, { t: 'select', unit: 'caesar' });
    expect(movableNow(picked)).not.toContain('r-vii-1');
    const { s } = run(picked, { t: 'move', unit: 'caesar', to: at('A45') });
    expect(movableNow(s)).toContain('r-vii-1');
  });
});

const isWall = (k: string) => !!hexes.get(k)?.wall;
/** A position where the unit has already spent some of its MF this turn (`left` in half MF). */
const spent = (s: AcState, id: string, left: number): AcState => ({ ...s, moves: { [id]: { left, from: unitOf(s, id).loc, done: false, path: [] } } });

describe('AC 9.1, 9.4, 11.5 — the town and the OBMC as destinations', () => {
  it('a Gaul within reach of a wall hex may go into the town; one out of reach, one already inside, a Roman scout may not', () => {
    expect(destinations(deepFreeze(position({ 'gr-1': 'W31' })), 'gr-1')).toContain('town');
    expect(destinations(deepFreeze(position({ 'gr-1': 'M14' })), 'gr-1')).not.toContain('town');
    const inside = { ...position({ 'gb-1': 'town' }), coordination: { releaseTurn: 1, delay: null } } as AcState;
    expect(destinations(deepFreeze(inside), 'gb-1')).not.toContain('town');
    const scout = withOptions(position({ 'r-cav-1': 'W31' }, 'roman-move'), { recon: true });
    expect(destinations(deepFreeze(scout), 'r-cav-1')).not.toContain('town');
  });

  it('going into the town is by the cheapest wall hex within reach', () => {
    const s = deepFreeze(position({ 'gr-1': 'U30' }));
    expect(destinations(s, 'gr-1')).toContain('town');
    const r = reachOf(s, 'gr-1');
    const walls = [...r.cost].filter(([k]) => isWall(k));
    const cheapest = Math.min(...walls.map(([, c]) => c));
    const by = targetHex(r, 'town');
    expect(isWall(by)).toBe(true);
    expect(r.cost.get(by)).toBe(cheapest);
  });

  it('leaving the board needs a full MF left on the edge hex (AC 11.5)', () => {
    const edge = position({ 'gr-2': 'YY27' });
    expect(destinations(deepFreeze(spent(edge, 'gr-2', 2)), 'gr-2')).toContain('obmc:I');
    expect(destinations(deepFreeze(spent(edge, 'gr-2', 1)), 'gr-2')).not.toContain('obmc:I');
    // From further in: the unit walks to an edge hex it can still leave from.
    const s = deepFreeze(position({ 'gr-2': 'WW27' }));
    const r = reachOf(s, 'gr-2');
    const by = targetHex(r, 'obmc:I');
    expect(r.cost.get(by)! + 2).toBeLessThanOrEqual(r.budget);
    expect(r.halted.has(by)).toBe(false);
  });

  it('a Roman scout may leave the board like a Gaul (AC 22.41, 22.42)', () => {
    const scout = withOptions(position({ 'r-cav-1': 'YY27' }, 'roman-move'), { recon: true });
    expect(destinations(deepFreeze(scout), 'r-cav-1')).toContain('obmc:I');
    expect(destinations(deepFreeze(position({ 'r-cav-1': 'YY27' }, 'roman-move')), 'r-cav-1')).not.toContain('obmc:I');
  });
});

describe('AC 5.2, 5.3, 6.2 — when a move is over', () => {
  it('a one-hex move is logged; the unit may go on while it has MF left', () => {
    const { s, log } = run(position({ 'gr-1': 'M16' }), ...move('gr-1', 'M15'));
    expect(texts(log)).toHaveLength(1);
    expect(texts(log)[0]).toMatchObject({ text: expect.stringMatching(/ moves to M15 \(\d+ MF; \d+ left\)\.$/), rule: 'AC 5.2' });
    expect(s.moving).toBe('gr-1');
    expect(s.moves['gr-1'].done).toBe(false);
  });

  it('entering an enemy zone of control ends the move at once, MF left or not (AC 6.2)', () => {
    const { s } = run(position({ 'gr-1': 'M20', 'r-vii-1': 'M16' }), ...move('gr-1', 'M17'));
    expect(s.moves['gr-1'].left).toBeGreaterThan(0);
    expect(s.moves['gr-1'].done).toBe(true);
    expect(s.moving).toBeNull();
  });

  it('a unit with no MF left is done; a Roman with half an MF left on the rampart may still move along it (AC 7.2)', () => {
    const done = run(spent(position({ 'gr-1': 'M16' }), 'gr-1', 2), ...move('gr-1', 'M15'));
    expect(done.s.moves['gr-1']).toMatchObject({ left: 0, done: true });
    expect(done.s.moving).toBeNull();
    const s0 = deepFreeze(spent(position({ 'r-vii-1': 'D32' }, 'roman-move'), 'r-vii-1', 2));
    const r = reachOf(s0, 'r-vii-1');
    const half = [...r.cost].find(([, c]) => c === 1)![0];
    const { s } = run(s0, { t: 'select', unit: 'r-vii-1' }, { t: 'move', unit: 'r-vii-1', to: half });
    expect(s.moves['r-vii-1']).toMatchObject({ left: 1, done: false });
    expect(canMove(s, 'r-vii-1')).toBe(true);
  });
});

const F = clearHex(0, 4);
const walk = line(ring(parseHexKey(F), 4)[0], parseHexKey(F)).map(hexKey);
const A = (d: number) => walk[4 - d];
/** A fort held by a cohort, the Roman's standing fire plan in force, and the dice to come. */
function fireScene(where: Record<string, string>, dice: number[], phase: AcState['phase'] = 'gallic-move'): AcState {
  const s = position({ 'fort-1': labelOf(F), 'r-vii-1': labelOf(F), ...where }, phase);
  startFireTurn(s);
  return { ...s, rng: rngFor(...dice) };
}
const rolls = (log: LogEntry[]) => log.filter((e) => e.kind === 'roll');

describe('AC 20.5, 20.6, 21.1, 10.3 — fire on the move', () => {
  it('a Gaul hit on the way stops there, disrupted, and the log says where; the rest of his stack goes on', () => {
    const { s, log } = run(fireScene({ 'gr-1': labelOf(A(4)), 'gr-2': labelOf(A(4)) }, [5, 1]), { t: 'select', unit: 'gr-1' }, { t: 'moveStack', units: ['gr-1', 'gr-2'], to: A(2) });
    expect(rolls(log).map((e) => e.result)).toEqual(['Disrupted', 'No effect']);
    expect(unitOf(s, 'gr-1')).toEqual({ loc: { at: 'hex', hex: A(3) }, disrupted: true });
    expect(texts(log)).toContainEqual({ kind: 'text', side: 'gallic', text: `${acUnit('gr-1').name} is disrupted and stops at ${labelOf(A(3))}.`, rule: 'AC 21.1', refs: [{ kind: 'hex', id: A(3) }] });
    expect(s.moves['gr-1'].done).toBe(true);
    expect(unitOf(s, 'gr-2').loc).toEqual({ at: 'hex', hex: A(2) });
  });

  it('a single Gaul hit on the way ends his move: nobody is left moving', () => {
    const { s, log } = run(fireScene({ 'gr-1': labelOf(A(4)) }, [5]), ...move('gr-1', labelOf(A(2))));
    expect(rolls(log).map((e) => e.result)).toEqual(['Disrupted']);
    expect(s.moving).toBeNull();
    expect(s.fire.pending).toBeNull();
    expect(canMove(s, 'gr-1')).toBe(false);
  });

  it('once a volley has disrupted or eliminated the Gaul, the next shooter in reach holds its fire', () => {
    const seen = new Set<string>();
    for (const die of [4, 5, 6]) {
      const { s, log } = run(fireScene({ 'gr-1': labelOf(A(3)), 'r-arch-1': labelOf(A(1)) }, [die, die]), ...move('gr-1', labelOf(A(2))));
      const u = unitOf(s, 'gr-1');
      if (u.loc.at === 'hex' && !u.disrupted) continue;
      seen.add(u.loc.at);
      expect(rolls(log), `die ${die}`).toHaveLength(1);
    }
    expect([...seen].sort()).toEqual(['gone', 'hex']); // both a disrupting and an eliminating hit were tried
  });

  it('Romans moving past their own forts are never fired on', () => {
    const { s, log } = run(fireScene({ 'r-vii-2': labelOf(A(4)) }, [5, 5, 5], 'roman-move'), { t: 'select', unit: 'r-vii-2' }, { t: 'move', unit: 'r-vii-2', to: A(2) }); 
    expect(rolls(log)).toEqual([]);
    expect(unitOf(s, 'r-vii-2')).toEqual({ loc: { at: 'hex', hex: A(2) } });
  });
});

describe('AC 19.3, 19.7 with AC 10.3 — a stack moving together', () => {
  it('Caesar moving with his cohort as one stack into a Gallic ZOC is not alone there, and lives', () => {
    const { s, log } = run(position({ caesar: 'M24', 'r-vii-1': 'M24', 'gr-1': 'M20' }, 'roman-move'), { t: 'select', unit: 'caesar' }, { t: 'moveStack', units: ['r-vii-1', 'caesar'], to: at('M21') });
    expect(unitOf(s, 'caesar').loc).toEqual({ at: 'hex', hex: at('M21') });
    expect(unitOf(s, 'r-vii-1').loc).toEqual({ at: 'hex', hex: at('M21') });
    expect(log.some((e) => e.rule === 'AC 19.3')).toBe(false);
  });

  it('a Roman stack whose first unit reaches Vercingetorix ends the game there: the rest stay put (AC 26.2)', () => {
    const { s, log } = run(position({ vercingetorix: 'M20', caesar: 'B40', 'r-vii-1': 'M24', 'r-vii-2': 'M24' }, 'roman-move'), { t: 'select', unit: 'r-vii-1' }, { t: 'moveStack', units: ['r-vii-1', 'r-vii-2'], to: at('M21') });
    expect(s.outcome?.winner).toBe('roman');
    expect(unitOf(s, 'r-vii-1').loc).toEqual({ at: 'hex', hex: at('M21') });
    expect(unitOf(s, 'r-vii-2').loc).toEqual({ at: 'hex', hex: at('M24') });
    expect(log.some((e) => e.rule === 'AC 10.3' && e.kind === 'text' && e.text.includes('cannot follow'))).toBe(false);
  });

  it('with optional rule 19.7, Vercingetorix moving with a Gaul as one stack into a Roman ZOC is shielded by him', () => {
    const start = shielded(position({ vercingetorix: 'M20', 'gr-1': 'M20', 'r-vii-1': 'M16', caesar: 'B40' }));
    const { s } = run(start, { t: 'select', unit: 'vercingetorix' }, { t: 'moveStack', units: ['gr-1', 'vercingetorix'], to: at('M17') });
    expect(unitOf(s, 'gr-1').loc).toEqual({ at: 'hex', hex: at('M17') });
    expect(unitOf(s, 'vercingetorix').loc).toEqual({ at: 'hex', hex: at('M17') });
    expect(s.outcome).toBeNull();
  });
});
