/**
 * BG 4.4.2 one combat sequence on the Battle Map: the roll and its modifiers, the results of both
 * sides (weaken or eliminate a share of the first line, or nothing), the bold winner, the losses
 * and the rout test wing by wing.
 */
import { describe, expect, it } from 'vitest';
import { rngFor } from '../../testing/forceDice';
import { boardAt } from './battleKit';
import { applyBoardLoss, rollSequence, routSide } from './sequence';

// Gallic attacker 16 SP against 18 Roman SP (column 2/3), the Numidians (ranged) in the Roman line.
describe('BG 4.4.2 a sequence\'s roll and results', () => {
  it('ranged units in the defender\'s first line only: −1 to the attacker\'s roll; the defender can win the sequence; E¼ eliminates', () => {
    const { s, ctx } = boardAt('pb.seq');
    s.rng = rngFor([2]); // 2 − 1 = 1 on 2/3: E¼ / **R**
    rollSequence(ctx);
    const b = s.combat!.board!;
    const roll = ctx.log.find((x) => x.kind === 'roll')!;
    expect(roll).toMatchObject({ side: 'gallic', rule: 'BG 4.4.2', total: 1, refs: [{ kind: 'region', id: 'santones' }] });
    expect(roll.kind === 'roll' && roll.modifiers.map((m) => [m.value, m.rule])).toEqual([[-1, 'BG 4.4.2']]);
    expect(ctx.log[0]).toMatchObject({ kind: 'text', side: null, refs: [{ kind: 'region', id: 'santones' }], text: 'Sequence 1: first lines 16 SP (Gallic, attacking) against 18 SP → column 2/3.' });
    expect(b.sequences[0]).toMatchObject({ odds: '2/3', attacker: 'E¼', defender: 'R', winner: 'roman' });
    expect(b.lossQueue).toEqual([{ side: 'gallic', mode: 'eliminate', count: 1 }]);
    const results = ctx.log.filter((x) => x.kind === 'text').slice(1);
    expect(results.map((x) => x.kind === 'text' && [x.side, x.text, x.rule])).toEqual([
      ['gallic', 'Gallic result E¼: eliminate 1 of 5 first-line units (rounded in the owner\'s favour).', 'BG 4.4.2'],
      ['roman', 'Roman result R: no losses.', 'BG 4.4.2'],
    ]);
  });
  it('the attacker wins a bold result; ¼ weakens a quarter of each first line', () => {
    const { s, ctx } = boardAt('pb.seq');
    s.rng = rngFor([6]); // 6 − 1 = 5 on 2/3: **¼** / ¼
    rollSequence(ctx);
    const b = s.combat!.board!;
    expect(b.sequences[0]).toMatchObject({ winner: 'gallic' });
    expect(b.lossQueue).toEqual([{ side: 'gallic', mode: 'weaken', count: 1 }, { side: 'roman', mode: 'weaken', count: 1 }]);
    expect(ctx.log.filter((x) => x.kind === 'text').slice(1).map((x) => x.kind === 'text' && x.text)).toEqual([
      'Gallic result ¼: weaken 1 of 5 first-line units (rounded in the owner\'s favour).',
      'Roman result ¼: weaken 1 of 5 first-line units (rounded in the owner\'s favour).',
    ]);
  });
});

describe('BG 4.4.2 losses on the board', () => {
  it('an elimination sends the unit to its wing\'s E box, and says so', () => {
    const { s, ctx } = boardAt('pb.losses');
    applyBoardLoss(ctx, 'gallic', 'tarbelli-inf', 'eliminate');
    expect(s.combat!.board!.gallic.units['tarbelli-inf'].box).toBe('E');
    expect(ctx.log).toEqual([expect.objectContaining({ kind: 'text', side: 'gallic', rule: 'BG 4.4.2', text: 'Tarbelli is eliminated (Centre E box).', refs: [{ kind: 'piece', id: 'tarbelli-inf' }] })]);
  });
  it('weakening an intact unit reduces it into its wing\'s A box, and says so', () => {
    const { s, ctx } = boardAt('pb.losses');
    applyBoardLoss(ctx, 'gallic', 'boii-inf', 'weaken');
    expect([s.units['boii-inf'].reduced, s.combat!.board!.gallic.units['boii-inf'].box]).toEqual([true, 'A']);
    expect(ctx.log).toEqual([expect.objectContaining({ kind: 'text', side: 'gallic', rule: 'BG 4.4.2', text: 'Boii (Boiates) is weakened (Centre A box).', refs: [{ kind: 'piece', id: 'boii-inf' }] })]);
  });
  it('weakening a reduced unit eliminates it', () => {
    const { s, ctx } = boardAt('pb.losses');
    s.units['boii-inf'].reduced = true;
    applyBoardLoss(ctx, 'gallic', 'boii-inf', 'weaken');
    expect(s.combat!.board!.gallic.units['boii-inf'].box).toBe('E');
    expect(ctx.log[0]).toMatchObject({ rule: 'BG 4.4.2', text: 'Boii (Boiates) is weakened again and eliminated (Centre E box).', refs: [{ kind: 'piece', id: 'boii-inf' }] });
  });
});

describe('BG 4.4.2 rout test, one die per first-line wing', () => {
  it('each wing\'s roll names every unit tested with its quality, box, Rout and Rally results; an empty wing has nothing to test', () => {
    const { s, ctx } = boardAt('pb.rout');
    const g = s.combat!.board!.gallic;
    g.units['boii-inf'] = { wing: 'left', box: 'A' };
    g.units['tarbelli-inf'] = { wing: 'left', box: 'E' };
    s.units['boii-inf'].reduced = true;
    s.units['tarbelli-inf'].reduced = true;
    s.rng = rngFor([1, 6, 6]);
    routSide(ctx, 'gallic');
    const rolls = ctx.log.filter((x) => x.kind === 'roll');
    expect(rolls.map((x) => x.kind === 'roll' && [x.rule, x.purpose, x.result])).toEqual([
      ['BG 4.4.2', 'Gallic rout test, Left wing', 'Boii (Boiates) (B, A): Ra → full; Tarbelli (B, E): Ra → reduced'],
      ['BG 4.4.2', 'Gallic rout test, Centre wing', 'no unit to test'],
      ['BG 4.4.2', 'Gallic rout test, Right wing', 'no unit to test'],
    ]);
    expect(rolls[0].kind === 'roll' && rolls[0].refs).toEqual([{ kind: 'piece', id: 'boii-inf' }, { kind: 'piece', id: 'tarbelli-inf' }]);
    expect(rolls[1].kind === 'roll' && rolls[1].cell).toBeUndefined();
    expect([s.units['boii-inf'].reduced, s.units['tarbelli-inf'].reduced]).toEqual([false, true]);
    expect([g.units['boii-inf'].box, g.units['tarbelli-inf'].box]).toEqual(['line', 'line']);
  });
});
