/**
 * What the map shows, derived from a state: stacks per region (field and each oppidum/city),
 * markers, and the accessible description of each region. Pure functions, no React.
 */
import { rhenusRegions } from '../../../engine/bellum/rhine';
import { LEADER_BY_ID } from '../../../engine/bellum/data/leaders';
import { PLACE_BY_ID } from '../../../engine/bellum/data/places';
import { REGION_BY_ID } from '../../../engine/bellum/data/regions';
import { UNIT_BY_ID } from '../../../engine/bellum/data/units';
import type { BellumState, Control, Side } from '../../../engine/bellum/state';
import { isSea, SEA_NAMES } from '../../../engine/bellum/naval/geo';

/** Name of a region or of a maritime zone (BG 5.3). */
export const placeOrSeaName = (id: string): string => (isSea(id) ? `${SEA_NAMES[id]} (maritime zone)` : REGION_BY_ID[id]?.name ?? id);

export interface Stack {
  /** `region:side` for the open field, `region:side:place` inside an oppidum/city. */
  key: string;
  region: string;
  place: string | null;
  side: Side;
  leaders: string[];
  units: string[];
}

export interface Marker {
  kind: 'SE' | 'D' | 'Siege' | 'Battle' | 'RC' | 'Hiberna' | 'Naval' | 'Rh';
  label: string;
  title: string;
}

const SIDE_ORDER: Side[] = ['roman', 'gallic'];

export const sideAdj = (side: Side): string => (side === 'roman' ? 'Roman' : 'Gallic');

export const CONTROL_WORDS: Record<Control, string> = { roman: 'pro-Roman', contested: 'contested', gallic: 'anti-Roman' };

/** Leaders best first: rank, then rating, then name. */
function byCommand(a: string, b: string): number {
  const la = LEADER_BY_ID[a];
  const lb = LEADER_BY_ID[b];
  return lb.rank - la.rank || lb.rating - la.rating || la.name.localeCompare(lb.name);
}

/**
 * Every stack on the map, grouped by region. Ships count as units of the stack, and so do the
 * troops they carry (BG 5.5). Fleets at sea are stacks of their maritime zone (key = sea id).
 */
export function stacksByRegion(s: BellumState): Map<string, Stack[]> {
  const stacks = new Map<string, Stack>();
  const get = (region: string, place: string | null, side: Side): Stack => {
    const key = place ? `${region}:${side}:${place}` : `${region}:${side}`;
    let st = stacks.get(key);
    if (!st) {
      st = { key, region, place, side, leaders: [], units: [] };
      stacks.set(key, st);
    }
    return st;
  };
  for (const id in s.leaders) {
    const l = s.leaders[id];
    if (l.out !== null || l.region === null) continue;
    get(l.region, l.place, LEADER_BY_ID[id].side).leaders.push(id);
  }
  for (const id in s.units) {
    const u = s.units[id];
    if (u.out !== null || u.region === null) continue;
    get(u.region, u.place, UNIT_BY_ID[id].side).units.push(id);
  }
  const n = s.naval;
  if (n) {
    for (const ship of Object.keys(n.atSea).sort()) {
      if (s.units[ship]?.out !== null) continue;
      const st = get(n.atSea[ship], null, UNIT_BY_ID[ship].side);
      st.units.push(ship);
      for (const p of n.cargo[ship] ?? []) (UNIT_BY_ID[p] ? st.units : st.leaders).push(p);
    }
  }
  const out = new Map<string, Stack[]>();
  for (const st of stacks.values()) {
    st.leaders.sort(byCommand);
    st.units.sort((a, b) => UNIT_BY_ID[a].name.localeCompare(UNIT_BY_ID[b].name));
    const list = out.get(st.region) ?? [];
    list.push(st);
    out.set(st.region, list);
  }
  for (const list of out.values()) {
    list.sort((a, b) => (a.place ?? '').localeCompare(b.place ?? '') || SIDE_ORDER.indexOf(a.side) - SIDE_ORDER.indexOf(b.side));
  }
  return out;
}

/** A leader's name as printed on a counter: "P. Licinius Crassus" → "Crassus". */
export function shortName(name: string): string {
  return name.includes('.') ? name.slice(name.lastIndexOf(' ') + 1) : name;
}

/** Counter text: top leader and how many more pieces, e.g. "Crassus +3", or "4 units". */
export function stackLabel(st: Stack): string {
  const ships = st.units.filter((u) => UNIT_BY_ID[u]?.kind === 'ship').length;
  const fleet = ships > 0 ? ` ⚓${ships}` : ''; // ships in the stack (BG 5)
  if (st.leaders.length > 0) {
    const more = st.leaders.length - 1 + st.units.length - ships;
    const top = shortName(LEADER_BY_ID[st.leaders[0]].name);
    return (more > 0 ? `${top} +${more}` : top) + fleet;
  }
  if (ships > 0) return ships === st.units.length ? `⚓${ships} ship${ships === 1 ? '' : 's'}` : `${st.units.length - ships} unit${st.units.length - ships === 1 ? '' : 's'}${fleet}`;
  return st.units.length === 1 ? UNIT_BY_ID[st.units[0]].name : `${st.units.length} units`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Accessible name of a stack: side, where, who. */
export function stackName(st: Stack): string {
  const where = st.place ? `${PLACE_BY_ID[st.place]?.name ?? st.place} (${REGION_BY_ID[st.region]?.name ?? st.region})` : placeOrSeaName(st.region);
  const ships = st.units.filter((u) => UNIT_BY_ID[u]?.kind === 'ship').length;
  const who = [...st.leaders.map((l) => LEADER_BY_ID[l].name), plural(st.units.length - ships, 'unit'), ...(ships ? [plural(ships, 'ship')] : [])];
  return `${sideAdj(st.side)} stack in ${where}: ${who.join(', ')}`;
}

export function markersOf(s: BellumState, region: string): Marker[] {
  const m: Marker[] = [];
  if (s.scorched.includes(region)) m.push({ kind: 'SE', label: 'SE', title: 'Scorched Earth: the region is devastated (BG 2.3.5)' });
  if (s.depots.includes(region)) m.push({ kind: 'D', label: 'D', title: 'Roman depot (BG 2.3.2)' });
  if (s.hiberna?.includes(region)) m.push({ kind: 'Hiberna', label: 'H', title: 'Hiberna: Roman winter quarters, defence 2; the units inside stay unless attacked and leave from March (BG 4.5.7)' });
  for (const sg of s.sieges) {
    if (sg.region === region) m.push({ kind: 'Siege', label: 'Siege', title: `Siege of ${PLACE_BY_ID[sg.place]?.name ?? sg.place} by the ${sideAdj(sg.besieger)}s, turn ${sg.turns} (BG 4.5)` });
  }
  const f = s.naval?.fight;
  if (f && f.regions.slice(f.index).includes(region)) m.push({ kind: 'Naval', label: '⚓', title: 'Naval combat to fight (BG 5.6)' });
  const c = s.combat;
  if (c) {
    const here = c.encounters.slice(c.index).filter((e) => e.region === region);
    if (here.some((e) => e.kind === 'battle')) m.push({ kind: 'Battle', label: 'PB', title: 'Pitched Battle to fight (BG 4.4)' });
    else if (here.some((e) => e.kind === 'skirmish')) m.push({ kind: 'Battle', label: '⚔', title: 'Skirmish to fight (BG 4.3)' });
  }
  for (const side of SIDE_ORDER) {
    if (rhenusRegions(s, side).includes(region)) m.push({ kind: 'Rh', label: 'Rh', title: `Rhenus marker: the ${sideAdj(side)} force here may cross the Rhine (BG 3.3.3)` });
  }
  if (s.control[region] === 'roman' && !hasUnits(s, region)) m.push({ kind: 'RC', label: 'RC', title: 'Roman control marker (BG 2.2.1)' });
  return m;
}

function hasUnits(s: BellumState, region: string): boolean {
  for (const id in s.units) {
    const u = s.units[id];
    if (u.out === null && u.region === region) return true;
  }
  return false;
}

/** e.g. "Tarbelli, anti-Roman, 4 Gallic units, Scorched Earth". */
export function regionAriaLabel(s: BellumState, region: string, stacks: readonly Stack[] | undefined, markers: readonly Marker[], extra?: string): string {
  const parts = [REGION_BY_ID[region]?.name ?? region, CONTROL_WORDS[s.control[region] ?? 'gallic']];
  for (const side of SIDE_ORDER) {
    const n = (stacks ?? []).filter((x) => x.side === side).reduce((t, x) => t + x.units.length, 0);
    const ls = (stacks ?? []).filter((x) => x.side === side).flatMap((x) => x.leaders.map((l) => LEADER_BY_ID[l].name));
    if (n > 0) parts.push(`${plural(n, `${sideAdj(side)} unit`)}${ls.length ? ` with ${ls.join(', ')}` : ''}`);
    else if (ls.length) parts.push(`${sideAdj(side)} leader ${ls.join(', ')}`);
  }
  for (const m of markers) if (m.kind !== 'RC') parts.push(m.title.replace(/ \(BG[^)]*\)$/, ''));
  if (extra) parts.push(extra);
  return parts.join(', ');
}

type Placed = { out: unknown; region: string | null; place: string | null };

function samePieces(a: Record<string, Placed>, b: Record<string, Placed>): boolean {
  let n = 0;
  for (const id in a) {
    const x = a[id];
    const y = b[id];
    if (!y || x.out !== y.out || x.region !== y.region || x.place !== y.place) return false;
    n++;
  }
  for (const _ in b) n--;
  return n === 0;
}

function sameList(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function sameRecord(a: Record<string, string> | undefined, b: Record<string, string> | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  for (const k in a) if (a[k] !== b[k]) return false;
  for (const k in b) if (!(k in a)) return false;
  return true;
}

function sameControl(a: BellumState['control'], b: BellumState['control']): boolean {
  for (const k in a) if (a[k] !== b[k]) return false;
  for (const k in b) if (!(k in a)) return false;
  return true;
}

/** Battles and skirmishes still to fight, as the markers show them. */
function sameEncountersToFight(a: BellumState['combat'], b: BellumState['combat']): boolean {
  const x = a ? a.encounters.slice(a.index) : [];
  const y = b ? b.encounters.slice(b.index) : [];
  return x.length === y.length && x.every((e, i) => e.region === y[i].region && e.kind === y[i].kind);
}

/**
 * True when two states put the same pieces in the same places and carry the same markers and
 * control: everything `stacksByRegion`, `markersOf` and `regionAriaLabel` read. A selection, a
 * toggle or a step change keeps the board, so the map reuses what it derived from it.
 */
export function sameBoard(a: BellumState, b: BellumState): boolean {
  if (a === b) return true;
  return (
    samePieces(a.leaders, b.leaders) &&
    samePieces(a.units, b.units) &&
    sameControl(a.control, b.control) &&
    sameList(a.scorched, b.scorched) &&
    sameList(a.depots, b.depots) &&
    sameRecord(a.rhenus, b.rhenus) &&
    sameList(a.hiberna ?? [], b.hiberna ?? []) &&
    a.sieges.length === b.sieges.length &&
    a.sieges.every((s, i) => {
      const t = b.sieges[i];
      return s.region === t.region && s.place === t.place && s.besieger === t.besieger && s.turns === t.turns;
    }) &&
    sameEncountersToFight(a.combat, b.combat) &&
    sameNaval(a, b)
  );
}

/** Ships at sea, passengers and naval combats to fight (BG 5), as the map shows them. */
function sameNaval(a: BellumState, b: BellumState): boolean {
  const x = a.naval;
  const y = b.naval;
  if (x === y) return true;
  const key = (n: BellumState['naval']) => (n ? JSON.stringify([n.atSea, n.cargo, n.fight ? n.fight.regions.slice(n.fight.index) : null]) : '');
  return key(x) === key(y);
}
