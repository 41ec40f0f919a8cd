/**
 * The shock segment in play (AG 9.0–9.3, 10.2–10.5, reading X2): through the legal list and `apply`,
 * on frozen states of the real board, with the seed's dice where the seed gives them.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import type { LogEntry } from '../../core/log';
import type { AgAction } from '../actions';
import { alesiaGboh } from '../system';
import { deployed, withDice } from '../testing';
import type { AgState, Facing } from '../state';
import { position, rampartSpot, reliefBi } from './kit';
import { shockForecast } from './play';
import { agTribe } from '../data';
import { neighbour } from '../../hex/directions';
import { hexKey, parseHexKey } from '../../hex/coords';

const nb = (hex: string, d: number): string => hexKey(neighbour(parseHexKey(hex), ((d % 6) + 6) % 6));
const legal = (s: AgState) => alesiaGboh.legalActions(s);
const kinds = (s: AgState) => new Set(legal(s).map((a) => a.t));

function step(s: AgState, a: AgAction): { s: AgState; log: LogEntry[] } {
  const r = alesiaGboh.apply(deepFreeze(s), a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.rejection.rule} ${r.rejection.message}`);
  return { s: r.state, log: r.log };
}

const base = deployed('12.2', 'shock');

/**
 * GB-9.23: four relief BI (best TQ, CO TQ + 1) in two stacks in the outer Death Garden storm a
 * Rampart hex held by one cohort. Hits as in the example: 2 each for the Death Garden, +1 on the
 * top unit of the first stack from the entry reaction fire.
 */
function gb923(over: { hits?: number[]; ids?: number; extra?: (x: AgState) => void } = {}): { s: AgState; co: string; bi: string[]; spot: ReturnType<typeof rampartSpot> } {
  const spot = rampartSpot(base);
  const { tribe, ids } = reliefBi(base, over.ids ?? 4);
  const hits = over.hits ?? [3, 2, 2, 2];
  const co = 'co-vi-1';
  const fa = ((spot.v + 3) % 6) as Facing;
  const far = nb(nb(spot.a, spot.v), spot.v);
  const placed = [
    { id: co, hex: spot.rampart, facing: spot.v },
    ...ids.map((id, i) => ({ id, hex: i < 2 ? spot.a : spot.b, facing: fa, hits: hits[i], from: far })),
  ];
  const s = position(base, 'gallic', placed, { units: ids, tribes: [tribe] }, (x) => {
    x.tribes[tribe] = { ...x.tribes[tribe], status: 'placed', zone: 'I', released: ids.length };
    over.extra?.(x);
  });
  return { s: deepFreeze(s), co, bi: ids, spot };
}

describe('GB-9.23 through the legal list (AG 9.0–9.25)', () => {
  it('AG 9.11: the moved BI must shock — the phase cannot end, `toShock` replaces `endPhase`', () => {
    const { s } = gb923();
    expect(kinds(s).has('toShock')).toBe(true);
    expect(kinds(s).has('endPhase')).toBe(false);
    const r = alesiaGboh.apply(s, { t: 'endPhase' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.rule).toBe('AG 9.11');
  });

  it('the board can preview the shock before it is made: −3 +3 +1 −2, each with its rule, and every result\'s chance', () => {
    const { s, co, bi } = gb923();
    const [f] = shockForecast(s);
    expect(f.mandatory).toBe(true);
    expect([...f.attackers].sort()).toEqual([...bi].sort());
    expect(f.defenders).toEqual([co]);
    expect(f.preview!.drms.map((d) => d.value)).toEqual([-3, 3, 1, -2]);
    expect(f.preview!.net).toBe(-1);
    expect(f.preview!.odds.reduce((n, o) => n + o.chance, 0)).toBeCloseTo(1);
  });

  it('a 5 becomes 4: −3 Rampart, +3 numbers, +1 TQ, −2 weapons; 2 Hits each side, no retreat; the two leftover Gallic Hits on the two top units', () => {
    const { s, co, bi } = gb923();
    const { s: after, log } = step(withDice(s, [5]), { t: 'toShock' });
    const rolls = log.filter((e): e is Extract<LogEntry, { kind: 'roll' }> => e.kind === 'roll');
    // No pre-shock test (a Rampart attacked from below), no leader stacked: the one roll is the shock's.
    expect(rolls.map((r) => r.rule)).toEqual(['AG 9.25']);
    const r = rolls[0];
    expect(r.dice).toEqual([5]);
    expect(r.modifiers.map((m) => m.value)).toEqual([-3, 3, 1, -2]);
    for (const m of r.modifiers) expect(m.rule).toMatch(/^AG 9\.(25|43)$/);
    expect(r.total).toBe(4);
    expect(after.units[co].hits).toBe(2);
    expect(bi.map((id) => after.units[id].hits)).toEqual([4, 2, 3, 2]);
    for (const id of [co, ...bi]) expect(after.units[id].loc.at).toBe('hex');
    // The segment is over and the Gallic phase with it.
    expect(after.shock ?? null).toBeNull();
    expect(after.ap.owner === 'roman' || after.step === 'seize').toBe(true);
  });

  it('with every Roman order on "ask", GB-9.23 still asks him nothing: no RBS (not faster), no test, one type each side, the leftover placement forced, no retreat', () => {
    const { s } = gb923({ extra: (x) => { x.combatOrders = { roman: { rbs: 'ask', hold: 'ask', weapon: 'ask', leftover: 'ask', retreat: 'ask', escape: 'ask' } }; } });
    const { s: after } = step(withDice(s, [5]), { t: 'toShock' });
    expect(after.step).not.toBe('shock');
    expect(after.shock ?? null).toBeNull();
  });

  it('AG 9.25: with three attackers and one leftover Hit, the Roman (who inflicts it) places it — by hand-over when his order says "ask"', () => {
    // Two stacks: [bi1, bi2] and [bi3]; net −3 +2 +1 −2 = −2; a 7 becomes 5: Att 1 / Def 2.
    const { s, bi } = gb923({ ids: 3, hits: [3, 2, 2], extra: (x) => { x.combatOrders = { roman: { rbs: 'never', hold: 'hold', weapon: 'best', leftover: 'ask', retreat: 'auto', escape: 'never' } }; } });
    const { s: waiting } = step(withDice(s, [7]), { t: 'toShock' });
    expect(waiting.step).toBe('shock');
    expect(alesiaGboh.toAct(waiting)).toBe('roman');
    expect(waiting.shock!.pending!.kind).toBe('leftover-attacker');
    const answers = legal(waiting).map((a) => (a as { choice: string }).choice);
    expect(answers.sort()).toEqual([bi[0], bi[2]].sort()); // top units only
    const { s: after } = step(waiting, { t: 'answer', choice: bi[2] });
    expect(bi.map((id) => after.units[id].hits)).toEqual([3, 2, 3]);
  });

  it('reading X2: by the default standing order the leftover Hit goes at once to the unit nearest to breaking, and the log says so', () => {
    const { s, bi } = gb923({ ids: 3, hits: [3, 2, 2] });
    const { s: after, log } = step(withDice(s, [7]), { t: 'toShock' });
    expect(bi.map((id) => after.units[id].hits)).toEqual([4, 2, 2]);
    expect(log.some((e) => e.kind === 'text' && e.auto && /Standing order/.test(e.text))).toBe(true);
  });
});

describe('AG 10.4, 10.7 — rout and withdrawal', () => {
  it('AG 10.13, 10.44: a relief BI whose Hits reach its TQ routs to the Gallic Camp and counts on its tribe’s tally', () => {
    const { s, bi } = gb923({ hits: [6, 2, 2, 2] });
    const tribe = reliefBi(base, 4).tribe;
    const { s: after } = step(withDice(s, [5]), { t: 'toShock' });
    expect(after.units[bi[0]].loc).toEqual({ at: 'gallic-camp' });
    expect(after.units[bi[0]].routed).toBe(true);
    expect(after.ap.tallies[tribe].routed).toBe(1);
  });

  it('AG 12.1: routed units are eliminated instead', () => {
    const { s, bi } = gb923({ hits: [6, 2, 2, 2], extra: (x) => { x.scenario = '12.1'; } });
    const tribe = reliefBi(base, 4).tribe;
    const { s: after } = step(withDice(s, [5]), { t: 'toShock' });
    expect(after.units[bi[0]].loc).toEqual({ at: 'gone' });
    expect(after.ap.tallies[tribe].eliminated).toBe(1);
  });

  /** The GB-9.23 shock with the first BI one Hit from rout, its tribe one unit short of its Withdrawal level, and `other` also committed. */
  function lastStraw(...others: string[]): { s: AgState; bi: string[]; tribe: string } {
    const tribe = reliefBi(base, 4).tribe;
    const { s, bi } = gb923({ hits: [6, 2, 2, 2], extra: (x) => {
      x.scenario = '12.1';
      x.ap.tallies[tribe] = { routed: 0, eliminated: agTribe(tribe).withdrawal - 1 };
      for (const o of others) x.tribes[o] = { ...x.tribes[o], status: 'placed', zone: 'II', released: 0 };
    } });
    return { s, bi, tribe };
  }

  it('AG 10.71–10.72: a tribe whose tally reaches its Withdrawal level withdraws at the end of the activation; AG 3.0: with at least half the committed Size withdrawn the AP ends (12.1: the game)', () => {
    const small = Object.keys(base.tribes).find((t) => agTribe(t).kind === 'tribe' && agTribe(t).size <= agTribe(reliefBi(base, 4).tribe).size && t !== reliefBi(base, 4).tribe)!;
    const { s, bi, tribe } = lastStraw(small);
    const { s: after, log } = step(withDice(s, [5]), { t: 'toShock' });
    expect(log.some((e) => e.kind === 'text' && e.rule === 'AG 10.72')).toBe(true);
    expect(after.tribes[tribe].status).toBe('withdrawn');
    expect(after.units[bi[1]].loc).toEqual({ at: 'withdrawn' });
    expect(after.outcome?.winner).toBe('roman');
    expect(after.outcome?.reason).toMatch(/single Assault Period/);
  });

  it('AG 3.0, 10.7: below half the committed Size the AP goes on', () => {
    const tribe = reliefBi(base, 4).tribe;
    const [b1, b2] = Object.keys(base.tribes).filter((t) => agTribe(t).kind === 'tribe' && t !== tribe).sort((a, b) => agTribe(b).size - agTribe(a).size);
    expect(agTribe(b1).size + agTribe(b2).size).toBeGreaterThan(agTribe(tribe).size);
    const { s } = lastStraw(b1, b2);
    const { s: after } = step(withDice(s, [5]), { t: 'toShock' });
    expect(after.tribes[tribe].status).toBe('withdrawn');
    expect(after.outcome).toBeNull();
    expect(after.ap.n).toBe(1);
  });
});


describe('AG 4.32, 9.24 — leaders in a shock', () => {
  const withLegate = (escape: 'ask' | 'never') => {
    const { s, spot } = gb923({ extra: (x) => {
      x.leaders.sulpicius = { loc: { at: 'hex', hex: rampartSpot(base).rampart } };
      x.combatOrders = { roman: { rbs: 'never', hold: 'hold', weapon: 'best', leftover: 'auto', retreat: 'auto', escape } };
    } });
    return { s, spot };
  };
  const rolls = (log: LogEntry[]) => log.filter((e) => e.kind === 'roll').map((e) => (e as { rule: string }).rule);

  it('AG 4.32: the legate on the wall may step back before the shock — the Roman is asked; if he goes, no leader loss roll', () => {
    const { s } = withLegate('ask');
    const { s: asked } = step(withDice(s, [5]), { t: 'toShock' });
    expect(asked.shock?.pending?.kind).toBe('escape');
    expect(alesiaGboh.toAct(asked)).toBe('roman');
    const to = legal(asked).map((a) => (a as { choice: string }).choice).find((c) => c !== 'stay')!;
    const { s: after, log } = step(asked, { t: 'answer', choice: to });
    expect(after.leaders.sulpicius.loc).toEqual({ at: 'hex', hex: to });
    expect(rolls(log)).toEqual(['AG 9.25']);
  });

  it('AG 9.24: a leader who stays rolls for his life — a 0, then 0–4, kills him (the shock die comes after)', () => {
    const { s } = withLegate('never');
    const { s: after, log } = step(withDice(s, [0, 3, 5]), { t: 'toShock' });
    expect(rolls(log)).toEqual(['AG 9.24', 'AG 9.24', 'AG 9.25']);
    expect(after.leaders.sulpicius.loc).toEqual({ at: 'gone' });
    const { s: safe } = step(withDice(s, [0, 5, 5]), { t: 'toShock' });
    expect(safe.leaders.sulpicius.loc.at).toBe('hex');
  });
});

describe('AG 10.46 — a leader whose men rout', () => {
  it('reading X15: the chief left alone in his hex when its BI routs joins the nearest of his men', () => {
    const { s, bi, spot } = gb923({ ids: 3, hits: [2, 2, 6], extra: (x) => { x.leaders.vercassivellaunus = { loc: { at: 'hex', hex: rampartSpot(base).b } }; } });
    // Leader loss 5 (safe); shock 5 − 2 = 3: Att 2 / Def 1, the two Hits on the two tops — bi3 (6 Hits, TQ 7) routs.
    const { s: after, log } = step(withDice(s, [5, 5]), { t: 'toShock' });
    expect(after.units[bi[2]].loc).toEqual({ at: 'gallic-camp' });
    expect(after.leaders.vercassivellaunus.loc).toEqual({ at: 'hex', hex: spot.a });
    expect(log.some((e) => e.kind === 'text' && e.rule === 'AG 10.46')).toBe(true);
  });
});

describe('AG 12.2 Reinforcements — a breach by advance after shock', () => {
  it('a relief BI that advances onto the Rampart the cohort left breaches it (the Roman may then call reinforcements)', () => {
    const orders = { roman: { rbs: 'never', hold: 'retreat', weapon: 'best', leftover: 'auto', retreat: 'auto', escape: 'never' } } as unknown as AgState['combatOrders'];
    const { s, bi, co, spot } = gb923({ extra: (x) => { x.combatOrders = orders; } });
    // A 9 (net −1: 8): the cohort takes 3 Hits and, by its order, gives up the wall (AG 10.24).
    const { s: asked } = step(withDice(s, [9]), { t: 'toShock' });
    expect(asked.units[co].loc).not.toEqual({ at: 'hex', hex: spot.rampart });
    expect(asked.shock!.pending!.kind).toBe('advance');
    expect(asked.reinforcements?.breaches ?? []).toEqual([]);
    const pick = legal(asked).find((a) => a.t === 'answer')!;
    const { s: after } = step(asked, pick);
    expect(bi.some((id) => { const l = after.units[id].loc; return l.at === 'hex' && l.hex === spot.rampart; })).toBe(true);
    expect(after.reinforcements!.breaches.map((b) => b.hex)).toContain(spot.rampart);
  });
});
