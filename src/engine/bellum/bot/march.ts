/**
 * Where the bot's playout policy marches (BG 3.3, 3.4): a leader's force moves when some region it
 * can reach scores better than where it stands. A region scores by its distance to the regions the
 * side is after (goals.ts), the balance of strength there (joining a fight it wins by 3:2 is good,
 * walking into a stronger enemy bad; Roman SPs count half as much again, for their quality), an
 * enemy garrison to besiege, a devastated region to avoid; a force short of an army first collects
 * units left without a leader, and an army of two with another leader beside it splits in two.
 */
import { mayCrossBorder } from '../borders';
import { forcedEligible } from '../movement';
import { LEADER_BY_ID } from '../data/leaders';
import { REGION_BY_ID } from '../data/regions';
import type { RegionId } from '../data/types';
import { UNIT_BY_ID } from '../data/units';
import { ARMY_SIZE, WINTER } from '../queries';
import { firstMover } from '../scenarioRules';
import type { BellumAction, BellumState, Side } from '../state';
import { distanceTo, goalDistance, goalWeight, targetRegions } from './goals';

/** Roman quality factor; how much better a region must score; what a forced march costs (attrition). */
export const MARCH_TUNING = { romanQuality: 1.5, margin: 0.25, forcedCost: 0.6 } as const;

type A<T extends BellumAction['t']> = Extract<BellumAction, { t: T }>;
export const ofKind = <T extends BellumAction['t']>(legal: readonly BellumAction[], t: T) => legal.filter((a): a is A<T> => a.t === t);

/** Weighted SPs per region and side: in the open, and anywhere in the region. */
interface Strength {
  field: Record<Side, Map<RegionId, number>>;
  /** Regions where a side has units in the open and no leader to move them (BG 3.3.1). */
  leaderless: Record<Side, RegionId[]>;
  /** Devastated regions (BG 2.3.4: attrition in the supply phase). */
  scorched: Set<RegionId>;
  /** Per region, how many oppida or cities a side holds with units inside (to be besieged, BG 4.5). */
  inPlaces: Record<Side, Map<RegionId, number>>;
  /** Units per region and side in the open. */
  fieldUnits: Record<Side, Map<RegionId, number>>;
  /** Regions where a side is besieging (BG 4.5.3: the siege needs the army to stay). */
  besieging: Record<Side, Set<RegionId>>;
  /** Whether the other side moves after `side` this turn (BG 6.2.7, 6.3.6: the Gaul moves first). */
  struckAfter: Record<Side, boolean>;
}
/**
 * The last reading and the records it was read from: a state's records are values (an `apply` copies
 * a record before changing it), and most actions change none of these four, so a playout asks the
 * same question of the same records many times.
 */
let lastStrength: { units: BellumState['units']; leaders: BellumState['leaders']; sieges: BellumState['sieges']; scorched: BellumState['scorched']; st: Strength } | null = null;

export function strengthMap(s: BellumState): Strength {
  const m = lastStrength;
  if (m && m.units === s.units && m.leaders === s.leaders && m.sieges === s.sieges && m.scorched === s.scorched) return m.st;
  const st = readStrength(s);
  lastStrength = { units: s.units, leaders: s.leaders, sieges: s.sieges, scorched: s.scorched, st };
  return st;
}

function readStrength(s: BellumState): Strength {
  const field = { roman: new Map<RegionId, number>(), gallic: new Map<RegionId, number>() };
  const places = { roman: new Map<RegionId, Set<string>>(), gallic: new Map<RegionId, Set<string>>() };
  const fieldUnits = { roman: new Map<RegionId, number>(), gallic: new Map<RegionId, number>() };
  for (const id in s.units) {
    const u = s.units[id];
    const d = UNIT_BY_ID[id];
    if (u.out !== null || u.region === null || d.kind === 'ship') continue;
    if (u.place !== null) {
      const held = places[d.side].get(u.region);
      if (held) held.add(u.place);
      else places[d.side].set(u.region, new Set([u.place]));
      continue;
    }
    fieldUnits[d.side].set(u.region, (fieldUnits[d.side].get(u.region) ?? 0) + 1);
    const sp = (u.reduced ? d.reducedSp : d.sp) * (d.side === 'roman' ? MARCH_TUNING.romanQuality : 1);
    field[d.side].set(u.region, (field[d.side].get(u.region) ?? 0) + sp);
  }
  const led = { roman: new Set<RegionId>(), gallic: new Set<RegionId>() };
  for (const id in s.leaders) {
    const L = s.leaders[id];
    if (L.out === null && L.region !== null) led[LEADER_BY_ID[id].side].add(L.region);
  }
  const leaderless = {
    roman: [...field.roman.keys()].filter((r) => !led.roman.has(r)),
    gallic: [...field.gallic.keys()].filter((r) => !led.gallic.has(r)),
  };
  const besieging = { roman: new Set<RegionId>(), gallic: new Set<RegionId>() };
  for (const x of s.sieges) besieging[x.besieger].add(x.region);
  const count = (m: Map<RegionId, Set<string>>) => new Map([...m].map(([r, xs]) => [r, xs.size]));
  const gallicFirst = firstMover(s) === 'gallic';
  return { field, leaderless, scorched: new Set(s.scorched), inPlaces: { roman: count(places.roman), gallic: count(places.gallic) }, fieldUnits, besieging, struckAfter: { roman: false, gallic: gallicFirst } };
}

/** How good it is for a force of `force` SPs of `side` to stand in `r` (higher is better). */
function regionScore(st: Strength, dist: Map<RegionId, number>, side: Side, r: RegionId, force: number, from: RegionId, units = ARMY_SIZE, collect = true): number {
  const enemySide: Side = side === 'roman' ? 'gallic' : 'roman';
  const enemy = st.field[enemySide].get(r) ?? 0;
  // A leader with no units makes for his side's biggest force, where a second leader lets it split
  // (BG 3.3.1) or run a second siege (BG 4.5.1); never into the enemy's arms (BG 4.4.5).
  if (units === 0) return -(distanceTo(bigForces(st, side)).get(r) ?? 99) - (enemy > 0 ? 5 : 0);
  const friends = (st.field[side].get(r) ?? 0) - (r === from ? force : 0);
  let score = -(dist.get(r) ?? 99);
  if (dist.get(r) === 0) score += 0.5;
  if (st.scorched.has(r)) score -= 0.7;
  // An army standing before an enemy garrison keeps (or starts) the siege by staying (BG 4.5.1, 4.5.3)
  // — unless the rest of its side there makes an army for each garrisoned place: then it is free to go.
  const garrisons = st.inPlaces[enemySide].get(r) ?? 0;
  const others = (st.fieldUnits[side].get(r) ?? 0) - units;
  if (r === from && units >= ARMY_SIZE && garrisons > 0 && others < ARMY_SIZE * garrisons) score += st.besieging[side].has(r) ? 1.6 : 1.2;
  // A force short of an army (needed for a siege, BG 4.5.1) first collects units left without a leader.
  // (Not the Helvetii: their goal is to stand by the sea, not to besiege, BG 6.2.6.)
  if (collect && units < ARMY_SIZE && st.leaderless[side].length) score = 0.2 * score - 3 * (distanceTo(st.leaderless[side]).get(r) ?? 99);
  if (enemy > 0) {
    const ratio = (force + friends) / enemy;
    score += ratio >= 1.5 ? 1.5 : ratio >= 1 ? 0.3 : -2 / Math.max(ratio, 0.25);
  } else if (st.struckAfter[side] && collect) {
    // Moving first (BG 6.3.6), a force ends its march where the enemy may still come: the strongest
    // enemy force within two regions (a Roman forced march, BG 3.4) counts against it. (Not the
    // Helvetii: they must march for the sea, BG 6.2.6, and stalled by this they did worse.)
    const danger = reachable(st, enemySide, r);
    if (danger > force + friends) score -= 1 / Math.max((force + friends) / danger, 0.25);
  }
  return score;
}

/** The strongest field force of `side` within two regions of `r`, `r` left out (BG 3.4: a forced march's reach). */
export function reachable(st: Strength, side: Side, r: RegionId): number {
  let most = 0;
  for (const n of REGION_BY_ID[r].neighbours) {
    most = Math.max(most, st.field[side].get(n) ?? 0);
    for (const m of REGION_BY_ID[n].neighbours) if (m !== r) most = Math.max(most, st.field[side].get(m) ?? 0);
  }
  return most;
}

/** Regions where `side` has two armies or more in the open. */
function bigForces(st: Strength, side: Side): RegionId[] {
  const out: RegionId[] = [];
  for (const [r, n] of st.fieldUnits[side]) if (n >= 2 * ARMY_SIZE) out.push(r);
  return out;
}

/**
 * Target regions another force of `side` already holds with an army (the units in the open there
 * less those of the force asking, which stands in `from` with `units`): each force makes for a
 * target nobody covers yet, so that the side's forces spread over its goals instead of all heading
 * for the nearest.
 */
function coveredBy(st: Strength, side: Side, from: RegionId, units: number): (r: RegionId) => boolean {
  return (r) => (st.fieldUnits[side].get(r) ?? 0) - (r === from ? units : 0) >= ARMY_SIZE;
}

type Force = { region: RegionId; sp: number; pieces: string[]; units: number };

/**
 * Each leader's force (his unmoved units of his side at his spot, ships aside), for the leaders of
 * `leaders`: one pass over the units for all of them (units in the record's order, as a pass per
 * leader would take them).
 */
function forcesOf(s: BellumState, leaders: readonly string[]): Map<string, Force> {
  const out = new Map<string, Force>();
  // The leaders' forces by region; a unit joins those of its side and place there.
  const at = new Map<RegionId, { side: Side; place: string | null; f: Force }[]>();
  for (const leader of leaders) {
    const L = s.leaders[leader];
    if (!L || L.region === null) continue;
    const f: Force = { region: L.region, sp: 0, pieces: [leader], units: 0 };
    out.set(leader, f);
    const x = { side: LEADER_BY_ID[leader].side, place: L.place, f };
    const xs = at.get(L.region);
    if (xs) xs.push(x);
    else at.set(L.region, [x]);
  }
  if (!out.size) return out;
  const moved = s.moved.length ? new Set(s.moved) : null;
  for (const id in s.units) {
    const u = s.units[id];
    if (u.out !== null || u.region === null) continue;
    const here = at.get(u.region);
    if (!here) continue;
    const d = UNIT_BY_ID[id];
    if (d.kind === 'ship') continue;
    let fs: Force[] | null = null;
    for (const x of here) if (x.side === d.side && x.place === u.place) (fs ??= []).push(x.f);
    if (!fs || moved?.has(id)) continue;
    const sp = (u.reduced ? d.reducedSp : d.sp) * (d.side === 'roman' ? MARCH_TUNING.romanQuality : 1);
    for (const f of fs) {
      f.sp += sp;
      f.pieces.push(id);
    }
  }
  for (const f of out.values()) f.units = f.pieces.length - 1;
  return out;
}

/** BG 3.3.1 — the unit to leave behind when the selected force is two armies or more and another leader of its side stands with it, unmoved. */
export function splitToggle(s: BellumState, sel: NonNullable<BellumState['selection']>, legal: readonly BellumAction[]): BellumAction | null {
  if (!canSplit(s, sel)) return null;
  let best: BellumAction | null = null;
  let bestSp = Infinity;
  for (const a of legal) {
    if (a.t !== 'toggle' || !sel.units.includes(a.piece)) continue;
    const d = UNIT_BY_ID[a.piece];
    const sp = s.units[a.piece].reduced ? d.reducedSp : d.sp;
    if (sp < bestSp) { bestSp = sp; best = a; }
  }
  return best;
}

/**
 * The selected force is more than an army and one, two armies or more of its side stand at the spot
 * (those already left behind included), and an unmoved leader of its side, not selected, is there.
 */
export function canSplit(s: BellumState, sel: NonNullable<BellumState['selection']>): boolean {
  if (sel.units.length <= ARMY_SIZE + 1) return false;
  const side = LEADER_BY_ID[sel.leaders[0]].side;
  // Two armies at the spot, counting the units already left behind.
  let total = 0;
  for (const id in s.units) {
    const u = s.units[id];
    if (u.out === null && u.region === sel.region && u.place === sel.place && UNIT_BY_ID[id].side === side && UNIT_BY_ID[id].kind !== 'ship' && !s.moved.includes(id)) total++;
  }
  if (total < 2 * ARMY_SIZE) return false;
  for (const id in s.leaders) {
    const L = s.leaders[id];
    if (L.out === null && L.region === sel.region && L.place === sel.place && LEADER_BY_ID[id].side === side && !sel.leaders.includes(id) && !s.moved.includes(id)) return true;
  }
  return false;
}

export function movementChoice(s: BellumState, side: Side, legal: readonly BellumAction[], roll: (n: number) => number): BellumAction {
  const st = strengthMap(s);
  const targets = targetRegions(s, side);
  const collect = goalWeight(s, side) === 1;
  const end = legal.find((a) => a.t === 'endMove');
  const forcedStep = s.step === 'roman.forced';
  const sel = s.selection;
  if (!sel) {
    // Which leader's force gains most by marching?
    let best: BellumAction | null = null;
    let bestGain = MARCH_TUNING.margin + (forcedStep ? MARCH_TUNING.forcedCost : 0);
    let far = false;
    const selects = ofKind(legal, 'select');
    const forces = forcesOf(s, selects.map((a) => a.leader));
    const spot = (l: string) => `${s.leaders[l].region}|${s.leaders[l].place}`;
    const leadersAt = new Map<string, number>();
    for (const a of selects) leadersAt.set(spot(a.leader), (leadersAt.get(spot(a.leader)) ?? 0) + 1);
    for (const a of selects) {
      let f = forces.get(a.leader);
      if (!f || (f.units === 0 && !bigForces(st, side).length)) continue;
      // Two armies or more with another leader by them split once selected (splitToggle): what
      // marches is an army and one, the rest stays (and keeps any siege going).
      if (f.units >= 2 * ARMY_SIZE && (leadersAt.get(spot(a.leader)) ?? 0) >= 2) f = { ...f, units: ARMY_SIZE + 1, sp: (f.sp * (ARMY_SIZE + 1)) / f.units };
      // Far from where it is going, a Roman force led by a rank-2+ leader waits for the forced march
      // step (BG 3.4: two regions instead of one), unless it is winter.
      const dist = goalDistance(s, side, coveredBy(st, side, f.region, f.units), targets);
      const here = regionScore(st, dist, side, f.region, f.sp, f.region, f.units, collect);
      if (s.step === 'roman.move' && s.turn !== WINTER && LEADER_BY_ID[a.leader].rank >= 2 && here <= -2 && f.pieces.every((id) => id === a.leader || forcedEligible(id))) continue;
      for (const n of REGION_BY_ID[f.region].neighbours) {
        // The border tests (the costlier part) are asked only of a region that would be the best yet.
        let first: boolean | undefined;
        // A forced march (BG 3.4) reaches a neighbour's neighbour.
        for (const m of forcedStep ? REGION_BY_ID[n].neighbours : [n]) {
          if (m === f.region) continue;
          const gain = regionScore(st, dist, side, m, f.sp, f.region, f.units, collect) - here;
          // Among leaders of one spot (the same force, the same gain) the best leads (BG 4.4.1: the army commander).
          const tie = best !== null && best.t === 'select' && gain === bestGain && leaderWorth(a.leader) > leaderWorth(best.leader);
          if (!(gain > bestGain || tie)) continue;
          if (!(first ??= mayCrossBorder(s, f.region, n, f.pieces))) break;
          if (forcedStep && !mayCrossBorder(s, n, m, f.pieces)) continue;
          bestGain = gain;
          best = a;
          far = here <= -2;
        }
      }
    }
    // A march is sometimes skipped (playouts try both), but not by a force still far from where it
    // is going (a turn lost on the road is lost for good).
    if (best && (far || roll(100) < 90)) return best;
    return end ?? legal[legal.length - 1];
  }
  // BG 6.2.6: the Helvetian column must carry Orgetorix to the sea — he goes with the force at his side.
  const org = legal.find((a) => a.t === 'toggle' && a.piece === 'orgetorix' && !sel.leaders.includes('orgetorix'));
  if (org) return org;
  // A big army with another leader beside it splits (two sieges, two regions): units beyond an
  // army and one are left to the other leader, weakest first.
  const drop = splitToggle(s, sel, legal);
  if (drop) return drop;
  // A force is selected: its best destination, or stay.
  const go = destination(s, side, legal, st, undefined, true);
  if (!go) return legal.find((a) => a.t === 'deselect') ?? end ?? legal[legal.length - 1];
  // A leader who would stay behind with nobody to lead goes with the marching force (the best first).
  return spareLeader(s, sel, legal) ?? go;
}

/** Rank then rating, for choosing among leaders (BG 4.4.1). */
const leaderWorth = (id: string): number => 10 * LEADER_BY_ID[id].rank + LEADER_BY_ID[id].rating;

/**
 * BG 3.3.1 — the toggle adding an unmoved leader of the spot to the selected force when more such
 * leaders would stay behind than the units left there need (one per army, at least one): a leader
 * alone is of no use, and with the force he adds a leader for a later split or siege.
 */
export function spareLeader(s: BellumState, sel: NonNullable<BellumState['selection']>, legal: readonly BellumAction[]): BellumAction | null {
  const side = LEADER_BY_ID[sel.leaders[0]].side;
  let left = 0;
  for (const id in s.units) {
    const u = s.units[id];
    if (u.out === null && u.region === sel.region && u.place === sel.place && UNIT_BY_ID[id].side === side && UNIT_BY_ID[id].kind !== 'ship' && !s.moved.includes(id) && !sel.units.includes(id)) left++;
  }
  const need = left === 0 ? 0 : Math.max(1, Math.floor(left / ARMY_SIZE));
  const spare = ofKind(legal, 'toggle').filter((a) => LEADER_BY_ID[a.piece]?.side === side && !sel.leaders.includes(a.piece));
  if (spare.length <= need) return null;
  return spare.reduce((b, a) => (leaderWorth(a.piece) > leaderWorth(b.piece) ? a : b));
}

/**
 * The selected force's best march: with `stay`, only one that scores better than standing by the
 * margin (else undefined); without, the best of the marches listed, however it scores.
 */
export function destination(s: BellumState, side: Side, legal: readonly BellumAction[], st = strengthMap(s), given?: Map<RegionId, number>, stay = false): BellumAction | undefined {
  const sel = s.selection!;
  const dist = given ?? goalDistance(s, side, coveredBy(st, side, sel.region, sel.units.length));
  let force = 0;
  for (const u of sel.units) {
    const d = UNIT_BY_ID[u];
    force += (s.units[u].reduced ? d.reducedSp : d.sp) * (d.side === 'roman' ? MARCH_TUNING.romanQuality : 1);
  }
  const n = sel.units.length;
  const collect = goalWeight(s, side) === 1;
  const here = regionScore(st, dist, side, sel.region, force, sel.region, n, collect);
  let best: BellumAction | undefined;
  let bestScore = stay ? here + MARCH_TUNING.margin : -Infinity;
  for (const a of legal) {
    let sc: number;
    if (a.t === 'move' && a.to !== sel.region) sc = regionScore(st, dist, side, a.to, force, sel.region, n, collect);
    else if (a.t === 'forced') sc = regionScore(st, dist, side, a.to, force, sel.region, n, collect) - MARCH_TUNING.forcedCost;
    else continue;
    if (sc > bestScore) { bestScore = sc; best = a; }
  }
  return best;
}
