/** Why a region is not among a decision's choices: the choices and the rule (issue 16 §3, Bellum). */
import { describe, expect, it } from 'vitest';
import { bellum } from './system';
import { addLeader, addUnit, emptyAtRomanMove, place } from './testing/states';
import { toCombat } from './combat/testkit';
import { rngFor } from './testing/forceDice';

describe('explainIllegal for a region outside the choices', () => {
  it('an evasion aimed at a region the side does not control names the controlled neighbours (BG 4.3.1)', () => {
    const s0 = emptyAtRomanMove('why-evade');
    place(s0, ['tarbelli-inf', 'boii-inf', 'elusates-inf', 'tarusates-inf'], 'tarbelli');
    addLeader(s0, 'crassus', 'tarbelli');
    for (const u of ['legio-vii', 'numidians']) place(s0, [u], 'tarbelli');
    addUnit(s0, 'allied-cav-1', 'tarbelli');
    addUnit(s0, 'roman-cav-1', 'tarbelli');
    s0.control.santones = 'roman';
    s0.rng = rngFor([]);
    const s = toCombat(s0);
    if (s.combat?.pending?.kind !== 'skirmishEvade') return expect.fail(`expected an evasion choice, got ${JSON.stringify(s.combat?.pending)}`);
    const choices = bellum.legalActions(s).flatMap((a) => (a.t === 'evade' ? [a.to] : []));
    expect(choices.length).toBeGreaterThan(0);
    const r = bellum.apply(s, { t: 'evade', to: 'arverni' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.rejection.rule).toBe('BG 4.3.1');
      expect(r.rejection.message).toMatch(/^Arverni does not border Tarbelli\. Arverni is not a choice: a force evades only into a neighbouring region its side controls: /);
    }
  });
});
