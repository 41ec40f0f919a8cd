/**
 * A value that follows its source once the frame that answers the click is painted: in the first
 * idle period after that frame (`afterPaint`, at most 0.2 s later), and then rendered at once
 * (flushSync) rather than left to React's scheduler, so the next frame shows it. The click's own
 * frame does not wait for it. For a panel a player reads right after his click (the prompt, the
 * track) but whose drawing would delay the map.
 */
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { afterPaint } from '../../../store/afterPaint';

export function useNextFrame<T>(value: T): T {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  latest.current = value;
  useEffect(() => {
    // Rendered at once in that idle period (flushSync), not left to the scheduler. No cancelling
    // on a newer value: the pending call shows the latest one.
    if (!Object.is(value, shown)) afterPaint(() => flushSync(() => setShown(latest.current)));
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
