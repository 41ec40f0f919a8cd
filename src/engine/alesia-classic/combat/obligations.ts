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

export const hexOf = (s: AcState, id: string): string | null => { const l = unitOf(s, id)?.loc; return l?.at === 'hex' ? l.hex : null; };
const inFort = (occ: Map<string, string[]>, hex: string) => (occ.get(hex) ?? []).some((x) => acUnit(x).kind === 'fort');

/** The units of `side` that may attack now (mayAttack), remembered per position and phase. */
export function attackersOf(s: AcState, side: AcSide): readonly string[] {
  return derivedFact(s, `attackers:${side}:${s.phase}`, () => unitIds(s).filter((id) => acUnit(id).side === side && mayAttack(s, id)));
}

/** May this unit attack in a battle (AC 20.1 missile units never; AC 21.2 disrupted units not; leaders and forts have no factor)? */
export function mayAttack(s: AcState, id: string): boolean {
  const def = acUnit(id);
  const u = unitOf(s, id);
  if (def.kind === 'leader' || def.kind === 'fort' || isMissile(def) || u.disrupted || def.cf <= 0) return false;
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
  if (!unitOf(s, id)?.raging || !s.combat || acUnit(id).side !== s.combat.side) return false;
  return !s.rages.some((r) => r.attackers.includes(id) || r.defenders.includes(id));
}

/**
 * Does enemy unit `e` oblige the units of `side` next to it to attack? Not when `e` is an inverted
 * attacker of a Battle Rages that `side` defends: the defender may reinforce it without attacking
 * (AC 15.3 BR, AC App.C), though uninverted enemies still bind him.
 */
function binds(s: AcState, side: AcSide, e: string): boolean {
  if (!unitOf(s, e).raging) return true;
  return !s.rages.some((r) => r.attackerSide !== side && r.attackers.includes(e));
}

/** Enemy units exerting a ZOC that binds a unit of `side` on `hex` (AC 6.1–6.2, 13.1). */
function binding(s: AcState, side: AcSide, hex: string, occ: Map<string, string[]>): string[] {
  if (acHex(parseHexKey(hex))?.area === 'town') return [];
  const out: string[] = [];
  for (const k of nbrs(hex)) for (const x of occ.get(k) ?? []) if (acUnit(x).side !== side && exertsZoc(s, x, occ) && binds(s, side, x)) out.push(x);
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
  const key = `mustAttack:${side}:${s.combat?.side ?? ''}:${s.rages.length ? JSON.stringify(s.rages) : ''}`;
  return derivedFact(s, key, () => computeMustAttack(s, side, occ));
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
  const key = `mustBeAttacked:${side}:${s.combat?.side ?? ''}:${s.rages.length ? JSON.stringify(s.rages) : ''}`;
  return derivedFact(s, key, () => computeMustBeAttacked(s, side, occ));
}

function computeMustBeAttacked(s: AcState, side: AcSide, occ: Map<string, string[]>): string[] {
  const out = new Set<string>();
  for (const id of mustAttack(s, side, occ)) {
    for (const x of binding(s, side, hexOf(s, id)!, occ)) {
      const k = hexOf(s, x)!;
      if (mayBeAttacked(s, side, k, occ)) out.add(k);
    }
  }
  return [...out];
}
