import { useMemo, useRef } from 'react';
import { visibleLog, type LogEntry } from '../../../engine/core/log';

const NO_ENTRIES: readonly LogEntry[] = [];

interface Seen {
  log: readonly LogEntry[];
  viewer: string | null;
  shown: readonly LogEntry[];
}

/** One step of useVisibleLog: `log` as `viewer` may see it, from what was seen last (`last`). */
export function nextVisibleLog(last: Seen | null, log: readonly LogEntry[], viewer: string | null): readonly LogEntry[] {
  const n = last?.log.length ?? 0;
  const grown = last && last.viewer === viewer && log.length >= n && (n === 0 || (log[0] === last.log[0] && log[n - 1] === last.log[n - 1]));
  if (!grown) return visibleLog(log, viewer);
  if (log.length === n) return last.shown;
  const tail = visibleLog(log.slice(n), viewer);
  if (tail.length === log.length - n && last.shown === last.log) return log;
  return tail.length ? [...last.shown, ...tail] : last.shown;
}

/**
 * The log as the viewer may see it (visibleLog). The log only grows between two clicks (an undo
 * shortens it): the entries seen so far are kept and only the new ones filtered, so a long game's
 * log is not walked whole on every click, and a click that adds nothing visible keeps the list.
 */
export function useVisibleLog(log: readonly LogEntry[] | undefined, viewer: string | null): readonly LogEntry[] {
  const last = useRef<Seen | null>(null);
  return useMemo(() => {
    if (!log) return NO_ENTRIES;
    const shown = nextVisibleLog(last.current, log, viewer);
    last.current = { log, viewer, shown };
    return shown;
  }, [log, viewer]);
}

