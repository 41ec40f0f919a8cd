/**
 * determinizeAg on real positions of 12.1, 12.2 and 12.3, for both sides: the sample's view is the
 * view it came from, its legal list is the true one when the side is to act, it breaks no rule the
 * engine checks (invariants.ts), its hidden parts are drawn (they vary with the bot's generator) and
 * its dice are not the true state's.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import { seedRng } from '../../core/rng';
import { agTribe } from '../data';
import { checkInvariants } from '../invariants';
import { FINAL_ASSAULT_SIZE, isFreeZone, ZONE_CAP_CP } from '../planning';
import { alesiaGboh } from '../system';
import type { AgScenarioId, AgSide, AgState } from '../state';
import { fresh, play } from '../testing';
import { viewFor } from '../view';
import { determinizeAg } from './determinize';
import { choicePositions, gamePositions } from './testPositions';

const keys = (s: AgState) => alesiaGboh.legalActions(s).map(alesiaGboh.actionKey);
const SCENARIOS: AgScenarioId[] = ['12.1', '12.2', '12.3'];

/** The Roman redeploying for AP 2 after the Gaul called the first off (reading X1). */
function redeploy(scenario: AgScenarioId): AgState | null {
  const s = gamePositions(scenario, 'det', 250).find((x) => alesiaGboh.legalActions(x).some((a) => a.t === 'callOff'));
  return s ? play(s, { t: 'callOff' }) : null;
}

function positions(scenario: AgScenarioId, side: AgSide): AgState[] {
  const out = choicePositions(gamePositions(scenario, 'det', 250), side, 60);
  if (side === 'roman') {
    out.unshift(fresh(scenario, 'det'));
    const r = redeploy(scenario);
    if (r && r.step === 'roman-redeploy') out.push(r);
  }
  return out;
}

describe('GBoH bot: determinize', { timeout: 240_000 }, () => {
  for (const scenario of SCENARIOS) {
    for (const side of ['roman', 'gallic'] as AgSide[]) {
      it(`${scenario} ${side}: agrees with the view, keeps the legal list and the rules, reseeds the dice`, () => {
        const ps = positions(scenario, side);
        expect(ps.length).toBeGreaterThan(3);
        // The Roman's set-up, and (12.2, 12.3) his redeployment for AP 2, are among them.
        if (side === 'roman') expect(ps.map((x) => x.step)).toEqual(expect.arrayContaining(scenario === '12.1' ? ['roman-setup'] : ['roman-setup', 'roman-redeploy']));
        for (const [n, s] of ps.entries()) {
          const v = deepFreeze(viewFor(s, side));
          const [d] = determinizeAg(v, side, seedRng(n));
          expect(alesiaGboh.toAct(d)).toBe(side);
          expect(viewFor(d, side)).toEqual(v);
          expect(keys(d)).toEqual(keys(s));
          expect(checkInvariants(d)).toEqual([]);
          expect(d.rng).not.toEqual(s.rng);
          expect(Object.keys(d.units)).toEqual(Object.keys(s.units));
          expect(Object.keys(d.tribes)).toEqual(Object.keys(s.tribes));
          expect(Object.keys(d.leaders)).toEqual(Object.keys(s.leaders));
        }
      });
    }
  }

  it('12.2 roman: the plan is sampled within the zone caps, not copied — other seeds, other plans', () => {
    const s = choicePositions(gamePositions('12.2', 'det', 250), 'roman').find((x) => x.step === 'choose')!;
    const v = viewFor(s, 'roman');
    expect(v.plan).toBeUndefined();
    const plans = new Set<string>();
    for (let k = 0; k < 6; k++) {
      const [d] = determinizeAg(v, 'roman', seedRng(`p${k}`));
      const cp = new Map<string, number>();
      for (const [t, z] of Object.entries(d.plan.assign)) if (!isFreeZone(z)) cp.set(z, (cp.get(z) ?? 0) + agTribe(t).control);
      for (const n of cp.values()) expect(n).toBeLessThanOrEqual(ZONE_CAP_CP);
      // Every counter still available has a zone (AG 5.31); a placed one keeps the zone it showed.
      for (const [t, st] of Object.entries(d.tribes)) {
        if (st.status === 'available') expect(d.plan.assign[t]).toBeDefined();
        if (st.zone) expect(d.plan.assign[t]).toBe(st.zone);
      }
      plans.add(JSON.stringify(d.plan.assign));
    }
    expect(plans.size).toBeGreaterThan(1);
    expect(plans.has(JSON.stringify(s.plan.assign))).toBe(false);
  });

  it('12.1 roman: the picked counters fit the Size cap, include those arrived, and vary', () => {
    const s = choicePositions(gamePositions('12.1', 'det', 250), 'roman').find((x) => x.step === 'choose')!;
    const v = viewFor(s, 'roman');
    const picks = new Set<string>();
    for (let k = 0; k < 6; k++) {
      const [d] = determinizeAg(v, 'roman', seedRng(`q${k}`));
      expect(d.plan.picked.reduce((n, t) => n + agTribe(t).size, 0)).toBeLessThanOrEqual(FINAL_ASSAULT_SIZE);
      for (const t of Object.keys(v.tribes)) expect(d.plan.picked).toContain(t);
      for (const [t, st] of Object.entries(d.tribes)) expect(st.status === 'unused').toBe(!d.plan.picked.includes(t));
      picks.add(JSON.stringify([...d.plan.picked].sort()));
    }
    expect(picks.size).toBeGreaterThan(1);
  });

  it('gallic: the Roman’s standing orders are drawn, the Gaul’s own copied', () => {
    const s = choicePositions(gamePositions('12.2', 'det', 250), 'gallic').find((x) => x.step === 'choose')!;
    const v = viewFor(s, 'gallic');
    expect(v.orders.roman).toBeUndefined();
    const drawn = new Set<string>();
    for (let k = 0; k < 12; k++) {
      const [d] = determinizeAg(v, 'gallic', seedRng(`o${k}`));
      expect(d.orders.gallic).toEqual(s.orders.gallic);
      drawn.add(JSON.stringify([d.orders.roman, d.reactOrders?.roman ?? 'ask']));
    }
    expect(drawn.size).toBeGreaterThan(2);
  });

  it('is a pure function of view, side and generator', () => {
    const s = choicePositions(gamePositions('12.3', 'det', 250), 'roman')[1];
    const v = deepFreeze(viewFor(s, 'roman'));
    const [a, ra] = determinizeAg(v, 'roman', seedRng(9));
    const [b, rb] = determinizeAg(v, 'roman', seedRng(9));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(ra).toEqual(rb);
  });
});
