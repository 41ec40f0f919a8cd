/**
 * Who shocks whom in play (AG 9.1, 9.21, 9.26): the phase-start snapshot, each activated unit's duty,
 * and the designated shocks built from the stacks that attack.
 *
 * AG 9.11  mandatory: an activated unit (not archers or artillery) that changed hex this phase and
 *          now stands in an enemy ZOC; or one on a Rampart with an enemy off the Ramparts in its
 *          ZOC, moved or not. Turning in place is not moving (9.11), so "moved" is read as "not in
 *          the hex it began the phase in" (the phase-start snapshot).
 * AG 9.12  voluntary: an activated unit that began the phase with an enemy in its ZOC and is still in
 *          its hex. Reading X80 (the 9.21 design note: the ZOC duty became a front-hex duty because of
 *          how ZOCs meet Ramparts, AG 7.22): an enemy in one of its front hexes counts as well, so a
 *          Gaul at the foot of a Rampart, whose ZOC does not reach up, may go on shocking the Roman
 *          on it without stepping away and back; whether the shock may go into that hex is still
 *          9.26's and the ground's (`mayShockInto`).
 * AG 9.21  the defenders are the enemy units in the attackers' front hexes (the design note moves the
 *          duty from ZOC to front hexes); a stack attacks as one and cannot split; a unit attacks
 *          and is attacked once a phase. Reading: this edition builds the shocks itself from the
 *          stacks that attack — every enemy hex in an attacking stack's front is attacked, and
 *          stacks whose front hexes share a defender are combined into one shock — so that every
 *          restriction of 9.21 holds by construction; the attacker's choice is which voluntary
 *          stacks attack. A unit in a Redoubt has its front all round (AG 6.44).
 * AG 9.26  archers and artillery never attack; cavalry never into or across a Rampart or wall.
 */
import { hexKey, parseHexKey } from '../../hex/coords';
import { neighbour } from '../../hex/directions';
import { agUnit, isArtillery, type AgUnitDef } from '../data';
import { aspectHexes } from '../facing';
import { combatUnitOf } from '../fire/fromState';
import { H_RAMPART, H_REDOUBT, moveBoard, type MoveBoard } from '../movement/board';
import { occupancy, zocCrosses, zocCrossMask, zocDirections, zocMask } from '../movement/occupancy';
import { enemyAndZocOnHexes, type OnHexes } from '../movement/enemyZoc';
import type { AgSide, AgState } from '../state';
import { stackOn, topFirst } from '../stacking';
import { boardGround } from '../fire/boardGround';
import { mayShockInto } from './before';
import type { PhaseStart, SegShock } from './segment';
import { unitIds } from '../unitIds';

const onHex = (s: AgState, id: string): string | null => {
  const l = s.units[id]?.loc;
  return l && l.at === 'hex' ? l.hex : null;
};

/**
 * AG 9.12, 9.22: the snapshot taken when an Activation Phase begins: where every unit on a hex stands
 * and who is in or has an enemy in a ZOC, read from the enemy-ZOC entry of the units as they stand
 * now (movement/enemyZoc.ts: the units on hexes and the arrays, which are never written once made).
 *
 * Its three fields are written out when first read (enumerable getters over that entry, each made
 * once: JSON, copies and equality see the same plain values as ever), so the `apply` that begins a
 * phase — a Seizure answered, a phase ended — does not build a record of every unit the phase may
 * never ask about.
 */
export function phaseSnapshot(s: AgState): PhaseStart {
  const mb = moveBoard(s.scenario);
  const { ez, on } = enemyAndZocOnHexes(mb, s);
  let made: PhaseStart | null = null;
  const read = (): PhaseStart => (made ??= snapshotOf(mb, ez, on));
  return {
    get at() {
      return read().at;
    },
    get inEnemyZoc() {
      return read().inEnemyZoc;
    },
    get enemyInZoc() {
      return read().enemyInZoc;
    },
  };
}

/** The snapshot's fields, from the enemy-ZOC entry (one pass over the units on hexes). */
function snapshotOf(mb: MoveBoard, occ: ReturnType<typeof enemyAndZocOnHexes>['ez'], on: OnHexes): PhaseStart {
  const at: Record<string, string> = {};
  const inEnemyZoc: string[] = [];
  const enemyInZoc: string[] = [];
  for (let k = 0; k < on.ids.length; k++) {
    const id = on.ids[k];
    at[id] = on.hexes[k];
    const i = on.idx[k];
    if (i < 0) continue;
    const u = on.defs[k];
    const { zoc, enemy } = occ[u.side];
    if (zoc[i]) inEnemyZoc.push(id);
    // AG 9.12, reading X80: an enemy in its ZOC or in a front hex.
    if (zocOnEnemy(mb, u, on.facings[k], i, enemy) || frontEnemy(mb, enemy, i, on.facings[k])) enemyInZoc.push(id);
  }
  return { at, inEnemyZoc, enemyInZoc };
}

/** Whether a hex the unit on board hex `i` projects its ZOC into (ownZocTargets) holds an enemy. */
function zocOnEnemy(mb: MoveBoard, u: AgUnitDef, facing: number, i: number, enemy: Uint8Array): boolean {
  const m = zocMask(u, facing, (mb.flags[i] & H_REDOUBT) !== 0) & zocCrossMask(mb, i);
  for (let d = 0; d < 6; d++) if (m & (1 << d) && enemy[mb.nb[i * 6 + d]]) return true;
  return false;
}

/** AG 9.21, 6.44: whether an enemy stands in a front hex (`frontHexes`) of a unit on board hex `i`, read by index. */
function frontEnemy(mb: MoveBoard, enemy: Uint8Array, i: number, facing: number): boolean {
  const all = (mb.flags[i] & H_REDOUBT) !== 0;
  for (let k = 0; k < (all ? 6 : 2); k++) {
    const j = mb.nb[i * 6 + (all ? k : (facing + k) % 6)];
    if (j >= 0 && enemy[j]) return true;
  }
  return false;
}

/** The board indices of the hexes the unit projects its ZOC into (AG 7.21–7.22). */
function ownZocTargets(s: AgState, id: string): number[] {
  const hex = onHex(s, id);
  if (!hex) return [];
  const mb = moveBoard(s.scenario);
  const i = mb.index.get(hex);
  if (i === undefined) return [];
  const inRedoubt = (mb.flags[i] & H_REDOUBT) !== 0;
  const out: number[] = [];
  for (const d of zocDirections(agUnit(id), s.units[id].facing, inRedoubt)) {
    if (!zocCrosses(mb, i, d)) continue;
    const j = mb.nb[i * 6 + d];
    if (j >= 0 && !out.includes(j)) out.push(j);
  }
  return out;
}

/** Enemy units on hexes the unit projects its ZOC into (AG 7.21–7.22). */
export function enemiesInOwnZoc(s: AgState, id: string): string[] {
  const mb = moveBoard(s.scenario);
  const def = agUnit(id);
  const out: string[] = [];
  const targets = new Set<string>(ownZocTargets(s, id).map((j) => mb.keys[j]));
  if (!targets.size) return out;
  for (const o of unitIds(s)) {
    const u = s.units[o];
    if (u.loc.at === 'hex' && targets.has(u.loc.hex) && agUnit(o).side !== def.side) out.push(o);
  }
  return out;
}

/** Whether the unit stands in an enemy ZOC now (AG 7.2); `zoc`: the side's enemy-ZOC array, if already built. */
export function inEnemyZocNow(s: AgState, id: string, zoc?: Uint8Array): boolean {
  const hex = onHex(s, id);
  if (!hex) return false;
  const mb = moveBoard(s.scenario);
  const i = mb.index.get(hex);
  return i !== undefined && (zoc ?? occupancy(mb, s, agUnit(id).side, id).zoc)[i] === 1;
}

/** AG 9.21, 6.44: the unit's front hexes (all six in a Redoubt). */
export function frontHexes(s: AgState, id: string): string[] {
  const hex = onHex(s, id)!;
  const mb = moveBoard(s.scenario);
  const i = mb.index.get(hex);
  if (i !== undefined && mb.flags[i] & H_REDOUBT) return [0, 1, 2, 3, 4, 5].map((d) => hexKey(neighbour(parseHexKey(hex), d)));
  return aspectHexes(hex, s.units[id].facing, 'front');
}

/** AG 9.11: the unit changed hex this phase (turning in place is not moving). */
export function movedThisPhase(s: AgState, id: string): boolean {
  const hex = onHex(s, id);
  if (s.phaseStart) return s.phaseStart.at[id] !== hex;
  return !!s.units[id].moved;
}

/** Enemy units on a hex (combat units of the other side). */
export function enemiesOn(s: AgState, side: AgSide, hex: string): string[] {
  const out: string[] = [];
  for (const id of unitIds(s)) {
    const u = s.units[id];
    if (u.loc.at === 'hex' && u.loc.hex === hex && agUnit(id).side !== side) out.push(id);
  }
  return out;
}

/** Friendly units on a hex, top first (AG 6.65: the stack order the state keeps, ../stacking.ts). */
export function unitsOn(s: AgState, hex: string): string[] {
  return stackOn(s, hex);
}

export type Duty = 'mandatory' | 'voluntary' | 'none';

/** AG 9.11, 9.12, 9.26, 10.43: the unit's duty to shock. */
export function dutyOf(s: AgState, id: string, zoc?: Uint8Array): Duty {
  const def = agUnit(id);
  const st = s.units[id];
  if (def.type === 'AR' || isArtillery(def) || st.routed || st.shocked || !onHex(s, id)) return 'none';
  const moved = movedThisPhase(s, id);
  if (moved && inEnemyZocNow(s, id, zoc)) return 'mandatory';
  const mb = moveBoard(s.scenario);
  const i = mb.index.get(onHex(s, id)!)!;
  if (i !== undefined && mb.flags[i] & H_RAMPART) {
    const below = enemiesInOwnZoc(s, id).some((e) => {
      const j = mb.index.get(onHex(s, e)!);
      return j !== undefined && !(mb.flags[j] & H_RAMPART);
    });
    if (below) return 'mandatory';
  }
  // AG 9.12, reading X80: an enemy in its ZOC or in a front hex, at the phase's start and now.
  const inContact = (): boolean => enemiesInOwnZoc(s, id).length > 0 || frontHexes(s, id).some((h) => enemiesOn(s, def.side, h).length > 0);
  const began = s.phaseStart ? s.phaseStart.enemyInZoc.includes(id) : inContact();
  if (!moved && began && inContact()) return 'voluntary';
  return 'none';
}

/** A stack of the active Command that must or may attack, with the enemy hexes in its front. */
export interface AttackingStack {
  hex: string;
  units: string[];
  defHexes: string[];
  duty: 'mandatory' | 'voluntary';
}

/** AG 9.11, 9.12, 9.21, 9.26: the stacks of the active Command that must or may shock now. */
export function attackingStacks(s: AgState): AttackingStack[] {
  if (!s.command) return [];
  const g = boardGround(s);
  const byHex = new Map<string, AttackingStack>();
  const side0 = s.ap.owner;
  const zoc = occupancy(moveBoard(s.scenario), s, side0, null).zoc;
  for (const id of s.command.units) {
    const duty = dutyOf(s, id, agUnit(id).side === side0 ? zoc : undefined);
    if (duty === 'none') continue;
    const hex = onHex(s, id)!;
    const side = agUnit(id).side;
    const cu = combatUnitOf(s, id);
    const defs = frontHexes(s, id).filter((h) => {
      const es = enemiesOn(s, side, h);
      return es.length > 0 && !es.every((e) => s.units[e].shocked) && mayShockInto(g, cu, h).ok;
    });
    if (!defs.length) continue;
    const st = byHex.get(hex) ?? { hex, units: [], defHexes: [], duty };
    st.units.push(id);
    for (const h of defs) if (!st.defHexes.includes(h)) st.defHexes.push(h);
    if (duty === 'mandatory') st.duty = 'mandatory';
    byHex.set(hex, st);
  }
  // AG 6.65: each stack's units top first.
  return [...byHex.values()].map((st) => ({ ...st, units: topFirst(s, st.units) }));
}

/**
 * AG 9.21: the shocks the chosen stacks make — stacks sharing a defending hex combine into one
 * shock (connected groups of stacks and defending hexes).
 */
export function buildShocks(s: AgState, stacks: readonly AttackingStack[]): SegShock[] {
  const groups: { stacks: AttackingStack[]; hexes: Set<string> }[] = [];
  for (const st of stacks) {
    const touching = groups.filter((g) => st.defHexes.some((h) => g.hexes.has(h)));
    const merged = { stacks: [st, ...touching.flatMap((g) => g.stacks)], hexes: new Set([...st.defHexes, ...touching.flatMap((g) => [...g.hexes])]) };
    for (const t of touching) groups.splice(groups.indexOf(t), 1);
    groups.push(merged);
  }
  // Designation order: the order the stacks were given in (mandatory ones first, as play.ts passes them).
  groups.sort((a, b) => Math.min(...a.stacks.map((x) => stacks.indexOf(x))) - Math.min(...b.stacks.map((x) => stacks.indexOf(x))));
  return groups.map((g) => {
    const attackers = g.stacks.flatMap((x) => x.units);
    const side = agUnit(attackers[0]).side;
    const defenders = [...g.hexes].flatMap((h) => enemiesOn(s, side, h));
    const defAt: SegShock['defAt'] = {};
    for (const h of g.hexes) defAt[h] = s.units[enemiesOn(s, side, h)[0]].facing;
    return {
      defAt,
      attackers,
      defenders,
      mandatory: g.stacks.some((x) => x.duty === 'mandatory'),
      moving: attackers.some((id) => movedThisPhase(s, id)),
      cs: 0,
      vacated: [],
    };
  });
}
