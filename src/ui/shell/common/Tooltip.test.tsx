// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { HOVER_DELAY_MS, RuleLink, Tip } from './Tooltip';
import { useRuleNav } from './ruleNav';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useRuleNav.setState({ open: null, seq: 0 });
});

/** The open bubble (visible once floating-ui has placed it). */
const bubble = () => screen.findByRole('tooltip');

describe('Tip', () => {
  it('opens at once on keyboard focus, names the rule id and title, and closes on blur', async () => {
    render(
      <Tip rule="BG 3.4">
        <button type="button">March</button>
      </Tip>,
    );
    const button = screen.getByRole('button', { name: 'March' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => button.focus());
    const tip = await bubble();
    expect(tip.textContent).toContain('BG 3.4');
    expect(tip.textContent).toContain('Forced marches');
    expect(button.getAttribute('aria-describedby')).toBe(tip.id);
    act(() => button.blur());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens on hover only after the delay, closes on leaving, and Escape closes it', async () => {
    vi.useFakeTimers();
    render(
      <Tip rule="BG 4.4.2" text="+1 for the Army Commander">
        Commander
      </Tip>,
    );
    const target = screen.getByText('Commander');
    // plain text gets a focusable wrapper
    expect(target.getAttribute('tabindex')).toBe('0');
    fireEvent.mouseEnter(target);
    act(() => vi.advanceTimersByTime(HOVER_DELAY_MS - 50));
    expect(document.querySelector('[role="tooltip"]:not([hidden])')).toBeNull();
    await act(async () => vi.advanceTimersByTime(60));
    const open = document.querySelector('[role="tooltip"]:not([hidden])');
    expect(open?.textContent).toContain('+1 for the Army Commander');
    fireEvent.mouseLeave(target);
    expect(document.querySelector('[role="tooltip"]:not([hidden])')).toBeNull();

    // leaving before the delay: it never opens
    fireEvent.mouseEnter(target);
    act(() => vi.advanceTimersByTime(100));
    fireEvent.mouseLeave(target);
    act(() => vi.advanceTimersByTime(HOVER_DELAY_MS * 2));
    expect(document.querySelector('[role="tooltip"]:not([hidden])')).toBeNull();

    vi.useRealTimers();
    act(() => target.focus());
    expect(await bubble()).toBeTruthy();
    fireEvent.keyDown(target, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('renders the open bubble in a portal on <body>, outside any scrolling panel, with the same id', async () => {
    render(
      <div className="panel" style={{ overflow: 'auto', height: 20 }}>
        <Tip rule="BG 3.4">
          <button type="button">March</button>
        </Tip>
      </div>,
    );
    const button = screen.getByRole('button', { name: 'March' });
    const id = button.getAttribute('aria-describedby');
    expect(document.getElementById(id!)).not.toBeNull(); // resolves while closed too
    act(() => button.focus());
    const tip = await bubble();
    expect(tip.id).toBe(id);
    expect(tip.closest('.panel')).toBeNull();
    expect(tip.style.position).toBe('fixed');
  });

  it('the focus a click gives does not open it at once (hover and its delay rule then)', () => {
    render(
      <Tip rule="BG 3.4">
        <button type="button">March</button>
      </Tip>,
    );
    const button = screen.getByRole('button', { name: 'March' });
    fireEvent.pointerDown(button);
    fireEvent.mouseDown(button);
    act(() => button.focus());
    expect(document.querySelector('[role="tooltip"]:not([hidden])')).toBeNull();
  });

  it('a press on the control closes its tooltip (a drag never carries one along)', async () => {
    render(
      <Tip rule="BG 3.4">
        <button type="button">March</button>
      </Tip>,
    );
    const button = screen.getByRole('button', { name: 'March' });
    act(() => button.focus());
    await bubble();
    fireEvent.pointerDown(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('a drag starting anywhere on the page closes an open tooltip (it would hide the drop targets)', async () => {
    render(
      <>
        <Tip rule="BG 3.4">
          <button type="button">March</button>
        </Tip>
        <div draggable>counter</div>
      </>,
    );
    act(() => screen.getByRole('button', { name: 'March' }).focus());
    await bubble();
    fireEvent.dragStart(screen.getByText('counter'));
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
