/**
 * A value that follows its source one painted frame late, but no later: the change is rendered in
 * the task that follows the paint of the click's frame (not in idle time like `useAfterPaint`), so
 * the click's own frame does not wait for it and the next frame already shows it. For a panel a
 * player reads at once after his click (the prompt) but whose drawing would delay the map.
 */
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

type Frames = { requestAnimationFrame?: (cb: () => void) => number };

/** Runs `run` in a task after the next frame is painted (at once where there are no frames). */
function afterNextFrame(run: () => void): void {
  const g = globalThis as Frames;
  if (typeof g.requestAnimationFrame === 'function') g.requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0);
}

export function useNextFrame<T>(value: T): T {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  latest.current = value;
  useEffect(() => {
    // Rendered at once in that task (flushSync), not left to the scheduler: whoever waits for the
    // frame after the click's finds the panel up to date. No cancelling on a newer value: the
    // pending call shows the latest one.
    if (!Object.is(value, shown)) afterNextFrame(() => flushSync(() => setShown(latest.current)));
  }, [value, shown]);
  return shown;
}

/**
 * `useNextFrame` for what one seat's screen shows (the prompt, the track): one frame late while the
 * same seat is to act, at once when another is (a new seat's screen is a new tree anyway, keyed by
 * its generation in GameScreen). Returns the value to show and whether it is behind.
 */
export function useLateForSeat<T extends { toAct: string | null }>(now: T): { shown: T; behind: boolean } {
  const late = useNextFrame(now);
  const shown = late.toAct === now.toAct ? late : now;
  return { shown, behind: shown !== now };
}
