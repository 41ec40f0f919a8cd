/**
 * Combat in the GBoH prompt, in words (issue 17 §5, §7): what the step `react` (AG 8.6) and the
 * shock segment (AG 9.2, step `shock`) ask now and of whom, each `answer` of the waiting decision in
 * the engine's own option words (hex keys read as the printed map's labels), and the standing
 * orders in force for the player's own Seizure (AG 5.21), reaction fire (AG 8.6) and combat
 * decisions (AG 9.22, 10.24, 9.25, 10.21, 4.32; reading X2). Pure: no React.
 */
import type { AgAction } from '../../engine/alesia-gboh/actions';
import { agLeader } from '../../engine/alesia-gboh/data';
import type { AgSide, AgState, ReactOrder, SeizeOrder } from '../../engine/alesia-gboh/state';
import type { CombatOrders, Pending } from '../../engine/alesia-gboh/shock/segment';
import { COMBAT_ORDER_RULE, COMBAT_ORDER_VALUES } from '../../engine/alesia-gboh/shock/orders';
import { hexName, nameOf } from './words';

/** Any `q,r` hex key inside a text, read as its printed label (`W3911`). */
export function labelHexes(text: string): string {
  return text.replace(/(^|[^\d,-])(-?\d{1,3},-?\d{1,3})(?![\d,])/g, (_m, pre: string, key: string) => `${pre}${hexName(key)}`);
}

/** The decision the shock segment waits for, when there is one (AG 9.2, reading X2). */
export function pendingOf(s: Pick<AgState, 'shock'>): Pending | null {
  return s.shock?.pending ?? null;
}

/** What one option of the waiting decision means, as its button reads. */
export function answerWords(s: Pick<AgState, 'shock'>, choice: string): string {
  const p = pendingOf(s);
  const o = p?.options.find((x) => x.id === choice);
  if (!o) return `Answer: ${labelHexes(choice)}`;
  let label = labelHexes(o.label);
  // AG 9.25: the bare option words of these decisions say what they are for.
  if (p!.kind === 'leftover-attacker' || p!.kind === 'leftover-defender') label = `leftover ${o.id.includes(',') ? 'Hits' : 'Hit'} on ${label}`;
  if (p!.kind === 'weapon-attacker' || p!.kind === 'weapon-defender') label = `as ${label}`;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

const REACTION_WHY: Record<string, string> = {
  withdrawal: 'Withdrawal fire', entry: 'Entry fire', return: 'Return fire', artillery: 'Artillery reaction fire',
};
export const REACTION_RULE: Record<string, string> = { withdrawal: 'AG 8.61', entry: 'AG 8.62', return: 'AG 8.63', artillery: 'AG 8.64' };

/** The instruction for the combat steps (`react`, `shock`), or null for any other step. */
export function combatInstruction(s: AgState, legal: readonly AgAction[]): { text: string; rule: string } | null {
  if (s.step === 'react') {
    const p = s.reaction;
    const kind = p?.kind ?? 'entry';
    const target = p ? nameOf(p.target) : 'the enemy unit';
    const n = legal.filter((a) => a.t === 'react').length;
    return {
      text: `${REACTION_WHY[kind]} at ${target}: choose a lit unit of yours on the map (${n} may fire), then its target, or “No reaction”.`,
      rule: REACTION_RULE[kind] ?? 'AG 8.6',
    };
  }
  if (s.step !== 'shock') return null;
  const p = pendingOf(s);
  if (p) {
    const onMap = p.options.some((o) => /^-?\d{1,3},-?\d{1,3}$/.test(o.id));
    return { text: `${labelHexes(p.prompt)}: ${onMap ? 'choose a lit hex on the map or a button' : 'choose a button'}.`, rule: p.rule };
  }
  if (s.shock?.stage === 'designate') {
    return { text: 'Designate the voluntary shocks: select an attacking unit, then the lit defender’s hex; finish the designation when done.', rule: 'AG 9.21' };
  }
  return { text: 'The shocks are being resolved.', rule: 'AG 9.25' };
}

// ------------------------------------------------------------------ standing orders (reading X2)

export const SEIZE_ORDER_WORDS = (o: SeizeOrder): string =>
  o.seize === 'ask' ? 'ask me' : o.seize === 'never' ? 'never seize' : `seize with ${agLeader(o.leader).name}`;

export const REACT_ORDER_WORDS: Record<ReactOrder, string> = {
  ask: 'ask me',
  never: 'never fire in reaction',
  always: 'every unit fires at its first chance',
  deathGarden: 'Entry fire only at units coming into a Death Garden',
};

export const COMBAT_ORDER_LABELS: { readonly [K in keyof CombatOrders]: string } = {
  rbs: 'Retreat Before Shock',
  hold: 'On a Rampart forced back',
  weapon: 'Your Weapon System type when defending',
  leftover: 'Leftover Hits you inflict',
  retreat: 'Where your units retreat',
  escape: 'Leaders about to be shocked',
};

export const COMBAT_VALUE_WORDS: Record<string, string> = {
  'rbs:ask': 'ask me', 'rbs:never': 'never: stand and fight', 'rbs:always': 'always, to the farthest hex',
  'hold:ask': 'ask me', 'hold:hold': 'hold the wall (1 Hit)', 'hold:retreat': 'retreat',
  'weapon:ask': 'ask me', 'weapon:best': 'the best against the attacker',
  'leftover:ask': 'ask me', 'leftover:auto': 'on the units nearest to breaking',
  'retreat:ask': 'ask me', 'retreat:auto': 'out of enemy fire if possible',
  'escape:ask': 'ask me', 'escape:always': 'always leave', 'escape:never': 'stay with the men',
};

export { COMBAT_ORDER_RULE, COMBAT_ORDER_VALUES };

/** One row of the standing-orders form: the order in force and the others the legal list offers. */
export interface OrderRow {
  id: string;
  label: string;
  rule: string;
  /** The value in force, in words. */
  current: string;
  currentKey: string;
  /** Each other value with its words and the legal action that sets it. */
  choices: { key: string; words: string; action: AgAction }[];
}

const seizeKey = (o: SeizeOrder): string => (o.seize === 'try' ? `try:${o.leader}` : o.seize);

/**
 * The standing-orders form's rows for `side` (the phase owner), from the legal list: one row per
 * order, its value in force read from the state (absent: the engine's default).
 */
export function orderRows(s: AgState, side: AgSide, legal: readonly AgAction[]): OrderRow[] {
  const rows: OrderRow[] = [];
  const seize = legal.filter((a): a is Extract<AgAction, { t: 'seizeOrder' }> => a.t === 'seizeOrder');
  if (seize.length) {
    const cur: SeizeOrder = s.orders?.[side] ?? { seize: 'ask' };
    rows.push({
      id: 'seize', label: 'Seizure when the opponent’s phase begins', rule: 'AG 5.21', current: SEIZE_ORDER_WORDS(cur), currentKey: seizeKey(cur),
      choices: seize.map((a) => {
        const o: SeizeOrder = a.seize === 'try' ? { seize: 'try', leader: a.leader ?? '' } : { seize: a.seize };
        return { key: seizeKey(o), words: SEIZE_ORDER_WORDS(o), action: a };
      }),
    });
  }
  const react = legal.filter((a): a is Extract<AgAction, { t: 'reactOrder' }> => a.t === 'reactOrder');
  if (react.length) {
    const cur: ReactOrder = s.reactOrders?.[side] ?? 'ask';
    rows.push({
      id: 'react', label: 'Reaction fire in the opponent’s phases', rule: 'AG 8.6', current: REACT_ORDER_WORDS[cur], currentKey: cur,
      choices: react.map((a) => ({ key: a.react, words: REACT_ORDER_WORDS[a.react], action: a })),
    });
  }
  const combat = legal.filter((a): a is Extract<AgAction, { t: 'combatOrder' }> => a.t === 'combatOrder');
  for (const key of Object.keys(COMBAT_ORDER_VALUES) as (keyof CombatOrders)[]) {
    const mine = combat.filter((a) => a.key === key);
    if (!mine.length) continue;
    // The value in force is the one the legal list does not offer (the engine offers every other).
    const cur = COMBAT_ORDER_VALUES[key].find((v) => !mine.some((a) => a.value === v)) ?? 'ask';
    rows.push({
      id: `combat-${key}`, label: COMBAT_ORDER_LABELS[key], rule: COMBAT_ORDER_RULE[key], current: COMBAT_VALUE_WORDS[`${key}:${cur}`] ?? cur, currentKey: cur,
      choices: mine.map((a) => ({ key: a.value, words: COMBAT_VALUE_WORDS[`${key}:${a.value}`] ?? a.value, action: a })),
    });
  }
  return rows;
}
