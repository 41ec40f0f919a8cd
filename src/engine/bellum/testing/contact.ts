/**
 * Test support: random two-player games of 6.1 with the armies in contact — when the first Roman
 * movement phase opens, Crassus's force is put in Bigerriones beside the Gallic army, so that
 * skirmishes, pitched battles, refuges and sieges all come up.
 */
import { bellum } from '../system';
import { nextIndex, seedRng } from '../../core/rng';
import type { LogEntry } from '../../core/log';
import type { BellumState } from '../state';
import { aquitania, place } from './states';

export const CONTACT_FORCE = ['legio-vii', 'numidians', 'allied-cav-1', 'civis', 'roman-cav-1', 'crassus'];

/** Crassus's force placed in Bigerriones, as if it had just arrived (it attacks, BG 4.4.2). */
export function putInContact(s: BellumState): BellumState {
  const c = structuredClone(s);
  place(c, CONTACT_FORCE, 'bigerriones');
  c.arrivals.bigerriones = 'roman';
  return c;
}

export interface RandomGame {
  state: BellumState;
  log: LogEntry[];
}

/**
 * Plays random legal actions from the setup of `seed` (the pieces put in contact at the first
 * Roman movement phase) until the game ends, `stop` accepts a position (in contact), or `max`
 * actions. `onApplied` sees each step: the position before, and what the action logged.
 */
export function randomContactGame(
  seed: string,
  opts: { stop?: (s: BellumState) => boolean; max?: number; onApplied?: (before: BellumState, log: readonly LogEntry[], after: BellumState) => void } = {},
): RandomGame & { stopped: boolean } {
  let s = aquitania({ seed });
  const log: LogEntry[] = [];
  let rng = seedRng(`pick-${seed}`);
  let placed = false;
  for (let i = 0; i < (opts.max ?? 5000) && !s.outcome; i++) {
    if (!placed && s.step === 'roman.move') {
      s = putInContact(s);
      placed = true;
    }
    if (placed && opts.stop?.(s)) return { state: s, log, stopped: true };
    const legal = bellum.legalActions(s);
    let k: number;
    [k, rng] = nextIndex(rng, legal.length);
    const r = bellum.apply(s, legal[k]);
    if (!r.ok) throw new Error(`${JSON.stringify(legal[k])} refused: ${r.rejection.message}`);
    log.push(...r.log);
    opts.onApplied?.(s, r.log, r.state);
    s = r.state;
  }
  return { state: s, log, stopped: false };
}
