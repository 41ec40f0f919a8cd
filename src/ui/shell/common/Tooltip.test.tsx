// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RuleLink, Tip } from './Tooltip';
import { useRuleNav } from './ruleNav';

afterEach(() => {
  cleanup();
  useRuleNav.setState({ open: null, seq: 0 });
});

describe('Tip', () => {
  it('shows a tooltip naming the rule id and title on keyboard focus, hides it on blur', () => {
    render(
      <Tip rule="BG 3.4">
        <button type="button">March</button>
      </Tip>,
    );
    const button = screen.getByRole('button', { name: 'March' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => button.focus());
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toContain('BG 3.4');
    expect(tip.textContent).toContain('Forced marches');
    expect(button.getAttribute('aria-describedby')).toBe(tip.id);
    act(() => button.blur());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows on hover and hides on mouse leave; Escape dismisses it', () => {
    render(
      <Tip rule="BG 4.4.2" text="+1 for the Army Commander">
        Commander
      </Tip>,
    );
    const target = screen.getByText('Commander');
    // plain text gets a focusable wrapper
    expect(target.getAttribute('tabindex')).toBe('0');
    fireEvent.mouseEnter(target);
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toContain('BG 4.4.2');
    expect(tip.textContent).toContain('+1 for the Army Commander');
    fireEvent.mouseLeave(target);
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => target.focus());
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.keyDown(target, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('RuleLink', () => {
  it('is a button named by the rule id that asks the rule navigator to open it', () => {
    render(<RuleLink id="3.3" />);
    const button = screen.getByRole('button', { name: 'BG 3.3' });
    fireEvent.click(button);
    expect(useRuleNav.getState().open).toBe('BG 3.3');
    expect(useRuleNav.getState().seq).toBe(1);
  });
});
