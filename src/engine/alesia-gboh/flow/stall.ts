/**
 * Reading X1 — a stalled Assault Period. There is no pass in the rules, and an AP goes on until the
 * Gaul wins or withdraws (AG 3.0). This edition reads an Activation Phase in which the phase owner
 * did nothing — no unit moved, turned, fired, shocked or rallied, no leader moved, and the Gaul made
 * no entry and placed no arrival — as a pass, and six passes in a row (three by each side) as the end
 * of the assault: the AP ends as a Gallic Withdrawal. Any act of either side starts the count again.
 * (Activating a Command and ending the phase without acting is a pass: a Command activated only to
 * hold is no act of war. Six rather than two, so that waiting phases on both sides while the
 * assault forms up (chiefs releasing their tribes, an OC moving) do not end it.)
 */
import type { AgState } from '../state';
import { unitValues } from '../unitIds';

/** The phase about to end was a pass (nothing done by its owner). */
export function phaseIdle(s: AgState): boolean {
  for (const u of unitValues(s)) if (u.moved || u.fired || u.shocked || u.reacted) return false;
  for (const l of Object.values(s.leaders)) if (l.moved) return false;
  if (s.ap.owner === 'gallic' && (s.ap.lastEntry === s.ap.gallicPhases || s.ap.arrivals.tribes.length || s.ap.entering)) return false;
  return true;
}

/** Reading X1: passes in a row that end the AP. */
export const STALL_PASSES = 6;

/** Count the phase that ends; true when the AP has stalled (`STALL_PASSES` passes in a row). */
export function noteIdle(s: AgState): boolean {
  s.ap.idle = phaseIdle(s) ? (s.ap.idle ?? 0) + 1 : 0;
  return s.ap.idle >= STALL_PASSES;
}
