/**
 * The prompt of Alésia (GBoH): what the side to act must do now (from the step of the sequence of
 * play, AG 3.0), the legal choices grouped, each with its rule. The map takes most choices (a hex,
 * a facing, a zone); the prompt lists them all too, the long lists folded. Kinds the UI has no words
 * or group for (fire, shock, rally, reactions as they are wired in) come in a group of their own,
 * named generically (describe.ts): every legal action can be taken from the prompt.
 */
import type { AgAction } from '../../engine/alesia-gboh/actions';
import { agLeader, agUnit } from '../../engine/alesia-gboh/data';
import type { AgSide, AgState } from '../../engine/alesia-gboh/state';
import type { PromptGroup } from '../shell/registry';
import { kindWords } from './describe';
import { combatInstruction } from './combat';

const SIDE_NAMES: Record<string, string> = { roman: 'Roman', gallic: 'Gallic' };
export const sideName = (side: string): string => SIDE_NAMES[side] ?? side;

/** Assault Periods a scenario has (AG 12.1: one; 12.2, 12.3: three). */
export const apCount = (s: Pick<AgState, 'scenario'>): number => (s.scenario === '12.1' ? 1 : 3);

type Step = AgState['step'];

// Partial: a step wired in after this UI is read from its choices (otherStep).
const STEP_WORDS: Partial<Record<Step, { text: string; rule: string }>> = {
  'roman-setup': { text: 'Set up the Roman army: pick a counter from the pool, then a lit hex and the vertex it faces — or take the sample deployment for the rest.', rule: 'AG 3.0 A' },
  'roman-redeploy': { text: 'Redeploy the Roman army if you wish, then finish.', rule: 'AG 5.5' },
  planning: { text: 'Plan the assault in secret: assign every available tribe to an Entry Zone (beyond Zones I–II at most 5 Control points a zone).', rule: 'AG 5.31' },
  initial: { text: 'Initial Placement: place tribes assigned to Zones I–II (at most 8 Control points) with their chiefs, then finish.', rule: 'AG 5.41' },
  seize: { text: 'Your opponent’s phase is about to begin: try a Seizure with a commander, or let it go ahead.', rule: 'AG 5.21' },
  choose: { text: 'Choose what this Activation Phase is: activate a Command (a lit leader on the map), bring in a zone, or an Overall Commander move.', rule: 'AG 3.0 C' },
  forming: { text: 'Form the chief’s Command: add the tribes in his range within his Control, then commit it.', rule: 'AG 4.12' },
  command: { text: 'Act with the Command: select a unit on the map, then a lit hex (with its cost in MP) and the vertex it faces; end the phase when done.', rule: 'AG 4.1' },
  'oc-move': { text: 'The Overall Commander moves; end the phase when done.', rule: 'AG 6.13' },
  entering: { text: 'The entry succeeded: place the tribes of the zone (at most 5 Control points) with their chiefs, then finish.', rule: 'AG 5.42' },
  over: { text: 'The game is over.', rule: 'AG 11.0' },
};

const KNOWN_IN_COMMAND = new Set(['release', 'move', 'face', 'swap', 'endPhase', 'toShock']);

/** A step this UI has no words for (a decision wired in after it: a reaction, a shock answer): named from the choices. */
function otherStep(s: AgState, legal: readonly AgAction[]): { text: string; rule: string } {
  const kinds = [...new Set(legal.map((a) => kindWords(a.t).toLowerCase()))];
  const first = legal[0];
  return { text: `${kindWords(String(s.step))}: choose in the prompt${kinds.length ? ` (${kinds.join(', ')})` : ''}.`, rule: first ? actionRule(s, first) : 'AG 3.0' };
}

export function instruction(s: AgState, legal: readonly AgAction[] = []): { text: string; rule: string } {
  // AG 8.6, 9.2: the combat steps say what the waiting decision is (combat.ts).
  let w = STEP_WORDS[s.step] ?? combatInstruction(s, legal) ?? otherStep(s, legal);
  if (s.step === 'planning' && s.scenario === '12.1') w = { text: 'Choose in secret the relief tribes for the Final Assault: at most 80 Size points; they arrive through Zones III–VI.', rule: 'AG 12.1 Gauls' };
  if ((s.step === 'roman-setup' || s.step === 'roman-redeploy') && s.picking) w = { text: `Place ${s.picking in s.leaders ? agLeader(s.picking).name : agUnit(s.picking).name}: choose a lit hex, then the vertex the counter faces.`, rule: 'AG 7.11' };
  if (s.step === 'choose' && s.scenario === '12.1' && s.ap.owner === 'gallic' && legal.some((a) => a.t === 'placeTribe')) w = { text: 'Bring in up to three of your chosen counters in one of Zones III–VI, with a chief, then choose the phase.', rule: 'AG 12.1 Gauls' };
  if (s.step === 'command') {
    const more = [...new Set(legal.filter((a) => !KNOWN_IN_COMMAND.has(a.t)).map((a) => kindWords(a.t).toLowerCase()))];
    if (more.length) w = { ...w, text: `${w.text} Also open now: ${more.join(', ')} (in the prompt).` };
  }
  // The inactive side's decisions (AG 5.21 Seizure, 8.6 reaction fire, the shock answers of reading X2) are named.
  const inactive = s.ap.owner === 'roman' ? 'gallic' : 'roman';
  const side = s.step === 'over' ? null : s.step === 'seize' || s.step === 'react' ? inactive : s.step === 'shock' && s.shock?.pending && s.shock.pending.side !== s.ap.owner ? inactive : null;
  return { text: side ? `${sideName(side)}: ${w.text}` : w.text, rule: w.rule };
}

const RULE: Partial<Record<string, string>> = {
  pick: 'AG 3.0 A', place: 'AG 7.11', unplace: 'AG 3.0 A', sample: 'AG Ex.Deploy', endSetup: 'AG 3.0 A',
  assign: 'AG 5.31', choose: 'AG 12.1 Gauls', unchoose: 'AG 12.1 Gauls', endPlanning: 'AG 5.31',
  placeTribe: 'AG 5.41', placeChief: 'AG 5.41', endPlacement: 'AG 5.41',
  seize: 'AG 5.21', noSeize: 'AG 5.21', seizeOrder: 'AG 5.21',
  entry: 'AG 5.42', ocMove: 'AG 6.13', activate: 'AG 4.1', addTribe: 'AG 4.12', dropTribe: 'AG 4.12', commit: 'AG 4.12',
  release: 'AG 5.48', endPhase: 'AG 3.0 C', callOff: 'AG 3.0',
  move: 'AG 6.1', face: 'AG 7.12', swap: 'AG 6.65', fire: 'AG 8.0', shock: 'AG 9.0', rally: 'AG 10.5', reinforce: 'AG 12.2 Reinforcements',
  // Kinds the fire, shock and harness work wires in (named generically by describe.ts).
  react: 'AG 8.6', noReact: 'AG 8.6', reactOrder: 'AG 8.6', mode: 'AG 8.52', fightFire: 'AG 8.44',
  toShock: 'AG 9.0', endDesignation: 'AG 9.21', answer: 'AG 9.0', combatOrder: 'AG 9.0',
  carryFill: 'AG 6.47', layFill: 'AG 6.47', moveLeader: 'AG 6.12',
};

export function actionRule(s: AgState, a: AgAction): string {
  if (a.t === 'placeTribe' && s.step === 'entering') return 'AG 5.42';
  if (a.t === 'placeTribe' && s.step === 'choose') return 'AG 12.1 Gauls';
  if (a.t === 'endPlacement' && s.step === 'entering') return 'AG 5.42';
  if (a.t === 'seize' && a.move) return 'AG 5.25';
  if (a.t === 'move' && a.rapid) return 'AG 6.5';
  if (a.t === 'move' && a.with?.length) return 'AG 6.65';
  const own = (a as { rule?: unknown }).rule;
  if (typeof own === 'string') return own;
  const r = RULE[a.t];
  if (r) return r;
  // A kind wired in after this UI: the chapter of its rules when its name says it.
  return /fire|missile/i.test(a.t) ? 'AG 8.0' : /shock|retreat|advance/i.test(a.t) ? 'AG 9.0' : /rally|rout|recover/i.test(a.t) ? 'AG 10.0' : 'AG 3.0';
}

interface GroupDef {
  id: string;
  title: string;
  ts: readonly string[];
  folded?: boolean;
}

const GROUPS: readonly GroupDef[] = [
  { id: 'plan', title: 'The assignment sheet (secret)', ts: ['assign', 'choose', 'unchoose'] },
  { id: 'seize', title: 'Seizure', ts: ['seize', 'noSeize'] },
  { id: 'placing', title: 'Place', ts: ['placeTribe', 'placeChief'] },
  { id: 'phase', title: 'This phase', ts: ['activate', 'entry', 'ocMove', 'callOff'] },
  { id: 'forming', title: 'The chief’s Command', ts: ['addTribe', 'dropTribe', 'commit'] },
  { id: 'setup', title: 'Set-up', ts: ['sample'] },
  { id: 'place', title: 'Place on (choose on the map)', ts: ['place'], folded: true },
  { id: 'pick', title: 'Counters to set up', ts: ['pick'], folded: true },
  { id: 'unplace', title: 'Take a counter back', ts: ['unplace'], folded: true },
  { id: 'release', title: 'More units out of their counters', ts: ['release'], folded: true },
  { id: 'move', title: 'Moves (choose on the map)', ts: ['move'], folded: true },
  { id: 'face', title: 'Turn in place', ts: ['face'], folded: true },
  { id: 'swap', title: 'Change the order of a stack (2 MP)', ts: ['swap'], folded: true },
  // AG 8.6, 9.2: the combat decisions (combat.ts words them; the map lights their hexes).
  { id: 'answer', title: 'Your answer', ts: ['answer'] },
  { id: 'react', title: 'Reaction fire (choose a lit unit, then its target, on the map)', ts: ['react', 'noReact'] },
  { id: 'designate', title: 'Voluntary shocks (select the attacker, then the lit defender on the map)', ts: ['shock'] },
  { id: 'rally', title: 'Rally instead of acting', ts: ['rally'], folded: true },
  { id: 'fire', title: 'Missile fire (select a unit, then a lit target on the map)', ts: ['fire'], folded: true },
  { id: 'artillery', title: 'Artillery and fires', ts: ['mode', 'fightFire'], folded: true },
  // Reading X2: the player's own standing orders, one small form (OrdersForm.tsx).
  { id: 'orders', title: 'Standing orders for the opponent’s phases', ts: ['seizeOrder', 'reactOrder', 'combatOrder'] },
  { id: 'end', title: 'Finish', ts: ['endSetup', 'endPlanning', 'endPlacement', 'endPhase', 'toShock', 'endDesignation'] },
];
const GROUP_OF = new Map<string, GroupDef>(GROUPS.flatMap((g) => g.ts.map((t) => [t, g] as const)));
/** A kind's own group folds when it has more choices than this. */
const FOLD_OVER = 12;

export function groupActions(legal: readonly AgAction[]): PromptGroup<AgAction>[] {
  const known = new Map<string, PromptGroup<AgAction>>();
  const other = new Map<string, PromptGroup<AgAction>>();
  for (const a of legal) {
    const g = GROUP_OF.get(a.t);
    if (g) {
      let pg = known.get(g.id);
      if (!pg) known.set(g.id, (pg = { id: g.id, title: g.title, actions: [], folded: g.folded }));
      pg.actions.push(a);
    } else {
      // A kind this UI has no group for: its own group, titled by its name.
      let pg = other.get(a.t);
      if (!pg) other.set(a.t, (pg = { id: `kind-${a.t}`, title: kindWords(a.t), actions: [] }));
      pg.actions.push(a);
    }
  }
  for (const pg of other.values()) pg.folded = pg.actions.length > FOLD_OVER;
  const ordered = GROUPS.map((g) => known.get(g.id)).filter((g): g is PromptGroup<AgAction> => !!g);
  // New kinds before the long folded lists and the finish.
  const firstFolded = ordered.findIndex((g) => g.folded || g.id === 'end');
  const at = firstFolded < 0 ? ordered.length : firstFolded;
  return [...ordered.slice(0, at), ...other.values(), ...ordered.slice(at)];
}

const END_KINDS = ['endPhase', 'toShock', 'endDesignation', 'endPlacement', 'endPlanning', 'endSetup'];
/** The keyboard's E: the phase's finishing choice. */
export function endAction(legal: readonly AgAction[]): AgAction | null {
  for (const t of END_KINDS) {
    const a = legal.find((x) => x.t === t);
    if (a) return a;
  }
  return null;
}

/** The keyboard's Escape: let the opponent's phase go ahead (no Seizure), or let a reaction chance pass. */
export function escapeAction(legal: readonly AgAction[]): AgAction | null {
  return legal.find((a) => a.t === 'noSeize' || a.t === 'noReact') ?? null;
}

export function whenWords(s: AgState): string {
  if (s.outcome) return 'Game over';
  return `Assault Period ${s.ap.n} of ${apCount(s)}${s.ap.night ? ' (night)' : ''}`;
}

export const modeWords = (): string => 'Two players, hotseat';

export const sideOf = (side: string): AgSide => (side === 'gallic' ? 'gallic' : 'roman');
