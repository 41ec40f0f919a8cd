/**
 * Every decision of Alésia (GBoH) as its button and the log's replay read it. The kinds the engine
 * plays today have their own words; any other kind of the legal list (fire, shock, rally, reactions
 * as the rules are wired in) is named generically from its fields — counters by caption, hexes by
 * label, facings by vertex — so a new kind shows up as a readable button without UI work.
 */
import type { AgAction } from '../../engine/alesia-gboh/actions';
import { agLeader, agTribe, agUnit } from '../../engine/alesia-gboh/data';
import { facingWord, hexName, nameOf } from './words';
import { answerWords, COMBAT_ORDER_LABELS, COMBAT_VALUE_WORDS, REACT_ORDER_WORDS } from './combat';
import type { AgState } from '../../engine/alesia-gboh/state';

type State = { picking?: string | null; shock?: AgState['shock'] };

const REACT_KIND: Record<string, string> = { withdrawal: 'Withdrawal fire', entry: 'Entry fire', return: 'Return fire', artillery: 'Artillery fire' };

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
    case 'move': return `Move ${[a.unit, ...(a.with ?? [])].map((id) => agUnit(id).name).join(' and ')}${a.with?.length ? ' (the stack)' : ''} to ${hexName(a.path[a.path.length - 1])} facing ${facingWord(a.facing)}${a.rapid ? ' (rapid move, AG 6.5)' : ''}`;
    // AG 6.65: the order of a stack changed for 2 MP.
    case 'swap': return `${agUnit(a.unit).name} changes the order of its stack (2 MP)`;
    case 'face': return `Turn ${agUnit(a.unit).name} to face ${facingWord(a.facing)}`;
    // AG 8.1–8.5: missile fire, artillery modes, fighting fires.
    case 'fire': {
      const how = [a.fireArrows && 'fire arrows', a.scoot && 'shoot and scoot', a.andMove && 'and move on'].filter(Boolean).join(', ');
      return `${agUnit(a.unit).name} fires at ${hexName(a.target)}${how ? ` (${how})` : ''}`;
    }
    case 'mode': return `${agUnit(a.unit).name} to ${a.mode === 'fire' ? 'Fire' : 'Move'} mode`;
    case 'fightFire': return `${agUnit(a.unit).name} fights the fire in ${hexName(a.hex)}`;
    // AG 8.6: reaction fire and its standing order (reading X2).
    case 'react': return `${REACT_KIND[a.kind] ?? 'Reaction fire'}: ${agUnit(a.unit).name} at ${nameOf(a.target)}`;
    case 'noReact': return 'No reaction';
    case 'reactOrder': return `Reaction fire: ${REACT_ORDER_WORDS[a.react]}`;
    // AG 9.0–9.3: shock.
    case 'toShock': return 'Movement and fire done: to shock';
    case 'shock': return `${agUnit(a.unit).name} and its stack shock ${nameOf(a.target)}`;
    case 'endDesignation': return 'The shocks are designated';
    case 'answer': return answerWords({ shock: _s.shock ?? null }, a.choice);
    case 'combatOrder': return `${COMBAT_ORDER_LABELS[a.key]}: ${COMBAT_VALUE_WORDS[`${a.key}:${a.value}`] ?? a.value}`;
    case 'rally': return `Rally ${agUnit(a.unit).name}`;
    default: return describeGeneric(a as { t: string } & Record<string, unknown>);
  }
}
