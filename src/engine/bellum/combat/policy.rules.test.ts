/** The solo Gallic combat policy (BG 6.1 solo play) on board decisions, each per its documented plan. */
import { describe, expect, it } from 'vitest';
import { viewFor } from '../view';
import { boardAt, pursuitAt, twoArmies } from './battle/battleKit';
import { pendingLegal } from './legal';
import { gallicCombatPolicy } from './policy';
import type { BellumState } from '../state';

const choose = (s: BellumState) => gallicCombatPolicy(viewFor(s, 'gallic'), pendingLegal(s));

describe('solo Gallic policy on the battle board (BG 4.4.2)', () => {
  it('weaken: an intact unit before a reduced one, the weakest first (ties by name); eliminate: a reduced unit first', () => {
    const { s } = boardAt('pb.losses');
    s.units['boii-inf'].reduced = true;
    s.combat!.pending = { kind: 'boardLoss', side: 'gallic', mode: 'weaken', count: 1, rule: 'BG 4.4.2' };
    expect(choose(s)).toEqual({ action: { t: 'boardLoss', unit: 'elusates-inf' }, why: 'the weakest unit, keeping reduced units from elimination' });
    s.combat!.pending = { kind: 'boardLoss', side: 'gallic', mode: 'eliminate', count: 1, rule: 'BG 4.4.2' };
    expect(choose(s).action).toEqual({ t: 'boardLoss', unit: 'boii-inf' });
  });
  it('realignment: a reserve unit to the weakest wing', () => {
    const { s } = boardAt('pb.realignD');
    const g = s.combat!.board!.gallic.units;
    g['tarbelli-inf'].wing = 'left';
    g['tarusates-inf'].wing = 'right';
    g['boii-inf'].wing = 'centre';
    g['elusates-inf'].wing = 'right'; // Left 4 SP, Centre 2, Right 8
    g['tarusates-cav'].wing = 'reserve';
    s.combat!.pending = { kind: 'realign', side: 'gallic' };
    expect(choose(s)).toEqual({ action: { t: 'realign', unit: 'tarusates-cav', wing: 'centre' }, why: 'the centre wing is the weakest' });
  });
  it('the winner risks his least valuable leader, never the commander while another is there', () => {
    const { s } = boardAt('pb.leaders', twoArmies({ gallicLeaders: ['adiatuanus', 'comnios'] }));
    s.combat!.board!.winner = 'gallic';
    s.combat!.board!.gallic.commander = 'adiatuanus';
    s.combat!.pending = { kind: 'testLeader', side: 'gallic' };
    expect(choose(s)).toEqual({ action: { t: 'testLeader', leader: 'comnios' }, why: 'risk the least valuable leader' });
    s.combat!.board!.gallic.commander = 'comnios';
    expect(choose(s).action).toEqual({ t: 'testLeader', leader: 'adiatuanus' });
  });
  it('pursuit: the strongest fugitive allowed', () => {
    const { s } = pursuitAt('gallic', 1);
    expect(choose(s)).toEqual({ action: { t: 'pursue', unit: 'legio-vii' }, why: 'cut down the strongest fugitives allowed' });
  });
  it('the winner with no commander named risks the lowest rank, then the lowest rating', () => {
    const { s } = boardAt('pb.leaders', twoArmies({ gallicLeaders: ['comnios', 'correos', 'galba'] }));
    s.combat!.board!.winner = 'gallic';
    s.combat!.pending = { kind: 'testLeader', side: 'gallic' };
    expect(choose(s).action).toEqual({ t: 'testLeader', leader: 'galba' }); // rank 2 rating 3, before Correos (2, 4) and Comnios (3, 4)
  });
  it('pursuit among equals: by name', () => {
    const { s, e } = boardAt('pb.return');
    s.combat!.board!.winner = 'gallic';
    s.combat!.board!.roman.units['legio-vii'].wing = 'reserve';
    s.combat!.pending = { kind: 'pursuit', side: 'gallic' };
    e.pursuitMax = 1;
    e.pursued = 0;
    expect(choose(s).action).toEqual({ t: 'pursue', unit: 'civis' }); // Civis and Numidians, 4 SP each
  });
  it('deployment: the default plan first, the confirmation once units stand; a half-placed army is dealt again', () => {
    const { s } = boardAt('pb.deployA');
    s.combat!.pending = { kind: 'deploy', side: 'gallic' };
    expect(choose(s)).toEqual({ action: { t: 'autoDeploy' }, why: 'strongest units in the centre, the allowed quarter in reserve' });
    s.combat!.board!.gallic.deployed = ['boii-inf'];
    expect(choose(s).action).toEqual({ t: 'autoDeploy' }); // no confirmation offered yet
    s.combat!.board!.gallic.deployed = ['boii-inf', 'elusates-inf', 'tarbelli-inf', 'tarusates-inf', 'tarusates-cav'];
    expect(choose(s)).toEqual({ action: { t: 'confirmDeploy' }, why: 'the army stands in order' });
  });
  it('evasion: exactly twice its SPs is outmatched enough', () => {
    const { s } = boardAt('pb.evadeD', twoArmies({ region: 'santones', romans: ['legio-vii', 'legio-viii', 'legio-ix', 'legio-x', 'civis', 'numidians'], gauls: ['tarusates-inf', 'tarbelli-inf', 'boii-inf', 'elusates-inf'] }));
    s.combat!.pending = { kind: 'battleEvade', side: 'gallic' };
    // Romans 5 + 5 + 5 + 5 + 4 + 4 = 28 SP against 6 + 4 + 2 + 2 = 14.
    expect(choose(s)).toEqual({ action: { t: 'evade', to: 'pictones' }, why: 'clearly outmatched (28 SP against 14)' }); // the first region offered
  });
  it('with nothing pending: the fallback', () => {
    const { s } = boardAt('pb.seq');
    expect(choose(s)).toEqual({ action: { t: 'done' }, why: 'nothing better to do' });
  });
});
