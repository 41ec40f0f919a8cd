/**
 * BG 4.4.2 pitched battles on the Battle Map, rule by rule: the first lines fight (reserve
 * excluded), the roll's modifiers, weakened and eliminated units, rally, and the pursuit by the
 * victor's intact first-line cavalry.
 */
import { describe, expect, it } from 'vitest';
import { Ctx } from '../../ctx';
import type { BellumState } from '../../state';
import { addLeader, addUnit, aquitania, place } from '../../testing/states';
import { rngFor } from '../../testing/forceDice';
import { newBoard, boardSide } from './board';
import { applyBoardLoss, applyRally, battleModifiers, boardLossCandidates, rollSequence } from './sequence';
import { intactFirstLineCavalry, pursueUnit, pursuitCandidates, pursuitMaxFor } from './pursuit';
import type { Wing } from '../types';

const ROMANS = ['legio-vii', 'legio-viii', 'numidians', 'roman-cav-1', 'allied-cav-1'];
const GAULS = ['tarbelli-inf', 'boii-inf', 'elusates-inf', 'tarusates-inf', 'tarusates-cav'];

function battle(region = 'santones', attacker: 'roman' | 'gallic' = 'roman', romanLeaders: string[] = [], gallicLeaders: string[] = []) {
  const s = structuredClone(aquitania({ seed: 'battle-rules' }));
  for (const id in s.units) s.units[id] = { region: null, place: null, out: 'eliminated', reduced: false };
  for (const id in s.leaders) s.leaders[id] = { region: null, place: null, out: 'killed', wounded: false };
  for (const u of ROMANS) if (!s.units[u]) addUnit(s, u, region);
  place(s, [...ROMANS, ...GAULS], region);
  for (const l of [...romanLeaders, ...gallicLeaders]) addLeader(s, l, region);
  const board = newBoard(region, attacker, null, { roman: { units: ROMANS, leaders: romanLeaders }, gallic: { units: GAULS, leaders: gallicLeaders } });
  s.combat = { encounters: [{ kind: 'battle', region, stage: 'pb.seq' }], index: 0, siegesListed: false, sackOffered: [], pending: null, board };
  s.step = 'combat';
  return { s, board };
}
const wing = (s: BellumState, side: 'roman' | 'gallic', unit: string, w: Wing) => {
  boardSide(s.combat!.board!, side).units[unit].wing = w;
};

describe('BG 4.4.2 the roll\'s modifiers', () => {
  it('the commander with the higher rating, more leaders, ranged units in the first line: each for the side that has it', () => {
    const { s, board } = battle('santones', 'roman', ['crassus', 'fabius'], ['adiatuanus']);
    board.roman.commander = 'crassus';
    board.gallic.commander = 'adiatuanus';
    expect(battleModifiers(s, board).map((m) => m.value)).toEqual([1, 1, 1]); // 4 > 3, 2 > 1, Numidians
    wing(s, 'roman', 'numidians', 'reserve'); // ranged in reserve do not count
    expect(battleModifiers(s, board).map((m) => m.value)).toEqual([1, 1]);
    s.leaders.fabius.out = 'killed'; // a lost leader no longer counts
    expect(battleModifiers(s, board).map((m) => m.value)).toEqual([1]);
    board.attacker = 'gallic';
    expect(battleModifiers(s, board).map((m) => m.value)).toEqual([-1]);
    s.leaders.crassus.wounded = true; // 3 against 3
    expect(battleModifiers(s, board)).toEqual([]);
  });
  it('a missing or lost commander rates 0', () => {
    const { s, board } = battle('santones', 'roman', ['crassus'], ['adiatuanus']);
    board.gallic.commander = 'adiatuanus';
    expect(battleModifiers(s, board).map((m) => [m.value, m.rule])).toEqual([[-1, 'BG 4.4.2'], [1, 'BG 4.4.2']]);
    board.roman.commander = 'crassus';
    s.leaders.crassus.out = 'captured';
    expect(battleModifiers(s, board).map((m) => m.value)).toEqual([-1, -1, 1]);
  });
});

describe('BG 4.4.2 a combat sequence', () => {
  it('first-line SPs only, the attacker rolls, the results queue each side\'s losses against its first line', () => {
    const { s, board } = battle();
    wing(s, 'roman', 'legio-viii', 'reserve');
    s.rng = rngFor([6]);
    const ctx = new Ctx(s);
    rollSequence(ctx);
    const text = ctx.log[0];
    expect(text).toMatchObject({ kind: 'text', rule: 'BG 4.4.2', text: 'Sequence 1: first lines 14 SP (Roman, attacking) against 16 SP → column 2/3.' });
    const roll = ctx.log.find((x) => x.kind === 'roll')!;
    expect(roll).toMatchObject({ side: 'roman', rule: 'BG 4.4.2', purpose: 'Pitched battle in Santones, sequence 1', dice: [6] });
    expect(board.sequences).toHaveLength(1);
    const seq = board.sequences[0];
    expect(seq).toMatchObject({ n: 1, odds: '2/3', die: 6 });
    expect(board.codes).toEqual({ roman: seq.attacker, gallic: seq.defender });
    for (const q of board.lossQueue) expect(q.count).toBeGreaterThan(0);
    expect(board.lossQueue.every((q, i, all) => i === 0 || !(all[i - 1].side === 'gallic' && q.side === 'roman'))).toBe(true); // attacker first
    s.rng = rngFor([1]);
    rollSequence(ctx);
    expect(board.sequences.map((x) => x.n)).toEqual([1, 2]);
  });
  it('losses are taken from the first line standing in its wings', () => {
    const { s } = battle();
    wing(s, 'gallic', 'tarusates-cav', 'reserve');
    boardSide(s.combat!.board!, 'gallic').units['boii-inf'].box = 'A';
    expect(boardLossCandidates(s, 'gallic')).toEqual(['elusates-inf', 'tarbelli-inf', 'tarusates-inf']);
  });
  it('weaken: an intact unit is reduced into its wing\'s A box; a reduced one goes to E; eliminate: to E', () => {
    const { s, board } = battle();
    wing(s, 'gallic', 'boii-inf', 'left');
    const ctx = new Ctx(s);
    applyBoardLoss(ctx, 'gallic', 'boii-inf', 'weaken');
    expect([s.units['boii-inf'].reduced, board.gallic.units['boii-inf'].box]).toEqual([true, 'A']);
    expect(ctx.log.at(-1)).toMatchObject({ side: 'gallic', text: 'Boii (Boiates) is weakened (Left A box).', refs: [{ kind: 'piece', id: 'boii-inf' }] });
    applyBoardLoss(ctx, 'gallic', 'boii-inf', 'weaken');
    expect(board.gallic.units['boii-inf'].box).toBe('E');
    expect(ctx.log.at(-1)).toMatchObject({ text: 'Boii (Boiates) is weakened again and eliminated (Left E box).' });
    applyBoardLoss(ctx, 'gallic', 'tarbelli-inf', 'eliminate');
    expect([s.units['tarbelli-inf'].reduced, board.gallic.units['tarbelli-inf'].box]).toEqual([false, 'E']);
  });
  it('rally (tribal infantry, quality B): Ra returns an A unit full and an E unit reduced; De an A unit reduced, an E unit lost; Fu loses both', () => {
    const cases: [number, 'A' | 'E', 'full' | 'reduced' | 'lost'][] = [
      [1, 'A', 'full'], [3, 'E', 'reduced'], [4, 'A', 'reduced'], [5, 'E', 'lost'], [6, 'A', 'lost'],
    ];
    for (const [die, box, out] of cases) {
      const { s, board } = battle();
      board.gallic.units['boii-inf'].box = box;
      s.units['boii-inf'].reduced = true;
      applyRally(new Ctx(s), 'gallic', 'boii-inf', die);
      const slot = board.gallic.units['boii-inf'];
      const got = slot.box === 'lost' ? (s.units['boii-inf'].out === 'eliminated' ? 'lost' : 'lost but alive') : slot.box === 'line' ? (s.units['boii-inf'].reduced ? 'reduced' : 'full') : slot.box;
      expect([die, box, got]).toEqual([die, box, out]);
    }
  });
});

describe('BG 4.4.2 pursuit', () => {
  it('counts the victor\'s intact cavalry in the first line only', () => {
    const { s, board } = battle();
    expect(intactFirstLineCavalry(s, board.roman)).toBe(2);
    s.units['roman-cav-1'].reduced = true;
    expect(intactFirstLineCavalry(s, board.roman)).toBe(1);
    wing(s, 'roman', 'allied-cav-1', 'reserve');
    expect(intactFirstLineCavalry(s, board.roman)).toBe(0);
  });
  it('the maximum follows the terrain of the battle: −2 marsh, −1 forest, never below 1', () => {
    for (const [region, max] of [['santones', 2], ['bellovaci', 1], ['tarbelli', 1]] as const) {
      const { s, board } = battle(region);
      board.winner = 'roman';
      expect([region, pursuitMaxFor(s)]).toEqual([region, max]);
    }
    const { s, board } = battle('santones');
    board.winner = 'gallic';
    expect(pursuitMaxFor(s)).toBe(1); // one Gallic cavalry unit
  });
  it('the victor picks from the beaten first line, reduced infantry first; the unit is lost for good', () => {
    const { s, board } = battle();
    board.winner = 'roman';
    s.units['tarusates-cav'].reduced = true;
    expect(pursuitCandidates(s, board.gallic)).toEqual(['tarusates-cav']);
    board.gallic.units['tarbelli-inf'].box = 'A'; // out of the line: not pursued
    s.units['tarbelli-inf'].reduced = true;
    expect(pursuitCandidates(s, board.gallic)).toEqual(['tarusates-cav']);
    const ctx = new Ctx(s);
    pursueUnit(ctx, 'tarusates-cav');
    expect(board.gallic.units['tarusates-cav'].box).toBe('lost');
    expect(s.units['tarusates-cav'].out).toBe('eliminated');
    expect(ctx.log.at(-1)).toMatchObject({ side: 'roman', rule: 'BG 4.4.2', text: 'Pursuit: Tarusates cavalry is cut down (Permanent Losses).', refs: [{ kind: 'piece', id: 'tarusates-cav' }] });
    expect(pursuitCandidates(s, { ...board.gallic, units: {} })).toEqual([]);
  });
});
