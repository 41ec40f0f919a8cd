/**
 * Shock and Hit rules that no other test named (AG 8.53, 9.32–9.34, 10.11, 10.15, 10.16, 10.22, 10.26,
 * 10.41, 10.45, 12.1 Special), each asserted on frozen inputs — the pure resolution functions, or
 * the legal list and `apply` of the real board — so that breaking the rule fails the test.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import type { LogEntry } from '../../core/log';
import { hexKey, parseHexKey } from '../../hex/coords';
import { neighbour } from '../../hex/directions';
import type { AgAction } from '../actions';
import { aspectHexes } from '../facing';
import { takeHits } from '../fire/cohesion';
import { missileDrms } from '../fire/drms';
import { flatGround, k, stack, unit } from '../fire/testing';
import { alesiaGboh } from '../system';
import { deployed, withDice } from '../testing';
import type { AgState, Facing } from '../state';
import type { ShockAttack } from './attack';
import { advanceDuty } from './advance';
import { mayShockInto, preShockTest, unsupportedShooters } from './before';
import { shockDrms } from './drms';
import { shareHits } from './hits';
import { previewShock, resolveShock } from './resolve';
import { retreatHexes } from './retreat';
import { openSpot, position } from './kit';

const attack = (over: Partial<ShockAttack> & Pick<ShockAttack, 'attackers' | 'defenders'>): ShockAttack =>
  deepFreeze({ moved: false, mandatory: false, leaders: [], ...over });

describe('AG 8.53 — artillery fights only by fire', () => {
  const g = flatGround();
  it('a Scorpion or a Palintonos never attacks in shock', () => {
    expect(mayShockInto(g, unit('sc', 'SC', k(0, 0), 0), k(1, 0))).toMatchObject({ ok: false });
    expect(mayShockInto(g, unit('pa', 'PA', k(0, 0), 0), k(1, 0))).toMatchObject({ ok: false });
    expect(mayShockInto(g, unit('co', 'CO', k(0, 0), 0), k(1, 0)).ok).toBe(true);
  });
  it('shocked alone it is eliminated; stacked with infantry it is not', () => {
    expect(unsupportedShooters(stack(k(1, 0), unit('sc', 'SC', k(1, 0), 3)))).toEqual(['sc']);
    expect(unsupportedShooters(stack(k(1, 0), unit('pa', 'PA', k(1, 0), 3)))).toEqual(['pa']);
    expect(unsupportedShooters(stack(k(1, 0), unit('co', 'CO', k(1, 0), 3), unit('sc', 'SC', k(1, 0), 3)))).toEqual([]);
  });
});

describe('AG 9.33 — which attacker advances', () => {
  const flat = flatGround();
  const d = stack(k(1, 0), unit('co', 'CO', k(1, 0), 3));
  it('the one that earned a favourable (position) DRM, even with the lower TQ', () => {
    const front = unit('f', 'BI', k(0, 0), 0, { side: 'gallic', tq: 8 });
    const flank = unit('s', 'BI', k(1, -1), 4, { side: 'gallic', tq: 5 });
    expect(advanceDuty(flat, [stack(front.hex, front), stack(flank.hex, flank)], [d], k(1, 0))).toEqual({ mustAdvance: true, rule: 'AG 9.33', candidates: ['s'] });
  });
  it('otherwise the best TQ; on a tie, each tied unit is the attacker’s to pick', () => {
    const a = unit('a', 'BI', k(0, 0), 0, { side: 'gallic', tq: 6 });
    const b = unit('b', 'BI', k(0, 1), 1, { side: 'gallic', tq: 7 });
    expect(advanceDuty(flat, [stack(a.hex, a), stack(b.hex, b)], [d], k(1, 0)).candidates).toEqual(['b']);
    const c = unit('c', 'BI', k(0, 1), 1, { side: 'gallic', tq: 6 });
    expect([...advanceDuty(flat, [stack(a.hex, a), stack(c.hex, c)], [d], k(1, 0)).candidates].sort()).toEqual(['a', 'c']);
  });
});

describe('AG 10.11, 10.15 — Hits', () => {
  it('AG 10.11: a side’s Hits are shared evenly among its units, the leftover placed as chosen', () => {
    const s = [stack(k(0, 0), unit('a', 'BI', k(0, 0), 0)), stack(k(0, 1), unit('b', 'BI', k(0, 1), 0))];
    expect(shareHits(s, 4).perUnit).toEqual({ a: 2, b: 2 });
    expect(shareHits(s, 3, ['b']).perUnit).toEqual({ a: 1, b: 2 });
  });
  it('AG 10.15: a firer’s Hits worsen its missile die, one each; they never change a shock DRM', () => {
    const g = flatGround();
    const shot = (hits: number) => missileDrms(g, { firer: unit('co', 'CO', k(0, 0), 0, { hits }), firerOnTop: true, target: stack(k(1, 0), unit('b', 'BI', k(1, 0), 3, { side: 'gallic' })), moves: false, occupied: new Set<string>(), enemiesInZoc: [] }, 'J', 1);
    const sum = (ds: readonly { value: number }[]) => ds.reduce((n, x) => n + x.value, 0);
    expect(sum(shot(2)) - sum(shot(0))).toBe(2);
    const fight = (hits: number) => shockDrms(g, attack({
      attackers: [stack(k(0, 0), unit('a', 'BI', k(0, 0), 0, { side: 'gallic', hits }))],
      defenders: [stack(k(1, 0), unit('d', 'CO', k(1, 0), 3, { hits }))],
    }));
    expect(fight(4)).toEqual(fight(0));
  });
});

describe('AG 10.16, 10.41, 10.45 — TQ checks and routs', () => {
  it('AG 10.16: the pre-shock TQ check passes at or under the TQ and fails over it', () => {
    const co = unit('co', 'CO', k(1, 0), 3, { tq: 5 });
    expect(preShockTest(stack(co.hex, co), 5, true).passed).toBe(true);
    expect(preShockTest(stack(co.hex, co), 6, true).passed).toBe(false);
  });
  it('AG 10.41: an unreduced cohort or BI routs when its Hits reach its printed TQ, not before', () => {
    for (const type of ['CO', 'BI'] as const) {
      const u = unit('u', type, k(0, 0), 0, { tq: 6, hits: 4 });
      expect(takeHits(u, 1).fate).toBe('steady');
      expect(takeHits(u, 2)).toMatchObject({ total: 6, fate: 'routs' });
      expect(takeHits(u, 4).fate).toBe('routs');
    }
    // Only they rout: a unit without a reduced side (LI) is eliminated instead (AG 10.14).
    expect(takeHits(unit('li', 'LI', k(0, 0), 0, { tq: 5, hits: 4 }), 1).fate).toBe('eliminated');
  });
  it('AG 10.45: when the Hits would rout every attacker and every defender, they all rout', () => {
    const g = flatGround();
    const a = attack({
      attackers: [stack(k(0, 0), unit('a', 'BI', k(0, 0), 0, { side: 'gallic', tq: 6, hits: 5 }))],
      defenders: [stack(k(1, 0), unit('d', 'CO', k(1, 0), 3, { tq: 6, hits: 5 }))],
    });
    const net = previewShock(g, a).net;
    // Row 4 gives each side 2 Hits (GB-9.23); the die that lands on it.
    const die = 4 - net;
    expect(die).toBeGreaterThanOrEqual(0);
    expect(die).toBeLessThanOrEqual(9);
    const r = resolveShock(g, a, die);
    expect(r.attackerHits.map((h) => h.fate)).toEqual(['routs']);
    expect(r.defenderHits.map((h) => h.fate)).toEqual(['routs']);
  });
  it('AG 12.1 Special: in the Final Assault a unit that would rout is eliminated instead', () => {
    const u = unit('u', 'BI', k(0, 0), 0, { tq: 6, hits: 5 });
    expect(takeHits(u, 1, { routedIsEliminated: true })).toMatchObject({ fate: 'eliminated', rule: 'AG 12.1' });
  });
});

describe('AG 10.22 — where a retreat may not go', () => {
  it('never into a Death Garden hex, nor into a hex movement may not enter', () => {
    const u = unit('u', 'BI', k(0, 0), 0, { side: 'gallic' });
    const rear = aspectHexes(k(0, 0), 0, 'rear');
    expect(retreatHexes(flatGround(), u, () => true).sort()).toEqual([...rear].sort());
    expect(retreatHexes(flatGround({ deathGardens: [rear[0]] }), u, () => true)).toEqual([rear[1]]);
    expect(retreatHexes(flatGround({ prohibited: [rear[1]] }), u, () => true)).toEqual([rear[0]]);
    expect(retreatHexes(flatGround({ deathGardens: [rear[0]], prohibited: [rear[1]] }), u, () => true)).toEqual([]);
  });
});

// ------------------------------------------------------------------ in play, on the real board

const nb = (hex: string, d: number): string => hexKey(neighbour(parseHexKey(hex), ((d % 6) + 6) % 6));
const legal = (s: AgState) => alesiaGboh.legalActions(s);
function step(s: AgState, a: AgAction): { s: AgState; log: LogEntry[] } {
  const r = alesiaGboh.apply(deepFreeze(s), a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.rejection.rule} ${r.rejection.message}`);
  return { s: r.state, log: r.log };
}
const base = deployed('12.2', 'named-rules');
const O = openSpot(base);
const F: Facing = 0;
const BI = 'bi-arverni-1';
const CO = 'co-vi-1';

/** A cohort on O facing F, its legate `withLeader` on it or not; a BI that moved into its front hex, facing it. */
function duel(withLeader: boolean): AgState {
  const biHex = nb(O, F);
  return deepFreeze(position(base, 'gallic', [
    { id: CO, hex: O, facing: F },
    { id: BI, hex: biHex, facing: ((F + 3) % 6) as Facing, from: nb(nb(biHex, F), F) },
  ], { units: [BI], tribes: ['arverni'] }, (x) => {
    x.tribes.arverni = { ...x.tribes.arverni, status: 'placed', zone: 'I', released: 1 };
    if (withLeader) x.leaders.sulpicius = { loc: { at: 'hex', hex: O } };
  }));
}

describe('AG 9.32 — turning after the advance', () => {
  it('the BI that advances into the hex the cohort left may keep its facing or turn one vertex either way, no more', () => {
    const { s: asked } = step(withDice(duel(false), [9]), { t: 'toShock' }); // the cohort fails its TQ check and retreats
    expect(asked.shock?.pending?.kind).toBe('advance');
    const choices = legal(asked).map((a) => (a as { choice: string }).choice);
    const f0 = (F + 3) % 6;
    expect(choices.sort()).toEqual([`${BI}@${f0}`, `${BI}@${(f0 + 1) % 6}`, `${BI}@${(f0 + 5) % 6}`].sort());
    const { s: after } = step(asked, { t: 'answer', choice: `${BI}@${(f0 + 1) % 6}` });
    expect(after.units[BI]).toMatchObject({ loc: { at: 'hex', hex: O }, facing: (f0 + 1) % 6 });
  });
});

describe('AG 10.26 — leaders and retreats', () => {
  it('a legate alone with the cohort that retreats goes with it (reading: with the last unit to leave)', () => {
    const { s: after } = step(withDice(duel(true), [9]), { t: 'toShock' });
    const at = after.units[CO].loc;
    expect(at.at === 'hex' && aspectHexes(O, F, 'rear').includes(at.hex)).toBe(true);
    expect(after.leaders.sulpicius.loc).toEqual(at);
  });
});

describe('AG 9.34 — no advance after missile fire', () => {
  it('a javelin volley that destroys the only unit in a hex leaves the firer where it stood, with nothing to decide', () => {
    const from = nb(O, F + 3);
    const s = deepFreeze(position(base, 'roman', [
      { id: CO, hex: from, facing: F },
      { id: BI, hex: O, facing: ((F + 3) % 6) as Facing },
    ], { units: [CO], kind: 'legion', leader: 'sulpicius' }, (x) => {
      x.units[BI] = { ...x.units[BI], routed: true, hits: 6 };
      x.tribes.arverni = { ...x.tribes.arverni, status: 'placed', zone: 'I', released: 1 };
    }));
    const shot = legal(s).find((a) => a.t === 'fire' && a.unit === CO && a.target === O && !a.andMove);
    expect(shot).toBeDefined();
    const { s: after } = step(withDice(s, [0]), shot!);
    expect(after.units[BI].loc).toEqual({ at: 'gone' }); // AG 10.42: a routed unit hit again is eliminated
    expect(after.units[CO].loc).toEqual({ at: 'hex', hex: from });
    expect(after.shock ?? null).toBeNull();
    expect(legal(after).some((a) => a.t === 'answer')).toBe(false);
  });
});
