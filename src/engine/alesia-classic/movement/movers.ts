/**
 * Who may start (or go on) moving in a movement phase (AC 4.1, 5.2, 18.1, 18.2): a unit's own tests,
 * its move record this turn, the Gaul's on-board-first order, and the shared `select` entries the
 * legal list is built from (kept per candidate list, so a move reuses the last list's block).
 */
import type { AcAction } from '../actions';
import { AC_IDS, AC_UNITS, acUnit, UNIT_INDEX } from '../data/units';
import { derivedFact } from '../queries';
import { ownMove, unitOf, type AcState, type MoveRecord } from '../state';
import { AT_HEX, AT_OBMC, AT_TOWN, whereOf } from '../where';
import { commanderOf } from '../commanders';

/** The besieged force may leave the town only once released (AC 18.1, 18.2). */
export function besiegedReleased(s: AcState): boolean {
  return s.coordination.releaseTurn !== null && s.turn >= s.coordination.releaseTurn;
}

/** The unit's move record this turn, or a fresh one (its whole MF, doubled into half-points). */
export function record(s: AcState, id: string): MoveRecord {
  return s.moves[id] ?? { left: acUnit(id).mf * 2, from: unitOf(s, id).loc, done: false, path: [] };
}

/** The unit's move record this turn, ready for the action under way to write (state.ts ownMove). */
export const ownRecord = (s: AcState, id: string): MoveRecord => ownMove(s, id, () => record(s, id));

/** May this unit begin (or go on) moving in the current phase? */
export function canMove(s: AcState, id: string): boolean {
  return mayMoveNow(s, id) && recordAllows(s, id) && !(entriesBegun(s) && onBoardStill(s, id));
}

/**
 * AC 4.1 — the Gaul first moves the units he has on the board (the town included), then brings units
 * on from the OBMC: once a unit has come on, no unit that began the phase on the board moves again.
 */
export function entriesBegun(s: AcState): boolean {
  if (s.phase !== 'gallic-move') return false;
  for (const id in s.moves) if (s.moves[id].entered) return true;
  return false;
}

/** A unit on the board (or in the town) that did not come on from the OBMC this turn. */
const onBoardStill = (s: AcState, id: string): boolean => unitOf(s, id).loc.at !== 'obmc' && !s.moves[id]?.entered;

/** canMove's tests of the unit alone: its kind and side, its state, its commander, where it is. */
function mayMoveNow(s: AcState, id: string): boolean {
  const def = acUnit(id);
  if (def.kind === 'fort') return false;
  const roman = s.phase === 'roman-move';
  if (roman ? def.side !== 'roman' : s.phase !== 'gallic-move' || def.side !== 'gallic') return false;
  const u = unitOf(s, id);
  if (u.disrupted || u.raging) return false;
  if (s.step && commanderOf(s, id) !== s.step) return false; // AC 17.2, 17.4: each commander moves his own units
  // AC 22.42 (optional): a Roman squadron scouting the OBMC comes back on as the Gauls do.
  if (roman) return u.loc.at === 'hex' || (u.loc.at === 'obmc' && !!s.options.recon);
  if (u.loc.at === 'town') return def.force !== 'besieged' || besiegedReleased(s);
  return u.loc.at === 'hex' || u.loc.at === 'obmc';
}

/**
 * mayMoveNow for every counter of a side that might move, in order, read from where.ts's arrays
 * (a finished position has them at hand) instead of each unit's record: the same tests in the same
 * terms — disrupted or raging, the commander (AC 17.2, 17.4), where it is (AC 9.4, 18.1, 22.42).
 */
function moversNow(s: AcState, side: 'roman' | 'gallic', indices?: number[]): string[] {
  const roman = s.phase === 'roman-move';
  if (!roman && s.phase !== 'gallic-move') return [];
  // Stryker disable next-line all: only the side moving now is asked for (movableNow); the other side's units fail mayMoveNow's side test
  if ((side === 'roman') !== roman) return [];
  const { at, disrupted, raging } = whereOf(s);
  const [onHex, inObmc, inTown] = [AT_HEX, AT_OBMC, AT_TOWN];
  const recon = !!s.options.recon;
  const released = besiegedReleased(s);
  const out: string[] = [];
  const ids = MOVERS[side];
  const idx = MOVER_INDEX[side];
  for (let x = 0; x < ids.length; x++) {
    const i = idx[x];
    if (disrupted[i] || raging[i]) continue;
    const a = at[i];
    const placed = roman ? a === onHex || (a === inObmc && recon) : a === inTown ? !BESIEGED[i] || released : a === onHex || a === inObmc;
    if (!placed) continue;
    if (s.step && commanderOf(s, ids[x]) !== s.step) continue; // AC 17.2, 17.4: each commander moves his own units
    out.push(ids[x]);
    indices?.push(i);
  }
  return out;
}

/** canMove's tests of the unit's move this turn: not done, not back in the town, not already off the board. */
function recordAllows(s: AcState, id: string): boolean {
  const rec = s.moves[id];
  if (!rec) return true;
  if (rec.done) return false;
  const at = unitOf(s, id).loc.at;
  // Stryker disable next-line all: going into the town also ends the move (finishMove sets done with enteredTown), so done has said no already
  if (at === 'town') return !rec.enteredTown;
  // Stryker disable next-line all: leaving the board also ends the move (finishMove, and the off-board shift in system.ts, set done with offboard)
  if (at === 'obmc') return !rec.offboard;
  return true;
}

/**
 * The units that may move now, in the order of battle's order: the unit tests are remembered per
 * position (and what else they read), the move records checked each time.
 */
export const movableNow = (s: AcState): string[] => movableNowIdx(s).map((i) => AC_IDS[i]);

/** The last key movableNowIdx made, with what it was made of: the same for a whole phase, so not built anew for every list. */
let LAST_KEY: { phase: string; step: string; released: boolean; o: AcState['options']; from: string; key: string } | null = null;
function moversKey(phase: string, step: string, released: boolean, o: AcState['options'], from: string): string {
  const k = LAST_KEY;
  if (k && k.phase === phase && k.step === step && k.released === released && k.o === o && k.from === from) return k.key;
  // Stryker disable next-line BooleanLiteral: `!x` tells the two settings of an option apart as well as `!!x`
  const key = `movers:${phase}:${step}:${released}:${o.players}:${from}:${!!o.recon}:${!!o.leaderOut}`;
  LAST_KEY = { phase, step, released, o, from, key };
  return key;
}

/**
 * The unit tests of movableNow (moversNow) for the position's phase, step and options, kept per unit
 * table and brought up to date from the table before: the same object while no changed unit's
 * answer changed.
 */
function moversFact(s: AcState): { set: Set<string>; idx: number[] } {
  const side = s.phase === 'roman-move' ? 'roman' : 'gallic';
  const o = s.options;
  // Stryker disable next-line StringLiteral: the filler for "no step" only has to differ from every step's name, as any string does
  const step = s.step ?? '';
  // AC 17.4: the split in force — the one chosen in play (the spheres action) over the option's, as
  // commanders.ts reads it; the list is kept per units table, which a new split leaves as it was.
  // Stryker disable next-line StringLiteral: the filler for "no zone chosen" only has to differ from every zone's name, as any string does
  const from = s.caesarFrom ?? o.caesarFrom ?? '';
  const key = moversKey(s.phase, step, besiegedReleased(s), o, from);
  return derivedFact(
    s,
    key,
    () => {
      const idx: number[] = [];
      const list = moversNow(s, side, idx);
      return { set: new Set(list), idx };
    },
    // With four players a leader's move can change who commands the units near him (AC 17.5): work it out afresh.
    (before, _parent, changed) => {
      if (o.players === 4) return null;
      for (const id of changed) if (before.set.has(id) !== (!!unitOf(s, id) && mayMoveNow(s, id))) return null;
      return before;
    },
  );
}

/** The units whose move record this turn bars them (recordAllows), by unit index, ascending; few have a record early in a phase. */
function barredNow(s: AcState): number[] {
  const out: number[] = [];
  for (const id in s.moves) {
    if (recordAllows(s, id)) continue;
    const i = UNIT_INDEX.get(id);
    if (i !== undefined) out.push(i);
  }
  return out.sort((a, b) => a - b);
}

/** movableNow as unit indices (AC_IDS' order), in the same order. */
export function movableNowIdx(s: AcState): number[] {
  return movableFrom(s, moversFact(s).idx, barredNow(s));
}

/** The candidates `idx` less the `barred` ones and, once entries have begun, those still on the board. */
function movableFrom(s: AcState, idx: readonly number[], barredList: readonly number[]): number[] {
  // Marks by generation in two arrays kept from call to call (a unit is marked when its entry holds
  // this call's number): nothing allocated or cleared per list.
  const gen = ++MARKS.gen;
  const { barred, entered } = MARKS;
  for (const i of barredList) barred[i] = gen;
  // onBoardStill for each candidate once entries have begun, from where.ts and one pass over the records.
  const begun = entriesBegun(s);
  if (begun) for (const id in s.moves) if (s.moves[id].entered) { const i = UNIT_INDEX.get(id); if (i !== undefined) entered[i] = gen; }
  const at = begun ? whereOf(s).at : null;
  const obmc = AT_OBMC;
  const out: number[] = [];
  for (let x = 0; x < idx.length; x++) {
    const i = idx[x];
    if (barred[i] === gen) continue;
    if (at !== null && at[i] !== obmc && entered[i] !== gen) continue;
    out.push(i);
  }
  return out;
}
const MARKS = { gen: 0, barred: new Float64Array(AC_IDS.length), entered: new Float64Array(AC_IDS.length) };

/**
 * The `select` entries of a movement phase's legal list, in order: one per unit that may move now
 * (movableNowIdx), `entry` making the shared action of a unit index — with, when the unit moving is
 * among them, its place (`skip`), for the caller to leave it out. Once entries have begun the block is
 * made afresh; before, it is kept per candidate list (moversFact: the same object for many positions
 * of a phase) and per units barred by their records — what it is made of, never how the position came
 * about — so the positions of a phase share a few. The block is never handed out: callers copy it.
 */
export function selectEntries(s: AcState, entry: (i: number) => AcAction): { block: readonly AcAction[]; skip: number } {
  const { idx } = moversFact(s);
  const barred = barredNow(s);
  const moving = s.moving === null ? -1 : UNIT_INDEX.get(s.moving) ?? -1;
  let made: { units: number[]; block: AcAction[] } | undefined;
  const make = () => {
    const units = movableFrom(s, idx, barred);
    return { units, block: units.map(entry) };
  };
  if (entriesBegun(s)) made = make();
  else {
    let kept = SELECTS.get(idx);
    if (!kept) SELECTS.set(idx, (kept = { byKey: new Map(), last: null }));
    const key = barred.join(',');
    made = kept.byKey.get(key);
    if (!made) {
      // Most often the last block with a unit or two more barred (the one that finished its move):
      // that block less their entries, rather than all the candidates tested again.
      const fewer = kept.last && barredMore(kept.last.barred, barred);
      made = fewer ? without(kept.last!, fewer) : make();
      // A bot's search meets many sets of barred units in one phase: the blocks kept are capped (what
      // is forgotten is only made again).
      if (kept.byKey.size >= SELECTS_KEPT) kept.byKey.clear();
      kept.byKey.set(key, made);
    }
    kept.last = { barred, ...made };
  }
  return { block: made.block, skip: moving < 0 ? -1 : made.units.indexOf(moving) };
}
interface SelectBlock { units: number[]; block: AcAction[] }
const SELECTS_KEPT = 64;
const SELECTS = new WeakMap<readonly number[], { byKey: Map<string, SelectBlock>; last: (SelectBlock & { barred: number[] }) | null }>();

/** When `now` (ascending) holds all of `was` (ascending) and at most three more: those more; else null. */
function barredMore(was: readonly number[], now: readonly number[]): number[] | null {
  if (now.length < was.length || now.length > was.length + 3) return null;
  const more: number[] = [];
  let k = 0;
  for (const i of now) {
    if (k < was.length && was[k] === i) k++;
    else more.push(i);
  }
  return k === was.length ? more : null;
}

/** A select block less the entries of the given units (those not in it are no matter). */
function without(b: SelectBlock, gone: readonly number[]): SelectBlock {
  let { units, block } = b;
  for (const i of gone) {
    const p = units.indexOf(i);
    if (p < 0) continue;
    if (units === b.units) [units, block] = [units.slice(), block.slice()];
    units.splice(p, 1);
    block.splice(p, 1);
  }
  return { units, block };
}

/** The counters of each side that might ever move (all but the forts), in the order of the order of battle. */
const MOVERS: Record<'roman' | 'gallic', readonly string[]> = {
  roman: AC_UNITS.filter((u) => u.side === 'roman' && u.kind !== 'fort').map((u) => u.id),
  gallic: AC_UNITS.filter((u) => u.side === 'gallic' && u.kind !== 'fort').map((u) => u.id),
};
/** Where each of MOVERS is in the unit table. */
const MOVER_INDEX: Record<'roman' | 'gallic', Int32Array> = {
  roman: Int32Array.from(MOVERS.roman, (id) => UNIT_INDEX.get(id)!),
  gallic: Int32Array.from(MOVERS.gallic, (id) => UNIT_INDEX.get(id)!),
};
/** Per unit index: 1 for the besieged force's counters (AC 18.1: released from the town only by the coordination rules). */
const BESIEGED = Uint8Array.from(AC_UNITS, (u) => (u.force === 'besieged' ? 1 : 0));
