/**
 * A value that follows its source one painted frame late: a change shows only once the browser has
 * painted the frame that answers the click (see `afterPaint`). For secondary panels (the log) whose
 * rendering would otherwise delay the map and the prompt.
 */
import { useEffect, useRef, useState } from 'react';
import { afterPaint } from '../../../store/afterPaint';

export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  latest.current = value;
  useEffect(() => {
    // No cancelling on a newer value: the pending call shows the latest one, so a quick run of
    // clicks still shows each step's result after its own frame. (A call that comes after an
    // unmount sets nothing: React ignores it.)
    if (!Object.is(value, shown)) afterPaint(() => setShown(latest.current));
  }, [value, shown]);
  return shown;
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
