/**
 * BG 4.4.2 (return to the map), 4.2.1 and 4.3.1/4.4.1 rule by rule: where a beaten force may go,
 * in the seed's order of priority, how it moves, and Britons and Germans beaten at home.
 */
import { describe, expect, it } from 'vitest';
import { Ctx } from '../ctx';
import type { BellumState } from '../state';
import { addLeader, emptyAquitania, putUnits } from '../testing/states';
import { controlledNeighbours, homeSectorLosses, isHomeUnit, moveForce, retreatClass, retreatForce, retreatOptions } from './retreat';

const GAULS5 = ['bigerriones-inf', 'convenae-inf', 'consoranni-inf', 'auscii-inf', 'sotiates-cav'];
const LEGIONS5 = ['legio-vii', 'legio-viii', 'legio-ix', 'legio-x', 'legio-xi'];

function empty(): BellumState {
  const s = emptyAquitania('retreat-rules');
  s.arrivals = {};
  return s;
}
const put = putUnits;

describe('BG 4.4.2 order of priority for the loser', () => {
  it('own-controlled, then enemy-controlled free of enemy units, then contested, then enemy-controlled and occupied', () => {
    const s = empty();
    s.control.santones = 'roman';
    expect(retreatClass(s, 'santones', 'roman')).toBe(0);
    s.control.santones = 'gallic';
    expect(retreatClass(s, 'santones', 'roman')).toBe(1);
    put(s, ['santones-inf'], 'santones', 'mediolanum-santonum'); // a Gaul inside its oppidum occupies the region too
    s.control.santones = 'gallic';
    expect(retreatClass(s, 'santones', 'roman')).toBe(3);
    s.control.santones = 'contested';
    expect(retreatClass(s, 'santones', 'roman')).toBe(2);
  });
  it('the options are every neighbour of the best class there is, sorted', () => {
    const s = empty();
    // Tarbelli borders Bigerriones, Santones and Nitiobriges.
    s.control.bigerriones = 'gallic';
    s.control.santones = 'gallic';
    s.control.nitiobriges = 'gallic';
    put(s, ['auscii-inf'], 'bigerriones');
    expect(retreatOptions(s, 'tarbelli', 'roman')).toEqual(['nitiobriges', 'santones']);
    s.control.santones = 'roman';
    expect(retreatOptions(s, 'tarbelli', 'roman')).toEqual(['santones']);
    expect(retreatOptions(s, 'tarbelli', 'gallic')).toEqual(['bigerriones', 'nitiobriges']);
  });
  it('a region the force may not cross into is no option (the Rhine without a Rhenus marker)', () => {
    const s = empty();
    put(s, ['treveri-inf'], 'treveri');
    for (const r of ['remi', 'eburones', 'mediomatrici', 'germania']) s.control[r] = 'gallic';
    expect(controlledNeighbours(s, 'treveri', 'gallic')).toEqual(['remi', 'eburones', 'mediomatrici']);
    expect(retreatOptions(s, 'treveri', 'gallic')).toEqual(['eburones', 'mediomatrici', 'remi']);
    s.control.remi = 'roman';
    expect(controlledNeighbours(s, 'treveri', 'gallic')).toEqual(['eburones', 'mediomatrici']);
    expect(controlledNeighbours(s, 'treveri', 'roman')).toEqual(['remi']);
  });
});

describe('BG 4.4.2 moving the beaten force', () => {
  it('living units and leaders go into the open of the new region; the dead stay dead; control follows', () => {
    const s = empty();
    put(s, ['legio-vii', 'legio-viii'], 'tarbelli');
    s.units['legio-viii'] = { region: null, place: null, out: 'eliminated', reduced: false };
    addLeader(s, 'crassus', 'tarbelli', 'aquae-tarbellicae');
    s.control.santones = 'gallic';
    const ctx = new Ctx(s);
    moveForce(ctx, 'roman', ['legio-vii', 'legio-viii'], ['crassus'], 'santones');
    expect(s.units['legio-vii']).toMatchObject({ region: 'santones', place: null });
    expect(s.units['legio-viii']).toMatchObject({ region: null, out: 'eliminated' });
    expect(s.leaders.crassus).toMatchObject({ region: 'santones', place: null });
    expect(s.control.santones).toBe('roman');
  });
  it('a force retreating into an enemy army becomes the attacker there; a retreat that meets no army changes nothing', () => {
    const s = empty();
    put(s, LEGIONS5, 'tarbelli');
    put(s, GAULS5, 'bigerriones');
    s.arrivals.bigerriones = 'gallic';
    moveForce(new Ctx(s), 'roman', LEGIONS5, [], 'bigerriones');
    expect(s.arrivals.bigerriones).toBe('roman');
    // Armies already together: a later arrival does not change who attacks.
    const t = empty();
    put(t, LEGIONS5, 'bigerriones');
    put(t, GAULS5, 'bigerriones');
    put(t, ['tarbelli-inf'], 'tarbelli');
    t.arrivals.bigerriones = 'roman';
    moveForce(new Ctx(t), 'gallic', ['tarbelli-inf'], [], 'bigerriones');
    expect(t.arrivals.bigerriones).toBe('roman');
  });
  it('the retreat is logged with its class, its rule, and the regions and leaders', () => {
    const s = empty();
    put(s, ['legio-vii'], 'tarbelli');
    addLeader(s, 'crassus', 'tarbelli');
    s.control.santones = 'gallic';
    const ctx = new Ctx(s);
    retreatForce(ctx, 'roman', 'tarbelli', ['legio-vii'], ['crassus'], 'santones', 'BG 4.5.6');
    expect(ctx.log.at(-1)).toEqual({
      kind: 'text', side: 'roman', rule: 'BG 4.5.6',
      text: 'Roman force retreats from Tarbelli to Santones (enemy-controlled but free of enemy units).',
      refs: [{ kind: 'region', id: 'tarbelli' }, { kind: 'region', id: 'santones' }, { kind: 'piece', id: 'crassus' }],
    });
    expect(s.units['legio-vii'].region).toBe('santones');
  });
});

describe('BG 4.2.1 beaten at home', () => {
  it('Germanic units in Germania and British tribes in Britannia are at home; nobody else is', () => {
    expect(isHomeUnit('german-inf-1', 'germania')).toBe(true);
    expect(isHomeUnit('german-cav-1', 'germania')).toBe(true);
    expect(isHomeUnit('german-inf-1', 'treveri')).toBe(false);
    expect(isHomeUnit('treveri-inf', 'germania')).toBe(false);
    expect(isHomeUnit('catuvellauni-inf', 'britannia')).toBe(true);
    expect(isHomeUnit('catuvellauni-inf', 'germania')).toBe(false);
    expect(isHomeUnit('treveri-inf', 'britannia')).toBe(false);
    expect(isHomeUnit('legio-vii', 'britannia')).toBe(false);
    expect(isHomeUnit('allied-cav-1', 'britannia')).toBe(false);
  });
  it('they are eliminated with a log line; the others are returned to retreat; units already gone are skipped', () => {
    const s = empty();
    put(s, ['catuvellauni-inf', 'treveri-inf', 'trinovantes-inf'], 'britannia');
    s.units['trinovantes-inf'] = { region: null, place: null, out: 'eliminated', reduced: false };
    const ctx = new Ctx(s);
    expect(homeSectorLosses(ctx, ['catuvellauni-inf', 'treveri-inf', 'trinovantes-inf'], 'britannia')).toEqual(['treveri-inf']);
    expect(s.units['catuvellauni-inf'].out).toBe('eliminated');
    expect(ctx.log.filter((x) => x.kind === 'text')).toEqual([
      expect.objectContaining({ side: 'gallic', rule: 'BG 4.2.1', text: 'Catuvellauni, beaten at home, is eliminated.', refs: [{ kind: 'piece', id: 'catuvellauni-inf' }, { kind: 'region', id: 'britannia' }] }),
    ]);
  });
});

describe('BG 4.4.2 / 3.3.3 / 4.2.1 details of the retreat', () => {
  it('a leader already captured stays off the map; a retreating piece loses its Rhenus marker', () => {
    const s = empty();
    put(s, ['legio-vii'], 'treveri');
    addLeader(s, 'crassus', 'treveri');
    addLeader(s, 'fabius', 'treveri');
    s.leaders.fabius = { region: null, place: null, out: 'captured', wounded: false };
    s.rhenus = { 'legio-vii': 'treveri', crassus: 'treveri', 'other-piece': 'eburones' };
    moveForce(new Ctx(s), 'roman', ['legio-vii'], ['crassus', 'fabius'], 'remi');
    expect(s.leaders.fabius).toMatchObject({ region: null, out: 'captured' });
    expect(s.leaders.crassus.region).toBe('remi');
    expect(s.rhenus).toEqual({ 'other-piece': 'eburones' });
  });
  it('only in Britannia or Germania is anyone at home; a German without a tribe is not a Briton', () => {
    expect(isHomeUnit('catuvellauni-inf', 'treveri')).toBe(false);
    expect(isHomeUnit('german-inf-1', 'britannia')).toBe(false);
  });
});
