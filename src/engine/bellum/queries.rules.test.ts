/** BG 2 / 2.1 / 4.3.2 — who is where, armies, shelters and the commanding leader. */
import { describe, expect, it } from 'vitest';
import { absTurn, armiesMeet, bestLeader, isArmy, leaderRating, leadersIn, occupancy, other, pieceName, pieceSide, placeUsableBy, sideName, totalSp, unitSp, unitsIn } from './queries';
import { addLeader, addUnit, emptyAtRomanMove } from './testing/states';

const FIVE = ['legio-vii', 'legio-viii', 'legio-ix', 'legio-x', 'legio-xi'];

describe('pieces and sides', () => {
  it('names and sides', () => {
    expect(other('roman')).toBe('gallic');
    expect(other('gallic')).toBe('roman');
    expect(sideName('roman')).toBe('Roman');
    expect(sideName('gallic')).toBe('Gallic');
    expect(pieceSide('legio-x')).toBe('roman');
    expect(pieceSide('orgetorix')).toBe('gallic');
    expect(pieceName('crassus')).toBe('P. Licinius Crassus');
    expect(pieceName('legio-x')).toBe('Legio X');
    expect(pieceName('nobody')).toBe('nobody');
  });

  it('BG 0.2: a reduced unit counts its reduced SPs', () => {
    const s = emptyAtRomanMove('sp');
    addUnit(s, 'legio-x', 'tarbelli');
    addUnit(s, 'legio-xi', 'tarbelli');
    const full = unitSp(s, 'legio-x');
    s.units['legio-x'].reduced = true;
    expect(unitSp(s, 'legio-x')).toBeLessThan(full);
    expect(totalSp(s, ['legio-x', 'legio-xi'])).toBe(unitSp(s, 'legio-x') + unitSp(s, 'legio-xi'));
    expect(totalSp(s, [])).toBe(0);
  });
});

describe('BG 2.1 — who is where', () => {
  it('in the open, anywhere in the region, or in one place; ships and the other side left out', () => {
    const s = emptyAtRomanMove('where');
    addUnit(s, 'legio-x', 'tarbelli');
    addUnit(s, 'legio-xi', 'tarbelli', 'city-a');
    addUnit(s, 'tarbelli-inf', 'tarbelli');
    s.units['trireme-1'] = { region: 'tarbelli', place: null, out: null, reduced: false };
    addUnit(s, 'legio-xii', 'santones');
    expect(unitsIn(s, 'tarbelli', 'roman')).toEqual(['legio-x']);
    expect(unitsIn(s, 'tarbelli', 'roman', 'all')).toEqual(['legio-x', 'legio-xi']);
    expect(unitsIn(s, 'tarbelli', 'roman', 'city-a')).toEqual(['legio-xi']);
    expect(unitsIn(s, 'tarbelli', 'gallic', 'all')).toEqual(['tarbelli-inf']);
    s.units['legio-x'].out = 'eliminated';
    expect(unitsIn(s, 'tarbelli', 'roman', 'all')).toEqual(['legio-xi']);
    addLeader(s, 'crassus', 'tarbelli');
    addLeader(s, 'brutus', 'tarbelli', 'city-a');
    expect(leadersIn(s, 'tarbelli', 'roman')).toEqual(['crassus']);
    expect(leadersIn(s, 'tarbelli', 'roman', 'all')).toEqual(['brutus', 'crassus']);
    expect(leadersIn(s, 'tarbelli', 'gallic', 'all')).toEqual([]);
  });

  it('BG 4.5.5: pieces on siege duty stand apart from the field force only', () => {
    const s = emptyAtRomanMove('duty');
    addUnit(s, 'legio-x', 'tarbelli');
    addUnit(s, 'legio-xi', 'tarbelli');
    addLeader(s, 'crassus', 'tarbelli');
    s.siegeDuty = ['legio-x', 'crassus'];
    expect(unitsIn(s, 'tarbelli', 'roman')).toEqual(['legio-xi']);
    expect(unitsIn(s, 'tarbelli', 'roman', 'all')).toEqual(['legio-x', 'legio-xi']);
    expect(leadersIn(s, 'tarbelli', 'roman')).toEqual([]);
    expect(leadersIn(s, 'tarbelli', 'roman', 'all')).toEqual(['crassus']);
  });

  it('BG 2.1.3: five combat units make an army; armies meet when both sides have one in the open', () => {
    expect(isArmy(FIVE)).toBe(true);
    expect(isArmy(FIVE.slice(0, 4))).toBe(false);
    const s = emptyAtRomanMove('armies');
    for (const u of FIVE) addUnit(s, u, 'tarbelli');
    for (const u of ['tarbelli-inf', 'boii-inf', 'elusates-inf', 'tarusates-inf']) addUnit(s, u, 'tarbelli');
    expect(armiesMeet(s, 'tarbelli')).toBe(false);
    addUnit(s, 'sotiates-inf', 'tarbelli');
    expect(armiesMeet(s, 'tarbelli')).toBe(true);
    s.units['sotiates-inf'].place = 'sotiates-oppidum';
    expect(armiesMeet(s, 'tarbelli')).toBe(false);
  });

  it('occupancy: combat units by side, in the open and anywhere; ships and units off the map left out', () => {
    const s = emptyAtRomanMove('occ');
    addUnit(s, 'legio-x', 'tarbelli', 'city-a');
    addUnit(s, 'legio-xi', 'santones');
    addUnit(s, 'tarbelli-inf', 'bigerriones');
    s.units['trireme-1'] = { region: 'pictones', place: null, out: null, reduced: false };
    s.units['legio-xii'] = { region: null, place: null, out: null, reduced: false };
    const o = occupancy(s);
    expect([...o.any.roman].sort()).toEqual(['santones', 'tarbelli']);
    expect([...o.field.roman]).toEqual(['santones']);
    expect([...o.any.gallic]).toEqual(['bigerriones']);
    expect([...o.field.gallic]).toEqual(['bigerriones']);
  });
});

describe('BG 0.3.4 / 3.3.2 — shelters', () => {
  it('oppida for the Gauls, cities for the Romans, never a destroyed one', () => {
    const s = emptyAtRomanMove('places');
    expect(placeUsableBy(s, 'sotiates-oppidum', 'gallic')).toBe(true);
    expect(placeUsableBy(s, 'sotiates-oppidum', 'roman')).toBe(false);
    expect(placeUsableBy(s, 'aquileia', 'roman')).toBe(true);
    expect(placeUsableBy(s, 'aquileia', 'gallic')).toBe(false);
    s.destroyed = ['sotiates-oppidum', 'aquileia'];
    expect(placeUsableBy(s, 'sotiates-oppidum', 'gallic')).toBe(false);
    expect(placeUsableBy(s, 'aquileia', 'roman')).toBe(false);
  });
});

describe('BG 4.3.2 / 4.4.2 — the commanding leader', () => {
  it('highest rank, then highest rating as it stands (a wound costs one), then the first named; none when all are gone', () => {
    const s = emptyAtRomanMove('best');
    for (const l of ['caesar', 'crassus', 'brutus', 'fabius', 'cotta']) addLeader(s, l, 'tarbelli');
    expect(bestLeader(s, ['cotta', 'brutus', 'caesar'])).toBe('caesar');
    expect(bestLeader(s, ['cotta', 'brutus', 'crassus'])).toBe('crassus'); // rank 2 rating 4
    expect(bestLeader(s, ['brutus', 'fabius'])).toBe('brutus'); // equal: the first named
    expect(bestLeader(s, ['fabius', 'brutus'])).toBe('fabius');
    s.leaders.brutus.wounded = true;
    expect(leaderRating(s, 'brutus')).toBe(2);
    expect(bestLeader(s, ['brutus', 'fabius'])).toBe('fabius');
    s.leaders.crassus.wounded = true;
    expect(bestLeader(s, ['crassus', 'fabius'])).toBe('crassus'); // 4 − 1 = 3 ties Fabius' 3: the first named keeps it
    expect(bestLeader(s, ['fabius', 'crassus'])).toBe('fabius');
    s.leaders.caesar.out = 'killed';
    expect(bestLeader(s, ['caesar', 'cotta'])).toBe('cotta');
    s.leaders.cotta.out = 'killed';
    expect(bestLeader(s, ['caesar', 'cotta'])).toBeNull();
    expect(bestLeader(s, [])).toBeNull();
  });

  it('a wound never takes a rating below 0; running turn numbers count down the years BC', () => {
    const s = emptyAtRomanMove('rate');
    addLeader(s, 'tribune-1', 'tarbelli');
    s.leaders['tribune-1'].wounded = true;
    expect(leaderRating(s, 'tribune-1')).toBeGreaterThanOrEqual(0);
    expect(absTurn({ year: 58, turn: 10 }) + 1).toBe(absTurn({ year: 57, turn: 1 }));
    expect(absTurn({ year: 58, turn: 3 })).toBe(423);
  });
});
