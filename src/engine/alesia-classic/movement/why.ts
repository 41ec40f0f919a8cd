/**
 * Why the unit now moving cannot end its move on a hex (issue 16 §3: a click on a hex the board
 * does not light says why). A query on the same search the legal list makes (moves.ts `reachOf`,
 * reach.ts `search`) and the same tests (terrain.ts): it adds no rule of its own, it names the
 * one that bars the hex — an enemy there (AC 5.5), the town (AC 9), the Outer Works for cavalry
 * (AC 22.1), Vercingetorix near a fort (AC 19.2), stacking (AC 10.1), too few movement points left
 * (AC 5.3–5.4), or enemy zones of control and streams that stop the unit on its way (AC 6.2,
 * 6.4, 8.1) — only those at the rim of the unreached pocket the hex lies in.
 */
import { acUnit } from '../data/units';
import { hexAt, nbrs } from '../map/map';
import { boardIndex } from '../map/index';
import { STACK_LIMIT } from '../queries';
import { unitOf, type AcState } from '../state';
import { destinations, reachOf } from './moves';
import { search, type Reach } from './reach';
import { enterable, wouldOverstack, type Mover } from './terrain';

export interface Why {
  /** One short sentence, in the game's words. */
  text: string;
  rule: string;
}

/** Half MF as the rules write them: "2½". */
const mf = (half: number): string => {
  const whole = Math.floor(half / 2);
  const h = half % 2 ? '½' : '';
  return whole === 0 && h ? h : `${whole}${h}`;
};

/** Far more than any unit's movement: the search with it finds every hex the unit could ever reach this way. */
const UNBOUNDED = 400;

/**
 * The reason `unit` (the unit now moving) may not move to `hex`, or null when it may (or `hex` is
 * not a hex of the board).
 */
export function unreachableWhy(s: AcState, unit: string, hex: string): Why | null {
  const h = hexAt(hex);
  if (!h) return null;
  const u = unitOf(s, unit);
  if (!u) return null;
  const def = acUnit(unit);
  const name = def.name;
  const from = u.loc.at === 'hex' ? u.loc.hex : null;
  if (from === hex) return { text: `${name} is already there.`, rule: 'AC 5.2' };
  if (u.disrupted) return { text: `${name} is disrupted: it may not move again this turn.`, rule: 'AC 21.1' };
  if (u.raging) return { text: `${name} is locked in a battle that rages: it may not move until it is fought again.`, rule: 'AC 15.3' };
  // Stryker disable next-line ConditionalExpression: a shortcut — a destination is in the search and not full, so the checks below end in null too.
  if (destinations(s, unit).includes(hex)) return null;
  const r = reachOf(s, unit);
  const m = r.mover;
  const holder = m.holder.get(hex);
  if (holder && holder !== m.side) return { text: 'Enemy units hold that hex: no unit may enter it.', rule: 'AC 5.5' };
  if (h.area === 'town' && m.side === 'roman') return { text: 'Roman units may never enter the town.', rule: 'AC 9.1' };
  if (h.area === 'town' && !h.wall) return { text: 'Inside the town only the wall hexes are on the map: a Gaul goes into the town as a whole (its box).', rule: 'AC 9' };
  if (def.kind === 'cavalry' && h.outerWorks) return { text: 'Cavalry may not enter the Outer Works.', rule: 'AC 22.1' };
  if (r.cost.has(hex)) {
    // Stryker disable next-line ConditionalExpression: a hex in the search that is no destination is the start (AC 5.2 above) or full.
    if (wouldOverstack(m, hex)) return { text: `The hex is full: at most ${STACK_LIMIT[m.side]} ${def.side === 'roman' ? 'Roman' : 'Gallic'} units may end a move there.`, rule: 'AC 10.1' };
    return null;
  }
  // AC 19.2: the search's own bar, by the board index.
  if (m.arr.nearFort?.[boardIndex().index.get(hex)!]) return { text: 'Vercingetorix may never come within 3 hexes of a fort.', rule: 'AC 19.2' };
  const wide = search(m, [...r.starts.values()], UNBOUNDED);
  const cost = wide.cost.get(hex);
  // The two searches agree up to the budget, so a hex the wide one reaches costs more than the unit has.
  if (cost !== undefined) {
    return { text: `Out of movement points: the cheapest way there costs ${mf(cost)} MF; ${name} has ${mf(Math.max(0, r.budget))} MF for this move.`, rule: 'AC 5.3' };
  }
  // Unreachable however far the unit could go: something stops it on every way there.
  if (from && m.enemyZoc.has(from) && m.enemyZoc.has(hex)) return { text: 'The unit stands in enemy ZOC: it may not move straight into another hex of enemy ZOC.', rule: 'AC 6.4' };
  const { zoc, stream, zocToZoc } = barsAround(m, wide, hex);
  if (zoc && stream) return { text: 'Enemy zones of control and streams or the trench stop the unit before it gets there.', rule: 'AC 6.2' };
  if (stream) return { text: 'A stream or the trench stops the unit on every way there (it must halt on entering one).', rule: 'AC 8.1' };
  if (zoc) return { text: 'Enemy zones of control stop the unit on every way there (it must halt on entering one).', rule: 'AC 6.2' };
  if (zocToZoc) return { text: 'The unit stands in enemy ZOC and every hex it could step to is enemy-held or in enemy ZOC too.', rule: 'AC 6.4' };
  return { text: 'No way there: enemy units or the town bar every route.', rule: 'AC 5.5' };
}

/**
 * What keeps the unit out of the pocket of unreached hexes `hex` lies in: the hexes it halts on at
 * the pocket's rim (enemy ZOC, AC 6.2; a stream or the trench, AC 8.1), or a start in enemy ZOC
 * whose every step into the pocket leads from ZOC to ZOC (AC 6.4). Halts elsewhere on the board
 * are not on the way and are not named. The pocket is flooded over hexes the unit may stand on.
 */
function barsAround(m: Mover, wide: Reach, hex: string): { zoc: boolean; stream: boolean; zocToZoc: boolean } {
  const bars = { zoc: false, stream: false, zocToZoc: false };
  const pocket = new Set([hex]);
  const todo = [hex];
  while (todo.length) {
    for (const n of nbrs(todo.pop()!)) {
      if (wide.halted.has(n)) {
        if (m.enemyZoc.has(n)) bars.zoc = true;
        else bars.stream = true;
      } else if (wide.cost.has(n)) bars.zocToZoc = true; // a start the unit did not halt on: only AC 6.4 bars its step
      else if (!pocket.has(n) && enterable(m, n)) {
        pocket.add(n);
        todo.push(n);
      }
    }
  }
  return bars;
}
