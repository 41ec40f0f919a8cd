/**
 * Roman reinforcements of the Historical Scenario (AG 12.2 Reinforcements; readings Q14, X9).
 *
 * - A breach: a Gallic combat unit enters a Rampart hex (noted by the move, `noteBreach`; the shock
 *   rules' advance should note it too).
 * - From the Roman phase after a breach on (reading X9: the window stays open), the Roman may spend a
 *   whole Activation Phase calling one group: 5 cohorts of one legion in reserve with its legate (no
 *   Scorpion; reading Q14: of one legion, since its legate comes with them), or every auxiliary
 *   (archers, LI) not yet on the map with a Zone Commander.
 * - One group a breach; the next needs a new breach at least 6 Rampart hexes, counted along the
 *   walkway, from the last one used (reading: a breach on a Rampart line the walkway does not join
 *   to the last is "elsewhere", and counts). At most 3 groups an Assault Period.
 * - A called group enters in a later Roman phase "where these units are activated": the Roman names
 *   an entry site (W2533; W2333/W2434; W5933; W5234; W5333/W5434; W5634–W5834) and the group is that
 *   phase's Command (its legate or Zone Commander leading it). Reading (the seed does not say how
 *   units come on, only through which hexes): each unit moves on from off the map, paying for the
 *   site hex it enters and going on with the rest of its MA (entry/offBoard.ts, the same way as the
 *   Alesia force's sortie), its facing its choice; its leader comes on after it, by the same hexes.
 *   A legion's cohorts all use the one site named first ("par le(s) même hexagone(s)"): a unit not
 *   brought on stays off the map, and may come on in a later Roman phase through that site only.
 * - At the Roman redeployment every called unit goes back off the map (`resetReinforcements`).
 */
import { hexKey, parseHexKey, type Hex } from '../../hex/coords';
import type { AgAction } from '../actions';
import { ownLeaders, ownUnits } from '../ctx';
import type { AgCtx } from '../ctx';
import { AG_SCENARIO_FORCES, agLeader, agUnit, LEGATE_OF, type AgLegionId } from '../data';
import { gbohLabel, parseGbohLabel } from '../map/grid';
import { H_RAMPART, S_WALKWAY, moveBoard, type MoveBoard } from '../movement/board';
import type { AgState } from '../state';
import { unitEntries, unitIds } from '../unitIds';

/** AG 12.2 — the entry sites, each a list of hex labels. */
export const REINFORCEMENT_SITES: Readonly<Record<string, readonly string[]>> = {
  W2533: ['W2533'],
  W2333: ['W2333', 'W2434'],
  W5933: ['W5933'],
  W5234: ['W5234'],
  W5333: ['W5333', 'W5434'],
  W5634: ['W5634', 'W5734', 'W5834'],
};

export const MAX_GROUPS_PER_AP = 3;
export const BREACH_SPACING = 6;
export const GROUP_COHORTS = 5;

export interface ReinforcementGroup {
  id: string;
  units: string[];
  leader: string | null;
  /** An entry has been named for it (its units come on through `site`). */
  entered: boolean;
  /** AG 12.2 — the entry site named for the group (a key of REINFORCEMENT_SITES): all its units use it. */
  site?: string;
}

/** The reinforcement bookkeeping of the AP (AgState.reinforcements). */
export interface ReinforcementState {
  /** Rampart hexes a Gallic combat unit entered, with the phase count when it did. */
  breaches: { hex: string; phase: number }[];
  /** Breaches a call has used, in order (the last one is what the next must be 6 hexes from). */
  used: string[];
  groups: ReinforcementGroup[];
}

const rs = (s: AgState): ReinforcementState => s.reinforcements ?? { breaches: [], used: [], groups: [] };

/** A breach: a Gallic combat unit entered a Rampart hex (written into `s`, a working copy). */
export function noteBreach(s: AgState, unit: string, hexes: readonly string[]): void {
  if (!AG_SCENARIO_FORCES[s.scenario].roman.reinforcements || agUnit(unit).side !== 'gallic') return;
  const mb = moveBoard(s.scenario);
  const r = rs(s);
  const add = hexes.filter((h) => {
    const i = mb.index.get(h);
    return i !== undefined && (mb.flags[i] & H_RAMPART) !== 0 && !r.breaches.some((b) => b.hex === h);
  });
  if (!add.length) return;
  s.reinforcements = { ...r, breaches: [...r.breaches, ...add.map((hex) => ({ hex, phase: s.ap.phases }))] };
}

/** Hexes between two Rampart hexes along the walkway (Infinity when the walkway does not join them). */
export function rampartDistance(mb: MoveBoard, a: string, b: string): number {
  const from = mb.index.get(a);
  const to = mb.index.get(b);
  if (from === undefined || to === undefined) return Infinity;
  const dist = new Map<number, number>([[from, 0]]);
  const queue = [from];
  for (let q = 0; q < queue.length; q++) {
    const i = queue[q];
    if (i === to) return dist.get(i)!;
    for (let d = 0; d < 6; d++) {
      const j = mb.nb[i * 6 + d];
      if (j < 0 || dist.has(j) || !(mb.flags[j] & H_RAMPART) || !(mb.side[i * 6 + d] & S_WALKWAY)) continue;
      dist.set(j, dist.get(i)! + 1);
      queue.push(j);
    }
  }
  return Infinity;
}

/** The breach a call may use now, or null (AG 12.2: after the breach's phase, 6 hexes from the last used). */
export function usableBreach(s: AgState): string | null {
  const r = rs(s);
  const mb = moveBoard(s.scenario);
  const last = r.used[r.used.length - 1] ?? null;
  for (const b of r.breaches) {
    if (b.phase >= s.ap.phases || r.used.includes(b.hex)) continue;
    if (last === null || rampartDistance(mb, last, b.hex) >= BREACH_SPACING) return b.hex;
  }
  return null;
}

const inReserve = (s: AgState, id: string): boolean => s.units[id]?.loc.at === 'reserve';
const calledUnits = (s: AgState): Set<string> => new Set(rs(s).groups.flatMap((g) => g.units));

/** The groups that could be called now (ids `legion:XII`, `auxiliaries`), with their units and leader. */
export function callableGroups(s: AgState): ReinforcementGroup[] {
  const called = calledUnits(s);
  const out: ReinforcementGroup[] = [];
  const byLegion = new Map<string, string[]>();
  for (const id of unitIds(s)) {
    const u = agUnit(id);
    if (u.type === 'CO' && u.legion && inReserve(s, id) && !called.has(id)) byLegion.set(u.legion, [...(byLegion.get(u.legion) ?? []), id]);
  }
  for (const [legion, ids] of byLegion) {
    if (ids.length < GROUP_COHORTS) continue;
    const legate = LEGATE_OF[legion as AgLegionId];
    out.push({ id: `legion:${legion}`, units: ids.slice(0, GROUP_COHORTS), leader: s.leaders[legate]?.loc.at === 'reserve' ? legate : null, entered: false });
  }
  const aux = unitIds(s).filter((id) => ['LI', 'AR'].includes(agUnit(id).type) && agUnit(id).side === 'roman' && inReserve(s, id) && !called.has(id));
  if (aux.length) {
    const zc = Object.keys(s.leaders).find((l) => agLeader(l).role === 'zone' && s.leaders[l].loc.at === 'reserve') ?? null;
    out.push({ id: 'auxiliaries', units: aux, leader: zc, entered: false });
  }
  return out;
}

/** AG 12.2 — the hexes (axial keys) of an entry site that are on the board. */
export function siteHexes(s: AgState, site: string): string[] {
  const mb = moveBoard(s.scenario);
  let bySite = SITE_HEXES.get(mb);
  if (!bySite) SITE_HEXES.set(mb, (bySite = new Map()));
  let hexes = bySite.get(site);
  if (!hexes) {
    hexes = (REINFORCEMENT_SITES[site] ?? []).map((l) => parseGbohLabel(l)).filter((h): h is Hex => !!h && mb.index.has(hexKey(h))).map(hexKey);
    bySite.set(site, hexes);
  }
  return [...hexes];
}
/** siteHexes read once per board and site (the labels and the board never change). */
const SITE_HEXES = new WeakMap<object, Map<string, readonly string[]>>();

/** The hexes holding a Gallic unit. */
function gallicHeld(s: AgState): Set<string> {
  const held = new Set<string>();
  for (const [id, u] of unitEntries(s)) if (u.loc.at === 'hex' && agUnit(id).side === 'gallic') held.add(u.loc.hex);
  return held;
}

/** A site can be used while one of its hexes holds no Gallic unit (`held`: gallicHeld(s)). */
const siteOpen = (s: AgState, site: string, held: ReadonlySet<string>): boolean => siteHexes(s, site).some((k) => !held.has(k));

/** The called group's units still off the map. */
const waiting = (s: AgState, g: ReinforcementGroup): string[] => g.units.filter((id) => inReserve(s, id));

/** AG 12.2 — the group a unit or leader off the map comes on with now, and its site (entry/offBoard.ts), or null. */
export function enteringSite(s: AgState, id: string): string | null {
  const g = rs(s).groups.find((x) => x.site && (x.units.includes(id) || x.leader === id));
  return g?.site ?? null;
}

/** AG 12.2 — the `reinforce` actions open to the Roman in his phase's choice. */
export function reinforceActions(s: AgState): AgAction[] {
  if (!AG_SCENARIO_FORCES[s.scenario].roman.reinforcements || s.ap.owner !== 'roman' || s.step !== 'choose' || s.ap.seized) return [];
  const out: AgAction[] = [];
  const r = rs(s);
  let held: Set<string> | undefined;
  if (s.reinforcementsCalled < MAX_GROUPS_PER_AP && usableBreach(s)) for (const g of callableGroups(s)) out.push({ t: 'reinforce', group: g.id });
  for (const g of r.groups) {
    if (!waiting(s, g).length) continue;
    // A legion's cohorts all come on through the one site (the group's first entry names it).
    // The Gallic units' hexes read once for every site asked about.
    held ??= gallicHeld(s);
    for (const site of g.site ? [g.site] : Object.keys(REINFORCEMENT_SITES)) if (siteOpen(s, site, held)) out.push({ t: 'reinforce', group: g.id, site });
  }
  return out;
}

/**
 * Applies a legal `reinforce`: a call (the whole phase: the caller ends it), or an entry — the group
 * becomes the phase's Command and its units move on from off the map through the site.
 */
export function applyReinforce(ctx: AgCtx, a: Extract<AgAction, { t: 'reinforce' }>): void {
  const s = ctx.s;
  const r = rs(s);
  if (a.site === undefined) {
    const g = callableGroups(s).find((x) => x.id === a.group)!;
    const breach = usableBreach(s)!;
    s.reinforcements = { ...r, used: [...r.used, breach], groups: [...r.groups, g] };
    s.reinforcementsCalled += 1;
    const what = g.id === 'auxiliaries' ? `the ${g.units.length} remaining auxiliaries` : `${GROUP_COHORTS} cohorts of Legio ${g.id.slice(7)}`;
    ctx.text('roman', `The Roman calls in ${what}${g.leader ? ` with ${agLeader(g.leader).name}` : ''} (breach at ${gbohLabel(parseHexKey(breach))}; group ${s.reinforcementsCalled} of ${MAX_GROUPS_PER_AP} this Assault Period).`, 'AG 12.2 Reinforcements');
    return;
  }
  const g = r.groups.find((x) => x.id === a.group)!;
  const site = g.site ?? a.site;
  s.reinforcements = { ...r, groups: r.groups.map((x) => (x === g ? { ...x, entered: true, site } : x)) };
  const legion = g.id.startsWith('legion:') ? g.id.slice(7) : null;
  if (legion && !s.legions.includes(legion)) s.legions = [...s.legions, legion];
  // The group's leader leads it if he is still off the map with it, or on the map; else Caesar names the Command (reading).
  const lead = g.leader && s.leaders[g.leader] && s.leaders[g.leader].loc.at !== 'gone' ? g.leader : 'caesar';
  s.command = { leader: lead, kind: legion ? 'legion' : 'auxiliaries', tribes: [], units: waiting(s, g), outOfRange: [] };
  s.step = 'command';
  ctx.text('roman', `The reinforcements (${legion ? `Legio ${legion}` : 'auxiliaries'}) are activated to come on at ${REINFORCEMENT_SITES[site].join('/')}.`, 'AG 12.2 Reinforcements');
}

/**
 * AG 12.2 — at the end of an AP every called unit goes back off the map (it is redeployed off it
 * at the Roman redeployment) and the count of breaches starts anew.
 */
export function resetReinforcements(s: AgState): void {
  if (!s.reinforcements) return;
  for (const g of s.reinforcements.groups) {
    for (const id of g.units) if (s.units[id].loc.at !== 'gone') ownUnits(s)[id] = { ...s.units[id], loc: { at: 'reserve' }, facing: 0 };
    if (g.leader && s.leaders[g.leader]?.loc.at !== 'gone') ownLeaders(s)[g.leader] = { loc: { at: 'reserve' } };
    if (g.id.startsWith('legion:')) {
      const legion = g.id.slice(7);
      if (!unitIds(s).some((id) => agUnit(id).legion === legion && s.units[id].loc.at !== 'reserve' && s.units[id].loc.at !== 'gone')) s.legions = s.legions.filter((l) => l !== legion);
    }
  }
  s.reinforcements = undefined;
}
