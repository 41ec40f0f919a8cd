/**
 * Every decision of Alésia (GBoH) as its button and the log's replay read it. The kinds the engine
 * plays today have their own words; any other kind of the legal list (fire, shock, rally, reactions
 * as the rules are wired in) is named generically from its fields — counters by caption, hexes by
 * label, facings by vertex — so a new kind shows up as a readable button without UI work.
 */
import type { AgAction } from '../../engine/alesia-gboh/actions';
import { agLeader, agTribe, agUnit } from '../../engine/alesia-gboh/data';
import { facingWord, hexName, nameOf } from './words';

type State = { picking?: string | null };

/** `shockTarget` → "shock target". */
export function kindWords(t: string): string {
  const w = t.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return w.charAt(0).toUpperCase() + w.slice(1);
}

function fieldWords(key: string, v: unknown): string | null {
  if (key === 't') return null;
  if (v === true) return kindWords(key).toLowerCase();
  if (v === false || v === undefined || v === null) return null;
  if (key === 'facing' && typeof v === 'number') return `facing ${facingWord(v)}`;
  if (typeof v === 'string') return key === 'unit' || key === 'id' ? nameOf(v) : `${kindWords(key).toLowerCase()} ${nameOf(v)}`;
  if (Array.isArray(v)) {
    if (key === 'path' && v.length) return `to ${nameOf(String(v[v.length - 1]))}`;
    return `${kindWords(key).toLowerCase()} ${v.map((x) => nameOf(String(x))).join(', ')}`;
  }
  if (typeof v === 'number') return `${kindWords(key).toLowerCase()} ${v}`;
  return `${kindWords(key).toLowerCase()} ${JSON.stringify(v)}`;
}

/** Any action from its fields (for kinds without words of their own). */
export function describeGeneric(a: { t: string } & Record<string, unknown>): string {
  const parts = Object.entries(a).map(([k, v]) => fieldWords(k, v)).filter((x): x is string => !!x);
  return parts.length ? `${kindWords(a.t)}: ${parts.join(', ')}` : kindWords(a.t);
}

export function describeAction(_s: State, a: AgAction): string {
  switch (a.t) {
    case 'pick': return `Set up ${nameOf(a.id)}`;
    case 'place': return `Place ${nameOf(a.id)} on ${hexName(a.hex)} facing ${facingWord(a.facing)}`;
    case 'unplace': return `Take ${nameOf(a.id)} back`;
    case 'sample': return 'Sample deployment for the rest';
    case 'endSetup': return 'The lines are manned';
    case 'assign': return `${agTribe(a.tribe).name} to Zone ${a.zone}`;
    case 'choose': return `Choose the ${agTribe(a.tribe).name}`;
    case 'unchoose': return `Drop the ${agTribe(a.tribe).name}`;
    case 'endPlanning': return 'The plan is made';
    case 'placeTribe': return `Place the ${agTribe(a.tribe).name} in Zone ${a.zone}${a.hex ? ` on ${hexName(a.hex)}` : ''}`;
    case 'placeChief': return `Place ${agLeader(a.leader).name} with the ${agTribe(a.tribe).name}`;
    case 'endPlacement': return 'Placement done';
    case 'seize': return a.move ? `Seize with ${agLeader(a.leader).name}, only to move him` : `Try a Seizure with ${agLeader(a.leader).name}`;
    case 'noSeize': return 'No Seizure';
    case 'seizeOrder':
      return a.seize === 'ask' ? 'Ask me at each Seizure chance' : a.seize === 'never' ? 'Standing order: never seize' : `Standing order: seize with ${agLeader(a.leader ?? '').name}`;
    case 'entry': return `Bring in Zone ${a.zone}`;
    case 'ocMove': return 'Overall Commander move';
    case 'activate': return `Activate ${agLeader(a.leader).name}`;
    case 'addTribe': return `Add the ${agTribe(a.tribe).name}`;
    case 'dropTribe': return `Leave out the ${agTribe(a.tribe).name}`;
    case 'commit': return 'Commit the Command';
    case 'release': return `Bring out ${agUnit(a.unit).name}`;
    case 'endPhase': return 'End the phase';
    case 'callOff': return 'Call off the assault';
    case 'move': return `Move ${agUnit(a.unit).name} to ${hexName(a.path[a.path.length - 1])} facing ${facingWord(a.facing)}`;
    case 'face': return `Turn ${agUnit(a.unit).name} to face ${facingWord(a.facing)}`;
    default: return describeGeneric(a as { t: string } & Record<string, unknown>);
  }
}
