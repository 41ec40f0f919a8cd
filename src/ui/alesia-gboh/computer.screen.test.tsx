// @vitest-environment jsdom
/**
 * Alésia (GBoH) against the computer (issue 18): the Roman person watches the computer Gaul place
 * his first tribes from the Roman's own view — his board, tracker and log — and nothing of the
 * Gaul's plan (AG 5.31) is ever in the page: no sheet, no summary, no log line of an assignment, no
 * tribe that has not arrived. Once the Roman takes the Gaul's seat over and claims the screen, the
 * same page shows the plan (so the checks below could fail).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { agTribe } from '../../engine/alesia-gboh/data';
import type { AgAction } from '../../engine/alesia-gboh/actions';
import type { AgState } from '../../engine/alesia-gboh/state';
import { renderGameScreen } from '../shell/__fixtures__/gameScreen';
import { useAlesiaGbohGame } from './store';
import { alesiaGbohUi } from './ui';

const store = () => useAlesiaGbohGame.getState();

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  store().quitToTitle();
});

const play = (a: AgAction | undefined) => {
  expect(a).toBeTruthy();
  expect(store().act(a!)).toBe(true);
};

/** Everything of the page a player could read: text, names, labels, tooltips, values. */
function pageWords(): string {
  const attrs = [...document.querySelectorAll('*')].flatMap((el) => ['aria-label', 'title', 'value', 'data-tribe', 'data-zone'].map((a) => el.getAttribute(a) ?? ''));
  return `${document.body.textContent} ${attrs.join(' ')}`;
}

describe('Alésia (GBoH) against the computer', () => {
  it('the Roman person watches the computer Gaul from the Roman’s own view: nothing of the plan in the page', { timeout: 60_000 }, async () => {
    expect(store().newGame({ scenario: '12.2', seed: 'watch', options: { solo: false } as never, seats: { gallic: 'normal' } })).toBe(true);
    play({ t: 'sample' });
    play({ t: 'endSetup' });
    // The Gaul's plan: every tribe to the first zone offered past I, then the plan is made.
    const s0 = store().session!.state as AgState;
    for (const t of Object.keys(s0.tribes).filter((x) => s0.tribes[x].status === 'available')) {
      const legal = alesiaGbohUi.legal(store().session!.state);
      play(legal.find((a) => a.t === 'assign' && a.tribe === t && a.zone !== 'I') ?? legal.find((a) => a.t === 'assign' && a.tribe === t));
    }
    play(alesiaGbohUi.legal(store().session!.state).find((a) => a.t === 'endPlanning'));
    const state = store().session!.state as AgState;
    expect(alesiaGbohUi.toAct(state)).toBe('gallic');
    expect(state.step).not.toBe('planning');
    renderGameScreen(alesiaGbohUi);

    // The computer's turn beside the Roman's own board (the tracker says who holds each seat).
    const turn = screen.getByRole('region', { name: 'Computer to act' });
    expect(within(turn).getByRole('status').textContent).toMatch(/computer \(normal\)/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('.gb-board')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Commentarii — Roman: you · Gallic: computer (normal)');
    await waitFor(() => expect(screen.getByRole('list', { name: 'Game log' }).textContent).toMatch(/set up|deploy/i));
    const words = pageWords();
    expect(document.querySelector('.gb-plan, .gb-plan-summary, select[aria-label^="Entry Zone"]')).toBeNull();
    expect(words).not.toMatch(/assignment sheet/);
    const secretLines = store().session!.log.filter((e) => e.hiddenFrom?.includes('roman'));
    expect(secretLines.length).toBeGreaterThan(5);
    for (const e of secretLines) expect(words).not.toContain((e as { text: string }).text);
    for (const [t, z] of Object.entries(state.plan.assign)) {
      if (state.tribes[t].status !== 'available') continue;
      expect(words).not.toContain(`${agTribe(t).name} assigned to Zone ${z}`);
      expect(words).not.toContain(`Zone ${z}: ${agTribe(t).name}`);
      expect(document.querySelector(`[data-tribe="${t}"]`)).toBeNull();
    }

    // Take over: the Gaul's screen is handed over; claimed, it reads his sheet back beside the map.
    act(() => fireEvent.click(within(turn).getByRole('button', { name: 'Take over' })));
    expect(document.querySelector('.gb-plan-summary')).toBeNull();
    act(() => fireEvent.click(screen.getByRole('button', { name: /^I am the Gallic/ })));
    await waitFor(() => expect(document.querySelector('.gb-plan-summary')?.textContent).toMatch(/assignment sheet \(secret\)/));
  });
});
