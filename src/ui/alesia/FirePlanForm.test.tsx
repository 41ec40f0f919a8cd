// @vitest-environment jsdom
/** The fire plan as a small form (issue 16 §3): the plan in force shown, "Set" applies the matching legal plan. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { AcAction } from '../../engine/alesia-classic/actions';
import { alesiaClassic } from '../../engine/alesia-classic/system';
import { deployed } from '../../engine/alesia-classic/testing';
import type { AcState } from '../../engine/alesia-classic/state';
import { ActionButtons } from '../shell/game/PromptPanel';
import { FirePlanForm, planWords } from './FirePlanForm';
import { groupActions } from './prompt';

afterEach(cleanup);

function romanMove(): AcState {
  let s = deployed('plan');
  while (s.phase !== 'roman-move') {
    const r = alesiaClassic.apply(s, { t: 'end' });
    if (!r.ok) throw new Error(r.rejection.message);
    s = r.state;
  }
  return s;
}

function renderForm(s: AcState) {
  const legal = alesiaClassic.legalActions(s);
  const group = groupActions(legal).find((g) => g.id === 'plan')!;
  const onAct = vi.fn<(a: AcAction) => void>();
  render(<FirePlanForm state={s} actions={group.actions} onAct={onAct} Buttons={ActionButtons as never} />);
  return { onAct, group };
}

describe('FirePlanForm', () => {
  it('is a form of two rules, not a button per combination', () => {
    const s = romanMove();
    const { group } = renderForm(s);
    expect(group.actions.length).toBeGreaterThan(30);
    expect(screen.getAllByRole('button', { name: /^Set the/ })).toHaveLength(2);
    expect(screen.getAllByRole('group')).toHaveLength(2);
    const forts = screen.getByRole('group', { name: /Forts/ });
    expect(within(forts).getByText(/^In force:/).textContent).toBe(`In force: ${planWords('forts', s.fire.plan.forts)}.`);
    expect(within(forts).getByRole('combobox', { name: /Fire/ })).toBeTruthy();
    expect(within(forts).getByRole('combobox', { name: /At units of strength/ })).toBeTruthy();
    expect(within(forts).getByRole('checkbox', { name: /Keep the primary volley/ })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: /Archers and slingers/ })).queryByRole('checkbox')).toBeNull();
  });

  it('sets nothing until a choice differs from the plan in force, then applies the matching legal plan', () => {
    const s = romanMove();
    const { onAct, group } = renderForm(s);
    const forts = screen.getByRole('group', { name: /Forts/ });
    const set = within(forts).getByRole('button', { name: /^Set the forts/ }) as HTMLButtonElement;
    expect(set.disabled).toBe(true);
    fireEvent.change(within(forts).getByRole('combobox', { name: /Fire/ }), { target: { value: 'close' } });
    fireEvent.change(within(forts).getByRole('combobox', { name: /At units of strength/ }), { target: { value: '6' } });
    fireEvent.click(within(forts).getByRole('checkbox', { name: /Keep the primary volley/ }));
    expect(set.disabled).toBe(false);
    fireEvent.click(set);
    const want = { t: 'plan', who: 'forts', ranges: 'close', minStrength: 6, holdPrimary: !s.fire.plan.forts.holdPrimary };
    expect(onAct).toHaveBeenCalledTimes(1);
    expect(onAct.mock.calls[0][0]).toEqual(want);
    // The very entry of the legal list.
    expect(group.actions).toContain(onAct.mock.calls[0][0]);
    // Applied, the form shows the new plan in force.
    const r = alesiaClassic.apply(s, onAct.mock.calls[0][0]);
    expect(r.ok).toBe(true);
  });

  it('shows the plan in force after it changes', () => {
    const s = romanMove();
    const legal = alesiaClassic.legalActions(s);
    const plan = legal.find((a) => a.t === 'plan' && a.who === 'missiles' && a.ranges === 'primary' && a.minStrength === 7)!;
    const r = alesiaClassic.apply(s, plan);
    if (!r.ok) throw new Error(r.rejection.message);
    renderForm(r.state);
    const missiles = screen.getByRole('group', { name: /Archers/ });
    expect(within(missiles).getByText(/^In force:/).textContent).toBe('In force: fire adjacent only, at units of strength 7 or more.');
    expect((within(missiles).getByRole('combobox', { name: /Fire/ }) as HTMLSelectElement).value).toBe('primary');
  });
});
