/**
 * The move clock in the header (a system's timed moves, e.g. Alesia's optional AC 17.7): whose
 * move, the time left, "time up" once it is spent. The clock's bookkeeping (ClockRun) lives in the
 * game screen, which follows the system's ClockSpec and pauses it; this view counts the seconds
 * while it runs and calls `onTimeUp` when the time is spent (again with each new position, so the
 * screen can end a move that is still open).
 *
 * Accessibility: the time is a `timer` (not live: a screen reader reads it on demand, never every
 * second); a polite status line speaks only at milestones — the move's limit as it starts, one
 * minute left, time up.
 */
import { useEffect, useState } from 'react';
import { Tip } from '../common/Tooltip';
import { clockWords, type ClockRun, type ClockSpec } from './clockRun';

/** How often the display is brought up to date. */
export const CLOCK_TICK_MS = 1000;
const LAST_MINUTE_MS = 60_000;

interface Props {
  run: ClockRun;
  spec: ClockSpec;
  paused: boolean;
  onTimeUp(): void;
}

export function MoveClock({ run, spec, paused, onTimeUp }: Props) {
  const [, setTick] = useState(0);
  const running = run.running;
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => {
      run.count(Date.now());
      setTick((t) => t + 1);
    }, CLOCK_TICK_MS);
    return () => clearInterval(id);
  }, [run, running, spec.key]);
  const left = run.leftMs(spec.limitMs);
  const up = left <= 0;
  const low = !up && left <= LAST_MINUTE_MS;
  useEffect(() => {
    if (up && !paused) onTimeUp();
  }, [up, paused, onTimeUp]);

  const minutes = Math.round(spec.limitMs / 60_000);
  const said = up ? `${spec.who}: time up.` : low ? `${spec.who}: one minute left.` : `${spec.who}: ${minutes} minute${minutes === 1 ? '' : 's'} for this move.`;
  return (
    <div className={`move-clock${low ? ' low' : ''}${up ? ' up' : ''}`}>
      <Tip rule={spec.rule}>
        <span role="timer" aria-atomic="true" className="move-clock-time">
          {up ? `${spec.who}: time up` : `${spec.who}: ${clockWords(left)} left`}
          {paused && !up ? ' (paused)' : ''}
        </span>
      </Tip>
      <span role="status" className="sr-only">
        {said}
      </span>
    </div>
  );
}
