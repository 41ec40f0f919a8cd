/** Bellum Gallicum II's words for the shell: how the game is played, what a log entry points at. */
import type { BellumState } from '../../engine/bellum/state';
import type { LogEntry } from '../../engine/core/log';

export function modeWords(s: BellumState): string {
  if (!s.options.solo) return 'Two players, hotseat';
  return s.options.gallicAuto ? 'Solo, Gallic decisions automatic' : 'Solo, you take the Gallic decisions';
}

/** Region ids an entry names: its region refs, plus where the pieces it names stand now. */
export function entryRegions(e: LogEntry, state: BellumState): string[] {
  const out = new Set<string>();
  for (const r of e.refs ?? []) {
    if (r.kind === 'region') out.add(r.id);
    else if (r.kind === 'piece') {
      const loc = state.units[r.id] ?? state.leaders[r.id];
      if (loc?.region) out.add(loc.region);
    }
  }
  return [...out];
}
