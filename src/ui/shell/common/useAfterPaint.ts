/**
 * A value that follows its source one painted frame late: a change shows only once the browser has
 * painted the frame that answers the click (see `afterPaint`). For panels whose rendering would
 * otherwise delay the map: the log and the inspector, and — rendered at once then (`sync`), so the
 * next frame shows them — the prompt, the track and the GBoH board's panel beside the map.
 */
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { afterPaint } from '../../../store/afterPaint';

export function useAfterPaint<T>(value: T, { sync = false }: { sync?: boolean } = {}): T {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  latest.current = value;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    // No cancelling on a newer value: the pending call shows the latest one, so a quick run of
    // clicks still shows each step's result after its own frame. A call that comes after an
    // unmount does nothing (the page may be gone by then: the afterPaint fallback fires a second
    // later even when no frame came). `sync`: rendered in that idle period (flushSync), not left
    // to React's scheduler.
    if (Object.is(value, shown)) return;
    afterPaint(() => {
      if (!mounted.current) return;
      if (sync) flushSync(() => setShown(latest.current));
      else setShown(latest.current);
    });
  }, [value, shown, sync]);
  return shown;
}

/**
 * `useAfterPaint` (sync) for what one seat's screen shows (the prompt, the track, beside the map):
 * late while the same seat is to act, at once when another is (a new seat's screen is a new tree
 * anyway, keyed by its generation in GameScreen). Returns the value to show and whether it is behind.
 */
export function useLateForSeat<T extends { toAct: string | null }>(now: T): { shown: T; behind: boolean } {
  const late = useAfterPaint(now, { sync: true });
  const shown = late.toAct === now.toAct ? late : now;
  return { shown, behind: shown !== now };
}

/**
 * A value that comes at once and goes late: while `value` is null, the last value that was not
 * stays until the frame after the change is painted (the caller hides it meanwhile, e.g. by
 * `display="none"`), so a click that closes something does not pay in its own frame for removing
 * its elements.
 */
export function useLateRemoval<T>(value: T | null): T | null {
  const late = useAfterPaint(value);
  const last = useRef<T | null>(value);
  if (value !== null) last.current = value;
  else if (late === null) last.current = null;
  return last.current;
}
