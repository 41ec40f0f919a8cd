/** Forces in combat (combat/forces.ts): BG 4.1 which combat, BG 4.3.2 best leader, BG 4.4.2 Army Commander candidates. */
import { describe, expect, it } from 'vitest';
import { addLeader, addUnit, emptyAtRomanMove } from '../testing/states';
import { twoArmies } from './battle/battleKit';
import { cavalrySp, commanderCandidates, fieldCombatType, fieldForce, isCavalry, isInfantry, leaderValue, listFieldCombats } from './forces';

describe('BG 4.1 which field combat', () => {
  it('two armies: a pitched battle; otherwise a skirmish; nobody of one side in the open: none', () => {
    const s = twoArmies();
    expect(fieldCombatType(s, 'santones')).toBe('battle');
    s.units['boii-inf'].out = 'eliminated';
    expect(fieldCombatType(s, 'santones')).toBe('skirmish');
    for (const u of ['tarbelli-inf', 'elusates-inf', 'tarusates-inf', 'tarusates-cav']) s.units[u].place = 'mediolanum-santonum';
    expect(fieldCombatType(s, 'santones')).toBeNull();
    expect(fieldCombatType(s, 'pictones')).toBeNull();
  });
  it('every skirmish of the phase before every pitched battle', () => {
    const s = twoArmies({ region: 'santones' });
    addUnit(s, 'legio-viii', 'tarbelli');
    addUnit(s, 'bigerriones-inf', 'tarbelli');
    addUnit(s, 'legio-ix', 'bigerriones');
    addUnit(s, 'convenae-inf', 'bigerriones');
    expect(listFieldCombats(s)).toEqual([
      { kind: 'skirmish', region: expect.any(String) },
      { kind: 'skirmish', region: expect.any(String) },
      { kind: 'battle', region: 'santones' },
    ]);
    expect(listFieldCombats(s).slice(0, 2).map((x) => x.region).sort()).toEqual(['bigerriones', 'tarbelli']);
  });
  it('the field force leaves out pieces inside places', () => {
    const s = twoArmies({ gallicLeaders: ['adiatuanus'] });
    s.units['boii-inf'].place = 'mediolanum-santonum';
    expect(fieldForce(s, 'santones', 'gallic')).toEqual({ units: ['elusates-inf', 'tarbelli-inf', 'tarusates-cav', 'tarusates-inf'], leaders: ['adiatuanus'] });
  });
  it('cavalry and infantry; cavalry SPs count cavalry only', () => {
    const s = twoArmies();
    expect([isCavalry('tarusates-cav'), isInfantry('tarusates-cav'), isCavalry('tarbelli-inf'), isInfantry('tarbelli-inf')]).toEqual([true, false, false, true]);
    expect(cavalrySp(s, ['legio-vii', 'roman-cav-1', 'allied-cav-1'])).toBe(5);
  });
});

describe('BG 4.3.2 the best leader\'s value; BG 4.4.2 the Army Commander', () => {
  it('highest rank, then rating; a wounded leader rates one less; no leader: 0', () => {
    const s = emptyAtRomanMove('forces');
    for (const l of ['comnios', 'correos', 'galba']) addLeader(s, l, 'nervii');
    expect(leaderValue(s, ['galba', 'correos', 'comnios'])).toEqual({ leader: 'comnios', value: 4 });
    s.leaders.comnios.wounded = true;
    expect(leaderValue(s, ['galba', 'correos', 'comnios'])).toEqual({ leader: 'comnios', value: 3 });
    expect(leaderValue(s, [])).toEqual({ leader: null, value: 0 });
  });
  it('candidates: every leader tied at the top for rank and rating, by name; none without leaders', () => {
    const s = emptyAtRomanMove('forces');
    for (const l of ['fabius', 'cicero', 'crassus']) addLeader(s, l, 'nervii');
    expect(commanderCandidates(s, ['fabius', 'cicero', 'crassus'])).toEqual(['crassus']);
    s.leaders.crassus.wounded = true; // 4 → 3: tied with the other legates
    expect(commanderCandidates(s, ['fabius', 'cicero', 'crassus'])).toEqual(['cicero', 'crassus', 'fabius']);
    expect(commanderCandidates(s, [])).toEqual([]);
  });
});
