/**
 * BG 4.2.2 effects of combat on leaders, as the log tells them: the Leader Table roll, capture
 * (with the Gallic chiefs' return), death, wounds, Caesar's second roll, tribunes replacing fallen
 * legates while counters last.
 */
import { describe, expect, it } from 'vitest';
import { Ctx } from '../ctx';
import type { LogEntry } from '../../core/log';
import { addLeader, emptyAquitania } from '../testing/states';
import { rngFor } from '../testing/forceDice';
import { captureLeader, freeTribune, killLeader, replaceByTribune, testLeader, woundLeader } from './leaders';

const said = (log: LogEntry[]) => log.flatMap((e) => (e.kind === 'text' ? [[e.side, e.text, e.rule, (e.refs ?? []).map((r) => r.id)]] : []));

function withLeaders(...ids: string[]) {
  const s = emptyAquitania('leaders-rules');
  s.losses = [];
  for (const l of ids) addLeader(s, l, 'tarbelli');
  return { s, ctx: new Ctx(s) };
}

describe('BG 4.2.2 the Leader Table', () => {
  it('the roll names the leader and why he is tested, with the cell read', () => {
    const { ctx } = withLeaders('crassus');
    ctx.s.rng = rngFor([3, 4]);
    expect(testLeader(ctx, 'crassus', 'battle winner')).toBeNull();
    expect(ctx.log).toEqual([expect.objectContaining({ kind: 'roll', side: 'roman', rule: 'BG 4.2.2', purpose: 'Leader Table for P. Licinius Crassus (battle winner)', total: 7, result: 'none', cell: { table: 'leader', row: '7', col: '2d6' }, refs: [{ kind: 'piece', id: 'crassus' }] })]);
    expect(ctx.s.leaders.crassus).toMatchObject({ out: null, wounded: false });
  });
  it('a Gallic chief tests on his own side\'s behalf; 2 captures him', () => {
    const { s, ctx } = withLeaders('adiatuanus');
    s.rng = rngFor([1, 1]);
    expect(testLeader(ctx, 'adiatuanus', 'skirmish loser')).toBeNull();
    expect(ctx.log[0]).toMatchObject({ kind: 'roll', side: 'gallic' });
    expect(s.leaders.adiatuanus).toMatchObject({ out: 'captured', region: null, place: null });
  });
  it('Caesar struck down rolls again: 1 killed, otherwise only wounded', () => {
    for (const [second, result] of [[1, 'killed'], [2, 'only wounded']] as const) {
      const { ctx } = withLeaders('caesar');
      ctx.s.rng = rngFor([5, 6, second]);
      testLeader(ctx, 'caesar', 'test');
      const again = ctx.log.filter((e) => e.kind === 'roll')[1];
      expect(again).toMatchObject({ side: 'roman', rule: 'BG 4.2.2', purpose: 'Caesar struck down: is he killed?', result, refs: [{ kind: 'piece', id: 'caesar' }] });
    }
  });
  it('a legate killed: the tribune placed is returned so the battle can seat him', () => {
    const { s, ctx } = withLeaders('fabius');
    s.rng = rngFor([5, 6]);
    expect(testLeader(ctx, 'fabius', 'test')).toBe('tribune-1');
    s.rng = rngFor([1, 2]); // 3: wounded — no tribune
    expect(testLeader(ctx, 'tribune-1', 'test')).toBeNull();
  });
});

describe('BG 4.2.2 capture, death and wounds in the log', () => {
  it('a captured legate never returns; a tribune takes his place with the army', () => {
    const { ctx } = withLeaders('fabius');
    captureLeader(ctx, 'fabius');
    expect(said(ctx.log)).toEqual([
      ['roman', 'C. Fabius is captured and will never return.', 'BG 4.2.2', ['fabius']],
      ['roman', 'Tribune I takes the place of C. Fabius.', 'BG 4.2.2', ['tribune-1', 'tarbelli']],
    ]);
    expect(ctx.s.leaders['tribune-1']).toEqual({ region: 'tarbelli', place: null, out: null, wounded: false });
  });
  it('a captured Gallic chief will return next winter; a pro-Roman chief too, and no tribune replaces him', () => {
    const { ctx } = withLeaders('adiatuanus', 'diviciacos');
    captureLeader(ctx, 'adiatuanus');
    captureLeader(ctx, 'diviciacos');
    expect(said(ctx.log)).toEqual([
      ['gallic', 'Adiatuanus is captured; he will return in the winter turn of 55 BC.', 'BG 4.2.2', ['adiatuanus']],
      ['roman', 'Diviciacos is captured; he will return in the winter turn of 55 BC.', 'BG 4.2.2', ['diviciacos']],
    ]);
    expect(ctx.s.leaders.diviciacos.returnsYear).toBe(55);
    expect(freeTribune(ctx.s)).toBe('tribune-1');
  });
  it('a captured tribune: his counter may serve again', () => {
    const { ctx } = withLeaders('tribune-2');
    captureLeader(ctx, 'tribune-2');
    expect(said(ctx.log)[0]).toEqual(['roman', 'Tribune II is captured; the counter may serve again for a later replacement.', 'BG 4.2.2', ['tribune-2']]);
    expect(said(ctx.log)[1]).toEqual(['roman', 'Tribune I takes the place of Tribune II.', 'BG 4.2.2', ['tribune-1', 'tarbelli']]);
  });
  it('a leader off the map (no region) captured or killed is not replaced', () => {
    const { s, ctx } = withLeaders('fabius', 'cicero');
    s.leaders.fabius.region = null;
    s.leaders.cicero.region = null;
    captureLeader(ctx, 'fabius');
    killLeader(ctx, 'cicero');
    expect(s.leaders['tribune-1']).toBeUndefined();
    expect(said(ctx.log).map((x) => x[1])).toEqual(['C. Fabius is captured and will never return.', 'Q. Tullius Cicero is killed.']);
  });
  it('killed: the counter leaves the map; the log names him', () => {
    const { s, ctx } = withLeaders('adiatuanus');
    killLeader(ctx, 'adiatuanus');
    expect(s.leaders.adiatuanus).toMatchObject({ out: 'killed', region: null, place: null });
    expect(said(ctx.log)).toEqual([['gallic', 'Adiatuanus is killed.', 'BG 4.2.2', ['adiatuanus']]]);
  });
  it('no tribune counter left: the loss is logged and nobody is placed', () => {
    const { s, ctx } = withLeaders('fabius');
    for (const t of ['tribune-1', 'tribune-2', 'tribune-3', 'tribune-4']) s.leaders[t] = { region: null, place: null, out: 'killed', wounded: false };
    expect(replaceByTribune(ctx, 'fabius', 'tarbelli')).toBeNull();
    expect(said(ctx.log)).toEqual([['roman', 'No tribune counter is left to replace C. Fabius.', 'BG 4.2.2', []]]);
  });
  it('wounded: the counter is flipped; wounded again: no further effect', () => {
    const { s, ctx } = withLeaders('adiatuanus');
    woundLeader(ctx, 'adiatuanus');
    woundLeader(ctx, 'adiatuanus');
    expect(s.leaders.adiatuanus.wounded).toBe(true);
    expect(said(ctx.log)).toEqual([
      ['gallic', 'Adiatuanus is wounded (counter flipped).', 'BG 4.2.2', ['adiatuanus']],
      ['gallic', 'Adiatuanus is wounded again: no further effect.', 'BG 4.2.2', ['adiatuanus']],
    ]);
  });
});
