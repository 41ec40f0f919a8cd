/**
 * Roman missile fire during Gallic movement (AC 20, 21, 24.2–24.6): who may fire at a Gallic unit
 * that has just entered a hex, at which ranges, and what a volley does.
 *
 * Shooters: every fort held by a Roman unit other than a leader (AC 24.1) fires its engines at 1, 2
 * and 3 hexes (primary, secondary, tertiary), once per range per turn; every archer and slinger fires
 * at 1 and 2 hexes, once each (AC 20.5). Fire passes over anything but the walls of Alesia (AC 20.7).
 * A fort loses its longer volleys for the turn when Gauls start it close by (AC 24.5); a Gaul that
 * began the turn inside a field of fire may be fired on only once it comes closer (AC 24.51); a Gaul
 * coming on from the OBMC inside the field may take every longer volley in its entry hex (AC 24.6;
 * this edition extends it to archers and slingers, as the designer's notes do).
 */
import { distance } from '../../hex/coords';
import { line } from '../../hex/line';
import type { AcCtx } from '../ctx';
import { acUnit } from '../data/units';
import { isMissile } from '../data/types';
import { acLabel } from '../map/grid';
import { hexAt, keyHex } from '../map/map';
import { derivedFact, occupancy } from '../queries';
import { hexOf } from '../combat/obligations';
import { putUnit, setFlag, unitEntries, unitIds, unitIn, unitOf, unitsSettled, type AcState, type FireRule, type Loc, type UnitTable, type Volley } from '../state';
import { archerResult, engineResult, ARCHER_SLINGER_TABLE_NAME, MISSILE_ENGINE_TABLE_NAME, type MissileResult } from '../tables/missile';
import { endGame } from '../victory';
import { hexKey, type Hex } from '../../hex/coords';
import { boardIndex } from '../map/index';

export interface Shooter {
  id: string;
  hex: string;
  kind: 'fort' | 'missile';
  /** AC 20.4 — an inverted missile unit may shoot only at the units engaged in attacking it. */
  onlyAt?: string[];
  /** `hex` parsed (measured against every step of every Gallic move). */
  pos?: Hex;
}

export interface FireOption {
  shooter: string;
  volley: Volley;
  target: string;
  hex: string;
}

const RANGE: Record<Volley, number> = { primary: 1, secondary: 2, tertiary: 3 };
const ORDER: Volley[] = ['tertiary', 'secondary', 'primary'];
const label = (k: string) => acLabel(keyHex(k));
/** Hexes between two hexes (AC 20.5), measured for every shooter on every step of a move. */
const apart = (a: string, b: string): number => distance(keyHex(a), keyHex(b));

/** Hexes holding a Roman counter, with every counter on them, in occupancy's order. */
interface RomanHexes {
  list: [string, string[]][];
  hexes: Set<string>;
  /** The shooters they give, when none of their missile units is inverted (then no Battle Rages matters). */
  shooters?: Shooter[];
  /** By board index: 1 within the longest range (3 hexes, AC 20.5) of one of these hexes (made when first asked). */
  near?: Uint8Array;
}

function romanHexesOf(s: { units: UnitTable }): RomanHexes {
  const list = [...occupancy(s)].filter(([, ids]) => ids.some((x) => acUnit(x).side === 'roman'));
  return { list, hexes: new Set(list.map(([hex]) => hex)) };
}

/**
 * The shooters' hexes (only a hex with a Roman counter has a fort or a missile unit): kept per finished
 * position and carried over from the table before while only Gauls moved, none of them from or to
 * such a hex — so a Gallic move does not count the whole board again.
 */
function romanHexes(s: { units: UnitTable }): RomanHexes {
  if (!Array.isArray(s.units) || !unitsSettled(s.units)) return romanHexesOf(s);
  const pos = s as AcState;
  const hexAtLoc = (l: Loc) => (l.at === 'hex' ? l.hex : null);
  return derivedFact(pos, 'romanHexes', () => romanHexesOf(pos), (before, parent, changed) => {
    for (const id of changed) {
      if (acUnit(id).side === 'roman') return null;
      const was = hexAtLoc(unitIn(parent, id).loc);
      const now = hexAtLoc(unitOf(pos, id).loc);
      if ((was !== null && before.hexes.has(was)) || (now !== null && before.hexes.has(now))) return null;
    }
    return before;
  });
}

/** The forts and missile units that may fire now, hex by hex (a fresh list: callers may add to it). */
export function shooters(s: { units: UnitTable; rages: AcState['rages'] }): Shooter[] {
  const rh = romanHexes(s);
  if (rh.shooters) return rh.shooters.slice();
  const out: Shooter[] = [];
  let inverted = false;
  for (const [hex, ids] of rh.list) {
    const fort = ids.find((x) => acUnit(x).kind === 'fort');
    const pos = keyHex(hex);
    if (fort && ids.some((x) => acUnit(x).side === 'roman' && !['fort', 'leader'].includes(acUnit(x).kind))) out.push({ id: fort, hex, kind: 'fort', pos });
    // AC 20.4: a missile unit inverted by a Battle Rages fires only if it stands with a non-missile
    // unit, and then only at the units that attacked it (see `onlyAt`).
    // Every counter beside a Roman missile unit is Roman: no hex holds both sides' units.
    const covered = ids.some((x) => !isMissile(acUnit(x)) && !['fort', 'leader'].includes(acUnit(x).kind));
    for (const x of ids) {
      if (!isMissile(acUnit(x))) continue;
      // Stryker disable StringLiteral: a shooter's kind is only ever read as 'fort' or not (maxRange, finalOptions)
      if (!unitOf(s, x).raging) out.push({ id: x, hex, kind: 'missile', pos });
      else if ((inverted = true) && covered) out.push({ id: x, hex, kind: 'missile', onlyAt: s.rages.filter((r) => r.defenders.includes(x)).flatMap((r) => r.attackers), pos });
      // Stryker restore StringLiteral
    }
  }
  // Kept with the hexes (and carried over with them) only when they owe nothing to the Battle Rages.
  if (!inverted) rh.shooters = out.slice();
  return out;
}

/** AC 20.5, 24.2 — a fort's engines reach 3 hexes, archers and slingers 2. */
export const maxRange = (sh: Pick<Shooter, 'kind'>) => (sh.kind === 'fort' ? 3 : 2);

/**
 * Might a shooter reach any of `hexes` (a move's steps)? False only when none of them lies within the
 * longest range (3 hexes) of a hex with a Roman counter — every shooter stands on one — so that a Gallic
 * move far from the Roman lines does not measure its distance to every shooter (shootersNear). Known
 * for a finished position only (kept with its Roman hexes, which a Gallic move carries over); else true.
 */
export function shootersMayReach(s: { units: UnitTable }, hexes: readonly string[]): boolean {
  if (!Array.isArray(s.units) || !unitsSettled(s.units)) return true;
  const rh = romanHexes(s);
  const b = boardIndex();
  if (!rh.near) {
    // Every hex within 3 of each Roman hex (shapes.ts range, by numbers rather than keys).
    const near = new Uint8Array(b.keys.length);
    const at = boardByCoords();
    for (const [hex] of rh.list) {
      const { q, r } = keyHex(hex);
      for (let dq = -3; dq <= 3; dq++) {
        for (let dr = Math.max(-3, -dq - 3); dr <= Math.min(3, -dq + 3); dr++) {
          const i = at.get(coordsKey(q + dq, r + dr));
          if (i !== undefined) near[i] = 1;
        }
      }
    }
    rh.near = near;
  }
  for (const k of hexes) {
    const i = b.index.get(k);
    if (i === undefined || rh.near[i] === 1) return true;
  }
  return false;
}

/** A hex's axial coordinates as one number (the board spans far less than a thousand hexes either way). */
const coordsKey = (q: number, r: number): number => (q + 2048) * 4096 + (r + 2048);
let BY_COORDS: Map<number, number> | null = null;
/** The board index (map/index.ts) of each hex by coordsKey, made once. */
function boardByCoords(): Map<number, number> {
  if (BY_COORDS) return BY_COORDS;
  const m = new Map<number, number>();
  boardIndex().keys.forEach((k, i) => { const { q, r } = keyHex(k); m.set(coordsKey(q, r), i); });
  return (BY_COORDS = m);
}

/**
 * The shooters (in their order) within range of at least one of `hexes` — the only ones fireOptions
 * can find a volley for at any of them (it skips every shooter farther than its range). A Gallic move
 * asks once for the hexes it has still to enter, so each step measures the few shooters near its
 * route, not all of them.
 */
export function shootersNear(all: readonly Shooter[], hexes: readonly string[]): Shooter[] {
  const at = hexes.map(keyHex);
  const out: Shooter[] = [];
  for (const sh of all) {
    const p = sh.pos ?? keyHex(sh.hex);
    const reach = maxRange(sh);
    for (let x = 0; x < at.length; x++) {
      if (distance(p, at[x]) <= reach) { out.push(sh); break; }
    }
  }
  return out;
}

/** AC 20.7 — nothing but the walls of Alesia stops a missile. */
export function clearShot(a: string, b: string): boolean {
  const path = line(keyHex(a), keyHex(b));
  return path.slice(1, -1).every((h) => hexAt(hexKey(h))?.area !== 'town');
}

/**
 * At the start of a Gallic turn — each new turn after the turn counter advances (AC 4.7, done in
 * flow.ts `endTurn`): volleys back, where each Gaul stands, which volleys the forts lose (AC 24.5).
 */
export function startFireTurn(s: AcState): void {
  s.fire.used = {};
  s.fire.lost = {};
  s.fire.start = {};
  s.fire.window = null;
  s.fire.pending = null;
  const gauls: string[] = [];
  for (const [id, u] of unitEntries(s)) if (u.loc.at === 'hex' && acUnit(id).side === 'gallic') { s.fire.start[id] = u.loc.hex; gauls.push(u.loc.hex); }
  for (const sh of shooters(s)) {
    if (sh.kind !== 'fort') continue;
    const d = Math.min(Infinity, ...gauls.map((g) => apart(g, sh.hex)));
    if (d <= 1) s.fire.lost[sh.id] = ['secondary', 'tertiary'];
    else if (d === 2) s.fire.lost[sh.id] = ['tertiary'];
  }
}

/**
 * Every volley the Roman may fire at `target`, which has just entered `hex` (from the OBMC when
 * `entering`). Each range is its own volley, so a miss at one range leaves the closer ones
 * (AC 20.8, AC 24.3). Other Gauls pass the target's hex freely (AC 20.9).
 */
export function fireOptions(s: AcState, target: string, hex: string, entering: boolean, all: readonly Shooter[] = shooters(s), afterCombat = false): FireOption[] {
  const out: FireOption[] = [];
  // AC 16.3: a unit moving after combat is fired at where it stops, whatever its start.
  const start = afterCombat ? undefined : s.fire.start[target];
  // AC 24.5 (its exception, 24.6): the volleys a fort lost to Gauls that began the turn close to it
  // are lost only against those Gauls' fellows on the board, not against a unit coming on from the
  // OBMC — in its entry hex and on along the rest of that move.
  const fromOff = entering || !!s.moves[target]?.entered;
  // The target's hex parsed once, not once per shooter (apart, by parsed hexes).
  const at = keyHex(hex);
  for (const sh of all) {
    if (sh.onlyAt && !sh.onlyAt.includes(target)) continue;
    const d = distance(sh.pos ?? keyHex(sh.hex), at);
    // Stryker disable next-line ConditionalExpression: d = 0 would put the target in the shooter's own hex, which a Gaul never enters (it is Roman-held)
    if (d < 1) continue;
    if (d > maxRange(sh) || !clearShot(sh.hex, hex)) continue;
    if (start && !entering) {
      const d0 = apart(sh.hex, start);
      // Stryker disable next-line ConditionalExpression: d is within range here, so a start beyond range (d0 > maxRange) already makes d >= d0 false
      if (d0 <= maxRange(sh) && d >= d0) continue; // AC 24.51: not closer than where it began
    }
    const volleys = entering ? ORDER.filter((v) => RANGE[v] >= d && RANGE[v] <= maxRange(sh)) : ORDER.filter((v) => RANGE[v] === d);
    for (const v of volleys) {
      if (s.fire.used[sh.id]?.includes(v) || (!fromOff && s.fire.lost[sh.id]?.includes(v))) continue;
      out.push({ shooter: sh.id, volley: v, target, hex });
    }
  }
  return out;
}

/** AC 24.4, AC 24.52 — at the end of Gallic movement: forts' unused primary volleys at adjacent Gauls, and Gauls that stood still in a field of fire. */
export function finalOptions(s: AcState): FireOption[] {
  const out: FireOption[] = [];
  const occ = occupancy(s);
  // Hexes with Gauls in them, where every counter is Gallic: no hex holds both sides' units, and a
  // fort a Gaul enters is destroyed (AC 24.9).
  const gallicHexes = [...occ].filter(([, ids]) =>
    // Stryker disable next-line MethodExpression: some and every agree on such hexes
    ids.some((x) => acUnit(x).side === 'gallic'));
  for (const sh of shooters(s)) {
    for (const [hex, ids] of gallicHexes) {
      const d = apart(sh.hex, hex);
      // Stryker disable next-line ConditionalExpression: d = 0 would be a Gallic hex that is also the shooter's own, and no hex holds both sides
      if (d < 1) continue;
      if (d > maxRange(sh) || !clearShot(sh.hex, hex)) continue;
      const v = ORDER.find((x) => RANGE[x] === d)!;
      if (s.fire.used[sh.id]?.includes(v) || s.fire.lost[sh.id]?.includes(v)) continue;
      for (const id of ids) {
        if (sh.onlyAt && !sh.onlyAt.includes(id)) continue;
        const stood = s.fire.start[id] === hex && !(s.moves[id]?.path.length);
        const fortPrimary = sh.kind === 'fort' && v === 'primary';
        if (stood || fortPrimary) out.push({ shooter: sh.id, volley: v, target: id, hex });
      }
    }
  }
  return out;
}

/** Does the plan fire this volley? */
export function planFires(s: AcState, o: FireOption, final: boolean): boolean {
  const fort = acUnit(o.shooter).kind === 'fort';
  const rule: FireRule = fort ? s.fire.plan.forts : s.fire.plan.missiles;
  if (!rule.ranges.includes(o.volley) || acUnit(o.target).cf < rule.minStrength) return false;
  if (fort && o.volley === 'primary' && rule.holdPrimary && !final) return false;
  return true;
}

/** Fire one volley (AC 20.6, 24.2–24.4): roll, read the table, disrupt or eliminate. */
export function fire(ctx: AcCtx, o: FireOption, auto: boolean): void {
  const s = ctx.s;
  const fort = acUnit(o.shooter).kind === 'fort';
  s.fire.used = { ...s.fire.used, [o.shooter]: [...(s.fire.used[o.shooter] ?? []), o.volley] };
  const table = fort ? MISSILE_ENGINE_TABLE_NAME : ARCHER_SLINGER_TABLE_NAME;
  // Stryker disable next-line ObjectLiteral,StringLiteral,BooleanLiteral: ctx.roll always calls interpret, which sets res before it is read
  let res: MissileResult = { code: '-', allInHex: false, text: '-' };
  ctx.roll({
    side: 'roman',
    purpose: `${acUnit(o.shooter).name} fires its ${o.volley} volley at ${acUnit(o.target).name} on ${label(o.hex)}`,
    rule: fort ? 'AC 24.2' : 'AC 20.6',
    refs: [{ kind: 'hex', id: o.hex }, { kind: 'piece', id: o.target }, { kind: 'piece', id: o.shooter }],
    interpret: (die) => {
      // Stryker disable next-line ConditionalExpression,StringLiteral: a missile unit reaches 2 hexes, so it is never offered a tertiary volley
      res = fort ? engineResult(o.volley, die) : archerResult(o.volley === 'tertiary' ? 'secondary' : o.volley, die);
      const words = res.code === '-' ? 'No effect' : res.code === 'D' ? (res.allInHex ? 'Disrupts every unit in the hex' : 'Disrupted') : res.allInHex ? 'Eliminates every unit in the hex' : 'Eliminated';
      return { result: words, cell: { table, row: String(die), col: o.volley[0].toUpperCase() + o.volley.slice(1) } };
    },
  });
  if (auto) ctx.log[ctx.log.length - 1] = { ...ctx.log[ctx.log.length - 1], auto: true };
  if (res.code === '-') return;
  const victims = res.allInHex
    ? unitIds(s).filter((id) => hexOf(s, id) === o.hex) // all Gallic: no hex holds both sides' units
    : [o.target];
  for (const v of victims) {
    // AC 21.6: a second disruption adds nothing. AC 21.7: `disrupted` is a marker of its own, apart
    // from the Battle Rages inversion (`raging`). AC 20.9: an elimination frees no stacking room
    // beyond the counter itself.
    if (res.code === 'D') setFlag(s, v, 'disrupted', true);
    else putUnit(s, v, { loc: { at: 'gone', why: 'eliminated' } });
  }
  if (res.code === 'E' && victims.includes('vercingetorix')) endGame(ctx, 'roman', 'Vercingetorix fell to missile fire (AC 19.2, 26.2).');
}
