/**
 * The board in words, for screen readers and tooltips: a hex by its printed name and terrain,
 * a counter by its factors, type and name, a stack by side, and what activating it would do.
 */
import type { AcAction } from '../../../engine/alesia-classic/actions';
import type { AcKind } from '../../../engine/alesia-classic/data/types';
import type { MoveCost } from '../../../engine/alesia-classic/movement/costs';
import { acUnit } from '../../../engine/alesia-classic/data/units';
import { acLabel } from '../../../engine/alesia-classic/map/grid';
import { acMap } from '../../../engine/alesia-classic/map/map';
import { parseHexKey } from '../../../engine/hex/coords';
import { flipOf, type Flip } from './Counters';

export const KIND_WORD: Record<AcKind, string> = {
  cohort: 'cohort',
  recruit: 'recruit cohort',
  cavalry: 'cavalry',
  archer: 'archers',
  slinger: 'slingers',
  light: 'light infantry',
  infantry: 'infantry',
  leader: 'leader',
  fort: 'fort',
};

export const SIDE_WORD = { roman: 'Roman', gallic: 'Gallic' } as const;

const labels = new Map<string, string>();

/** A hex's printed name, "D32" (kept: asked for every cell on every render). */
export function hexLabel(key: string): string {
  let l = labels.get(key);
  if (l === undefined) {
    l = acLabel(parseHexKey(key));
    labels.set(key, l);
  }
  return l;
}

const terrainCache = new Map<string, string>();

/** "slope, perimeter rampart, Outer Works" — what the ground of a hex is (the map never changes: kept). */
export function terrainWords(key: string): string {
  let w = terrainCache.get(key);
  if (w === undefined) {
    w = groundWords(key);
    terrainCache.set(key, w);
  }
  return w;
}

function groundWords(key: string): string {
  const d = acMap().hexes.get(key);
  if (!d) return 'off the board';
  const out: string[] = [];
  if (d.area === 'town') out.push(d.wall ? 'town wall' : 'town');
  else {
    out.push(d.elevation);
    if (d.campInterior) out.push('inside a camp');
  }
  if (d.joint) out.push('camp and perimeter ramparts');
  else if (d.rampart) out.push(`${d.rampart} rampart`);
  if (d.river) out.push(d.river.restrictive ? 'river' : 'river (clipped)');
  if (d.trench) out.push('Isolated Trench');
  if (d.outerWorks) out.push('Outer Works');
  if (d.edge) out.push(`edge of zone ${d.edge.join(' and ')}`);
  return out.join(', ');
}

/** "5-8 cohort, First cohort of Legio VII"; forts and leaders have no factors. */
export function unitWords(id: string): string {
  const u = acUnit(id);
  if (u.kind === 'fort') return u.name;
  if (u.kind === 'leader') return `leader ${u.name}`;
  return `${u.cf}-${u.mf} ${KIND_WORD[u.kind]}, ${u.name}`;
}

/** "2 Roman units: …" (a fort counts apart: it is no unit for stacking, AC 10.4). */
const stackWordsKept = new WeakMap<readonly string[], { moving: string | null; flips: string; words: string }>();

/** What a turned-over counter's name adds: as its back would say (AC 21.1, 15.3). */
export const FLIP_WORDS: Record<Flip, string> = {
  disrupted: 'disrupted (D)',
  raging: 'battle rages (BR), inverted',
};

/** `flips`: the stack's turned-over counters, as Counters' flipsOf writes them. */
export function stackWords(ids: readonly string[], moving: string | null, flips = ''): string {
  if (!ids.length) return '';
  // A stack's list keeps its identity while it does not change (AlesiaBoard): its words are kept with it.
  const m = ids.includes(moving ?? '') ? moving : null;
  const kept = stackWordsKept.get(ids);
  if (kept && kept.moving === m && kept.flips === flips) return kept.words;
  const words = stackWordsOf(ids, m, flips);
  stackWordsKept.set(ids, { moving: m, flips, words });
  return words;
}

function stackWordsOf(ids: readonly string[], moving: string | null, flips: string): string {
  const side = acUnit(ids[0]).side;
  const list = [...ids].reverse().map((id) => {
    const flip = flipOf(flips, id);
    return unitWords(id) + (flip ? `, ${FLIP_WORDS[flip]}` : '') + (id === moving ? ' (moving)' : '');
  });
  const n = ids.length;
  return `${n} ${SIDE_WORD[side]} ${n === 1 ? 'counter' : 'counters'}: ${list.join('; ')}`;
}

/** "2½", "½", "3": movement factors as the rules write them. */
export function mfWords(n: number): string {
  const whole = Math.floor(n);
  const half = n - whole >= 0.5 ? '½' : '';
  return whole === 0 && half ? half : `${whole}${half}`;
}

/** "2½ MF of 4, 1½ left" or "1 MF of 6, must stop there". */
export function costWords(c: MoveCost): string {
  return `${mfWords(c.mf)} MF of ${mfWords(c.budget)}, ${c.stops ? 'must stop there' : `${mfWords(c.left)} left`}`;
}

export function actionWords(a: AcAction | undefined, cost?: MoveCost): string {
  if (!a) return '';
  if (a.t === 'move') return cost ? `move here, ${costWords(cost)}` : 'move here';
  if (a.t === 'moveStack') return `move the stack of ${a.units.length} here`;
  if (a.t === 'place') return 'place here';
  if (a.t === 'select') return `can move ${acUnit(a.unit).name}`;
  if (a.t === 'pick') return `can set up ${acUnit(a.unit).name}`;
  if (a.t === 'retreat') return 'retreat here';
  if (a.t === 'advance') return `${acUnit(a.unit).name} can advance here`;
  if (a.t === 'attack') return 'attack here';
  if (a.t === 'widen') return `battle ${a.battle + 1} can also attack here`;
  if (a.t === 'fire') return `fire at ${acUnit(a.target).name} here, ${a.volley} volley of ${acUnit(a.shooter).name}`;
  if (a.t === 'cull') return `eliminate ${acUnit(a.unit).name} here (stack over the limit)`;
  return '';
}

/** A hex's choices in words: one as actionWords says it, several counted ("3 choices here: …"). */
export function choicesWords(list: readonly AcAction[]): string {
  if (list.length === 1) return actionWords(list[0]);
  return `${list.length} choices here, listed in the prompt: ${list.map((a) => actionWords(a)).join('; ')}`;
}

/** "Hex D32, slope, perimeter rampart, Outer Works; 2 Roman counters: …; move here, 2½ MF of 8, 5½ left". */
export function hexName(key: string, stack: readonly string[], moving: string | null, act: AcAction | undefined, selectable: number, hidden = 0, cost?: MoveCost, flips = '', choices?: readonly AcAction[]): string {
  const parts = [`Hex ${hexLabel(key)}, ${terrainWords(key)}`];
  if (stack.length) parts.push(stackWords(stack, moving, flips));
  if (hidden) parts.push(`${hidden} more ${hidden === 1 ? 'counter' : 'counters'} hidden under it (optional rule 25.7)`);
  if (choices && choices.length > 1) parts.push(choicesWords(choices));
  else if (act) parts.push(actionWords(act, cost));
  else if (selectable === 1) parts.push('a unit here can move');
  else if (selectable > 1) parts.push(`${selectable} units here can move`);
  return parts.join('; ');
}

/**
 * Fills the kept words of every hex (its printed name and its ground), once, while the page is idle
 * after the board is first shown: the first unit selected then names its hundreds of destinations
 * without building them.
 */
export function warmHexWords(): void {
  for (const key of acMap().hexes.keys()) {
    hexLabel(key);
    terrainWords(key);
  }
}
