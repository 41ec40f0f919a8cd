// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { render } from '../../bellum/testing/render';
import { describeAction } from '../../../engine/bellum/describe';
import { bellum } from '../../../engine/bellum/system';
import { PromptPanel } from './PromptPanel';
import { aquitania } from '../../bellum/testState';

afterEach(cleanup);

const actionButtons = (prompt: HTMLElement) => within(prompt).getAllByRole('button').filter((b) => b.classList.contains('action'));

/** Opens every folded group, as a player would (a folded group renders its buttons only when open). */
function openFolds(prompt: HTMLElement) {
  for (const d of prompt.querySelectorAll('details')) {
    d.open = true;
    fireEvent(d, new Event('toggle'));
  }
}

describe('PromptPanel', () => {
  it('renders one button per legal action, labelled by describeAction, inside the Prompt region', () => {
    const s = aquitania();
    const legal = bellum.legalActions(s);
    expect(legal.length).toBeGreaterThan(1);
    render(<PromptPanel state={s} legal={legal} toAct="roman" message={null} onAct={() => {}} onDismiss={() => {}} />);
    const prompt = screen.getByRole('region', { name: 'Prompt' });
    openFolds(prompt);
    const buttons = actionButtons(prompt);
    expect(buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(expect.arrayContaining(legal.map((a) => describeAction(s, a))));
    expect(buttons).toHaveLength(legal.length);
  });

  it('says who acts and what to do in a polite live region with the rule', () => {
    const s = aquitania();
    render(<PromptPanel state={s} legal={bellum.legalActions(s)} toAct="roman" message={null} onAct={() => {}} onDismiss={() => {}} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toContain('Roman player');
    expect(status.textContent).toMatch(/BG \d/);
    expect(within(status).getByRole('button', { name: /BG 3\.3/ })).toBeTruthy();
  });

  it('calls act with the very action of the clicked button', () => {
    const s = aquitania();
    const legal = bellum.legalActions(s);
    const onAct = vi.fn();
    render(<PromptPanel state={s} legal={legal} toAct="roman" message={null} onAct={onAct} onDismiss={() => {}} />);
    const select = legal.find((a) => a.t === 'select')!;
    fireEvent.click(screen.getByRole('button', { name: describeAction(s, select) }));
    expect(onAct).toHaveBeenCalledWith(select);
    const end = legal.find((a) => a.t === 'endMove')!;
    fireEvent.click(screen.getByRole('button', { name: describeAction(s, end) }));
    expect(onAct).toHaveBeenLastCalledWith(end);
  });

  it('groups a selection into force, destinations and finish', () => {
    const s0 = aquitania();
    const sel = bellum.legalActions(s0).find((a) => a.t === 'select')!;
    const r = bellum.apply(s0, sel);
    if (!r.ok) throw new Error(r.rejection.message);
    const legal = bellum.legalActions(r.state);
    render(<PromptPanel state={r.state} legal={legal} toAct="roman" message={null} onAct={() => {}} onDismiss={() => {}} />);
    const moveGroup = screen.getByRole('group', { name: 'Move to' });
    const moves = legal.filter((a) => a.t === 'move');
    expect(within(moveGroup).getAllByRole('button')).toHaveLength(moves.length);
    expect(within(screen.getByRole('group', { name: 'Finish' })).getByRole('button', { name: 'Cancel selection' })).toBeTruthy();
  });

  it('puts the group of the finishing choice (the keyboard\'s End) last, in a foot that stays in view (issue 16 §3)', () => {
    const s = aquitania();
    const legal = bellum.legalActions(s);
    render(<PromptPanel state={s} legal={legal} toAct="roman" message={null} onAct={() => {}} onDismiss={() => {}} />);
    const prompt = screen.getByRole('region', { name: 'Prompt' });
    const end = legal.find((a) => a.t === 'endMove')!;
    const foot = prompt.querySelector('.prompt-foot')!;
    expect(foot).toBeTruthy();
    expect(within(foot as HTMLElement).getByRole('button', { name: describeAction(s, end) })).toBeTruthy();
    // The prompt's last child: after the choices, the preview and the keys.
    expect(prompt.lastElementChild).toBe(foot);
    expect(prompt.querySelectorAll('.prompt-foot')).toHaveLength(1);
  });

  it('shows the last refusal as an alert with a dismiss button', () => {
    const s = aquitania();
    const onDismiss = vi.fn();
    render(<PromptPanel state={s} legal={bellum.legalActions(s)} toAct="roman" message={{ kind: 'error', text: 'BG 3.3: Tarbelli and Veneti do not share a border.' }} onAct={() => {}} onDismiss={onDismiss} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('do not share a border');
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalled();
  });

  it('every action button has a tooltip on focus naming its rule (select a leader → BG 3.3.1)', () => {
    const s = aquitania();
    const legal = bellum.legalActions(s);
    render(<PromptPanel state={s} legal={legal} toAct="roman" message={null} onAct={() => {}} onDismiss={() => {}} />);
    const prompt = screen.getByRole('region', { name: 'Prompt' });
    for (const b of actionButtons(prompt)) expect(b.getAttribute('aria-describedby')).toBeTruthy();
    const select = actionButtons(prompt).find((b) => /^Select/.test(b.textContent ?? ''))!;
    fireEvent.focus(select);
    const tip = document.getElementById(select.getAttribute('aria-describedby')!)!;
    expect(tip.hidden).toBe(false);
    expect(tip.textContent).toContain('BG 3.3.1');
  });

  it('folds rarely wanted choices (leaderless garrisons) and shows only the choices a map click points at, above the folded list', () => {
    const s = aquitania();
    const legal = bellum.legalActions(s);
    const garrisons = legal.filter((a) => a.t === 'garrison');
    expect(garrisons.length).toBeGreaterThan(2);
    const { unmount } = render(<PromptPanel state={s} legal={legal} toAct="roman" message={null} onAct={() => {}} onDismiss={() => {}} />);
    const group = screen.getByRole('group', { name: 'Garrison without a leader' });
    const details = group.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')!.textContent).toBe(`Show ${garrisons.length} choices`);
    // Closed, its buttons are not rendered (hidden anyway); opened, every choice is there.
    expect(details.querySelectorAll('button.action')).toHaveLength(0);
    // A click on the summary renders them at once (not a task later, with the toggle event).
    fireEvent.click(details.querySelector('summary')!);
    expect(details.querySelectorAll('button.action')).toHaveLength(garrisons.length);
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(details.querySelectorAll('button.action')).toHaveLength(garrisons.length);
    unmount();
    render(<PromptPanel state={s} legal={legal} toAct="roman" suggested={[garrisons[0]]} message={null} onAct={() => {}} onDismiss={() => {}} />);
    const pointedGroup = screen.getByRole('group', { name: 'Garrison without a leader' });
    const pointed = pointedGroup.querySelector('details')!;
    // Pointed at: the choices pointed at alone, marked as suggested, in view above the list, which stays folded.
    expect(pointed.open).toBe(false);
    expect(pointed.querySelectorAll('button.action')).toHaveLength(0);
    expect([...pointedGroup.querySelectorAll('button.action.suggested')].map((b) => b.textContent)).toEqual([describeAction(s, garrisons[0])]);
    expect(pointedGroup.querySelectorAll('button.action')).toHaveLength(1);
    // Opened, the whole list (the pointed choice among them, still suggested) and no copy above it.
    fireEvent.click(pointed.querySelector('summary')!);
    expect(pointedGroup.querySelectorAll('button.action')).toHaveLength(garrisons.length);
    expect(pointed.querySelectorAll('button.action.suggested')).toHaveLength(1);
  });

  it('deployment (BG 4.4.2) is a grid: one row per unit, a button per wing named with the full action', async () => {
    const { nerviiState } = await import('../../../engine/bellum/testing/nervii');
    const { act, toCombat } = await import('../../../engine/bellum/combat/testkit');
    const st = act(toCombat(nerviiState()), { t: 'stand' });
    const legal = bellum.legalActions(st);
    const deploys = legal.filter((a) => a.t === 'deploy');
    expect(deploys.length).toBeGreaterThan(8);
    const onAct = vi.fn();
    render(<PromptPanel state={st} legal={legal} toAct={bellum.toAct(st)} message={null} onAct={onAct} onDismiss={() => {}} />);
    const group = screen.getByRole('group', { name: 'Deploy on the battle map' });
    const rows = group.querySelectorAll('table.wing-grid tbody tr');
    expect(rows).toHaveLength(new Set(deploys.map((a) => (a.t === 'deploy' ? a.unit : ''))).size);
    const first = deploys[0];
    const b = within(group).getByRole('button', { name: describeAction(st, first) });
    expect(b.textContent).toMatch(/^(Left|Centre|Right|Reserve)$/);
    fireEvent.click(b);
    expect(onAct).toHaveBeenCalledWith(first);
  }, 30_000);
});
