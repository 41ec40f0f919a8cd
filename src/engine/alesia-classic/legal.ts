/** Every legal action of the player to act — the one list that drives the UI, validation, the fuzzer. */
import type { AcAction } from './actions';
import { acUnit } from './data/units';
import { adjacentZones } from './map/zones';
import { combatLegal, combatToAct } from './combat/phase';
import { fireLegal, planLegal } from './fire/decide';
import { canMove, destinations } from './movement/moves';
import { placementHexes } from './setup/placement';
import type { AcSide, AcState } from './state';

export function toAct(s: AcState): AcSide | null {
  if (s.fire.window && s.phase !== 'over') return 'roman';
  switch (s.phase) {
    case 'over':
      return null;
    case 'roman-setup':
    case 'roman-move':
      return 'roman';
    case 'gallic-move':
    case 'gallic-offboard':
      return 'gallic';
    case 'gallic-combat':
    case 'roman-combat':
      return combatToAct(s);
  }
}

export function computeLegal(s: AcState): AcAction[] {
  const out: AcAction[] = [];
  if (s.phase === 'over') return out;
  if (s.fire.window) return fireLegal(s);
  switch (s.phase) {
    case 'roman-setup': {
      const pool = Object.keys(s.units).filter((id) => s.units[id].loc.at === 'pool');
      if (s.moving && s.units[s.moving]?.loc.at === 'pool') for (const hex of placementHexes(s, s.moving)) out.push({ t: 'place', unit: s.moving, hex });
      for (const id of pool) if (id !== s.moving) out.push({ t: 'pick', unit: id });
      for (const id of Object.keys(s.units)) if (s.units[id].loc.at === 'hex') out.push({ t: 'unplace', unit: id });
      if (pool.length) out.push({ t: 'historical' });
      else out.push({ t: 'end' });
      return out;
    }
    case 'gallic-move':
    case 'roman-move': {
      if (s.moving && canMove(s, s.moving)) for (const to of destinations(s, s.moving)) out.push({ t: 'move', unit: s.moving, to });
      for (const id of Object.keys(s.units)) if (id !== s.moving && canMove(s, id)) out.push({ t: 'select', unit: id });
      if (s.phase === 'roman-move' && s.options.fire === 'plan') out.push(...planLegal(s));
      out.push({ t: 'end' });
      return out;
    }
    case 'gallic-combat':
    case 'roman-combat':
      return combatLegal(s);
    case 'gallic-offboard': {
      for (const [id, u] of Object.entries(s.units)) {
        if (u.loc.at !== 'obmc' || acUnit(id).side !== 'gallic' || s.moves[id]?.offboard) continue;
        for (const z of adjacentZones(u.loc.zone)) out.push({ t: 'shift', unit: id, to: z });
      }
      out.push({ t: 'end' });
      return out;
    }
  }
}
