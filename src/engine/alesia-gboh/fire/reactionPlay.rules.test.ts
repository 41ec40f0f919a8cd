/**
 * Reaction fire in play (AG 8.6–8.64) and its standing orders (reading X2): the inactive side answers
 * a move or a shot by order, or the game pauses in the step 'react' with the inactive side to act.
 */
import { describe, expect, it } from 'vitest';
import { alesiaGboh } from '../system';
import { edit, withDice } from '../testing';
import type { AgAction } from '../actions';
import type { AgState, ReactOrder } from '../state';
import type { DieRollEntry, LogEntry } from '../../core/log';
import { applied, firePosition, key, legal, refused, unitOf } from './kit';
import { deepFreeze } from '../tables/types';

const GAR = unitOf('gallic', 'AR', 0, 'relief');
const RAR = unitOf('roman', 'AR');
const CO = 'co-x-1';
const BI = unitOf('gallic', 'BI', 0, 'relief');
const BI2 = unitOf('gallic', 'BI', 1, 'relief');
const SC = 'sc-x';

const rolls = (log: LogEntry[]): DieRollEntry[] => log.filter((e): e is DieRollEntry => e.kind === 'roll');
const moveTo = (s: AgState, unit: string, label: string): AgAction => {
  const a = legal(s).find((x) => x.t === 'move' && x.unit === unit && x.path[x.path.length - 1] === key(label));
  if (!a) throw new Error(`no move of ${unit} to ${label}`);
  return a;
};

/** GB-9.23: a cohort on the Rampart W1334 facing the outer Death Garden W1333/W1234; two Gauls come at it. */
function gb923(order: ReactOrder): AgState {
  return firePosition({
    [CO]: { at: 'W1334', facing: 3 },
    [BI]: { at: 'W1332', facing: 0 },
    [BI2]: { at: 'W1233', facing: 0 },
  }, 'gallic', [BI, BI2], { roman: order });
}

describe('GB-9.23 — Entry reaction fire from the Rampart (AG 8.62, 8.17, 8.22, 6.45)', () => {
  it("by standing order 'deathGarden': the first Gaul into the DG takes 2 Hits, then the javelins: −1, a 5 reads 4, 1 Hit", () => {
    const s = withDice(gb923('deathGarden'), [5]);
    const x = applied(s, moveTo(s, BI, 'W1333'));
    const [r] = rolls(x.log);
    expect(r).toMatchObject({ rule: 'AG 8.16', dice: [5], total: 4, result: 'Hit', auto: true, side: 'roman' });
    expect(r.modifiers.map((m) => [m.value, m.rule])).toEqual([[-1, 'AG 8.17']]);
    expect(r.cell).toEqual({ table: 'gboh-missile', row: 'J', col: '1' });
    expect(x.s.units[BI].hits).toBe(3);
    expect(x.s.units[CO].reacted).toBe(true);
    expect(x.s.step).toBe('command');
    expect(alesiaGboh.toAct(x.s)).toBe('gallic');
    // AG 8.6: once per enemy phase — the second Gaul into the DG draws no javelins.
    const y = applied(x.s, moveTo(x.s, BI2, 'W1234'));
    expect(rolls(y.log)).toEqual([]);
    expect(y.s.units[BI2].hits).toBe(2);
  });
  it("by 'ask': the game pauses for the Roman, who fires or lets it pass", () => {
    const s = withDice(gb923('ask'), [5]);
    const x = applied(s, moveTo(s, BI, 'W1333'));
    expect(x.s.step).toBe('react');
    expect(alesiaGboh.toAct(x.s)).toBe('roman');
    expect(x.s.units[BI].loc).toEqual({ at: 'hex', hex: key('W1333') });
    expect(legal(x.s)).toEqual([{ t: 'react', unit: CO, kind: 'entry', target: BI }, { t: 'noReact' }]);
    // The Gaul cannot act while the Roman decides.
    expect(refused(x.s, { t: 'endPhase' })).toMatch(/^AG /);
    const fired = applied(x.s, { t: 'react', unit: CO, kind: 'entry', target: BI });
    expect(rolls(fired.log)[0]).toMatchObject({ total: 4, result: 'Hit' });
    expect(rolls(fired.log)[0].auto).toBeUndefined();
    expect(fired.s.units[BI].hits).toBe(3);
    expect(fired.s.step).toBe('command');
    const passed = applied(x.s, { t: 'noReact' });
    expect(passed.s.units[BI].hits).toBe(2);
    expect(passed.s.units[CO].reacted).toBeUndefined();
    expect(alesiaGboh.toAct(passed.s)).toBe('gallic');
  });
  it("by 'never': no fire, and the log says the order let it pass", () => {
    const x = applied(gb923('never'), moveTo(gb923('never'), BI, 'W1333'));
    expect(rolls(x.log)).toEqual([]);
    expect(x.log.some((e) => e.kind === 'text' && e.auto && e.rule === 'AG 8.62')).toBe(true);
  });
});

describe('AG 8.62 — Entry reaction fire in the open', () => {
  const open = (order: ReactOrder) => firePosition({ [RAR]: { at: 'W0316', facing: 0 }, [BI]: { at: 'W0318', facing: 3 } }, 'gallic', [BI], { roman: order });
  it("'deathGarden' lets an entry outside a Death Garden pass; 'always' fires (arrows read at range 1)", () => {
    const s = open('deathGarden');
    expect(rolls(applied(s, moveTo(s, BI, 'W0317')).log)).toEqual([]);
    const t = withDice(open('always'), [9]);
    const x = applied(t, moveTo(t, BI, 'W0317'));
    expect(rolls(x.log).map((r) => r.cell?.col)).toEqual(['1']);
    expect(x.s.units[RAR].reacted).toBe(true);
  });
  it('not by a unit already in another enemy unit’s ZOC', () => {
    const s = firePosition({ [RAR]: { at: 'W0316', facing: 0 }, [BI2]: { at: 'W0315', facing: 0 }, [BI]: { at: 'W0318', facing: 3 } }, 'gallic', [BI], { roman: 'always' });
    expect(rolls(applied(s, moveTo(s, BI, 'W0317')).log)).toEqual([]);
  });
});

describe('AG 8.61 — Withdrawal reaction fire', () => {
  const pos = (order: ReactOrder, over: Partial<AgState['units'][string]> = {}) =>
    firePosition({ [RAR]: { at: 'W0316', facing: 0 }, [BI]: { at: 'W0317', facing: 0, ...over } }, 'gallic', [BI], { roman: order });
  it('archers fire at a unit leaving their ZOC, read at range 2, before it moves', () => {
    const s = withDice(pos('always'), [0]);
    const x = applied(s, moveTo(s, BI, 'W0318'));
    const [r] = rolls(x.log);
    expect(r.cell).toEqual({ table: 'gboh-missile', row: 'A', col: '2' });
    expect(r.result).toBe('Hit');
    const iRoll = x.log.indexOf(r);
    const iMove = x.log.findIndex((e) => e.kind === 'text' && e.rule === 'AG 6.31');
    expect(iRoll).toBeLessThan(iMove);
    expect(x.s.units[BI]).toMatchObject({ hits: 1, loc: { at: 'hex', hex: key('W0318') } });
  });
  it("by 'ask' the move waits: the unit is still in the ZOC while the Roman decides", () => {
    const s = pos('ask');
    const x = applied(s, moveTo(s, BI, 'W0318'));
    expect(x.s.step).toBe('react');
    expect(x.s.units[BI].loc).toEqual({ at: 'hex', hex: key('W0317') });
    expect(legal(x.s)).toEqual([{ t: 'react', unit: RAR, kind: 'withdrawal', target: BI }, { t: 'noReact' }]);
    const y = applied(x.s, { t: 'noReact' });
    expect(y.s.units[BI].loc).toEqual({ at: 'hex', hex: key('W0318') });
    expect(y.s.step).toBe('command');
  });
  it('a unit routed by the Withdrawal fire does not make its move: a relief BI goes to the Gallic Camp (AG 10.43, 10.44)', () => {
    const s = withDice(pos('always', { hits: 6 }), [0]);
    const x = applied(s, moveTo(s, BI, 'W0318'));
    expect(x.s.units[BI]).toMatchObject({ routed: true, loc: { at: 'gallic-camp' } });
    expect(x.s.ap.tallies[Object.keys(x.s.ap.tallies).find((k) => x.s.ap.tallies[k].routed)!].routed).toBe(1);
  });
  it('javelins (range 1) draw no Withdrawal fire', () => {
    const s = firePosition({ [CO]: { at: 'W0316', facing: 0 }, [BI]: { at: 'W0317', facing: 0 } }, 'gallic', [BI], { roman: 'always' });
    expect(rolls(applied(s, moveTo(s, BI, 'W0318')).log)).toEqual([]);
  });
});

describe('AG 8.63, 8.6 — Return fire, simultaneous with the shot it answers', () => {
  const gb817 = (rar: Partial<AgState['units'][string]> = {}) => firePosition({
    [GAR]: { at: 'W4911', facing: 0 }, [CO]: { at: 'W4914', facing: 3 }, [RAR]: { at: 'W4914', facing: 3, ...rar },
  }, 'gallic', [GAR], { roman: 'always' });
  it('the Roman archers answer; the Hit they just took adds nothing to their roll', () => {
    const s = withDice(gb817(), [0, 9]);
    const x = applied(s, { t: 'fire', unit: GAR, target: key('W4914') });
    const [shot, answer] = rolls(x.log);
    expect(shot.result).toBe('Hit');
    expect(answer).toMatchObject({ side: 'roman', auto: true });
    // −1 the target below the Rampart, +1 archers at lone archers (AG 8.3) — and no +1 for the Hit just taken.
    expect(answer.modifiers.map((m) => [m.value, m.rule])).toEqual([[-1, 'AG 8.17'], [1, 'AG 8.3']]);
    expect(x.s.units[RAR]).toMatchObject({ hits: 1, reacted: true });
  });
  it('a unit the shot eliminates still fires back', () => {
    const s = withDice(gb817({ hits: 3 }), [0, 9]);
    const x = applied(s, { t: 'fire', unit: GAR, target: key('W4914') });
    expect(x.s.units[RAR].loc).toEqual({ at: 'gone' });
    expect(rolls(x.log)).toHaveLength(2);
    // −1 lower target, +3 for the Hits it had before the shot (not 4), +1 at lone archers.
    expect(rolls(x.log)[1].modifiers.map((m) => m.value)).toEqual([-1, 3, 1]);
  });
  it('AG 8.63: from an enemy ZOC a unit answers only a firer inside its own ZOC', () => {
    const pos = (withBi: boolean) => firePosition({
      [RAR]: { at: 'W0316', facing: 0 }, [GAR]: { at: 'W0318', facing: 3 },
      ...(withBi ? { [BI]: { at: 'W0315', facing: 0 } } : {}),
    }, 'gallic', [GAR], { roman: 'always' });
    const answers = (s: AgState) => rolls(applied(withDice(s, [9, 9]), { t: 'fire', unit: GAR, target: key('W0316') }).log).length - 1;
    expect(answers(pos(false))).toBe(1);
    expect(answers(pos(true))).toBe(0);
  });
  it('the cohort on the Rampart does not answer with javelins (AG 8.22, range 1)', () => {
    const s = withDice(firePosition({ [GAR]: { at: 'W4911', facing: 0 }, [CO]: { at: 'W4914', facing: 3 } }, 'gallic', [GAR], { roman: 'ask' }), [9]);
    const x = applied(s, { t: 'fire', unit: GAR, target: key('W4914') });
    expect(x.s.step).toBe('command');
  });
});

describe('AG 8.64 — the artillery’s extra reaction shot', () => {
  const pos = (order: ReactOrder) => firePosition({ [SC]: { at: 'W0314', facing: 0 }, [BI]: { at: 'W0319', facing: 3 }, [BI2]: { at: 'W0320', facing: 3 } }, 'gallic', [BI, BI2], { roman: order });
  it('a Scorpion in Fire mode fires once per enemy phase at an activated unit that moves in range', () => {
    const s = withDice(pos('always'), [9, 9]);
    const x = applied(s, moveTo(s, BI, 'W0318'));
    expect(rolls(x.log)).toHaveLength(1);
    expect(x.log.some((e) => e.kind === 'text' && e.rule === 'AG 8.64')).toBe(true);
    expect(x.s.units[SC].artShot).toBe(true);
    const y = applied(x.s, moveTo(x.s, BI2, 'W0319'));
    expect(rolls(y.log)).toEqual([]);
  });
  it("by 'ask' it is offered as an artillery reaction", () => {
    const s = pos('ask');
    const x = applied(s, moveTo(s, BI, 'W0318'));
    expect(x.s.step).toBe('react');
    expect(legal(x.s)).toEqual([{ t: 'react', unit: SC, kind: 'artillery', target: BI }, { t: 'noReact' }]);
  });
  it('not in Move mode', () => {
    const s = edit(pos('always'), (x) => { x.units[SC].mode = 'move'; });
    expect(rolls(applied(deepFreeze(s), moveTo(s, BI, 'W0318')).log)).toEqual([]);
  });
});

describe('Reading X2 (AG 8.6) — the standing order for reaction fire', () => {
  it('is set in one’s own phase, is one’s own, and a reaction is refused outside its step', () => {
    const s = deepFreeze(edit(firePosition({ [CO]: { at: 'W0316', facing: 0 } }, 'roman', []), (x) => { x.step = 'choose'; x.command = null; }));
    const offered = legal(s).filter((a) => a.t === 'reactOrder');
    expect(offered.map((a) => (a as { react: string }).react).sort()).toEqual(['always', 'deathGarden', 'never']);
    const x = applied(s, { t: 'reactOrder', react: 'deathGarden' });
    expect(x.s.reactOrders).toEqual({ roman: 'deathGarden' });
    expect(x.log.every((e) => e.kind !== 'text' || e.hiddenFrom?.includes('gallic'))).toBe(true);
    expect(alesiaGboh.view(x.s, 'gallic').reactOrders).toBeUndefined();
    expect(alesiaGboh.view(x.s, 'roman').reactOrders).toEqual({ roman: 'deathGarden' });
    expect(refused(s, { t: 'react', unit: CO, kind: 'entry', target: BI })).toBe('AG 8.6');
    expect(refused(s, { t: 'noReact' })).toBe('AG 8.6');
  });
});
