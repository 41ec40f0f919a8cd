/**
 * A ready Roman deployment in the spirit of Caesar's (reconstructed): the designer's advice for
 * forts — on the river breaches of the lines, on rampart hexes that jut forward, one or two on
 * Mont Réa — with a missile unit or a cohort in each; the outer line held in stacks every few hexes,
 * strongest facing zone I where the first assault comes; camp D (two legions under Reginus and
 * Rebilus, with Labienus) filled; the inner line watched by recruits; the German cavalry in reserve
 * between the lines; Caesar with the Tenth's first cohorts in the middle of the southern front.
 * Only counters still in the pool are placed; the result obeys every set-up rule (AC 3.2, 10, 24.1).
 */
import { distance, hexKey, parseHexKey, type Hex } from '../../hex/coords';
import { neighbours } from '../../hex/directions';
import { AC_UNITS, acUnit, UNIT_INDEX } from '../data/units';
import { AC_GRID } from '../map/grid';
import { acHex, acMap, fortSiteAllowed, type AcHex } from '../map/map';
import { entryHexes } from '../map/zones';
import { unitOf, unitEntries, type AcState } from '../state';
import { canPlace } from './placement';

const angle = (h: Hex) => {
  const p = AC_GRID.toMetres(h);
  return Math.atan2(p.n, p.e);
};

// Stryker disable next-line ArrayDeclaration: a string in the list is no hex: its distance is NaN, never under the gap
function spaced(cands: AcHex[], gap: number, taken: Hex[] = []): AcHex[] {
  const out: AcHex[] = [];
  for (const c of cands) {
    if ([...taken, ...out.map((o) => o.hex)].some((t) => distance(t, c.hex) < gap)) continue;
    out.push(c);
  }
  return out;
}

/** Hexes from zone I's nearest entry hex (the front of the first assault), kept per hex. */
const FROM_I = new Map<string, number>();
function fromI(h: Hex): number {
  const k = hexKey(h);
  let d = FROM_I.get(k);
  if (d === undefined) {
    d = Math.min(...entryHexes('I').map((e) => distance(e, h)));
    FROM_I.set(k, d);
  }
  return d;
}

/**
 * The parts of the plan that depend on the map alone, worked out once: the fort sites best first,
 * the outer line nearest zone I first (forts taken out later: filtering a stably sorted list gives
 * what sorting the filtered one would), the inner line's recruit posts, camp D, the hexes between the
 * lines and the reserve posts among them. A redeployment between the periods (AC 12.6) asks for the
 * plan again with only a few counters in the pool.
 */
interface MapPlan {
  all: AcHex[];
  sites: AcHex[];
  outer: AcHex[];
  innerPosts: AcHex[];
  campD: AcHex[];
  between: AcHex[];
  reserve: AcHex[];
}
let MAP_PLAN: MapPlan | null = null;
function mapPlan(): MapPlan {
  if (MAP_PLAN) return MAP_PLAN;
  const all = [...acMap().hexes.values()];
  // Forts: river breaches, then Mont Réa, then rampart hexes jutting out towards the enemy.
  // Stryker disable next-line OptionalChaining: asked only of outer-line hexes (the score below), the nearest of them 3 hexes from the board's edge: every neighbour is a hex of the board
  const outerSide = (d: AcHex) => neighbours(d.hex).filter((n) => acHex(n)?.area === 'outside').length;
  const score = (d: AcHex) =>
    (d.rampartBridge ? 100 : 0) + (d.elevation !== 'low' && d.area === 'outside' && d.hex.r < 14 && d.hex.q + d.hex.r / 2 < 18 ? 60 : 0) +
    (d.line === 'outer' ? 10 * outerSide(d) : 0) + (d.camp === 'camp-d' ? 25 : 0) - fromI(d.hex) / 10;
  const sites = all.filter((d) => fortSiteAllowed(d.hex) && (d.rampart || (d.elevation === 'top' && d.hex.r < 10 && d.hex.q + d.hex.r / 2 < 16)));
  sites.sort((a, b) => score(b) - score(a) || hexKey(a.hex).localeCompare(hexKey(b.hex)));
  const outer = all.filter((d) => d.line === 'outer' && d.rampart === 'perimeter');
  outer.sort((a, b) => fromI(a.hex) - fromI(b.hex));
  const inner = all.filter((d) => d.line === 'inner' && d.rampart === 'perimeter');
  inner.sort((a, b) => angle(a.hex) - angle(b.hex));
  const between = all.filter((d) => d.area === 'between' && !d.rampart && !d.river && !d.campInterior && !d.outerWorks);
  between.sort((a, b) => fromI(a.hex) - fromI(b.hex));
  return (MAP_PLAN = { all, sites, outer, innerPosts: spaced(inner, 4), campD: all.filter((d) => d.camp === 'camp-d'), between, reserve: spaced(between, 3) });
}

/** Where each pool counter goes: unit id → hex key. */
export function historicalDeployment(s: AcState): Map<string, string> {
  const { sites, outer: outerAll, innerPosts, campD, between, reserve } = mapPlan();
  // Stryker disable next-line OptionalChaining: unitOf always finds a counter of AC_UNITS
  const pool = (pred: (id: string) => boolean) => AC_UNITS.filter((u) => unitOf(s, u.id)?.loc.at === 'pool' && pred(u.id)).map((u) => u.id);
  const plan = new Map<string, string>();
  const work: AcState = { ...s, units: s.units.slice() };
  const put = (id: string, hex: string): boolean => {
    if (!canPlace(work, id, hex)) return false;
    work.units[UNIT_INDEX.get(id)!] = { loc: { at: 'hex', hex } };
    plan.set(id, hex);
    return true;
  };

  // Forts: river breaches, then Mont Réa, then rampart hexes jutting out towards the enemy.
  const forts = pool((id) => acUnit(id).kind === 'fort');
  const existing = unitEntries(s).filter(([id, u]) => acUnit(id).kind === 'fort' && u.loc.at === 'hex').map(([, u]) => parseHexKey((u.loc as { hex: string }).hex));
  const fortHexes = spaced(sites, 4, existing).slice(0, forts.length);
  forts.forEach((f, i) => fortHexes[i] && put(f, hexKey(fortHexes[i].hex)));

  // A garrison in every fort: missile units first, then cohorts.
  const missiles = pool((id) => ['archer', 'slinger'].includes(acUnit(id).kind));
  // Stryker disable next-line Regex: no counter's id ends in r-x-1 or r-x-2 but those two cohorts' own
  const cohorts = pool((id) => acUnit(id).kind === 'cohort' && !/^r-x-[12]$/.test(id));
  const recruits = pool((id) => acUnit(id).kind === 'recruit');
  const light = pool((id) => acUnit(id).kind === 'light');
  const line = [...cohorts, ...light];
  for (const f of fortHexes) {
    const k = hexKey(f.hex);
    const g = missiles.shift() ?? line.shift();
    if (g) put(g, k);
    if (fromI(f.hex) < 20) { const second = line.shift(); if (second) put(second, k); }
  }

  // Camp D: two legions' worth on its rampart, with Labienus.
  for (const d of campD) for (let i = 0; i < 2; i++) { const u = line.shift(); if (u) put(u, hexKey(d.hex)); }
  // Stryker disable next-line OptionalChaining: unitOf always finds a counter of AC_UNITS
  if (unitOf(s, 'labienus')?.loc.at === 'pool' && campD[0]) put('labienus', hexKey(campD[0].hex));

  // The outer line: stacks every third hex in ring order, the front facing zone I first and strongest.
  const outer = outerAll.filter((d) => !fortHexes.includes(d)); // a full hex is refused by put's canPlace
  const stacks = spaced(outer, 3, fortHexes.map((f) => f.hex));
  for (let round = 0; round < 3; round++) {
    for (const st of stacks) {
      if (round === 2 && fromI(st.hex) > 22) continue;
      const u = line.shift() ?? recruits.shift();
      if (u) put(u, hexKey(st.hex));
    }
  }

  // The inner line: recruits every fourth hex.
  for (const st of innerPosts) {
    const u = recruits.shift() ?? line.shift();
    if (u) put(u, hexKey(st.hex));
  }

  // Reserves between the lines: cavalry in threes, then whatever is left; Caesar with the Tenth.
  // Stryker disable next-line Regex: no counter's id ends in r-x-1 or r-x-2 but those two cohorts' own
  const rest = [...pool((id) => acUnit(id).kind === 'cavalry'), ...missiles, ...line, ...recruits, ...pool((id) => /^r-x-[12]$/.test(id))];
  let r = 0;
  for (const u of rest) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: the reserve (78 hexes three deep on the 1983 board) holds more than all 179 Roman counters, so it never runs out
    while (r < reserve.length && !put(u, hexKey(reserve[r].hex))) r++;
  }
  // Stryker disable next-line OptionalChaining: unitOf always finds a counter of AC_UNITS
  if (unitOf(s, 'caesar')?.loc.at === 'pool') {
    const tenth = plan.get('r-x-1');
    // Stryker disable next-line ConditionalExpression: put refuses an undefined hex (canPlace: no set-up site), so asking it changes nothing
    if (tenth) put('caesar', tenth);
  }
  // Anything left (none in the standard set-up) goes to the nearest free hex between the lines.
  for (const u of AC_UNITS) {
    // Stryker disable next-line OptionalChaining: unitOf always finds a counter of AC_UNITS
    if (unitOf(s, u.id)?.loc.at !== 'pool' || plan.has(u.id)) continue;
    for (const d of between) if (put(u.id, hexKey(d.hex))) break;
  }
  return plan;
}
