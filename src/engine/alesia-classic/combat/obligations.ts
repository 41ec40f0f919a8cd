/**
 * Who may attack and who must (AC 6.2–6.3, 9.5, 13.1, 14.3, 20.1, 21.2, 24.7): the units of the
 * attacking side standing in enemy ZOC must attack, and every enemy unit whose ZOC holds one of
 * them must be attacked.
 */
import { hexKey, parseHexKey } from '../../hex/coords';
import { neighbours } from '../../hex/directions';
import { acUnit } from '../data/units';
import { isMissile } from '../data/types';
import { acHex, nbrs } from '../map/map';
import { derivedFact, exertsZoc, occupancy } from '../queries';
import { unitOf, unitIds, type AcSide, type AcState } from '../state';

// Stryker disable next-line OptionalChaining: every id asked about is a counter of the game, whose state always has a location
export const hexOf = (s: AcState, id: string): string | null => { const l = unitOf(s, id)?.loc; return l?.at === 'hex' ? l.hex : null; };
const inFort = (occ: Map<string, string[]>, hex: string) => (occ.get(hex) ?? []).some((x) => acUnit(x).kind === 'fort');

/** The units of `side` that may attack now (mayAttack), remembered per position and phase. */
export function attackersOf(s: AcState, side: AcSide): readonly string[] {
  return derivedFact(s, `attackers:${side}:${s.phase}`, () => unitIds(s).filter((id) => acUnit(id).side === side && mayAttack(s, id)));
}

/**
 * May this unit attack in a battle (AC 20.1 missile units never; AC 21.2 disrupted units not;
 * leaders and forts have no factor — their combat factor is 0, AC 19.3, 24)?
 */
export function mayAttack(s: AcState, id: string): boolean {
  const def = acUnit(id);
  const u = unitOf(s, id);
  if (isMissile(def) || u.disrupted || def.cf <= 0) return false;
  return u.loc.at === 'hex' || offBoardAttacker(s, id);
}

/**
 * AC 11.2 — a Gallic unit in an OBMC box that began the turn there may attack Romans on the edge
 * hexes of its zone, from an imaginary row beyond the edge (it stays in the box).
 */
export function offBoardAttacker(s: AcState, id: string): boolean {
  const u = unitOf(s, id);
  if (u.loc.at !== 'obmc' || acUnit(id).side !== 'gallic' || s.phase !== 'gallic-combat') return false;
  const rec = s.moves[id];
  return !rec || (!rec.offboard && !rec.entered);
}

/** The imaginary hexes beyond an edge hex (AC 11.2): its neighbours off the board. */
export function offBoardNeighbours(hex: string): string[] {
  return neighbours(parseHexKey(hex)).map(hexKey).filter((k) => !acHex(parseHexKey(k)));
}

/** The zone of an OBMC unit, if any. */
export const zoneOf = (s: AcState, id: string): string | null => { const l = unitOf(s, id).loc; return l.at === 'obmc' ? l.zone : null; };

/** The enemy hexes this side may attack: any with enemy units, except Gauls in or on the walls of Alesia for a Roman (AC 9.5). */
export function mayBeAttacked(s: AcState, side: AcSide, hex: string, occ = occupancy(s)): boolean {
  const ids = (occ.get(hex) ?? []).filter((x) => acUnit(x).kind !== 'fort');
  if (!ids.length || acUnit(ids[0]).side === side) return false;
  // Stryker disable next-line OptionalChaining: a hex holding units is on the board
  if (side === 'roman' && acHex(parseHexKey(hex))?.area === 'town') return false;
  return true;
}

export function adjacent(a: string, b: string): boolean {
  return nbrs(a).includes(b);
}

/**
 * A raging unit refighting its Battle Rages in this combat phase: its side attacks now and its rage
 * has been taken off the list into this phase's battles (AC 15.3 BR, App. C).
 */
export function refighting(s: AcState, id: string): boolean {
  // Stryker disable next-line all: every caller asks only about a raging unit of the side whose combat phase is open (mustAttack with the combat's side, phase.ts freeTest), so this guard never decides today; it keeps the function true to its name for any other caller
  if (!unitOf(s, id)?.raging || !s.combat || acUnit(id).side !== s.combat.side) return false;
  return !s.rages.some((r) => r.attackers.includes(id) || r.defenders.includes(id));
}

/**
 * Does enemy unit `e` oblige the units next to it to attack? Not when `e` is an inverted attacker
 * of a Battle Rages still open: the defender may reinforce it without attacking (AC 15.3 BR, AC
 * App.C), though uninverted enemies still bind him. `e` is an enemy of the side asking, so a rage
 * it attacked in is one that side defends; a unit stays listed as a rage's attacker only while
 * inverted (a counterattack on it ends the rage when the battles are declared, phase.ts).
 */
function binds(s: AcState, e: string): boolean {
  return !s.rages.some((r) => r.attackers.includes(e));
}

/** Enemy units exerting a ZOC that binds a unit of `side` on `hex` (AC 6.1–6.2, 13.1). */
function binding(s: AcState, side: AcSide, hex: string, occ: Map<string, string[]>): string[] {
  // Stryker disable next-line OptionalChaining: a hex holding units is on the board
  if (acHex(parseHexKey(hex))?.area === 'town') return [];
  const out: string[] = [];
  for (const k of nbrs(hex)) for (const x of occ.get(k) ?? []) if (acUnit(x).side !== side && exertsZoc(s, x, occ) && binds(s, x)) out.push(x);
  return out;
}

/**
 * Units of `side` that must attack: in enemy ZOC, able to attack, not in a fort (AC 24.7), not
 * waiting in a Battle Rages (AC 15.3) unless refighting it now. AC 6.3: a unit that began its turn
 * in enemy ZOC and did not withdraw is still there now and must attack; AC 14.32: every such unit
 * joins some battle; AC 24.72: units in a fort may attack out of it or not, as the player likes.
 */
export function mustAttack(s: AcState, side: AcSide, occ = occupancy(s)): string[] {
  // Remembered per position; besides the units it reads the rages and whose combat phase it is.
  return derivedFact(s, `mustAttack:${side}:${dutyKey(s)}`, () => computeMustAttack(s, side, occ));
}

/** What the duty to attack reads besides the units: whose combat phase it is, and the rages. */
function dutyKey(s: AcState): string {
  // Stryker disable next-line all: mustAttack and mustBeAttacked are asked only in a combat phase and for its side (phase.ts unmet), so this part of the key never tells two answers apart
  const phase = s.combat?.side ?? '-';
  // Stryker disable next-line StringLiteral: a placeholder in a cache key; the JSON of the rages never equals it
  const rages = s.rages.length ? JSON.stringify(s.rages) : '';
  return `${phase}:${rages}`;
}

function computeMustAttack(s: AcState, side: AcSide, occ: Map<string, string[]>): string[] {
  return unitIds(s).filter((id) => {
    const h = hexOf(s, id);
    if (h === null || acUnit(id).side !== side || !mayAttack(s, id) || inFort(occ, h)) return false;
    if (unitOf(s, id).raging && !refighting(s, id)) return false;
    return binding(s, side, h, occ).length > 0;
  });
}

/** Enemy hexes that must be attacked: those whose units bind a unit that must attack (AC 14.31; App. C: reinforcements of a Battle Rages too). */
export function mustBeAttacked(s: AcState, side: AcSide, occ = occupancy(s)): string[] {
  return derivedFact(s, `mustBeAttacked:${side}:${dutyKey(s)}`, () => computeMustBeAttacked(s, side, occ));
}

function computeMustBeAttacked(s: AcState, side: AcSide, occ: Map<string, string[]>): string[] {
  const out = new Set<string>();
  for (const id of mustAttack(s, side, occ)) {
    // A binding unit exerts a ZOC, so it stands outside the town and any fort: its hex may always be attacked (mayBeAttacked).
    for (const x of binding(s, side, hexOf(s, id)!, occ)) out.add(hexOf(s, x)!);
  }
  return [...out];
}
