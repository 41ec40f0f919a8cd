import { describe, expect, it } from 'vitest';
import { addLeader, emptyAtRomanMove, place } from '../testing/states';
import { rngFor } from '../testing/forceDice';
import { act, toCombat } from './testkit';

describe('BG 4.4.1 / BG 2.2 — both armies avoid the battle at once', () => {
  it('a contested region both armies leave together becomes anti-Roman (not pro-Roman by the order of the moves)', () => {
    const s0 = emptyAtRomanMove('both-evade');
    place(s0, ['legio-vii', 'numidians', 'allied-cav-1', 'civis', 'roman-cav-1', 'crassus'], 'tarbelli');
    place(s0, ['tarbelli-inf', 'boii-inf', 'elusates-inf', 'tarusates-inf', 'tarusates-cav'], 'tarbelli');
    addLeader(s0, 'adiatuanus', 'tarbelli');
    s0.control.santones = 'roman';
    s0.control.bigerriones = 'gallic';
    s0.arrivals.tarbelli = 'gallic'; // the Gallic army moves off first
    expect(s0.control.tarbelli).toBe('contested');
    let s = toCombat(s0);
    const evadeFirst = s.combat!.pending!.side;
    s = act(s, { t: 'evade', to: evadeFirst === 'roman' ? 'santones' : 'bigerriones' });
    s.rng = rngFor([1, 1]);
    s = act(s, { t: 'evade', to: evadeFirst === 'roman' ? 'bigerriones' : 'santones' });
    expect(s.units['legio-vii'].region).toBe('santones');
    expect(s.units['tarbelli-inf'].region).toBe('bigerriones');
    expect(s.control.tarbelli).toBe('gallic');
  });
});
