/**
 * The prompt of Alesia (1983 rules): what the side to act must do now and its rule, the legal
 * actions grouped as the prompt lists them, the rule behind each choice, and the keyboard's End.
 */
import type { AcAction } from '../../engine/alesia-classic/actions';
import { acUnit } from '../../engine/alesia-classic/data/units';
import { toAct } from '../../engine/alesia-classic/legal';
import { seatToAct } from '../../engine/alesia-classic/system';
import { caesarZones } from '../../engine/alesia-classic/commanders';
import { spheresLegal } from '../../engine/alesia-classic/spheres';
import { cullPending, overfull } from '../../engine/alesia-classic/overstack';
import { placeName } from '../../engine/alesia-classic/describe';
import type { AcSide, AcState } from '../../engine/alesia-classic/state';
import type { PromptGroup } from '../shell/registry';

const SEAT_NAMES: Record<string, string> = {
  roman: 'Roman',
  gallic: 'Gallic',
  besieged: 'besieged Gallic (Vercingetorix)',
  relief: 'relief army’s Gallic',
  caesar: 'Roman (Caesar)',
  labienus: 'Roman (Labienus)',
};

/** The player a side or commander (AC 17) names, as "Pass to the … player" reads. */
export const sideName = (side: string): string => SEAT_NAMES[side] ?? side;

const PHASE_WORDS: Record<AcState['phase'], { text: string; rule: string }> = {
  'roman-setup': { text: 'Set up the Roman counters: pick one from the pool, then a hex (or take the historical deployment).', rule: 'AC 3.2' },
  'gallic-move': { text: 'Move the Gallic units one at a time (or a selected unit\'s stack together): first on the board and out of the town, then in from the OBMC.', rule: 'AC 4.1' },
  'gallic-offboard': { text: 'Move Gallic units between neighbouring OBMC boxes, one or several at a time, then end: the presence chart is updated.', rule: 'AC 4.2' },
  'gallic-combat': { text: 'Declare the Gallic attacks — every unit in Roman ZOC attacks, every Roman holding one is attacked — then fight them one by one.', rule: 'AC 4.4' },
  'roman-move': { text: 'Move the Roman units one at a time, or a selected unit\'s stack together.', rule: 'AC 4.5' },
  'roman-combat': { text: 'Declare the Roman attacks — every unit in Gallic ZOC attacks, every Gaul holding one is attacked — then fight them one by one.', rule: 'AC 4.6' },
  revival: { text: 'Bring back eliminated units: a tenth of the factors lost, counted by type.', rule: 'AC 12.4' },
  'roman-redeploy': { text: 'The Roman sees the OBMC and may set up his army again (not in or next to the town; forts stay).', rule: 'AC 12.6' },
  over: { text: 'The game is over.', rule: 'AC 26' },
};

/** What the decision asked now is, when it is not the phase's own (fire, retreat, advance). */
function special(s: AcState): { text: string; rule: string } | null {
  if (s.fire.window) return 'final' in s.fire.window
    ? { text: 'End of Gallic movement: fire the forts\' unused primary volleys, or at Gauls that stood still in a field of fire.', rule: 'AC 24.4' }
    : { text: 'A Gallic unit has moved into your field of fire: fire, or let it move on.', rule: 'AC 20.5' };
  if (cullPending(s)) {
    const o = overfull(s)[0];
    return { text: `The turn ends with ${o.units.length} units stacked at ${placeName(o.hex)}, over the limit of ${o.units.length - o.over}: choose ${o.over > 1 ? `the ${o.over} to eliminate, one at a time` : 'the one to eliminate'}.`, rule: 'AC 10.2' };
  }
  const a = s.combat?.after[0];
  if (a?.kind === 'leaders') return { text: `${acUnit(a.leaders[0]).name} is stacked with attackers beaten by ${a.result.text}, with other units not in the battle beside him: he may stand clear of the result with them, or share the attackers' fate.`, rule: 'AC 19.6' };
  if (a?.kind === 'retreat') return { text: `Retreat the beaten units ${a.hexes} hex${a.hexes > 1 ? 'es' : ''}: choose where they end.`, rule: a.rule };
  if (a?.kind === 'advance') return { text: `Advance after combat, up to ${a.hexes} hex${a.hexes > 1 ? 'es' : ''}, the vacated hex first — or hold.`, rule: a.rule };
  if (s.nightfall?.length) return { text: 'Night falls: each relief unit listed stands as near to two or more off-board zones — choose the box it withdraws to.', rule: 'AC 12.3' };
  if (s.combat?.locked) return { text: 'Resolve the declared battles, in the order you choose.', rule: 'AC 13.3' };
  if (s.phase === 'roman-redeploy' && spheresLegal(s).length) {
    const z = caesarZones(s);
    return { text: `Set up the army again if you wish (not in or next to the town; forts stay). Caesar now commands the lines facing zones ${z[0]}–${z[4]}, Labienus the rest: choose another split for the second day, or finish the redeployment to keep this one.`, rule: 'AC 17.4' };
  }
  return null;
}

export function instruction(s: AcState): { text: string; rule: string } {
  const w = special(s) ?? PHASE_WORDS[s.phase];
  const side = seatToAct(s);
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
  shiftMany: 'AC 11.4',
  moveStack: 'AC 10.3',
  attack: 'AC 14',
  join: 'AC 14.33',
  unjoin: 'AC 14.3',
  widen: 'AC 14.2',
  drop: 'AC 14.3',
  fight: 'AC 13.3',
  resolve: 'AC 15',
  retreat: 'AC 15.3',
  advance: 'AC 16.1',
  hold: 'AC 16.1',
  cull: 'AC 10.2',
  fire: 'AC 20.5',
  holdFire: 'AC 24.2',
  plan: 'AC 24.2',
  standAside: 'AC 19.6',
  withdraw: 'AC 12.3',
  revive: 'AC 12.4',
  spheres: 'AC 17.4',
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
  { id: 'stack', title: 'Move the whole stack to', ts: ['moveStack'], folded: true },
  { id: 'shift', title: 'Off-board moves', ts: ['shift'] },
  { id: 'shiftMany', title: 'Off-board moves, a whole box at once', ts: ['shiftMany'], folded: true },
  { id: 'fire', title: 'Fire', ts: ['fire', 'holdFire'] },
  { id: 'after', title: 'After the battle', ts: ['retreat', 'advance', 'hold'] },
  { id: 'cull', title: 'Over the stacking limit', ts: ['cull'] },
  { id: 'resolve', title: 'Battles to resolve', ts: ['resolve'] },
  { id: 'battle', title: 'Declare attacks', ts: ['attack', 'join', 'widen'] },
  { id: 'battleEdit', title: 'Change the attacks', ts: ['unjoin', 'drop'], folded: true },
  { id: 'fight', title: 'Combat', ts: ['fight'] },
  { id: 'standAside', title: 'A leader beside the beaten attackers', ts: ['standAside'] },
  { id: 'withdraw', title: 'Nightfall: the box of each relief unit as near to two zones', ts: ['withdraw'] },
  { id: 'revive', title: 'Revive', ts: ['revive'] },
  { id: 'spheres', title: 'Spheres of command for the second day', ts: ['spheres'] },
  { id: 'plan', title: 'Fire plan', ts: ['plan'] },
  { id: 'select', title: 'Units that can move', ts: ['select'], folded: true },
  { id: 'pick', title: 'Counters to set up', ts: ['pick'], folded: true },
  { id: 'unplace', title: 'Take back', ts: ['unplace'], folded: true },
  { id: 'done', title: 'Done', ts: ['historical', 'end'] },
];

/** The legal list in groups, each a long list folded (the board is the quicker way to choose). */
export function groupActions(legal: readonly AcAction[]): PromptGroup<AcAction>[] {
  // One pass over the legal list (hundreds of moves), each action to its group.
  const lists = GROUPS.map((): AcAction[] => []);
  for (const a of legal) {
    const g = GROUP_OF.get(a.t);
    if (g !== undefined) lists[g].push(a);
  }
  const out: PromptGroup<AcAction>[] = [];
  GROUPS.forEach((g, i) => {
    const actions = lists[i];
    if (actions.length) out.push({ id: g.id, title: g.title, actions, folded: g.folded || actions.length > 12 || undefined });
  });
  return out;
}

/** Each kind of action's group (its first, as the filters found it). */
const GROUP_OF: ReadonlyMap<AcAction['t'], number> = (() => {
  const m = new Map<AcAction['t'], number>();
  GROUPS.forEach((g, i) => g.ts.forEach((t) => m.has(t) || m.set(t, i)));
  return m;
})();

export const endAction = (legal: readonly AcAction[]): AcAction | null => legal.find((a) => a.t === 'end') ?? null;
export const escapeAction = (): AcAction | null => null;

/** AC 11.8, 9.2 — the Gallic player's moves off the board and in the town are hidden from the Roman; the Roman's fire plan is his own. */
export const decisionIsSecret = (s: AcState): boolean => toAct(s) === 'gallic' || s.phase === 'roman-move' || s.options.players > 2;

export const modeWords = (s: AcState): string => `${s.options.players} players, hotseat`;

export const whenWords = (s: AcState): string => `Assault Period ${s.period}, turn ${s.turn}`;

export type { AcSide };
