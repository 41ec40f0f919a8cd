/**
 * AC 17 — three or four players on one screen. With three, two Gauls share the Gallic side: the
 * besieged commander (Vercingetorix's force) and the relief commander (AC 17.1–17.2); with four,
 * two Romans share the Roman side too: Caesar commands the half of the lines facing five
 * contiguous zones (this edition: I–V), Labienus the other half, each the Roman units in his half
 * (AC 17.4; a hex belongs to the half of the zone nearest to it). Each commander moves only his own
 * units, in turn: the besieged first, then the relief army (this edition's reading of AC 17.3,
 * "simultaneous" thereafter, on one screen); Caesar, then Labienus. The screen is handed over
 * between commanders, so each sees only what his side may see.
 */
import { distance, parseHexKey } from '../hex/coords';
import { acUnit } from './data/units';
import { ZONES, type Zone } from './map/zones';
import { unitOf, type AcState } from './state';
import { nearestZone } from './zonesNear';

export type Commander = 'roman' | 'gallic' | 'besieged' | 'relief' | 'caesar' | 'labienus';

export const CAESAR_ZONES: readonly Zone[] = ['I', 'II', 'III', 'IV', 'V'];

/**
 * AC 17.4 — the five contiguous zones Caesar's half of the lines faces, from the zone chosen at the
 * start (I–V unless another was chosen), or the one chosen between the periods. Public unless the
 * players chose AC 17.8 (see `spheresSecret`).
 */
export function caesarZones(s: AcState): readonly Zone[] {
  // The split chosen between the periods (spheres.ts) replaces the one chosen at the start.
  const from = ZONES.indexOf(s.caesarFrom ?? s.options.caesarFrom ?? 'I');
  return Array.from({ length: 5 }, (_, i) => ZONES[(from + i) % 10]);
}

/**
 * AC 17.8 (optional) — whether the Roman spheres of command are kept from the Gauls: only in a
 * four-player game with the option chosen. Then the Gallic view leaves the split out until the game
 * is over (view.ts), the log entries that set or change it are hidden from the Gallic seats, and the
 * split in force is named to all at the end of each Assault Period (spheres.ts `revealSpheres`).
 * Without it the split is public: the Gauls see it and every log entry naming it.
 */
export function spheresSecret(s: AcState): boolean {
  return s.options.players === 4 && s.options.secretSpheres === true;
}

/** The commander a unit answers to in this game. */
export function commanderOf(s: AcState, id: string): Commander {
  const def = acUnit(id);
  if (def.side === 'gallic') return s.options.players >= 3 ? (def.force === 'besieged' ? 'besieged' : 'relief') : 'gallic';
  if (s.options.players < 4) return 'roman';
  if (id === 'caesar') return 'caesar';
  if (id === 'labienus') return 'labienus';
  const out = fallenCommander(s);
  if (out) return out === 'caesar' ? 'labienus' : 'caesar';
  const l = unitOf(s, id).loc;
  const mine = caesarZones(s);
  const sphere: Commander = l.at === 'hex' && !mine.includes(nearestZone(l.hex)) ? 'labienus' : 'caesar';
  if (l.at !== 'hex') return sphere;
  // AC 17.5: a leader in the other's sphere commands the units within 10 hexes of him — unless the
  // other leader is within 10 hexes of them too (this edition reads the other as refusing then).
  const guest: Commander = sphere === 'caesar' ? 'labienus' : 'caesar';
  // Stryker disable next-line OptionalChaining: a position's table holds every counter, and every counter has a loc (commanderOf is never asked of a view)
  const near = (leader: string) => { const p = unitOf(s, leader)?.loc; return p?.at === 'hex' && distance(parseHexKey(p.hex), parseHexKey(l.hex)) <= 10; };
  // Stryker disable next-line OptionalChaining: a position's table holds every counter, and every counter has a loc
  const guestInSphere = (() => { const p = unitOf(s, guest)?.loc; return p?.at === 'hex' && (mine.includes(nearestZone(p.hex)) ? 'caesar' : 'labienus') === sphere; })();
  if (guestInSphere && near(guest) && !near(sphere)) return guest;
  return sphere;
}

/** AC 17.6 (optional) — the Roman commander out of the game because his leader has fallen. */
export function fallenCommander(s: AcState): 'caesar' | 'labienus' | null {
  if (!s.options.leaderOut || s.options.players < 4) return null;
  // Stryker disable next-line OptionalChaining: a position's table always holds Caesar's counter
  if (unitOf(s, 'caesar')?.loc.at === 'gone') return 'caesar';
  // Stryker disable next-line OptionalChaining: a position's table always holds Labienus's counter
  if (unitOf(s, 'labienus')?.loc.at === 'gone') return 'labienus';
  return null;
}

/** The first commander to move in a movement phase, or null when one player has the whole side. */
export function firstCommander(s: AcState, side: 'roman' | 'gallic'): Commander | null {
  if (side === 'gallic') return s.options.players >= 3 ? 'besieged' : null;
  if (s.options.players !== 4) return null;
  return fallenCommander(s) === 'caesar' ? 'labienus' : 'caesar';
}

/** The commander after `c` in a movement phase, or null when the phase is done. */
export function nextCommander(c: Commander | null, s?: AcState): Commander | null {
  if (c === 'besieged') return 'relief';
  if (c === 'caesar') return s && fallenCommander(s) === 'labienus' ? null : 'labienus';
  return null;
}

const SIDE_COMMANDER: Record<'roman' | 'gallic', Commander> = { roman: 'roman', gallic: 'gallic' };

/**
 * Who sits at the screen now. Movement phases: the commander whose turn it is; the rest of a
 * three- or four-player game: the relief commander for Gallic decisions (off-board moves, attacks,
 * revival) and Caesar for Roman ones — but a leader's own commander decides whether he stands clear
 * of a combat result (AC 19.6).
 */
export function seatOf(s: AcState, side: 'roman' | 'gallic' | null): Commander | null {
  if (!side) return null;
  if (s.step && ((side === 'gallic' && s.phase === 'gallic-move') || (side === 'roman' && s.phase === 'roman-move'))) return s.step;
  if (side === 'gallic') return s.options.players >= 3 ? 'relief' : 'gallic';
  // AC 19.6: whether a leader stands clear of a result is his own commander's decision.
  const e = s.combat?.after[0];
  // (With two or three players a Roman leader's commander is the one Roman: no test of the count needed.)
  if (e?.kind === 'leaders') return commanderOf(s, e.leaders[0]);
  return s.options.players === 4 ? 'caesar' : SIDE_COMMANDER[side];
}
