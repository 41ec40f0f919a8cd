// @vitest-environment jsdom
/**
 * A system that is not Bellum plays in the shell through its registry-style UI alone: a toy
 * counter game (src/store/__fixtures__/toySystem.ts) with its own board, store and words. The
 * game screen shows its board, takes its prompt's choices, and replays it read-only.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshStorage } from '../../store/__fixtures__/gameDbFixture';
import { installStorage } from '../../store/__fixtures__/toySystem';
import { toyUi } from './__fixtures__/toyUi';
import GameScreen from './game/GameScreen';
import { promptCaughtUp } from './game/promptTesting';
import { SystemUiContext } from './SystemUiContext';

beforeEach(() => {
  freshStorage();
});
afterEach(() => {
  cleanup();
  installStorage(undefined);
});

describe('the shell with a system other than Bellum', () => {
  it('shows the system board, plays its prompt and board choices, and replays the game read-only', () => {
    const ui = toyUi();
    expect(ui.store.getState().newGame({ scenario: 'duel', seed: 'toy', options: {} })).toBe(true);
    render(
      <SystemUiContext value={ui}>
        <GameScreen onExit={() => undefined} />
      </SystemUiContext>,
    );
    const board = screen.getByRole('region', { name: 'Toy board' });
    expect(within(board).getByText('Counter 0')).toBeTruthy();
    // The prompt lists the toy's legal actions in its own words.
    const prompt = screen.getByRole('region', { name: 'Prompt' });
    act(() => fireEvent.click(within(prompt).getByRole('button', { name: 'Add 1' })));
    expect(within(board).getByText('Counter 1')).toBeTruthy();
    // A board click is the same kind of action.
    act(() => fireEvent.click(within(board).getByRole('button', { name: 'Board push' })));
    expect(within(screen.getByRole('region', { name: 'Toy board' })).getByText('Counter 3')).toBeTruthy();
    expect(ui.store.getState().session!.actions).toEqual([{ t: 'inc', by: 1 }, { t: 'inc', by: 2 }]);

    // Replay: opens at the present, steps back to the setup, and leaves the game unchanged.
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Replay' })));
    expect(screen.getByRole('heading', { name: /^Replay/ })).toBeTruthy();
    expect(screen.getByText(/Action 2 of 2/)).toBeTruthy();
    // The slider has a name of its own (issue 16 §3).
    expect(screen.getByRole('slider', { name: 'Position in the replay, by action' }).getAttribute('aria-valuetext')).toBe('Action 2 of 2');
    expect(screen.getByText('Counter 3')).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Step back' })));
    expect(screen.getByText('Counter 1')).toBeTruthy();
    expect(screen.getByText(/Red: Add 1/)).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'First: the setup' })));
    expect(screen.getByText('Counter 0')).toBeTruthy();
    // The replay's board offers nothing to do.
    expect((screen.getByRole('button', { name: 'Board push' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Back to the game' })));
    expect(within(screen.getByRole('region', { name: 'Toy board' })).getByText('Counter 3')).toBeTruthy();
    expect(ui.store.getState().session!.actions).toHaveLength(2);
  });

  it('draws the prompt and the track a frame after the map for the seat that sat, at once for another seat', async () => {
    const ui = toyUi();
    expect(ui.store.getState().newGame({ scenario: 'duel', seed: 'toy', options: {} })).toBe(true);
    render(
      <SystemUiContext value={ui}>
        <GameScreen onExit={() => undefined} />
      </SystemUiContext>,
    );
    const prompt = () => screen.getByRole('region', { name: 'Prompt' });
    expect(prompt().textContent).toContain('red: push the counter (now 0)');
    expect(prompt().getAttribute('aria-busy')).toBeNull();
    // Red adds 1: the map answers in the click's frame, the prompt (still Red's) one frame later and
    // says meanwhile that it is behind.
    act(() => fireEvent.click(within(prompt()).getByRole('button', { name: 'Add 1' })));
    expect(within(screen.getByRole('region', { name: 'Toy board' })).getByText('Counter 1')).toBeTruthy();
    expect(prompt().textContent).toContain('(now 0)');
    expect(prompt().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText(/^Track:/).textContent).toBe('Track: count 0, red to act');
    await promptCaughtUp();
    expect(prompt().textContent).toContain('red: push the counter (now 1)');
    expect(screen.getByText(/^Track:/).textContent).toBe('Track: count 1, red to act');
    expect(prompt().getAttribute('aria-busy')).toBeNull();
    // Red passes: Blue is to act, and the prompt is Blue's at once — never Red's prompt before Blue.
    act(() => fireEvent.click(within(prompt()).getByRole('button', { name: 'Pass' })));
    expect(prompt().textContent).toContain('blue: push the counter (now 1)');
    expect(prompt().textContent).not.toContain('red:');
    expect(screen.getByText(/^Track:/).textContent).toBe('Track: count 1, blue to act');
    expect(prompt().getAttribute('aria-busy')).toBeNull();
  });
});
