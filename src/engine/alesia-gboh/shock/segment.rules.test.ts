/**
 * The steps of a shock in play (AG 9.22, 9.23, 9.31, 10.5) on open ground of the real board, through
 * the legal list and `apply`, frozen states.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import type { LogEntry } from '../../core/log';
import { distance, hexKey, parseHexKey } from '../../hex/coords';
import { neighbour } from '../../hex/directions';
import type { AgAction } from '../actions';
import { aspectHexes } from '../facing';
import { alesiaGboh } from '../system';
import { deployed, withDice } from '../testing';
import type { AgState, Facing } from '../state';
import { openSpot, position } from './kit';

const nb = (hex: string, d: number): string => hexKey(neighbour(parseHexKey(hex), ((d % 6) + 6) % 6));
const legal = (s: AgState) => alesiaGboh.legalActions(s);
function step(s: AgState, a: AgAction): { s: AgState; log: LogEntry[] } {
  const r = alesiaGboh.apply(deepFreeze(s), a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.rejection.rule} ${r.rejection.message}`);
  return { s: r.state, log: r.log };
}
const rollRules = (log: LogEntry[]) => log.filter((e) => e.kind === 'roll').map((e) => (e as { rule: string }).rule);

const base = deployed('12.2', 'segment');
const O = openSpot(base);
const F: Facing = 0;
const BI = 'bi-arverni-1';

/** A Roman unit on O facing F; a BI that moved in from two hexes off, in its front hex, facing it. */
function duel(roman: string, orders?: Partial<NonNullable<AgState['combatOrders']>['roman']>): AgState {
  const biHex = nb(O, F);
  const s = position(base, 'gallic', [
    { id: roman, hex: O, facing: F },
    { id: BI, hex: biHex, facing: ((F + 3) % 6) as Facing, from: nb(nb(biHex, F), F) },
  ], { units: [BI], tribes: ['arverni'] }, (x) => {
    x.tribes.arverni = { ...x.tribes.arverni, status: 'placed', zone: 'I', released: 1 };
    if (orders) x.combatOrders = { roman: { rbs: 'never', hold: 'hold', weapon: 'best', leftover: 'auto', retreat: 'auto', escape: 'never', ...orders } };
  });
  return deepFreeze(s);
}

describe('AG 9.22 — Retreat Before Shock', () => {
  it('a faster defender, not in an enemy ZOC when the phase began, may go back through its rear: the Roman is asked, and the shock is not fought', () => {
    const s = duel('lc-iberian-1', { rbs: 'ask' });
    const { s: asked } = step(s, { t: 'toShock' });
    expect(asked.shock?.pending?.kind).toBe('rbs');
    expect(alesiaGboh.toAct(asked)).toBe('roman');
    const choices = legal(asked).map((a) => (a as { choice: string }).choice);
    expect(choices).toContain('stand');
    const rear = aspectHexes(O, F, 'rear');
    expect(choices).toEqual(expect.arrayContaining(rear));
    const to = choices.find((c) => c !== 'stand')!;
    const { s: after, log } = step(asked, { t: 'answer', choice: to });
    expect(after.units['lc-iberian-1'].loc).toEqual({ at: 'hex', hex: to });
    expect(after.units['lc-iberian-1'].facing).toBe(F); // without changing facing
    expect(rollRules(log)).not.toContain('AG 9.25');
    // Pursuit: every defender went, so the BI may follow with half its MA, first into the hex left.
    expect(after.shock?.pending).toMatchObject({ side: 'gallic', rule: 'AG 9.22' });
    const pursuit = legal(after).map((a) => (a as { choice: string }).choice);
    expect(pursuit).toContain('stay');
    expect(pursuit).toContain(O);
    const { s: done } = step(after, { t: 'answer', choice: O });
    expect(done.units[BI].loc).toEqual({ at: 'hex', hex: O });
    expect(done.step).not.toBe('shock');
  });

  it('AG 9.22: a pursuer may not end next to a defender that went two hexes or more', () => {
    const s = duel('lc-iberian-1', { rbs: 'ask' });
    const { s: asked } = step(s, { t: 'toShock' });
    const far = legal(asked).map((a) => (a as { choice: string }).choice).find((c) => c !== 'stand' && distance(parseHexKey(c), parseHexKey(O)) >= 2);
    expect(far).toBeDefined();
    const { s: after } = step(asked, { t: 'answer', choice: far! });
    const options = after.shock?.pending ? legal(after).map((a) => (a as { choice: string }).choice).filter((c) => c !== 'stay') : [];
    for (const h of options) expect(distance(parseHexKey(h), parseHexKey(far!))).toBeGreaterThan(1);
  });

  it('reading X2: the default standing order is to stand; the shock is fought', () => {
    const { log } = step(duel('lc-iberian-1'), { t: 'toShock' });
    expect(rollRules(log)).toContain('AG 9.25');
  });

  it('no RBS for a defender no faster than its attacker (a cohort, MA 5, against a BI, MA 5)', () => {
    const { s } = step(withDice(duel('co-vi-1', { rbs: 'ask' }), [0, 0]), { t: 'toShock' });
    expect(s.shock?.pending?.kind).not.toBe('rbs');
  });
});

describe('AG 9.23, 9.31 — the pre-shock TQ test, the retreat and the advance', () => {
  it('a mandatory shock: the cohort tests its TQ; a 9 (over TQ 6) gives 1 Hit and a retreat into a rear hex; the BI must advance into the hex left, turning at most one vertex (9.32)', () => {
    const s = withDice(duel('co-vi-1'), [9]);
    const { s: asked, log } = step(s, { t: 'toShock' });
    expect(rollRules(log)).toEqual(['AG 9.23']);
    expect(asked.units['co-vi-1'].hits).toBe(1);
    const at = asked.units['co-vi-1'].loc;
    expect(at.at === 'hex' && aspectHexes(O, F, 'rear').includes(at.hex)).toBe(true);
    // The advance is the phase owner's decision (one unit, three facings).
    expect(asked.shock?.pending?.kind).toBe('advance');
    expect(alesiaGboh.toAct(asked)).toBe('gallic');
    const opts = legal(asked);
    expect(opts).toHaveLength(3);
    const { s: after, log: log2 } = step(asked, opts[0]);
    expect(after.units[BI].loc).toEqual({ at: 'hex', hex: O });
    // Steps 4–5 are skipped: the defender left its hex.
    expect(rollRules(log2)).toEqual([]);
  });

  it('passing the test (a die at or under the TQ), the shock is fought', () => {
    const { log } = step(withDice(duel('co-vi-1'), [6, 0]), { t: 'toShock' });
    expect(rollRules(log)).toEqual(['AG 9.23', 'AG 9.25']);
  });
});

describe('AG 10.5 — Roman rally', () => {
  const rally = (hexAway: number) => deepFreeze(position(base, 'roman', [
    { id: 'co-vi-1', hex: O, facing: F, hits: 3 },
    { id: BI, hex: hexAway === 1 ? nb(O, 3) : nb(nb(O, 3), 3), facing: F },
  ], { units: ['co-vi-1'], kind: 'legion', leader: 'sulpicius' }));
  it('a cohort at least two hexes from every Gaul removes 2 Hits instead of acting', () => {
    const s = rally(2);
    expect(legal(s)).toContainEqual({ t: 'rally', unit: 'co-vi-1' });
    const { s: after } = step(s, { t: 'rally', unit: 'co-vi-1' });
    expect(after.units['co-vi-1'].hits).toBe(1);
    expect(legal(after).some((a) => (a.t === 'move' || a.t === 'face') && a.unit === 'co-vi-1')).toBe(false);
  });
  it('not next to a Gaul', () => {
    const s = rally(1);
    expect(legal(s).some((a) => a.t === 'rally')).toBe(false);
    const r = alesiaGboh.apply(s, { t: 'rally', unit: 'co-vi-1' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.rule).toBe('AG 10.5');
  });
});

describe('AG 10.8 — an Aquila captured by an advance', () => {
  it('the BI advancing into the hex the Aquila stands in alone captures it: every unit of Legio VI on the map takes 1 Hit; its next activation raises a new one', () => {
    const s = withDice(deepFreeze(position(duel('co-vi-1'), 'gallic', [
      { id: 'co-vi-1', hex: O, facing: F },
      { id: 'co-vi-2', hex: nb(nb(O, 3), 3), facing: F },
      { id: BI, hex: nb(O, F), facing: ((F + 3) % 6) as Facing, from: nb(nb(nb(O, F), F), F) },
    ], { units: [BI], tribes: ['arverni'] }, (x) => { x.aquilae = { VI: O }; x.tribes.arverni = { ...x.tribes.arverni, status: 'placed', zone: 'I', released: 1 }; })), [9]);
    const { s: asked } = step(s, { t: 'toShock' });
    const { s: after, log } = step(asked, legal(asked)[0]);
    expect(log.some((e) => e.kind === 'text' && e.rule === 'AG 10.8')).toBe(true);
    expect(after.aquilae?.VI).toBe('captured');
    expect(after.units['co-vi-1'].hits).toBe(2); // 1 from the failed test, 1 for the Aquila
    expect(after.units['co-vi-2'].hits).toBe(1);
  });
});

describe('AG 10.3 — Continued Shock', () => {
  it('a CS result: the defender retreats, the attackers advance without turning and shock again whoever is in their front, as a moving attack', () => {
    const R = nb(O, F + 3); // the LI's rear hex
    const [b1, b2] = ['bi-arverni-1', 'bi-arverni-2'];
    const X = nb(O, F); // a cohort beyond the LI, in front of the hex it holds
    const s = withDice(deepFreeze(position(base, 'gallic', [
      { id: 'li-numidian-1', hex: O, facing: F },
      { id: 'co-vi-1', hex: X, facing: F },
      { id: b1, hex: R, facing: F },
      { id: b2, hex: R, facing: F },
    ], { units: [b1, b2], tribes: ['arverni'] }, (x) => {
      x.tribes.arverni = { ...x.tribes.arverni, status: 'placed', zone: 'I', released: 2 };
      // AG 9.12: the BI began the phase behind the LI, with it in their ZOC, and stay put: a voluntary shock.
      x.phaseStart = { ...x.phaseStart!, inEnemyZoc: ['li-numidian-1'], enemyInZoc: [b1, b2] };
    })), [9, 0]);
    const { s: designating } = step(s, { t: 'toShock' });
    expect(designating.shock?.stage).toBe('designate');
    const vol = legal(designating);
    expect(vol).toContainEqual({ t: 'shock', unit: b1, target: 'li-numidian-1' });
    expect(vol).toContainEqual({ t: 'endDesignation' });
    const { s: chosen } = step(designating, { t: 'shock', unit: b1, target: 'li-numidian-1' });
    expect(legal(chosen)).toEqual([{ t: 'endDesignation' }]);
    const { s: asked, log } = step(chosen, { t: 'endDesignation' });
    const shock = log.filter((e) => e.kind === 'roll' && e.rule === 'AG 9.25') as Extract<LogEntry, { kind: 'roll' }>[];
    expect(shock).toHaveLength(1);
    expect(shock[0].total).toBeGreaterThanOrEqual(9); // the top row: Att 0 / Def 4 R CS
    expect(asked.units['li-numidian-1'].hits).toBe(4);
    expect(asked.units['li-numidian-1'].loc).toEqual({ at: 'hex', hex: nb(O, F + 4) });
    // Which BI advances is the Gaul's pick (both came through the rear, 9.33); a CS advance keeps its facing.
    expect(asked.shock?.pending?.kind).toBe('advance');
    const opts = legal(asked);
    expect(opts).toHaveLength(2);
    const { s: after, log: log2 } = step(asked, opts[0]);
    expect(log2.some((e) => e.kind === 'text' && e.rule === 'AG 10.3')).toBe(true);
    const cs = log2.filter((e) => e.kind === 'roll' && e.rule === 'AG 9.25') as Extract<LogEntry, { kind: 'roll' }>[];
    expect(cs).toHaveLength(1);
    expect(cs[0].purpose).toMatch(/Continued Shock 1/);
    expect(cs[0].modifiers.some((m) => /moving attack/.test(m.reason))).toBe(true);
    const advanced = (opts[0] as { choice: string }).choice.split('@')[0];
    expect(after.units[advanced].loc).toEqual({ at: 'hex', hex: O });
    expect(after.units[advanced].facing).toBe(F);
  });
});

describe('AG 4.33 — a lone leader approached', () => {
  const withCaesar = (escape: 'ask' | 'never') => withDice(deepFreeze(position(duel('co-vi-1', { escape }), 'gallic', [
    { id: 'co-vi-1', hex: O, facing: F },
    { id: BI, hex: nb(O, F), facing: ((F + 3) % 6) as Facing, from: nb(nb(nb(O, F), F), F) },
  ], { units: [BI], tribes: ['arverni'] }, (x) => {
    x.tribes.arverni = { ...x.tribes.arverni, status: 'placed', zone: 'I', released: 1 };
    x.leaders.caesar = { loc: { at: 'hex', hex: nb(O, F + 2) } };
    x.combatOrders = { roman: { rbs: 'never', hold: 'hold', weapon: 'best', leftover: 'auto', retreat: 'auto', escape } };
  })), [9]);

  it('the BI advancing next to Caesar, alone in his hex: the Roman is asked, and Caesar may ride off up to 3 hexes', () => {
    const { s: a1 } = step(withCaesar('ask'), { t: 'toShock' });
    const { s: a2 } = step(a1, legal(a1)[0]); // the Gaul's advance into O
    expect(a2.units[BI].loc).toEqual({ at: 'hex', hex: O });
    expect(a2.shock?.pending).toMatchObject({ kind: 'escape', rule: 'AG 4.33', side: 'roman' });
    const to = legal(a2).map((a) => (a as { choice: string }).choice).find((c) => c !== 'stay')!;
    const { s: after } = step(a2, { t: 'answer', choice: to });
    expect(after.leaders.caesar.loc).toEqual({ at: 'hex', hex: to });
    expect(after.shock ?? null).toBeNull();
  });

  it('reading X2: by the standing order "never" he stays, and is not taken', () => {
    const { s: a1 } = step(withCaesar('never'), { t: 'toShock' });
    const { s: after } = step(a1, legal(a1)[0]);
    expect(after.leaders.caesar.loc).toEqual({ at: 'hex', hex: nb(O, F + 2) });
  });
});
