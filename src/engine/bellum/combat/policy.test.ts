/** The solo Gallic combat policy: legal, deterministic, and following its documented plan. */
import { describe, expect, it } from 'vitest';
import { bellum } from '../system';
import { viewFor } from '../view';
import { aquitania, place, play } from '../testing/states';
import type { BellumState } from '../state';
import { gallicCombatPolicy } from './policy';
import { act, toCombat } from './testkit';

function contact(romans: string[]): BellumState {
  let s = aquitania({ seed: 'policy' });
  for (let i = 0; i < 50 && s.step !== 'roman.move'; i++) {
    const legal = bellum.legalActions(s);
    s = play(s, [legal.find((x) => x.t === 'done') ?? legal.find((x) => x.t === 'loss') ?? legal[0]]);
  }
  s = structuredClone(s);
  place(s, [...romans, 'crassus'], 'bigerriones');
  s.arrivals.bigerriones = 'roman';
  return toCombat(s);
}

describe('gallicCombatPolicy', () => {
  it('stands when not clearly outmatched, and picks only legal actions', () => {
    let s = contact(['legio-vii', 'numidians', 'allied-cav-1', 'civis', 'roman-cav-1']);
    s = act(s, { t: 'stand' }); // the Roman attacker declares
    const legal = bellum.legalActions(s);
    const c = gallicCombatPolicy(viewFor(s, 'gallic'), legal);
    expect(c.action).toEqual({ t: 'stand' });
    expect(c.why).toMatch(/not outmatched/);
    expect(gallicCombatPolicy(viewFor(s, 'gallic'), legal)).toEqual(c); // deterministic
  });

  it('deploys by the default plan, then confirms; tests the least valuable leader', () => {
    let s = contact(['legio-vii', 'numidians', 'allied-cav-1', 'civis', 'roman-cav-1']);
    s = act(s, { t: 'stand' });
    s = act(s, { t: 'stand' });
    s = act(s, { t: 'autoDeploy' });
    s = act(s, { t: 'confirmDeploy' });
    expect(s.combat!.pending).toMatchObject({ kind: 'deploy', side: 'gallic' });
    const first = gallicCombatPolicy(viewFor(s, 'gallic'), bellum.legalActions(s));
    expect(first.action).toEqual({ t: 'autoDeploy' });
    s = act(s, first.action);
    const b = s.combat!.board!.gallic;
    expect(b.deployed.filter((u) => b.units[u].wing === 'reserve')).toHaveLength(1); // ¼ of 6
    expect(b.units['sotiates-inf'].wing).toBe('centre'); // the strongest unit holds the centre
    expect(gallicCombatPolicy(viewFor(s, 'gallic'), bellum.legalActions(s)).action).toEqual({ t: 'confirmDeploy' });
  });

  it('evades when the enemy has twice its SPs or more', () => {
    let s = aquitania({ seed: 'policy2' });
    for (let i = 0; i < 50 && s.step !== 'roman.move'; i++) {
      const legal = bellum.legalActions(s);
      s = play(s, [legal.find((x) => x.t === 'done') ?? legal.find((x) => x.t === 'loss') ?? legal[0]]);
    }
    s = structuredClone(s);
    place(s, ['legio-vii', 'civis', 'crassus'], 'tarbelli');
    for (const u of ['tarbelli-inf', 'elusates-inf', 'tarusates-inf']) { s.units[u].out = 'eliminated'; s.units[u].region = null; }
    s = toCombat(s);
    // Boii (2) + Tarusate horse (2) against 9 Roman SPs: fewer SPs and more cavalry may evade (BG 4.3.1).
    expect(s.combat!.pending).toEqual({ kind: 'skirmishEvade', side: 'gallic' });
    const c = gallicCombatPolicy(viewFor(s, 'gallic'), bellum.legalActions(s));
    expect(c.action.t).toBe('evade');
    expect(c.why).toMatch(/clearly outmatched \(9 SP against 4\)/);
  });
});
