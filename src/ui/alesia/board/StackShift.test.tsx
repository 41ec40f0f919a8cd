// @vitest-environment jsdom
/** The board's stack move (AC 10.3) and the off-board panel's multi-select shift (AC 11.4). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AcAction } from '../../../engine/alesia-classic/actions';
import { acUnit } from '../../../engine/alesia-classic/data/units';
import { alesiaClassic } from '../../../engine/alesia-classic/system';
import { deployed } from '../../../engine/alesia-classic/testing';
import { unitEntries, type AcState } from '../../../engine/alesia-classic/state';
import { AlesiaBoard, CELL_TARGET_LIMIT } from './AlesiaBoard';
import { boardActions } from './model';
import { ShiftSeveral } from './ShiftSeveral';

afterEach(cleanup);

function apply(s: AcState, a: AcAction): AcState {
  const r = alesiaClassic.apply(s, a);
  if (!r.ok) throw new Error(r.rejection.message);
  return r.state;
}

describe('Whole stack (AC 10.3)', () => {
  it('with a unit of a stack selected, the toggle lights where the stack can go together and a click moves it', async () => {
    let s = deployed('ui');
    while (s.phase !== 'roman-move') s = apply(s, { t: 'end' });
    const byHex = new Map<string, string[]>();
    for (const [id, u] of unitEntries(s)) if (u.loc.at === 'hex' && acUnit(id).side === 'roman' && acUnit(id).kind !== 'fort') byHex.set(u.loc.hex, [...(byHex.get(u.loc.hex) ?? []), id]);
    // A stack whose moves together are few enough to have a button each (CELL_TARGET_LIMIT).
    const s0 = s;
    const picked = [...byHex.values()].filter((ids) => ids.length >= 2).map((ids) => apply(s0, { t: 'select', unit: ids[0] }))
      .find((x) => { const n = alesiaClassic.legalActions(x).filter((a) => a.t === 'moveStack').length; return n > 0 && n <= CELL_TARGET_LIMIT; })!;
    s = picked;
    const legal = alesiaClassic.legalActions(s);
    const onAct = vi.fn<(a: AcAction) => void>();
    render(<AlesiaBoard state={s} log={[]} legal={legal} highlight={[]} inspected={null} onInspect={() => {}} onAct={onAct} onSuggest={() => {}} onCell={() => {}} />);
    const toggle = screen.getByRole('button', { name: /^Whole stack/ });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    const map = screen.getByRole('group', { name: /Map of Alesia/ });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const together = legal.filter((a): a is Extract<AcAction, { t: 'moveStack' }> => a.t === 'moveStack');
    expect(together.length).toBeGreaterThan(0);
    await waitFor(() => expect(map.querySelectorAll('.ac-cell.target').length).toBe(together.length));
    const lit = [...map.querySelectorAll<SVGElement>('.ac-cell.target')];
    const el = lit.find((e) => e.getAttribute('data-hex') === together[0].to)!;
    expect(el.getAttribute('aria-label')).toContain('move the stack of');
    fireEvent.click(el);
    expect(onAct).toHaveBeenCalledWith(together[0]);
    expect(alesiaClassic.apply(s, onAct.mock.calls[0][0]).ok).toBe(true);
  }, 30_000);
});

describe('Shift several (AC 11.4)', () => {
  it('chooses some units of a box with checkboxes and shifts them in one legal decision', () => {
    const s = apply(deployed('ui'), { t: 'end' });
    expect(s.phase).toBe('gallic-offboard');
    const legal = alesiaClassic.legalActions(s);
    const acts = boardActions(legal);
    const ids = unitEntries(s).filter(([, u]) => u.loc.at === 'obmc' && u.loc.zone === 'I').map(([id]) => id);
    const onAct = vi.fn<(a: AcAction) => void>();
    render(<ShiftSeveral ids={ids} where="zone I" acts={acts} onAct={onAct} />);
    fireEvent.click(screen.getByRole('button', { name: 'Shift several units from zone I (AC 11.4)' }));
    const group = screen.getByRole('group', { name: /Units to shift from zone I together/ });
    const go = within(group).getByRole('button', { name: 'Shift 0 chosen to zone II' });
    expect((go as HTMLButtonElement).disabled).toBe(true);
    const boxes = within(group).getAllByRole('checkbox');
    fireEvent.click(boxes[0]);
    fireEvent.click(boxes[2]);
    fireEvent.click(within(group).getByRole('button', { name: 'Shift 2 chosen to zone II' }));
    const a = onAct.mock.calls[0][0];
    expect(a).toMatchObject({ t: 'shiftMany', to: 'II' });
    expect((a as Extract<AcAction, { t: 'shiftMany' }>).units).toHaveLength(2);
    const r = alesiaClassic.apply(s, a);
    expect(r.ok).toBe(true);
  });

  it('one unit chosen goes as its own shift', () => {
    const s = apply(deployed('ui'), { t: 'end' });
    const acts = boardActions(alesiaClassic.legalActions(s));
    const ids = unitEntries(s).filter(([, u]) => u.loc.at === 'obmc' && u.loc.zone === 'I').map(([id]) => id);
    const onAct = vi.fn<(a: AcAction) => void>();
    render(<ShiftSeveral ids={ids} where="zone I" acts={acts} onAct={onAct} />);
    fireEvent.click(screen.getByRole('button', { name: /Shift several units/ }));
    fireEvent.click(screen.getAllByRole('checkbox')[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Shift 1 chosen to zone X' }));
    expect(onAct.mock.calls[0][0]).toMatchObject({ t: 'shift', to: 'X' });
  });
});
