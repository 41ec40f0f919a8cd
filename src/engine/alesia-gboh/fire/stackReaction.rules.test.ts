/**
 * AG 6.65, 6.66, 8.62 — reaction fire at a stack moving as one (reading X81): seed 002's combat example
 * (GB-9.23), where "the first stack" of Gauls comes into the Death Garden and the Roman javelins hit
 * "the Gallic unit on top"; arrows strike the whole moving stack (AG 8.14).
 */
import { describe, expect, it } from 'vitest';
import type { AgAction } from '../actions';
import type { DieRollEntry, LogEntry } from '../../core/log';
import type { AgState, ReactOrder } from '../state';
import { stackOn } from '../stacking';
import { withDice } from '../testing';
import { applied, firePosition, key, legal, unitOf } from './kit';

const CO = 'co-x-1';
const RAR = unitOf('roman', 'AR');
const BI = unitOf('gallic', 'BI', 0, 'relief');
const BI2 = unitOf('gallic', 'BI', 1, 'relief');

const rolls = (log: LogEntry[]): DieRollEntry[] => log.filter((e): e is DieRollEntry => e.kind === 'roll');
const stackMoveTo = (s: AgState, label: string): Extract<AgAction, { t: 'move' }> => {
  const a = legal(s).find((x): x is Extract<AgAction, { t: 'move' }> => x.t === 'move' && !!x.with && x.path[x.path.length - 1] === key(label));
  if (!a) throw new Error(`no stack move to ${label}`);
  return a;
};

/** GB-9.23 with the two Gauls stacked at W1332 (BI on top) and `roman` on the Rampart W1334. */
function stacked(order: ReactOrder, roman: string = CO): AgState {
  return firePosition({
    [roman]: { at: 'W1334', facing: 3 },
    [BI]: { at: 'W1332', facing: 0 },
    [BI2]: { at: 'W1332', facing: 0, stackPos: 1 },
  }, 'gallic', [BI, BI2], { roman: order });
}

describe('AG 6.65, 6.66, 8.62 — Entry reaction fire at a stack moving as one', () => {
  it('the stack moves in one decision; each unit takes the Death Garden’s 2 Hits; the javelins hit the top unit only', () => {
    const s = withDice(stacked('deathGarden'), [5]);
    const x = applied(s, stackMoveTo(s, 'W1333'));
    expect(stackOn(x.s, key('W1333'))).toEqual([BI, BI2]);
    const [r] = rolls(x.log);
    expect(r).toMatchObject({ rule: 'AG 8.16', dice: [5], total: 4, result: 'Hit', auto: true, side: 'roman' });
    expect(x.s.units[BI].hits).toBe(3);
    expect(x.s.units[BI2].hits).toBe(2);
    expect(x.s.units[CO].reacted).toBe(true);
    expect(x.s.step).toBe('command');
  });

  it("by 'ask' the Roman is asked once, at the top unit; his shot strikes only it", () => {
    const s = withDice(stacked('ask'), [5]);
    const x = applied(s, stackMoveTo(s, 'W1333'));
    expect(x.s.step).toBe('react');
    expect(legal(x.s)).toEqual([{ t: 'react', unit: CO, kind: 'entry', target: BI }, { t: 'noReact' }]);
    expect(x.s.reaction?.group).toEqual([BI2]);
    const y = applied(x.s, { t: 'react', unit: CO, kind: 'entry', target: BI });
    expect(y.s.units[BI].hits).toBe(3);
    expect(y.s.units[BI2].hits).toBe(2);
    expect(y.s.step).toBe('command');
  });

  it('archers’ arrows strike every unit of the moving stack (AG 8.14)', () => {
    let hit: ReturnType<typeof applied> | null = null;
    for (const d of [0, 1, 2, 3]) {
      const s = withDice(stacked('always', RAR), [d]);
      const x = applied(s, stackMoveTo(s, 'W1333'));
      if (rolls(x.log).some((r) => r.result === 'Hit')) {
        hit = x;
        break;
      }
    }
    expect(hit).not.toBeNull();
    expect(hit!.s.units[BI].hits).toBe(3);
    expect(hit!.s.units[BI2].hits).toBe(3);
  });
});

describe('AG 6.65, 8.61 — Withdrawal reaction fire at a stack moving as one (reading X81)', () => {
  const pos = (over: Partial<AgState['units'][string]> = {}) => firePosition({
    [RAR]: { at: 'W0316', facing: 0 },
    [BI]: { at: 'W0317', facing: 0, ...over },
    [BI2]: { at: 'W0317', facing: 0, stackPos: 1 },
  }, 'gallic', [BI, BI2], { roman: 'always' });

  it('the archers’ Hit strikes both units before they move; then both move on together', () => {
    const s = withDice(pos(), [0]);
    const x = applied(s, stackMoveTo(s, 'W0318'));
    expect(rolls(x.log)[0]).toMatchObject({ result: 'Hit', cell: { table: 'gboh-missile', row: 'A', col: '2' } });
    expect(x.s.units[BI].hits).toBe(1);
    expect(x.s.units[BI2].hits).toBe(1);
    expect(stackOn(x.s, key('W0318'))).toEqual([BI, BI2]);
  });

  it('if the fire routs the top unit, the unit under it makes the move alone', () => {
    const s = withDice(pos({ hits: 6 }), [0]);
    const x = applied(s, stackMoveTo(s, 'W0318'));
    expect(x.s.units[BI]).toMatchObject({ routed: true, loc: { at: 'gallic-camp' } });
    expect(x.s.units[BI2]).toMatchObject({ loc: { at: 'hex', hex: key('W0318') }, moved: true });
  });
});
