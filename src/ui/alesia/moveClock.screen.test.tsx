// @vitest-environment jsdom
/**
 * AC 17.7 (optional) on the game screen: the clock of the commander at the screen stands still
 * behind the hand-over screen and while the rules are open, and when the time is spent the move
 * ends by its legal End, kept in the game's actions like any other.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SystemUiContext } from '../shell/SystemUiContext';
import GameScreen from '../shell/game/GameScreen';
import { useAlesiaClassicGame } from './store';
import { alesiaClassicUi } from './ui';

const wait = (ms: number) => act(() => { vi.advanceTimersByTime(ms); });
const timer = () => screen.getByRole('timer').textContent;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useAlesiaClassicGame.getState().quitToTitle();
});

describe('AC 17.7 — timed moves on the game screen', () => {
  it('runs only for the commander who has taken the screen, pauses for the rules, and ends his move when time is up', { timeout: 30_000 }, () => {
    const store = useAlesiaClassicGame.getState;
    expect(store().newGame({ scenario: 'standard', seed: 'clock', options: { solo: false, players: 3, moveClock: { gallic: 1, roman: 2 } } as never })).toBe(true);
    expect(store().act({ t: 'historical' })).toBe(true);
    expect(store().act({ t: 'end' })).toBe(true);
    render(
      <SystemUiContext value={alesiaClassicUi}>
        <GameScreen onExit={() => {}} />
      </SystemUiContext>,
    );
    // The relief commander moves first (the besieged are shut in): the screen is handed to him.
    // The hand-over is all the page holds (no clock on it), and his clock stands still behind it.
    expect(screen.queryByRole('timer')).toBeNull();
    wait(30_000);
    fireEvent.click(screen.getByRole('button', { name: /I am the relief army/ }));
    expect(timer()).toBe('Relief army: 1:00 left');
    wait(18_000);
    expect(timer()).toBe('Relief army: 0:42 left');
    fireEvent.click(screen.getByRole('tab', { name: 'Rules' }));
    wait(20_000);
    expect(timer()).toBe('Relief army: 0:42 left (paused)');
    fireEvent.click(screen.getByRole('tab', { name: 'Log' }));
    const before = store().session!.actions.length;
    wait(42_000);
    // Time up: his movement (on the board, then off it) is ended for him by the legal End.
    const s = store().session!;
    expect(s.actions.length).toBeGreaterThan(before);
    expect(s.actions.slice(before).every((a) => a.t === 'end')).toBe(true);
    expect(s.state.phase).not.toBe('gallic-move');
    expect(s.state.phase).not.toBe('gallic-offboard');
    expect(screen.getByText(/Time up for Relief army: the move was ended/)).toBeTruthy();
  });
});
