/**
 * Missile fire in play (AG 8.1–8.5): the `fire` and `mode` actions offered to the units of the
 * activated Command, and what applying them does. Every check is the pure code's (eligible.ts,
 * los.ts, arc.ts, drms.ts, resolve.ts): this module only enumerates shots and keeps the marks.
 *
 * AG 8.12  each active missile unit fires once per activation, before, after or without moving, but
 *          never at a target it has moved away from (reading: its move ended farther from the target
 *          hex than it began, `from` mark). Artillery either moves or fires, never both.
 * AG 8.17  "+1 if foot archers or a mounted missile unit has moved or will move" (reading): a unit that
 *          has moved takes it; one that has not chooses — fire with `andMove` (+1, it may move after)
 *          or fire standing (no +1, and it stays where it is: it has declared it will not move).
 * AG 8.19  shoot-and-scoot (`scoot`): javelin LI 2 hexes from the target, javelin cavalry 2–4, not yet
 *          moved, not in an enemy ZOC; read at range 1; it spends the whole MA (marked moved). The
 *          hexes between must be empty and out of enemy ZOC except next to the target.
 * AG 8.41  Gallic archers, when activated, may shoot fire arrows at a Rampart or Redoubt hex (empty
 *          or not, not already burning, holding no Gaul). Roman fire arrows burn Fill only (6.49): the
 *          state keeps no Fill yet, so none is offered.
 * AG 8.52, 8.54, 8.58  artillery fires only in Fire mode, twice per activation; changing mode is its
 *          whole activation; in Fire mode it does not move (`moveAllowedByFire`); a Scorpion on a
 *          Rampart (in its tower) never moves again, so it is never offered Move mode.
 * AG 8.56  Palintonos never fire at range 1 (the table's minimum range, eligible.ts).
 */
import { range as hexRange } from '../../hex/shapes';
import { hexKey, parseHexKey } from '../../hex/coords';
import { losPath } from './los';
import type { AgAction } from '../actions';
import { ownUnits } from '../ctx';
import type { AgCtx } from '../ctx';
import { agUnit, isArtillery, isCavalry } from '../data';
import { MISSILE_TABLE } from '../tables/missile';
import type { AgState } from '../state';
import { boardGround } from './boardGround';
import { canFire } from './eligible';
import { hexDist, inEnemyZoc, shotOf, unitsByHex } from './position';
import { offerReaction } from './reactionPlay';
import { fireShot } from './shotInPlay';
import { hexLabel } from './burningPlay';
import { unitEntries } from '../unitIds';

export const ARTILLERY_SHOTS = 2; // AG 8.54

/** AG 8.17: foot archers and mounted missile units take +1 when they move. */
const movingHurts = (id: string): boolean => agUnit(id).type === 'AR' || isCavalry(agUnit(id));

/** AG 8.12, 8.54: the Command's units that may still fire now. */
export function shooters(s: AgState): string[] {
  if (s.step !== 'command' || !s.command) return [];
  return s.command.units.filter((id) => {
    const st = s.units[id];
    const d = agUnit(id);
    if (!st || st.loc.at !== 'hex' || !d.missile || st.routed) return false;
    if (isArtillery(d)) return st.mode !== 'move' && !st.moved && (st.shots ?? 0) < ARTILLERY_SHOTS;
    return !st.fired;
  });
}

/** AG 8.12: the unit moved this activation and ended farther from `target` than it began. */
function movedAway(s: AgState, id: string, target: string): boolean {
  const st = s.units[id];
  if (!st.moved || !st.from || st.loc.at !== 'hex') return false;
  return hexDist(st.loc.hex, target) > hexDist(st.from, target);
}

/** AG 8.19 (c): the hexes between firer and target are empty and out of enemy ZOC but next to the target. */
function scootPathClear(s: AgState, id: string, from: string, target: string, byHex: Map<string, string[]>): boolean {
  const side = agUnit(id).side;
  const between = losPath(from, target).slice(1, -1);
  return between.every((h) => !(byHex.get(h)?.length) && (hexDist(h, target) === 1 || !inEnemyZoc(s, side, h)));
}

/** Every missile shot the active Command's units may fire now (AG 8.1–8.5, 8.19, 8.41). */
export function fireActions(s: AgState): AgAction[] {
  const ids = shooters(s);
  if (!ids.length) return [];
  const g = boardGround(s);
  const byHex = unitsByHex(s);
  const out: AgAction[] = [];
  // Hexes holding units of the other side than the Command's (the only targets but fire arrows').
  const mySide = agUnit(ids[0]).side;
  const enemyHexes = [...byHex].filter(([, there]) => there.some((u) => agUnit(u).side !== mySide)).map(([hex]) => hex);
  for (const id of ids) {
    const st = s.units[id];
    const d = agUnit(id);
    const here = (st.loc as { hex: string }).hex;
    if (g.onFire(here)) continue; // AG 8.43
    const maxR = MISSILE_TABLE[d.missile!].maxRange;
    const scootReach = isCavalry(d) ? 4 : 2;
    let scoot: boolean | null = null;
    const mayScoot = (): boolean => (scoot ??= d.missile === 'J' && (d.type === 'LI' || isCavalry(d)) && !st.moved && !inEnemyZoc(s, d.side, here));
    const choose = movingHurts(id) && !st.moved && !isArtillery(d);
    for (const hex of enemyHexes) {
      const dist = hexDist(here, hex);
      if (dist > Math.max(maxR, scootReach)) continue;
      if (dist <= maxR && !movedAway(s, id, hex)) {
        for (const andMove of choose ? [false, true] : [false]) {
          const v = canFire(g, shotOf(s, { firer: id, target: hex, moves: !!st.moved || andMove }, byHex));
          if (v.ok) out.push(andMove ? { t: 'fire', unit: id, target: hex, andMove: true } : { t: 'fire', unit: id, target: hex });
        }
      }
      if (dist >= 2 && dist <= scootReach && mayScoot() && scootPathClear(s, id, here, hex, byHex)) {
        if (canFire(g, shotOf(s, { firer: id, target: hex, scoot: true }, byHex)).ok) out.push({ t: 'fire', unit: id, target: hex, scoot: true });
      }
    }
    // AG 8.41: Gallic archers' fire arrows at the works.
    if (d.type === 'AR' && d.side === 'gallic') {
      for (const h of hexRange(parseHexKey(here), MISSILE_TABLE.AFire.maxRange)) {
        const hex = hexKey(h);
        if (hex === here || g.onFire(hex) || !(g.isRampart(hex) || g.isRedoubt(hex))) continue;
        if ((byHex.get(hex) ?? []).some((u) => agUnit(u).side === d.side) || movedAway(s, id, hex)) continue;
        for (const andMove of choose ? [false, true] : [false]) {
          const v = canFire(g, shotOf(s, { firer: id, target: hex, fireArrows: true, moves: !!st.moved || andMove }, byHex));
          if (v.ok) out.push(andMove ? { t: 'fire', unit: id, target: hex, fireArrows: true, andMove: true } : { t: 'fire', unit: id, target: hex, fireArrows: true });
        }
      }
    }
  }
  return out;
}

/** Applies a legal `fire` (already checked against the legal list). */
export function applyFire(ctx: AgCtx, a: Extract<AgAction, { t: 'fire' }>): void {
  const s = ctx.s;
  const d = agUnit(a.unit);
  const st0 = s.units[a.unit];
  // AG 8.6: the units fired upon, as they stand before the shot, for their simultaneous Return fire.
  const before: Record<string, typeof st0> = {};
  for (const [id, u] of unitEntries(s)) if (u.loc.at === 'hex' && u.loc.hex === a.target && agUnit(id).side !== d.side) before[id] = u;
  if (a.scoot) ctx.text(d.side, `${d.name} shoots and scoots at ${hexLabel(a.target)}, spending its whole MA.`, 'AG 8.19');
  fireShot(ctx, { firer: a.unit, target: a.target, fireArrows: a.fireArrows, scoot: a.scoot, moves: !!st0.moved || !!a.andMove }, {
    why: a.fireArrows ? 'Fire arrows' : a.scoot ? 'Shoot-and-scoot' : 'Missile fire',
  });
  const st = s.units[a.unit];
  if (isArtillery(d)) {
    const shots = (st.shots ?? 0) + 1;
    ownUnits(s)[a.unit] = { ...st, shots, ...(shots >= ARTILLERY_SHOTS ? { fired: true as const } : {}) };
  } else {
    const stays = a.scoot || (movingHurts(a.unit) && !st.moved && !a.andMove);
    ownUnits(s)[a.unit] = { ...st, fired: true, ...(stays ? { moved: true as const } : {}) };
  }
  // AG 8.63: the units fired on may answer (then AG 8.64: inactive artillery).
  offerReaction(ctx, { kind: 'return', target: a.unit, before, ...(a.scoot ? { scoot: true } : {}) });
}

/** AG 8.52: mode changes open to the Command's artillery (its only action). */
export function modeActions(s: AgState): AgAction[] {
  if (s.step !== 'command' || !s.command) return [];
  const g = boardGround(s);
  const out: AgAction[] = [];
  for (const id of s.command.units) {
    const st = s.units[id];
    if (!st || st.loc.at !== 'hex' || !isArtillery(agUnit(id)) || st.moved || st.fired || st.shots || st.routed) continue;
    if (st.mode === 'move') out.push({ t: 'mode', unit: id, mode: 'fire' });
    else if (!(agUnit(id).type === 'SC' && g.isRampart(st.loc.hex))) out.push({ t: 'mode', unit: id, mode: 'move' });
  }
  return out;
}

export function applyMode(ctx: AgCtx, a: Extract<AgAction, { t: 'mode' }>): void {
  const s = ctx.s;
  const { mode: _m, ...rest } = s.units[a.unit];
  void _m;
  ownUnits(s)[a.unit] = { ...rest, ...(a.mode === 'move' ? { mode: 'move' as const } : {}), moved: true, fired: true };
  ctx.text('roman', `${agUnit(a.unit).name} goes into ${a.mode === 'fire' ? 'Fire' : 'Move'} mode.`, 'AG 8.52');
}

/**
 * AG 8.12, 8.43, 8.52, 8.58 — whether a movement action stays open given fire: no move ends in a
 * burning hex; artillery in Fire mode
 * does not move, nor does artillery that has fired; a Scorpion in a Rampart tower never moves.
 * (Turning in place, `face`, is allowed to artillery that has not fired.)
 */
export function moveAllowedByFire(s: AgState, a: AgAction): boolean {
  if (a.t !== 'move' && a.t !== 'face') return true;
  // AG 8.43: no unit ends its move in a burning hex.
  if (a.t === 'move' && s.burning?.includes(a.path[a.path.length - 1])) return false;
  const st = s.units[a.unit];
  if (!st || !isArtillery(agUnit(a.unit))) return true;
  if (st.shots) return false;
  if (a.t === 'face') return true;
  if (st.mode !== 'move') return false;
  return !(agUnit(a.unit).type === 'SC' && st.loc.at === 'hex' && boardGround(s).isRampart(st.loc.hex));
}
