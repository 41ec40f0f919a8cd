/** Every legal action of the player to act — the one list that drives the UI, validation, the fuzzer. */
import type { AcAction } from './actions';
import { acUnit } from './data/units';
import { adjacentZones } from './map/zones';
import { revivalLegal } from './revival';
import { withdrawLegal } from './nightfall';
import { spheresLegal } from './spheres';
import { combatLegal, combatToAct } from './combat/phase';
import { fireLegal, planLegal } from './fire/decide';
import { canMove, destinations, movableNow } from './movement/moves';
import { placementHexes } from './setup/placement';
import { eachUnit, unitIds, unitOf, type AcSide, type AcState } from './state';

export function toAct(s: AcState): AcSide | null {
  if (s.fire.window && s.phase !== 'over') return 'roman';
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

/** One shared, never-changed `select` action per unit: the move phases list up to two hundred. */
const SELECT = new Map<string, AcAction>();
const selectAction = (unit: string): AcAction => {
  let a = SELECT.get(unit);
  if (!a) SELECT.set(unit, (a = Object.freeze({ t: 'select', unit }) as AcAction));
  return a;
};

export function computeLegal(s: AcState): AcAction[] {
  const out: AcAction[] = [];
  if (s.phase === 'over') return out;
  if (s.fire.window) return fireLegal(s);
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
      if (picked) for (const hex of placementHexes(s, picked)) if (!(unitOf(s, picked).loc.at === 'hex' && (unitOf(s, picked).loc as { hex: string }).hex === hex)) out.push({ t: 'place', unit: picked, hex });
      for (const id of pool) if (id !== picked) out.push({ t: 'pick', unit: id });
      if (redeploy) for (const id of unitIds(s)) if (id !== picked && unitOf(s, id).loc.at === 'hex' && movable(id)) out.push({ t: 'pick', unit: id });
      for (const id of unitIds(s)) if (unitOf(s, id).loc.at === 'hex' && movable(id)) out.push({ t: 'unplace', unit: id });
      // AC 17.4: the spheres of command may be changed between the periods.
      if (redeploy) out.push(...spheresLegal(s));
      if (pool.length) out.push({ t: 'historical' });
      else out.push({ t: 'end' });
      return out;
    }
    case 'gallic-move':
    case 'roman-move': {
      if (s.moving && canMove(s, s.moving)) for (const to of destinations(s, s.moving)) out.push({ t: 'move', unit: s.moving, to });
      for (const id of movableNow(s)) if (id !== s.moving) out.push(selectAction(id));
      if (s.phase === 'roman-move' && s.options.fire === 'plan') out.push(...planLegal(s));
      // AC 22.42 (optional): Roman scouts move between OBMC boxes in the Roman movement phase.
      if (s.phase === 'roman-move' && s.options.recon) {
        eachUnit(s.units, (id, u) => {
          if (u.loc.at !== 'obmc' || acUnit(id).side !== 'roman' || s.moves[id]?.offboard || u.raging) return;
          for (const z of adjacentZones(u.loc.zone)) out.push({ t: 'shift', unit: id, to: z });
        });
      }
      out.push({ t: 'end' });
      return out;
    }
    case 'gallic-combat':
    case 'roman-combat':
      return combatLegal(s);
    case 'gallic-offboard': {
      eachUnit(s.units, (id, u) => {
        if (u.loc.at !== 'obmc' || acUnit(id).side !== 'gallic' || s.moves[id]?.offboard) return;
        for (const z of adjacentZones(u.loc.zone)) out.push({ t: 'shift', unit: id, to: z });
      });
      out.push({ t: 'end' });
      return out;
    }
  }
}
