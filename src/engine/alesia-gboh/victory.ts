/**
 * Victory (AG 11.0), the part that needs no map: at the end of an Assault Period the Gaul wins if at
 * least four legions each have a majority of their cohorts on the map routed or eliminated (at least
 * 6 of a full legion; a reinforcing legion counts the cohorts it has in play). The breakout victory
 * (Vercingetorix and three Alesia units outside the circumvallations) needs the works on the map and
 * comes with the GBoH terrain. Otherwise Rome wins when the scenario ends.
 */
import { agUnit } from './data';
import type { AgState } from './state';

export function legionsBroken(s: AgState): string[] {
  const count = new Map<string, { inPlay: number; bad: number }>();
  for (const [id, u] of Object.entries(s.units)) {
    const def = agUnit(id);
    if (def.type !== 'CO' || !def.legion) continue;
    if (u.loc.at === 'pool' || u.loc.at === 'reserve') continue;
    const c = count.get(def.legion) ?? { inPlay: 0, bad: 0 };
    c.inPlay++;
    if (u.loc.at === 'gone' || u.routed) c.bad++;
    count.set(def.legion, c);
  }
  return [...count].filter(([, c]) => c.inPlay > 0 && 2 * c.bad > c.inPlay).map(([l]) => l);
}
