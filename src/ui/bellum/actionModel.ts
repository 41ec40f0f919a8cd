/**
 * The legal actions seen from the map and the prompt: which regions are targets, what a click
 * on a region or a stack means, how prompt buttons group, and which action "E" (end) triggers.
 */
import type { BellumAction, BellumState } from '../../engine/bellum/state';
import { chosenRegion } from '../../engine/bellum/whyNot';

/** The region an action points at on the map, if any. */
export function actionRegion(a: BellumAction): string | null {
  switch (a.t) {
    case 'move':
    case 'forced':
    case 'evade':
    case 'retreat':
    case 'navalEscape':
      return a.to;
    case 'sail':
      return a.place ? null : a.to; // into Corbilo: the place symbol is the target
    case 'depot':
    case 'dismantle':
    case 'scorch':
    case 'reinforce':
      return a.region;
    default:
      return null;
  }
}

/** The oppidum or city an action points at, if any. */
export function actionPlace(a: BellumAction): string | null {
  return 'place' in a && typeof a.place === 'string' ? a.place : null;
}

/** Regions that are legal targets now (destinations of the selection, depot sites, …). */
export function targetRegions(legal: readonly BellumAction[]): Set<string> {
  const out = new Set<string>();
  for (const a of legal) {
    const r = actionRegion(a);
    if (r) out.add(r);
  }
  return out;
}

/**
 * The region the decision now is about, for the map to bring into view: losses to take, the
 * selected force, the combat being fought, the first region the decision may choose, the first
 * leader that may be selected. Null when nothing on the map is waiting.
 */
export function decisionRegion(s: BellumState, legal: readonly BellumAction[]): string | null {
  if (s.losses[0]) return s.losses[0].region;
  if (s.selection) return s.selection.region;
  const enc = s.combat?.encounters[s.combat.index];
  if (enc && s.combat?.pending) return enc.region;
  for (const a of legal) {
    const r = actionRegion(a);
    if (r) return r;
  }
  for (const a of legal) if (a.t === 'select') return s.leaders[a.leader]?.region ?? null;
  return null;
}

/** Actions a click on the region stands for. A plain move is preferred to forced marches. */
export function regionClickActions(legal: readonly BellumAction[], region: string): BellumAction[] {
  const hits = legal.filter((a) => actionRegion(a) === region);
  const moves = hits.filter((a) => a.t === 'move');
  return moves.length > 0 ? moves : hits;
}

/**
 * A click on a region outside the decision's map choices (a retreat, an evasion, a depot site, …):
 * the decision's action aimed at that region, for the engine to refuse with the choices and the
 * rule (engine/bellum/whyNot.ts). Null when the decision chooses no region.
 */
export function missedChoice(legal: readonly BellumAction[], region: string): BellumAction | null {
  const a = legal.find((x) => chosenRegion(x) !== null);
  if (!a) return null;
  if (a.t === 'sail') return { t: 'sail', ship: a.ship, to: region };
  return 'to' in a ? ({ ...a, to: region } as BellumAction) : ({ ...a, region } as BellumAction);
}

/** Actions a click on a stack stands for: select its leader, or enter the place it stands in. */
export function stackClickActions(legal: readonly BellumAction[], leaders: readonly string[], place: string | null): BellumAction[] {
  for (const l of leaders) {
    const sel = legal.find((a) => a.t === 'select' && a.leader === l);
    if (sel) return [sel];
  }
  if (place) return legal.filter((a) => actionPlace(a) === place);
  return [];
}

export interface ActionGroup {
  id: string;
  title: string;
  actions: BellumAction[];
  /** Shown folded (a `<details>` the player opens). */
  folded?: boolean;
}

/** `optional`: choices rarely wanted, shown folded when there are more than two. */
const GROUPS: { id: string; title: string; kinds: BellumAction['t'][]; optional?: boolean }[] = [
  { id: 'loss', title: 'Choose a loss', kinds: ['loss'] },
  { id: 'reinforce', title: 'Place reinforcements', kinds: ['reinforce'] },
  { id: 'mobilise', title: 'Mobilise a tribe', kinds: ['mobilise'] },
  { id: 'negotiate', title: 'Negotiate free passage (optional)', kinds: ['negotiate'] },
  { id: 'select', title: 'Select a leader', kinds: ['select'] },
  { id: 'toggle', title: 'Form the force', kinds: ['toggle'] },
  { id: 'move', title: 'Move to', kinds: ['move'] },
  { id: 'enter', title: 'Enter an oppidum or city', kinds: ['enter'] },
  { id: 'forced', title: 'Forced march', kinds: ['forced'] },
  { id: 'garrison', title: 'Garrison without a leader', kinds: ['garrison'], optional: true },
  { id: 'depot', title: 'Build a depot', kinds: ['depot'] },
  { id: 'dismantle', title: 'Dismantle a depot', kinds: ['dismantle'] },
  { id: 'scorch', title: 'Scorched Earth', kinds: ['scorch'] },
  { id: 'replace', title: 'Replacements', kinds: ['supplement', 'levy'] },
  { id: 'evade', title: 'Evade or stand', kinds: ['evade', 'stand'] },
  { id: 'refuge', title: 'Seek refuge', kinds: ['refuge'] },
  { id: 'commander', title: 'Army Commander', kinds: ['commander'] },
  { id: 'deploy', title: 'Deploy on the battle map', kinds: ['autoDeploy', 'deploy'] },
  { id: 'boardLoss', title: 'Battle losses', kinds: ['boardLoss'] },
  { id: 'realign', title: 'Realign from the reserve', kinds: ['realign'] },
  { id: 'testLeader', title: 'Test a leader', kinds: ['testLeader'] },
  { id: 'pursue', title: 'Pursuit', kinds: ['pursue'] },
  { id: 'retreat', title: 'Retreat to', kinds: ['retreat'] },
  { id: 'duty', title: 'Split the besiegers (siege duty or relief army)', kinds: ['duty'] },
  { id: 'placeFleet', title: 'Veneti fleet', kinds: ['placeFleet'] },
  { id: 'naval', title: 'Naval combat', kinds: ['navalFight', 'navalEscape'] },
  { id: 'unbuild', title: 'Triremes back to legions', kinds: ['unbuild'], optional: true },
  { id: 'sail', title: 'Sail', kinds: ['sail'] },
  { id: 'embark', title: 'Embark or land', kinds: ['embark', 'disembark'], optional: true },
  { id: 'build', title: 'Build a trireme', kinds: ['build'], optional: true },
  { id: 'siege', title: 'Oppida and sieges', kinds: ['sack', 'besiege', 'lift', 'sally', 'surrender', 'endure', 'raze', 'spare'] },
];

/** Kinds that end something: they go last, in the "Finish" group. */
const FINISH: BellumAction['t'][] = ['deselect', 'confirmDeploy', 'done', 'endMove'];

export function groupActions(legal: readonly BellumAction[]): ActionGroup[] {
  const out: ActionGroup[] = [];
  const used = new Set<BellumAction>();
  // BG 5.6.3: "stay" beside an optional sea retreat belongs with the retreat choices.
  const seaRetreat = legal.some((a) => a.t === 'retreat');
  for (const g of GROUPS) {
    const kinds = seaRetreat && g.id === 'retreat' ? [...g.kinds, 'stand'] : g.kinds;
    const acts = legal.filter((a) => kinds.includes(a.t) && !used.has(a) && !(seaRetreat && a.t === 'stand' && g.id !== 'retreat'));
    acts.forEach((a) => used.add(a));
    if (acts.length) out.push({ id: g.id, title: g.title, actions: acts, folded: !!g.optional && acts.length > 2 });
  }
  const other = legal.filter((a) => !used.has(a) && !FINISH.includes(a.t));
  if (other.length) out.push({ id: 'other', title: 'Actions', actions: other });
  const fin = legal.filter((a) => FINISH.includes(a.t));
  if (fin.length) out.push({ id: 'finish', title: 'Finish', actions: fin });
  return out;
}

/** The "done"-like action the E key triggers (never a selection cancel). */
export function endAction(legal: readonly BellumAction[]): BellumAction | null {
  return legal.find((a) => a.t === 'done' || a.t === 'endMove' || a.t === 'confirmDeploy') ?? null;
}

export function deselectAction(legal: readonly BellumAction[]): BellumAction | null {
  return legal.find((a) => a.t === 'deselect') ?? null;
}
