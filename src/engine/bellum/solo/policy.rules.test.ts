/** BG 6.1 solo play — the automatic Gallic player's decisions outside combat, each with its reason. */
import { describe, expect, it } from 'vitest';
import { viewFor } from '../view';
import { addUnit, emptyAtRomanMove } from '../testing/states';
import type { BellumAction, BellumState } from '../state';
import { gallicPolicy } from './policy';

const decide = (s: BellumState, legal: BellumAction[]) => gallicPolicy(viewFor(s, 'gallic'), legal);
const scorch = (...regions: string[]) => regions.map((region) => ({ t: 'scorch', region }) as BellumAction);

describe('solo Gallic policy', () => {
  it('BG 5.2: the Veneti fleet is raised in the Veneti region, not in Corbilo', () => {
    const s = emptyAtRomanMove('pol');
    const c = decide(s, [{ t: 'placeFleet', corbilo: true }, { t: 'placeFleet', corbilo: false }]);
    expect(c.action).toEqual({ t: 'placeFleet', corbilo: false });
    expect(c.why).toMatch(/Corbilo/);
  });

  it('losses: an intact weak unit is reduced first', () => {
    const s = emptyAtRomanMove('pol2');
    addUnit(s, 'tarbelli-inf', 'tarbelli');
    addUnit(s, 'boii-inf', 'tarbelli');
    s.units['tarbelli-inf'].reduced = true;
    s.losses = [{ side: 'gallic' } as never];
    const c = decide(s, [{ t: 'loss', unit: 'tarbelli-inf' }, { t: 'loss', unit: 'boii-inf' }]);
    expect(c.action).toEqual({ t: 'loss', unit: 'boii-inf' });
    expect(c.why).toBe('intact units are reduced before any unit is lost, weakest first');
  });

  it('Scorched Earth where Roman troops stand or could march next, never on Gallic troops', () => {
    const s = emptyAtRomanMove('pol3');
    s.step = 'supply.scorch';
    addUnit(s, 'legio-x', 'santones');
    addUnit(s, 'tarbelli-inf', 'tarbelli'); // Tarbelli borders Santones but holds Gauls
    const c = decide(s, scorch('arverni', 'tarbelli', 'pictones', 'lemovices'));
    expect(c.action).toEqual({ t: 'scorch', region: 'pictones' });
    expect(c.why).toBe('Roman troops are in or next to Pictones');
    expect(decide(s, scorch('santones')).action).toEqual({ t: 'scorch', region: 'santones' });
  });

  it('Roman troops inside a place do not draw Scorched Earth; nothing near them: done', () => {
    const s = emptyAtRomanMove('pol4');
    s.step = 'supply.scorch';
    addUnit(s, 'legio-x', 'santones', 'mediolanum-santonum');
    const c = decide(s, [...scorch('pictones'), { t: 'done' }]);
    expect(c.action).toEqual({ t: 'done' });
    expect(c.why).toBe('no other region next to the Romans is free of Gallic troops');
  });

  it('the Gallic movement: hold; other steps: done or end, else the first legal action', () => {
    const s = emptyAtRomanMove('pol5');
    s.step = 'gallic.move';
    expect(decide(s, [{ t: 'endMove' }])).toEqual({ action: { t: 'endMove' }, why: 'the Gauls hold their ground' });
    s.step = 'supply.depots';
    expect(decide(s, [{ t: 'reinforce', id: 'x', region: 'y' }, { t: 'done' }])).toEqual({ action: { t: 'done' }, why: 'default' });
    expect(decide(s, [{ t: 'reinforce', id: 'x', region: 'y' }, { t: 'endMove' }]).action).toEqual({ t: 'endMove' });
    expect(decide(s, [{ t: 'reinforce', id: 'x', region: 'y' }]).action).toEqual({ t: 'reinforce', id: 'x', region: 'y' });
  });
});
