/**
 * The inspected hex in words, each fact with the rule behind it: the ground (elevation, town,
 * camp, ramparts and the hexsides they run along, river, trench, Outer Works, board edge), the
 * fort and whether it can fire, and each counter of the stack from the top down. Built from the
 * state the board shows (a side's view), so it never names a counter that side may not see.
 */
import { acUnit } from '../../../engine/alesia-classic/data/units';
import { acMap } from '../../../engine/alesia-classic/map/map';
import { stackOrder } from '../../../engine/alesia-classic/queries';
import { unitOf, type AcSide } from '../../../engine/alesia-classic/state';
import { parseHexKey } from '../../../engine/hex/coords';
import { neighbours, POINTY_DIRECTION_NAMES } from '../../../engine/hex/directions';
import { hexsideBetween } from '../../../engine/hex/hexside';
import type { BoardState } from './model';
import { KIND_WORD, SIDE_WORD } from './names';

export interface Fact {
  text: string;
  rule?: string;
}

const ELEVATION_WORD = { low: 'low ground', slope: 'slope', top: 'hilltop' } as const;

/** The directions in which a rampart runs on from this hex (steps along it cost ½ MF, AC 7.1). */
export function rampartDirections(key: string): string[] {
  const h = parseHexKey(key);
  const sides = acMap().rampartSides;
  return neighbours(h).flatMap((n, i) => {
    const side = hexsideBetween(h, n);
    return side && sides.has(side) ? [POINTY_DIRECTION_NAMES[i]] : [];
  });
}

export function groundFacts(key: string, state: BoardState): Fact[] {
  const d = acMap().hexes.get(key);
  if (!d) return [{ text: 'Off the board' }];
  const out: Fact[] = [];
  if (d.area === 'town') {
    out.push(d.wall ? { text: 'Town wall hex: the besieged come out of Alesia here', rule: 'AC 9.3' } : { text: 'Inside the town of Alesia: no Roman may enter', rule: 'AC 9.1' });
  } else {
    out.push({ text: `Elevation: ${ELEVATION_WORD[d.elevation]}` });
    if (d.campInterior) out.push({ text: `Inside a camp (${d.campInterior})` });
  }
  if (d.rampart) {
    const line = d.line ? ` (${d.line} line)` : '';
    out.push({ text: d.joint ? 'Camp and perimeter ramparts meet here' : `${d.rampart === 'camp' ? 'Camp' : 'Perimeter'} rampart${line}`, rule: d.joint ? 'AC 7.4' : 'AC 25.1' });
    const dirs = rampartDirections(key);
    if (dirs.length) out.push({ text: `Rampart hexsides: runs on to the ${dirs.join(', ')} (½ MF a step along it)`, rule: 'AC 7.1' });
    if (d.elevation === 'top') out.push({ text: 'Rampart on a hilltop', rule: 'AC 25.6' });
  }
  if (d.river) {
    if (!d.river.restrictive) out.push({ text: 'River clips the hex: no effect', rule: 'AC 8.3' });
    else if (d.rampart && d.rampartBridge) out.push({ text: 'River, bridged by the rampart', rule: 'AC 25.5' });
    else out.push({ text: 'River: a unit entering from off its course stops', rule: 'AC 8.1' });
  }
  if (d.trench) {
    const filled = state.trench?.filled.includes(key);
    out.push(filled ? { text: 'Isolated Trench, filled in', rule: 'AC 8.4' } : d.trench.restrictive ? { text: 'Isolated Trench: a unit entering from off its course stops', rule: 'AC 8.1' } : { text: 'Isolated Trench clips the hex: no effect', rule: 'AC 8.3' });
  }
  if (d.outerWorks) out.push({ text: `Outer Works (${d.outerWorks} belt): no cavalry`, rule: 'AC 23' });
  if (d.edge) out.push({ text: `Board edge: opens on zone ${d.edge.join(' and ')}`, rule: 'AC 11.1' });
  return out;
}

/** The fort on the hex, if one stands: held or empty, and its volleys this turn. */
export function fortFacts(stack: readonly string[], state: BoardState, hidden: number): Fact[] {
  const fort = stack.find((id) => acUnit(id).kind === 'fort');
  if (!fort) return [];
  const held = stack.some((id) => acUnit(id).side === 'roman' && acUnit(id).kind !== 'fort' && acUnit(id).kind !== 'leader');
  const status = held
    ? 'held — its engines reach 3 hexes'
    : hidden > 0
      ? 'taken to be held — counters are hidden under the top one'
      : 'empty — it fires only while a Roman unit other than a leader holds it';
  const out: Fact[] = [{ text: `${acUnit(fort).name}: ${status}`, rule: 'AC 24.1' }];
  const used = state.fire?.used[fort] ?? [];
  const lost = state.fire?.lost[fort] ?? [];
  if (used.length) out.push({ text: `Volleys fired this turn: ${used.join(', ')}`, rule: 'AC 24.2' });
  if (lost.length) out.push({ text: `Volleys lost this turn (Gauls began close by): ${lost.join(', ')}`, rule: 'AC 24.5' });
  out.push({ text: 'Units in it project no ZOC', rule: 'AC 24.7' });
  return out;
}

export interface CounterLine {
  id: string;
  side: AcSide;
  /** "Roman 5-8 cohort" */
  head: string;
  name: string;
  /** Disrupted, inverted by a Battle Rages, moving, MF left. */
  marks: Fact[];
}

const mf = (half: number) => `${Math.floor(half / 2)}${half % 2 ? '½' : ''}`;

export function counterLines(stack: readonly string[], state: BoardState): CounterLine[] {
  return stackOrder(stack.filter((id) => acUnit(id).kind !== 'fort'))
    .reverse()
    .map((id) => {
      const def = acUnit(id);
      const u = unitOf(state, id);
      const marks: Fact[] = [];
      if (u?.disrupted) marks.push({ text: 'disrupted: no ZOC, no attack, no more movement this turn', rule: 'AC 21.1' });
      if (u?.raging) marks.push({ text: 'inverted: the battle rages, may not move until refought', rule: 'AC 15.3' });
      if (state.moving === id) marks.push({ text: 'moving now', rule: 'AC 5.2' });
      const rec = state.moves[id];
      if (rec && def.mf) marks.push({ text: rec.done ? 'has moved this turn' : `${mf(rec.left)} of ${def.mf} MF left`, rule: 'AC 5.4' });
      const head = def.kind === 'leader' ? `${SIDE_WORD[def.side]} leader` : `${SIDE_WORD[def.side]} ${def.cf}-${def.mf} ${KIND_WORD[def.kind]}`;
      return { id, side: def.side, head, name: def.name, marks };
    });
}
