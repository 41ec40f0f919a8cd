/**
 * The prompt of Alesia (1983 rules): what the side to act must do now and its rule, the legal
 * actions grouped as the prompt lists them, the rule behind each choice, and the keyboard's End.
 */
import type { AcAction } from '../../engine/alesia-classic/actions';
import { toAct } from '../../engine/alesia-classic/legal';
import type { AcSide, AcState } from '../../engine/alesia-classic/state';
import type { PromptGroup } from '../shell/registry';

export const sideName = (side: string): string => (side === 'roman' ? 'Roman' : side === 'gallic' ? 'Gallic' : side);

const PHASE_WORDS: Record<AcState['phase'], { text: string; rule: string }> = {
  'roman-setup': { text: 'Set up the Roman counters: pick one from the pool, then a hex (or take the historical deployment).', rule: 'AC 3.2' },
  'gallic-move': { text: 'Move the Gallic units one at a time: on the board, out of the town, in from the OBMC.', rule: 'AC 4.1' },
  'gallic-offboard': { text: 'Move Gallic units between neighbouring OBMC boxes, then end: the presence chart is updated.', rule: 'AC 4.2' },
  'roman-move': { text: 'Move the Roman units one at a time.', rule: 'AC 4.5' },
  over: { text: 'The game is over.', rule: 'AC 26' },
};

export function instruction(s: AcState): { text: string; rule: string } {
  const w = PHASE_WORDS[s.phase];
  const side = toAct(s);
  return { text: side ? `${sideName(side)}: ${w.text}` : w.text, rule: w.rule };
}

const RULE: Record<AcAction['t'], string> = {
  pick: 'AC 3.2',
  place: 'AC 3.2',
  unplace: 'AC 3.2',
  historical: 'AC 3.2',
  select: 'AC 5.2',
  move: 'AC 5',
  shift: 'AC 11.4',
  end: 'AC 4',
};

export function actionRule(_s: AcState, a: AcAction): string {
  if (a.t === 'move' && a.to === 'town') return 'AC 9.4';
  if (a.t === 'move' && a.to.startsWith('obmc:')) return 'AC 11.5';
  return RULE[a.t];
}

const GROUPS: readonly { id: string; title: string; ts: readonly AcAction['t'][]; folded?: boolean }[] = [
  { id: 'place', title: 'Place on', ts: ['place'] },
  { id: 'move', title: 'Move to', ts: ['move'] },
  { id: 'shift', title: 'Off-board moves', ts: ['shift'] },
  { id: 'select', title: 'Units that can move', ts: ['select'], folded: true },
  { id: 'pick', title: 'Counters to set up', ts: ['pick'], folded: true },
  { id: 'unplace', title: 'Take back', ts: ['unplace'], folded: true },
  { id: 'done', title: 'Done', ts: ['historical', 'end'] },
];

/** The legal list in groups, each a long list folded (the board is the quicker way to choose). */
export function groupActions(legal: readonly AcAction[]): PromptGroup<AcAction>[] {
  const out: PromptGroup<AcAction>[] = [];
  for (const g of GROUPS) {
    const actions = legal.filter((a) => g.ts.includes(a.t));
    if (actions.length) out.push({ id: g.id, title: g.title, actions, folded: g.folded || actions.length > 12 || undefined });
  }
  return out;
}

export const endAction = (legal: readonly AcAction[]): AcAction | null => legal.find((a) => a.t === 'end') ?? null;
export const escapeAction = (): AcAction | null => null;

/** AC 11.8, 9.2 — the Gallic player's moves off the board and in the town are hidden from the Roman. */
export const decisionIsSecret = (s: AcState): boolean => toAct(s) === 'gallic';

export const modeWords = (s: AcState): string => `${s.options.players} players, hotseat`;

export const whenWords = (s: AcState): string => `Assault Period ${s.period}, turn ${s.turn}`;

export type { AcSide };
