/** Every legal action of the player to act — the one list that drives the UI, validation, the fuzzer. */
import type { AcAction } from './actions';
import { AC_IDS, acUnit } from './data/units';
import { AT_OBMC, GALLIC, whereOf } from './where';
import { adjacentZones, ZONES } from './map/zones';
import { revivalLegal } from './revival';
import { withdrawLegal } from './nightfall';
import { spheresLegal } from './spheres';
import { combatLegal, combatToAct } from './combat/phase';
import { fireLegal, planLegal } from './fire/decide';
import { canMove, destinations, eachDestination, reachOf, selectEntries } from './movement/moves';
import { boardIndex } from './map/index';
import { waysOut, withdrawalsDue } from './movement/withdraw';
import { shiftManyLegal, stackLegal } from './movement/stack';
import { canPlace, placementHexes } from './setup/placement';
import { cullLegal, cullPending, cullToAct } from './overstack';
import { eachUnit, recordFlags, unitIds, unitOf, type AcSide, type AcState, type MoveRecord } from './state';

const offboard = (r: MoveRecord) => r.offboard;

export function toAct(s: AcState): AcSide | null {
  if (s.fire.window && s.phase !== 'over') return 'roman';
  if (cullPending(s)) return cullToAct(s);
  switch (s.phase) {
    case 'over':
      return null;
    case 'roman-setup':
    case 'roman-move':
    case 'roman-redeploy':
      return 'roman';
    case 'revival':
      return s.revival?.side ?? 'gallic'; // AC 12.3: the Gaul first chooses the boxes of equidistant units
    case 'gallic-move':
    case 'gallic-offboard':
      return 'gallic';
    case 'gallic-combat':
    case 'roman-combat':
      return combatToAct(s);
  }
}

/** One shared, never-changed `select` action per unit index: the move phases list up to two hundred. */
const SELECT: AcAction[] = [];
const selectAction = (i: number): AcAction => (SELECT[i] ??= Object.freeze({ t: 'select', unit: AC_IDS[i] }) as AcAction);

/**
 * Shared, never-changed `shift` actions: per unit index, per box it stands in (ZONES' index), one to
 * each neighbouring box (adjacentZones' order). The off-board phase lists two for each of up to two
 * hundred units.
 */
const SHIFTS: (readonly AcAction[])[][] = [];
const shiftActions = (i: number, z: number): readonly AcAction[] =>
  ((SHIFTS[i] ??= [])[z] ??= adjacentZones(ZONES[z]).map((to) => Object.freeze({ t: 'shift', unit: AC_IDS[i], to }) as AcAction));

/** The `move` entries of the unit now moving, one per destination (moves.ts destinations, in its order), made from the search's end indices. */
function moveActions(s: AcState, unit: string): AcAction[] {
  const keys = boardIndex().keys;
  const out: AcAction[] = [];
  eachDestination(s, unit, reachOf(s, unit), (i) => out.push({ t: 'move', unit, to: keys[i] }), (to) => out.push({ t: 'move', unit, to }));
  return out;
}

/**
 * `only`: when given, an action (or a kind of action) to look for: the work whose entries cannot
 * match it may be skipped. Every entry of the whole list that matches it is in the result, in the same
 * order (entries that cannot match may be left out). `apply` looks for the action among these when
 * the whole list is not already known (replaying a game's log), so replay costs the check of one
 * action, not the whole list: a counter set up is checked on its own hex, not on all of them.
 */
export function computeLegal(s: AcState, only?: AcAction['t'] | AcAction): AcAction[] {
  const out: AcAction[] = [];
  const kind = typeof only === 'object' ? only.t : only;
  const want = (t: AcAction['t']) => kind === undefined || kind === t;
  if (s.phase === 'over') return out;
  if (s.fire.window) return fireLegal(s);
  if (cullPending(s)) return cullLegal(s);
  switch (s.phase) {
    case 'revival':
      return s.nightfall?.length ? withdrawLegal(s) : revivalLegal(s);
    case 'roman-setup':
    case 'roman-redeploy': {
      // AC 12.6: on redeploying, every Roman counter but the forts may be picked up and set down again.
      const redeploy = s.phase === 'roman-redeploy';
      const movable = (id: string) => acUnit(id).side === 'roman' && (!redeploy || acUnit(id).kind !== 'fort');
      const pool = unitIds(s).filter((id) => unitOf(s, id).loc.at === 'pool');
      const picked = s.moving && movable(s.moving) && (unitOf(s, s.moving)?.loc.at === 'pool' || (redeploy && unitOf(s, s.moving)?.loc.at === 'hex')) ? s.moving : null;
      if (picked && want('place')) {
        const loc = unitOf(s, picked).loc;
        const here = loc.at === 'hex' ? loc.hex : null;
        // Looking for one placement: only its hex can match (the same test as placementHexes makes of each).
        const one = typeof only === 'object' && only.t === 'place' ? only : null;
        if (one) {
          if (one.unit === picked && typeof one.hex === 'string' && one.hex !== here && canPlace(s, picked, one.hex)) out.push({ t: 'place', unit: picked, hex: one.hex });
        } else for (const hex of placementHexes(s, picked)) if (hex !== here) out.push({ t: 'place', unit: picked, hex });
      }
      if (want('pick')) for (const id of pool) if (id !== picked) out.push({ t: 'pick', unit: id });
      if (redeploy && want('pick')) for (const id of unitIds(s)) if (id !== picked && unitOf(s, id).loc.at === 'hex' && movable(id)) out.push({ t: 'pick', unit: id });
      if (want('unplace')) for (const id of unitIds(s)) if (unitOf(s, id).loc.at === 'hex' && movable(id)) out.push({ t: 'unplace', unit: id });
      // AC 17.4: the spheres of command may be changed between the periods.
      if (redeploy && want('spheres')) out.push(...spheresLegal(s));
      if (pool.length) out.push({ t: 'historical' });
      else out.push({ t: 'end' });
      return out;
    }
    case 'gallic-move':
    case 'roman-move': {
      // AC 20.3: archers and slingers that began the turn in a Gallic ZOC must withdraw (movement/withdraw.ts).
      const due = withdrawalsDue(s);
      const held = !!s.moving && due.includes(s.moving);
      // The list is made of whole arrays (a copy of each at once), not entry by entry.
      let list = out;
      const unit = s.moving;
      if (unit && canMove(s, unit) && (want('move') || want('moveStack'))) {
        // The moves straight from the search's end indices (moves.ts eachDestination), but for a unit bound to withdraw (only its ways out).
        if (want('move')) list = held ? waysOut(s, unit, destinations(s, unit)).map((to): AcAction => ({ t: 'move', unit, to })) : moveActions(s, unit);
        if (want('moveStack')) {
          const stacks = stackLegal(s);
          if (stacks.length) list = list.concat(stacks);
        }
      }
      // The select entries come as one shared block (moves.ts selectEntries), less the unit moving (its entries are its moves).
      if (!held && want('select')) {
        const { block, skip } = selectEntries(s, selectAction);
        const before = list.length;
        list = list.concat(block);
        if (skip >= 0) list.splice(before + skip, 1);
      }
      if (want('plan') && s.phase === 'roman-move' && s.options.fire === 'plan') list = list.concat(planLegal(s));
      // AC 22.42 (optional): Roman scouts move between OBMC boxes in the Roman movement phase.
      if (want('shift') && s.phase === 'roman-move' && s.options.recon) {
        eachUnit(s.units, (id, u) => {
          if (u.loc.at !== 'obmc' || acUnit(id).side !== 'roman' || s.moves[id]?.offboard || u.raging) return;
          for (const z of adjacentZones(u.loc.zone)) list.push({ t: 'shift', unit: id, to: z });
        });
      }
      if (!due.length) list.push({ t: 'end' });
      return list;
    }
    case 'gallic-combat':
    case 'roman-combat':
      return combatLegal(s);
    case 'gallic-offboard': {
      const { at, zone } = whereOf(s);
      const [obmc, gallic] = [AT_OBMC, GALLIC]; // read once, not per counter
      const off = recordFlags(s, offboard);
      for (let i = 0; i < at.length; i++) {
        if (at[i] !== obmc || !gallic[i] || off[i]) continue;
        const shifts = shiftActions(i, zone[i]);
        for (let k = 0; k < shifts.length; k++) out.push(shifts[k]);
      }
      for (const a of shiftManyLegal(s, off)) out.push(a);
      out.push({ t: 'end' });
      return out;
    }
  }
}
