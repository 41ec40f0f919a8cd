// @vitest-environment jsdom
/** The move clock of timed moves (Alesia's optional AC 17.7): counting, pausing, restarting, time up, what it announces. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { ClockRun, clockWords, MAX_GAP_MS, type ClockSpec } from './clockRun';
import { MoveClock } from './MoveClock';

const gauls = (key = '1.1.gallic'): ClockSpec => ({ key, limitMs: 10 * 60_000, who: 'Gauls', rule: 'AC 17.7' });

/** Hosts the clock as the game screen does: the run follows the spec and the pause at each render. */
function Host({ run, spec, paused = false, onTimeUp = () => {} }: { run: ClockRun; spec: ClockSpec | null; paused?: boolean; onTimeUp?(): void }) {
  run.sync(spec?.key ?? null, !!spec && !paused, Date.now());
  return spec ? <MoveClock run={run} spec={spec} paused={paused} onTimeUp={onTimeUp} /> : null;
}

const timer = () => screen.getByRole('timer').textContent;
const status = () => screen.getByRole('status').textContent;
const wait = (ms: number) => act(() => { vi.advanceTimersByTime(ms); });

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AC 17.7 — the move clock', () => {
  it('counts down the move in minutes and seconds, announcing only its start, not every second', () => {
    const run = new ClockRun();
    render(<Host run={run} spec={gauls()} />);
    expect(timer()).toBe('Gauls: 10:00 left');
    expect(status()).toBe('Gauls: 10 minutes for this move.');
    wait(138_000);
    expect(timer()).toBe('Gauls: 7:42 left');
    expect(status()).toBe('Gauls: 10 minutes for this move.');
    expect(screen.getByRole('timer').getAttribute('aria-live')).toBeNull(); // a timer is not live by default
  });

  it('stands still while paused (a hand-over, a dialog, a replay) and goes on from there', () => {
    const run = new ClockRun();
    const { rerender } = render(<Host run={run} spec={gauls()} />);
    wait(60_000);
    rerender(<Host run={run} spec={gauls()} paused />);
    expect(timer()).toBe('Gauls: 9:00 left (paused)');
    wait(300_000);
    expect(timer()).toBe('Gauls: 9:00 left (paused)');
    rerender(<Host run={run} spec={gauls()} />);
    wait(30_000);
    expect(timer()).toBe('Gauls: 8:30 left');
  });

  it('restarts for another commander or turn, and resumes the same move after a decision of the other side', () => {
    const run = new ClockRun();
    const { rerender } = render(<Host run={run} spec={gauls()} />);
    wait(120_000);
    rerender(<Host run={run} spec={null} />); // the Roman decides whether to fire
    wait(45_000);
    rerender(<Host run={run} spec={gauls()} />);
    expect(timer()).toBe('Gauls: 8:00 left');
    rerender(<Host run={run} spec={{ ...gauls('1.1.roman'), who: 'Roman', limitMs: 20 * 60_000 }} />);
    expect(timer()).toBe('Roman: 20:00 left');
    expect(status()).toBe('Roman: 20 minutes for this move.');
  });

  it('says when one minute is left, then time up, and asks the screen to end the move', () => {
    const run = new ClockRun();
    const onTimeUp = vi.fn();
    const { rerender } = render(<Host run={run} spec={gauls()} onTimeUp={onTimeUp} />);
    wait(9 * 60_000);
    expect(timer()).toBe('Gauls: 1:00 left');
    expect(status()).toBe('Gauls: one minute left.');
    expect(onTimeUp).not.toHaveBeenCalled();
    wait(60_000);
    expect(timer()).toBe('Gauls: time up');
    expect(status()).toBe('Gauls: time up.');
    expect(onTimeUp).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.move-clock.up')).not.toBeNull();
    // Paused (e.g. the hand-over that follows), it does not ask again.
    rerender(<Host run={run} spec={gauls()} paused onTimeUp={onTimeUp} />);
    expect(onTimeUp).toHaveBeenCalledTimes(1);
  });

  it('does not charge a long gap between two counts (the page asleep or a browser dialog open)', () => {
    const run = new ClockRun();
    run.sync('k', true, 0);
    run.count(1000);
    run.count(1000 + 3_600_000);
    expect(run.usedMs).toBe(1000 + MAX_GAP_MS);
    expect(clockWords(462_000)).toBe('7:42');
    expect(clockWords(999)).toBe('0:01');
  });
});
