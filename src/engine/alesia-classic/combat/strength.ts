/**
 * The two sides of a battle in numbers (AC 13.4–13.5, 14, 15.1, 15.4–15.6, 20.1, 24.1, 25): each
 * side's factors, every defending hex's doubling with its reasons, the odds, the column — what the
 * odds preview shows before the attack and the resolution then uses.
 */
import { hexKey, parseHexKey } from '../../hex/coords';
import { neighbours } from '../../hex/directions';
import { acUnit } from '../data/units';
import { acHex } from '../map/map';
import { occupancy, zocOf } from '../queries';
import { unitOf, type AcState } from '../state';
import { oddsColumn, oddsRatio, type OddsColumn, type OddsRatio } from './odds';
import { defenceDoubling } from './terrainDefence';
import type { DoublingReason } from './doubling';
import { hexOf, offBoardNeighbours } from './obligations';

export interface HexDefence {
  hex: string;
  units: string[];
  base: number;
  doubled: boolean;
  reasons: DoublingReason[];
  cancelledBy: { rule: string; label: string } | null;
  total: number;
}

export interface BattleOdds {
  attackers: string[];
  attack: number;
  defence: number;
  hexes: HexDefence[];
  ratio: OddsRatio;
  column: OddsColumn;
  /** AC 15.4 — Gallic defenders wholly surrounded by Roman ZOC and attacked at 2-1 or more. */
  surrounded: boolean;
  /** Automatic elimination: 6-1 or more (AC 15.5), or surrounded at 2-1 or more (AC 15.4). */
  automatic: null | 'AC 15.4' | 'AC 15.5';
}

/** A unit's factor in hand-to-hand combat: missile units defend at 1 (AC 20.1); leaders and forts have none. */
export const factor = (id: string): number => acUnit(id).cf;

/**
 * AC 15.4 — is a Gallic hex completely surrounded? This edition reads it as: each of its six
 * neighbours is on the board, not a town hex, and either held by Romans or in Roman ZOC.
 */
export function surrounded(s: AcState, hex: string, occ = occupancy(s)): boolean {
  const zoc = zocOf(s, 'roman', occ);
  return neighbours(parseHexKey(hex)).every((n) => {
    const d = acHex(n);
    const k = hexKey(n);
    if (!d || d.area === 'town') return false;
    const held = (occ.get(k) ?? []).some((x) => acUnit(x).side === 'roman' && acUnit(x).kind !== 'fort');
    return held || zoc.has(k);
  });
}

export function battleOdds(s: AcState, attackers: string[], hexes: string[], defenders?: string[]): BattleOdds {
  const occ = occupancy(s);
  const attack = attackers.reduce((t, id) => t + factor(id), 0);
  const attackerHexes = [...new Set(attackers.map((id) => hexOf(s, id)).filter((h): h is string => h !== null))];
  // AC 11.2: Gauls attacking from the OBMC fight from an imaginary hex beyond the edge.
  // Stryker disable next-line OptionalChaining: every attacker is a counter of the game, whose state always exists
  const offBoard = attackers.some((id) => unitOf(s, id)?.loc.at === 'obmc');
  const fortAt = (h: string) => (occ.get(h) ?? []).some((x) => acUnit(x).kind === 'fort');
  const per: HexDefence[] = hexes.map((hex) => {
    const units = (occ.get(hex) ?? []).filter((x) => acUnit(x).kind !== 'fort' && (!defenders || defenders.includes(x)));
    const base = units.reduce((t, id) => t + factor(id), 0);
    // Stryker disable next-line all: AC 14.33 — every attacker of a battle stands next to each of its defending hexes (phase.ts mayJoin and widen), so this filter keeps them all; it only guards callers that break the rule
    const near = attackerHexes.filter((a) => neighbours(parseHexKey(a)).some((n) => hexKey(n) === hex));
    if (offBoard) near.push(...offBoardNeighbours(hex).slice(0, 1));
    const d = defenceDoubling(hex, near, { fortAt, offBoard });
    return { hex, units, base, doubled: d.doubled, reasons: d.reasons, cancelledBy: d.cancelledBy, total: d.doubled ? base * 2 : base };
  });
  const defence = per.reduce((t, h) => t + h.total, 0);
  const ratio = oddsRatio(Math.max(attack, 1), defence);
  const column = oddsColumn(Math.max(attack, 1), defence);
  const gallicDefence = per.some((h) => h.units.some((u) => acUnit(u).side === 'gallic'));
  const around = gallicDefence && per.every((h) => surrounded(s, h.hex, occ));
  const twoToOne = attack >= 2 * defence;
  const automatic = column === 'auto' ? 'AC 15.5' : around && twoToOne ? 'AC 15.4' : null;
  return { attackers, attack, defence, hexes: per, ratio, column, surrounded: around, automatic };
}
