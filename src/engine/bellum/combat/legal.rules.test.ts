/**
 * The combat phase's legal actions (combat/legal.ts), rule by rule: BG 4.4.2 pursuit (at least one
 * unit, at most the limit), realignment, losses on the board, the winner's leader test.
 */
import { describe, expect, it } from 'vitest';
import { bellum } from '../system';
import { boardAt, pursuitAt, twoArmies } from './battle/battleKit';
import { pendingLegal } from './legal';

describe('BG 4.4.2 pursuit: a minimum of one unit, a maximum of the limit', () => {
  it('the first unit must be taken; then the victor may stop; at the limit he can only stop', () => {
    const { s, e } = pursuitAt('roman', 2);
    const first = pendingLegal(s);
    expect(first).not.toContainEqual({ t: 'done' });
    expect(first).toEqual(['boii-inf', 'elusates-inf', 'tarbelli-inf', 'tarusates-inf'].map((unit) => ({ t: 'pursue', unit }))); // intact infantry before intact cavalry
    e.pursued = 1;
    expect(pendingLegal(s)).toContainEqual({ t: 'done' });
    expect(pendingLegal(s).filter((a) => a.t === 'pursue').length).toBeGreaterThan(0);
    e.pursued = 2;
    expect(pendingLegal(s)).toEqual([{ t: 'done' }]);
  });
  it('with no limit recorded the limit is one; with nobody left to pursue the victor stops', () => {
    const { s, e } = boardAt('pb.return');
    s.combat!.board!.winner = 'roman';
    s.combat!.pending = { kind: 'pursuit', side: 'roman' };
    expect(pendingLegal(s).filter((a) => a.t === 'pursue').length).toBeGreaterThan(0);
    e.pursued = 1;
    expect(pendingLegal(s)).toEqual([{ t: 'done' }]);
    e.pursued = 0;
    e.pursuitMax = 3;
    for (const u of Object.keys(s.combat!.board!.gallic.units)) s.combat!.board!.gallic.units[u].box = 'lost';
    expect(pendingLegal(s)).toEqual([{ t: 'done' }]);
  });
});

describe('BG 4.4.2 realignment and losses', () => {
  it('each reserve unit may go to any of the three first-line wings, or the side is done', () => {
    const { s } = boardAt('pb.realignD');
    s.combat!.board!.gallic.units['boii-inf'].wing = 'reserve';
    s.combat!.pending = { kind: 'realign', side: 'gallic' };
    expect(pendingLegal(s)).toEqual([
      { t: 'realign', unit: 'boii-inf', wing: 'left' },
      { t: 'realign', unit: 'boii-inf', wing: 'centre' },
      { t: 'realign', unit: 'boii-inf', wing: 'right' },
      { t: 'done' },
    ]);
  });
  it('a loss is taken from the first line; with nobody left there the only action is done', () => {
    const { s } = boardAt('pb.losses');
    s.combat!.pending = { kind: 'boardLoss', side: 'gallic', mode: 'weaken', count: 1, rule: 'BG 4.4.2' };
    s.combat!.board!.gallic.units['boii-inf'].box = 'A';
    expect(pendingLegal(s)).toEqual(['elusates-inf', 'tarbelli-inf', 'tarusates-cav', 'tarusates-inf'].map((unit) => ({ t: 'boardLoss', unit })));
    for (const u of Object.keys(s.combat!.board!.gallic.units)) s.combat!.board!.gallic.units[u].box = 'E';
    expect(pendingLegal(s)).toEqual([{ t: 'done' }]);
  });
});

describe('BG 4.4.2 / 4.3.2 the winner tests a leader of his choice', () => {
  it('any leader of his still in play, from the Leaders box in a battle', () => {
    const { s } = boardAt('pb.leaders', twoArmies({ romanLeaders: ['fabius', 'crassus'] }));
    s.combat!.board!.winner = 'roman';
    s.combat!.pending = { kind: 'testLeader', side: 'roman' };
    expect(pendingLegal(s).map((a) => (a.t === 'testLeader' ? a.leader : a.t)).sort()).toEqual(['crassus', 'fabius']);
    s.leaders.fabius.out = 'killed';
    expect(pendingLegal(s)).toEqual([{ t: 'testLeader', leader: 'crassus' }]);
    s.leaders.crassus.out = 'captured';
    expect(pendingLegal(s)).toEqual([{ t: 'done' }]);
  });
  it('in a skirmish, from the leaders in the open of the region', () => {
    const { s } = boardAt('sk', twoArmies({ romanLeaders: ['fabius'] }));
    s.combat!.board = null;
    s.combat!.encounters[0].kind = 'skirmish';
    s.combat!.pending = { kind: 'testLeader', side: 'roman' };
    expect(pendingLegal(s)).toEqual([{ t: 'testLeader', leader: 'fabius' }]);
  });
  it('with no decision pending the only action is done', () => {
    const { s } = boardAt('pb.seq');
    expect(pendingLegal(s)).toEqual([{ t: 'done' }]);
    expect(bellum.legalActions(s)).toEqual([{ t: 'done' }]);
  });
});
