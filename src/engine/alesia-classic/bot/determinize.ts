/**
 * A full Alesia position consistent with what one side sees (AcView), for the bot's search
 * (core/bot/adapter.ts). Everything the view shows is copied; what it hides is sampled:
 *
 * - Enemy counters hidden under the top counter of a stack on a fort or rampart hex (AC 25.7,
 *   optional): `concealed` gives their number per hex; they are drawn from the enemy counters the
 *   view does not show, among those that would lie UNDER the shown one (queries.ts stackOrder).
 * - Roman viewer: the town's garrison (AC 9.2) — `inTown` counters, Vercingetorix first when he is
 *   not on the map, then the besieged force, then relief counters (which may have gone in); the
 *   rest of the unseen Gauls are in the OBMC (AC 11): one in each box the presence chart shows
 *   (AC 11.9), the others spread uniformly over those boxes.
 * - Roman viewer: the coordination counter (AC 18.2, 1–3 when one person plays the Gauls) and the
 *   turns of the ten-unit landing and of the first battle (AC 18.1), from a simple prior read off
 *   the board (ten or more relief units on the map → they have probably landed), never so that the
 *   garrison would already be free (the view would show it).
 * - Roman viewer during the Gallic phases: the Gaul's move records (hidden, view.ts) rebuilt from
 *   what the board shows — a Gaul away from where it began the turn (fire.start) has moved; one
 *   on the map without a start came on from the OBMC or out of the town — and the relief units
 *   that reached the Outer Works this turn (owLanded) as those that moved onto them.
 * - Gallic viewer, secret spheres (AC 17.8, optional): the first zone of Caesar's half, uniformly.
 * - Reconnaissance reports not yet delivered (AC 22.46, optional) are taken to be none.
 * - The dice: reseeded from the bot's generator (core/bot/reseed.ts).
 *
 * Reads nothing but its arguments: no memory of earlier views (perfect recall — e.g. what the
 * Roman saw of the OBMC between the periods, or watched come on from a box — is left for later).
 */
import { nextIndex, type RngState } from '../../core/rng';
import { reseed } from '../../core/bot/reseed';
import { AC_IDS, acUnit, UNIT_INDEX } from '../data/units';
import { hexAt } from '../map/map';
import { ZONES, type Zone } from '../map/zones';
import { stackOrder } from '../queries';
import { markSealed } from '../sealed';
import { putUnit, settleUnits, type AcSide, type AcState, type MoveRecord, type UnitState } from '../state';
import type { AcView } from '../view';

type Rng = { s: RngState };
const draw = (r: Rng, n: number): number => {
  const [i, next] = nextIndex(r.s, n);
  r.s = next;
  return i;
};
function shuffled<T>(r: Rng, xs: readonly T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = draw(r, i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Would `c` lie under `top` in a stack (AC 25.7: only the top counter is shown)? */
const under = (c: string, top: string): boolean => {
  const pair = UNIT_INDEX.get(c)! < UNIT_INDEX.get(top)! ? [c, top] : [top, c];
  return stackOrder(pair)[1] === top;
};

export function determinizeAc(v: AcView, side: AcSide, rng0: RngState): [AcState, RngState] {
  const r: Rng = { s: rng0 };
  const { side: _side, units: shown, inTown, concealed, coordinationReport: _report, coordination: seenCoord, ...rest } = v;
  void _side;
  void _report;
  const units: UnitState[] = AC_IDS.map((id) => shown[id]);
  let unplaced = AC_IDS.filter((id) => !shown[id]);
  for (const id of unplaced) if (acUnit(id).side === side) throw new Error(`determinize: own counter ${id} missing from the ${side} view`);

  // AC 25.7: the counters under each shown top counter. The counters that may lie under a top are
  // those below it in stackOrder (rank, then order of battle), so the sets are nested: fill the
  // stack with the lowest top first and any choice leaves enough for the others. The order is read
  // from the tops (shown), never from the view's key order (which follows the hidden counters).
  const stacks = Object.entries(concealed)
    .filter(([, n]) => n > 0)
    .map(([hex, n]) => ({ hex, n, top: AC_IDS.find((id) => shown[id]?.loc.at === 'hex' && (shown[id].loc as { hex: string }).hex === hex && acUnit(id).side !== side && acUnit(id).kind !== 'fort') }));
  const lowFirst = stackOrder(AC_IDS.filter((id) => stacks.some((x) => x.top === id)));
  const place = (x: { top?: string }) => (x.top ? lowFirst.indexOf(x.top) : lowFirst.length);
  stacks.sort((a, b) => place(a) - place(b) || (a.hex < b.hex ? -1 : a.hex > b.hex ? 1 : 0));
  for (const { hex, n, top } of stacks) {
    const cands = shuffled(r, unplaced.filter((id) => id !== 'vercingetorix' && (!top || under(id, top))));
    for (const id of cands.slice(0, n)) units[UNIT_INDEX.get(id)!] = onHex(hex);
    const taken = new Set(cands.slice(0, n));
    unplaced = unplaced.filter((id) => !taken.has(id));
  }

  if (side === 'roman') {
    // AC 9.2: the garrison, by count only.
    const v1 = unplaced.filter((id) => id === 'vercingetorix');
    const besieged = shuffled(r, unplaced.filter((id) => id !== 'vercingetorix' && acUnit(id).force === 'besieged'));
    const relief = shuffled(r, unplaced.filter((id) => acUnit(id).force === 'relief'));
    const town = [...v1, ...besieged, ...relief].slice(0, inTown);
    for (const id of town) units[UNIT_INDEX.get(id)!] = IN_TOWN;
    const inside = new Set(town);
    unplaced = unplaced.filter((id) => !inside.has(id));
    // AC 11, 11.9: the rest off the board, at least one in each box the chart shows.
    const boxes: readonly Zone[] = v.presence.length ? v.presence : ZONES;
    const order = shuffled(r, unplaced);
    order.forEach((id, i) => {
      const zone = i < boxes.length ? boxes[i] : boxes[draw(r, boxes.length)];
      units[UNIT_INDEX.get(id)!] = IN_BOX[zone];
    });
    unplaced = [];
  }
  // Anything still unplaced would be a view this sampler does not understand: keep it off the map.
  for (const id of unplaced) units[UNIT_INDEX.get(id)!] = GONE;

  let dice: RngState;
  [dice, r.s] = reseed(r.s);
  const s: AcState = { ...(rest as Omit<AcState, 'units' | 'rng' | 'coordination'>), units: sharedTable(v, units), rng: dice, coordination: { ...seenCoord } };

  if (side === 'roman' && !v.outcome && seenCoord.releaseTurn === null) s.coordination = sampleCoordination(r, s);
  if (side === 'roman' && v.phase.startsWith('gallic')) rebuildGallicMoves(s);
  if (side === 'gallic' && v.options.players === 4 && v.options.secretSpheres && !v.outcome && v.caesarFrom === undefined && v.options.caesarFrom === undefined) {
    s.options = { ...v.options, caesarFrom: ZONES[draw(r, ZONES.length)] };
  }
  settleUnits(s);
  markSealed(s);
  return [s, r.s];
}

/*
 * Samples share what they can. A sampled counter's record is one shared object per place (a
 * record is never edited: rule code replaces it, state.ts putUnit), so two samples that put a counter
 * in the same place hold the same object. And the unit table of the first sample drawn from a view
 * is kept: a later sample equal to it in every entry uses that very table, so all that the engine
 * remembers per table (where.ts, queries.ts derivedFact: occupancy, zones of control, the units able
 * to move or attack…) is worked out once per view rather than once per sample; a sample that differs
 * (the Roman's: the unseen Gauls placed anew) is written over a copy of it (putUnit), so those facts
 * are brought up to date from the kept table's rather than worked out afresh. Either way the sample's
 * contents are exactly those drawn: the kept table only decides what is shared.
 */
const IN_TOWN: UnitState = { loc: { at: 'town' } };
const GONE: UnitState = { loc: { at: 'gone', why: 'eliminated' } };
const IN_BOX = Object.fromEntries(ZONES.map((z) => [z, { loc: { at: 'obmc', zone: z } }])) as Record<Zone, UnitState>;
const ON_HEX = new Map<string, UnitState>();
const onHex = (hex: string): UnitState => {
  let u = ON_HEX.get(hex);
  if (!u) ON_HEX.set(hex, (u = { loc: { at: 'hex', hex } }));
  return u;
};
const KEPT = new WeakMap<AcView, UnitState[]>();

/** The unit table for a sample with these entries: the view's kept table, or a copy of it written over where they differ. */
function sharedTable(v: AcView, units: UnitState[]): UnitState[] {
  const kept = KEPT.get(v);
  if (!kept) {
    KEPT.set(v, units);
    return units;
  }
  const work = { units: kept } as AcState;
  for (let i = 0; i < units.length; i++) if (units[i] !== kept[i]) putUnit(work, AC_IDS[i], units[i]);
  return work.units;
}

/** AC 18: a coordination record the Roman cannot tell from the truth (the garrison not yet free). */
function sampleCoordination(r: Rng, s: AcState): AcState['coordination'] {
  const delay = s.options.players === 2 ? ((draw(r, 3) + 1) as 1 | 2 | 3) : null;
  const turnBefore = () => 1 + draw(r, s.turn);
  let relief = 0;
  s.units.forEach((u, i) => {
    if (u.loc.at === 'hex' && acUnit(AC_IDS[i]).force === 'relief') relief++;
  });
  let landed = relief >= 10 && draw(r, 10) < 7 ? turnBefore() : undefined;
  const fought = s.battlesThisTurn > 0 || (s.turn > 1 && draw(r, 2) === 0) ? turnBefore() : undefined;
  const release = (l: number, f: number) => Math.max(l + 1 + (delay ?? 0), Math.max(l, f) + 1);
  // The view says the garrison is not free: a sample that would free it already is not one.
  if (landed !== undefined && fought !== undefined && release(landed, fought) <= s.turn) landed = undefined;
  const out: AcState['coordination'] = { releaseTurn: null, delay };
  if (landed !== undefined) out.landed = landed;
  if (fought !== undefined) out.fought = fought;
  if (landed !== undefined && fought !== undefined) out.releaseTurn = release(landed, fought);
  if (s.period === 2 && delay !== null) out.firstDay = (draw(r, 3) + 1) as 1 | 2 | 3;
  return out;
}

/** The Gaul's move records this turn, as the board shows them (the Roman view has none). */
function rebuildGallicMoves(s: AcState): void {
  const moves: Record<string, MoveRecord> = {};
  const landed: string[] = [];
  s.units.forEach((u, i) => {
    const id = AC_IDS[i];
    const def = acUnit(id);
    if (def.side !== 'gallic' || u.loc.at !== 'hex') return;
    const start = s.fire.start[id];
    if (start === u.loc.hex) return;
    if (start !== undefined) moves[id] = { left: 0, from: { at: 'hex', hex: start }, done: true, path: [] };
    else if (def.force === 'relief') moves[id] = { left: 0, from: { at: 'obmc', zone: hexAt(u.loc.hex)?.edge?.[0] ?? 'I' }, done: true, entered: true, offboard: true, path: [] };
    else moves[id] = { left: 0, from: { at: 'town' }, done: true, leftTown: true, path: [] };
    if (def.force === 'relief' && hexAt(u.loc.hex)?.outerWorks) landed.push(id);
  });
  const p = s.fire.pending;
  const w = s.fire.window;
  const moving = p?.unit ?? (w && 'target' in w ? w.target : null);
  if (moving) delete moves[moving];
  s.moves = moves;
  s.moving = moving;
  s.owLanded = landed;
}
