/**
 * AG 8.62 — Entry reaction fire at a unit Advancing After Combat, through the legal list and `apply`
 * on frozen states of the real board (open ground).
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import type { LogEntry } from '../../core/log';
import { hexKey, parseHexKey } from '../../hex/coords';
import { neighbour } from '../../hex/directions';
import type { AgAction } from '../actions';
import { agUnit } from '../data';
import { alesiaGboh } from '../system';
import { deployed, withDice } from '../testing';
import type { AgState, Facing, ReactOrder } from '../state';
import { openSpot, position } from './kit';

const nb = (hex: string, d: number): string => hexKey(neighbour(parseHexKey(hex), ((d % 6) + 6) % 6));
const legal = (s: AgState) => alesiaGboh.legalActions(s);
function step(s: AgState, a: AgAction): { s: AgState; log: LogEntry[] } {
  const r = alesiaGboh.apply(deepFreeze(s), a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.rejection.rule} ${r.rejection.message}`);
  return { s: r.state, log: r.log };
}

const ruleOf = (e: LogEntry): string | undefined => (e as { rule?: string }).rule;
const textOf = (e: LogEntry): string => (e as { text?: string }).text ?? '';
const base = deployed('12.2', 'entry-fire');
const O = openSpot(base);
const F: Facing = 0;
const BI = 'bi-arverni-1';
const CO = 'co-vi-1';
const AR = Object.keys(base.units).find((id) => agUnit(id).side === 'roman' && agUnit(id).type === 'AR')!;
/** The archers two hexes from the BI, next to O, facing O: O is in their ZOC, the BI's hex is not. */
const X = nb(O, 2);

/** The cohort on O facing F, the BI in front of it that moved in, the archers at X; the cohort fails its pre-shock test (a 9). */
function setUp(react?: ReactOrder): AgState {
  const biHex = nb(O, F);
  return deepFreeze(withDice(position(base, 'gallic', [
    { id: CO, hex: O, facing: F },
    { id: BI, hex: biHex, facing: ((F + 3) % 6) as Facing, from: nb(nb(biHex, F), F) },
    { id: AR, hex: X, facing: 5 },
  ], { units: [BI], tribes: ['arverni'] }, (x) => {
    x.tribes.arverni = { ...x.tribes.arverni, status: 'placed', zone: 'I', released: 1 };
    x.combatOrders = { roman: { rbs: 'never', hold: 'hold', weapon: 'best', leftover: 'auto', retreat: 'auto', escape: 'never' } };
    if (react) x.reactOrders = { roman: react };
  }), [9, 0]));
}

/** The state once the BI has advanced into O (the Gaul's first option). */
function advanced(s: AgState): { s: AgState; log: LogEntry[] } {
  const { s: asked } = step(s, { t: 'toShock' });
  expect(asked.shock?.pending?.kind).toBe('advance');
  return step(asked, legal(asked)[0]);
}

describe('AG 8.62 — Entry reaction fire at an advance after shock', () => {
  it('the archers whose ZOC the BI advanced into may fire at it: the Roman is asked, in the shock segment', () => {
    const { s } = advanced(setUp());
    expect(s.units[BI].loc).toEqual({ at: 'hex', hex: O });
    expect(s.shock?.pending).toMatchObject({ side: 'roman', kind: 'entry-fire', rule: 'AG 8.62' });
    expect(alesiaGboh.toAct(s)).toBe('roman');
    const { s: after, log } = step(s, { t: 'answer', choice: 'fire' } as AgAction);
    // The shot (the phase then ends, and with it the archers' `reacted` mark).
    expect(log.some((e) => e.kind === 'roll' && ruleOf(e) === 'AG 8.16')).toBe(true);
    expect(log.some((e) => e.kind === 'text' && ruleOf(e) === 'AG 8.14' && textOf(e).includes(agUnit(BI).name))).toBe(true);
    expect(after.shock?.pending?.kind).not.toBe('entry-fire');
  });
  it('holding fire: no shot, the archers keep their reaction', () => {
    const { s } = advanced(setUp());
    const { log } = step(s, { t: 'answer', choice: 'pass' } as AgAction);
    expect(log.some((e) => e.kind === 'roll' && ruleOf(e) === 'AG 8.16')).toBe(false);
  });
  it("standing orders (reading X2): 'always' fires without asking, 'never' lets it pass", () => {
    const { log } = advanced(setUp('always'));
    expect(log.some((e) => e.kind === 'roll' && ruleOf(e) === 'AG 8.16')).toBe(true);
    const { s: quiet, log: qlog } = advanced(setUp('never'));
    expect(qlog.some((e) => e.kind === 'roll' && ruleOf(e) === 'AG 8.16')).toBe(false);
    expect(quiet.shock?.pending?.kind).not.toBe('entry-fire');
  });
  it('a unit that has just retreated may not fire at the advancing unit', () => {
    // The cohort itself is no missile unit; here the archers stand where the cohort retreats from — put them
    // in the segment's list of units that retreated, as a retreat would.
    const s = setUp();
    const { s: asked } = step(s, { t: 'toShock' });
    const gone = deepFreeze({ ...asked, shock: { ...asked.shock!, retreatedUnits: [...(asked.shock!.retreatedUnits ?? []), AR] } });
    const { s: after, log } = step(gone, legal(gone)[0]);
    expect(after.shock?.pending?.kind).not.toBe('entry-fire');
    expect(log.some((e) => e.kind === 'roll' && ruleOf(e) === 'AG 8.16')).toBe(false);
  });
});
