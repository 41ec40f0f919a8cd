/**
 * Why a fire action is not in the legal list: the rule that forbids it (system.ts `explainIllegal`).
 * For a shot, the pure check (eligible.ts) names the rule when the unit could fire at all.
 */
import { reject } from '../../core/errors';
import type { AgAction } from '../actions';
import { agUnit, isArtillery } from '../data';
import type { AgState } from '../state';
import { boardGround } from './boardGround';
import { canFire } from './eligible';
import { shotOf } from './position';

export const FIRE_KINDS: ReadonlySet<string> = new Set(['fire', 'mode', 'fightFire', 'react', 'noReact', 'reactOrder']);

export function explainFire(s: AgState, a: AgAction) {
  switch (a.t) {
    case 'react':
    case 'noReact':
      if (s.step !== 'react') return reject('AG 8.6', 'Reaction fire answers a move or a shot of the active side, when the game asks for it.');
      return reject('AG 8.6', 'That unit may not fire in reaction now (once per enemy phase; see 8.61–8.64 for each kind).');
    case 'reactOrder':
      return reject('AG 8.6', 'A standing order for reaction fire is given in one’s own phase, before choosing it.');
    case 'mode':
      return reject('AG 8.52', 'Only an activated artillery unit that has not acted changes mode (a Scorpion in a Rampart tower stays emplaced).');
    case 'fightFire':
      return reject('AG 8.44', 'An activated Roman unit that has not acted, adjacent to and level with a burning hex, may fight the fire.');
    case 'fire': {
      const st = typeof a.unit === 'string' ? s.units[a.unit] : undefined;
      if (s.step !== 'command' || !st || !s.command?.units.includes(a.unit)) return reject('AG 8.12', 'Only the units of the activated Command fire.');
      const d = agUnit(a.unit);
      if (!d.missile) return reject('AG 8.11', 'That unit has no missile capability.');
      if (isArtillery(d) && (st.mode === 'move' || st.moved)) return reject('AG 8.54', 'Artillery fires only in Fire mode and not after moving.');
      if (st.fired) return reject(isArtillery(d) ? 'AG 8.54' : 'AG 8.12', 'That unit has fired all it may this activation.');
      if (st.loc.at !== 'hex' || typeof a.target !== 'string') return reject('AG 8.13', 'Fire at one hex of the map.');
      if (st.moved && st.from) return reject('AG 8.12', 'Not at a target the unit has moved away from, nor out of range, line of sight or arc.');
      try {
        const v = canFire(boardGround(s), shotOf(s, { firer: a.unit, target: a.target, fireArrows: !!a.fireArrows, scoot: !!a.scoot }));
        if (!v.ok) return reject(v.rule, v.why);
      } catch {
        return reject('AG 8.13', 'Fire at one hex of the map.');
      }
      if (a.scoot) return reject('AG 8.19', 'Shoot-and-scoot: javelin LI 2 hexes away (cavalry 2–4), not moved, not in an enemy ZOC, over empty hexes.');
      if (a.andMove) return reject('AG 8.17', '“Will move” is for foot archers and mounted missile units that have not moved yet.');
      return reject('AG 8.41', 'Fire arrows: Gallic archers at a Rampart or Redoubt hex not on fire.');
    }
    default:
      return reject('AG 8.0', 'Not a missile-fire action.');
  }
}
