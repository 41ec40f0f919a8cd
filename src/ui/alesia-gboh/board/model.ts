/**
 * What the GBoH board offers now, from the legal list (the one list the engine applies): the hexes
 * a choice lights — where the picked counter may be placed (AG 3.0 A), where the selected unit may
 * end its move or turn (AG 6, 7.12), the leaders that may be activated or seize (AG 4.1, 5.21), and
 * for any other kind the hexes its fields name (a target unit's hex, a hex) — the units that may be
 * selected, and the Entry Zones a placement or an entry names (AG 5.4). Pure: no React.
 */
import type { AgAction } from '../../../engine/alesia-gboh/actions';
import type { AgLeaderState, AgUnitState } from '../../../engine/alesia-gboh/state';
import { isHexKey, isLeaderId, isUnitId } from '../words';
import { perPosition } from '../../hexboard/perPosition';

/** The position as the board draws it (a side's view or the whole state). */
export interface BoardView {
  step: string;
  picking: string | null;
  units: Record<string, AgUnitState>;
  leaders: Record<string, AgLeaderState>;
  /** The tribal counters (AG 5.48: a unit on its counter moves from the counter's hex). */
  tribes?: Record<string, { hex?: string | null }>;
}

export interface BoardActs {
  /** The unit whose choices the hexes show (the picked counter, the selected unit), or null. */
  actor: string | null;
  /** Hex → the choices there for the actor (placing, moving, turning, any targeted kind). */
  toHex: Map<string, AgAction[]>;
  /** Hex → choices taken on a counter there (activate its leader, seize with him, a unit's own act). */
  onCounter: Map<string, AgAction[]>;
  /** Units that have choices of their own (selecting one lights them). */
  selectable: Set<string>;
  /** Zone → choices naming it (a tribe placed there, an entry). */
  zones: Map<string, AgAction[]>;
}

/** Kinds the board reads itself; any other kind is read from its fields (`targetHexes`). */
const OWN = new Set(['place', 'move', 'face', 'activate', 'seize', 'placeTribe', 'entry', 'pick', 'unplace']);

/** Where a counter is on the map, or null. */
export function hexOf(v: BoardView, id: string): string | null {
  const loc = v.units[id]?.loc ?? v.leaders[id]?.loc;
  return loc?.at === 'hex' ? loc.hex : null;
}

/** AG 5.48, 6.21: where a unit's move starts — its hex, or its tribal counter's hex while it stands on the counter. */
export function startHexOf(v: BoardView, id: string): string | null {
  const loc = v.units[id]?.loc;
  if (loc?.at === 'counter') return v.tribes?.[loc.tribe]?.hex ?? null;
  return hexOf(v, id);
}

/**
 * The hexes an action of another kind names: hex fields, the end of a path, and units or leaders on
 * the map (its own actor aside).
 */
export function targetHexes(v: BoardView, a: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const [k, val] of Object.entries(a)) {
    if (k === 't' || k === actorField(a)) continue;
    // A path names where it ends (its start is the mover's own hex).
    const vals = Array.isArray(val) ? (k === 'path' ? val.slice(-1) : val) : [val];
    for (const x of vals) {
      if (typeof x !== 'string') continue;
      if (isHexKey(x)) out.push(x);
      else if (isUnitId(x) || isLeaderId(x)) {
        const h = hexOf(v, x);
        if (h) out.push(h);
      }
    }
  }
  return [...new Set(out)];
}

/**
 * The field naming the counter that does an action of another kind: `unit`, or `leader` for a
 * leader's own act (a leader moving, AG 6.12) — not for activate or seize, which are taken on his counter.
 */
export function actorField(a: Record<string, unknown>): 'unit' | 'leader' | null {
  if (typeof a.unit === 'string' && (isUnitId(a.unit) || isLeaderId(a.unit))) return 'unit';
  if (typeof a.leader === 'string' && isLeaderId(a.leader) && a.t !== 'activate' && a.t !== 'seize' && a.t !== 'placeChief' && a.t !== 'seizeOrder') return 'leader';
  return null;
}

const actorOf = (a: Record<string, unknown>): string | null => {
  const f = actorField(a);
  return f ? (a[f] as string) : null;
};

const push = <K, V>(m: Map<K, V[]>, k: K, v: V) => {
  const l = m.get(k);
  if (l) l.push(v);
  else m.set(k, [v]);
};

/**
 * The legal list sorted once by the counter each choice belongs to, so a selection reads its own
 * choices (a unit's few hundred moves) and the shared ones, not the whole list (thousands of moves
 * at a Command). Kept per list (and the view it was read with).
 */
interface ActsIndex {
  v: BoardView;
  /** Units that have choices of their own (selecting one lights them). */
  selectable: Set<string>;
  /** Each counter's own choices (placed, moved, turned, or any other kind it does), in the list's order. */
  byActor: Map<string, AgAction[]>;
  /** The choices of no selectable counter (activations, zones, targets of others), in the list's order. */
  common: AgAction[];
  /** Each choice's place in the list (to merge a counter's own with the common in the list's order). */
  at: Map<AgAction, number>;
  /** The board's reading per actor made so far (made ahead of the click: a hover, selectionReach.ts; the prefetch, warm.ts). */
  read: Map<string | null, BoardActs>;
}

const INDEXES = new WeakMap<readonly AgAction[], ActsIndex>();

function actsIndex(legal: readonly AgAction[], v: BoardView): ActsIndex {
  const kept = INDEXES.get(legal);
  if (kept && kept.v === v) return kept;
  const selectable = new Set<string>();
  const actors: (string | null)[] = new Array(legal.length);
  legal.forEach((a, i) => {
    const u = actorOf(a as unknown as Record<string, unknown>);
    actors[i] = u;
    // Units just put out on their counter (AG 5.48) are picked like the rest: they move from its hex.
    if (u && startHexOf(v, u)) selectable.add(u);
  });
  const byActor = new Map<string, AgAction[]>();
  const common: AgAction[] = [];
  const at = new Map<AgAction, number>();
  legal.forEach((a, i) => {
    at.set(a, i);
    const own = a.t === 'place' ? a.id : a.t === 'move' || a.t === 'face' ? a.unit : OWN.has(a.t) ? null : actors[i];
    if (own && (a.t === 'place' || a.t === 'move' || a.t === 'face' || selectable.has(own))) push(byActor, own, a);
    else if (a.t !== 'pick' && a.t !== 'place' && a.t !== 'move' && a.t !== 'face') common.push(a);
  });
  const index = { v, selectable, byActor, common, at, read: new Map<string | null, BoardActs>() };
  INDEXES.set(legal, index);
  return index;
}

/** A counter's own choices and the common ones, in the legal list's order. */
function choicesFor(index: ActsIndex, actor: string | null): readonly AgAction[] {
  const own = actor ? index.byActor.get(actor) : undefined;
  if (!own?.length) return index.common;
  const out: AgAction[] = [];
  const { common, at } = index;
  let i = 0;
  let j = 0;
  while (i < own.length || j < common.length) {
    if (j >= common.length || (i < own.length && at.get(own[i])! < at.get(common[j])!)) out.push(own[i++]);
    else out.push(common[j++]);
  }
  return out;
}

/** The actor now: the counter being placed, else the selected unit if it still has choices, else the only unit that has. */
export function boardActs(legal: readonly AgAction[], v: BoardView, selected: string | null): BoardActs {
  const index = actsIndex(legal, v);
  const { selectable } = index;
  const actor = v.picking ?? (selected && selectable.has(selected) ? selected : selectable.size === 1 ? [...selectable][0] : null);
  // The reading depends on the actor alone: a selection that is no longer one (the unit just moved) reads as none.
  const made = index.read.get(actor);
  if (made) return made;
  const toHex = new Map<string, AgAction[]>();
  const onCounter = new Map<string, AgAction[]>();
  const zones = new Map<string, AgAction[]>();
  // The actor's own choices and the shared ones only: every other counter's would be passed over below.
  for (const a of choicesFor(index, actor)) {
    switch (a.t) {
      case 'place':
        if (a.id === actor) push(toHex, a.hex, a);
        continue;
      case 'move':
        if (a.unit === actor) push(toHex, a.path[a.path.length - 1], a);
        continue;
      case 'face': {
        const h = a.unit === actor ? hexOf(v, a.unit) : null;
        if (h) push(toHex, h, a);
        continue;
      }
      case 'activate':
      case 'seize': {
        const h = hexOf(v, a.leader);
        if (h) push(onCounter, h, a);
        continue;
      }
      case 'unplace': {
        // AG 3.0 A: a placed counter taken back from its hex (while none is being placed).
        const h = v.picking ? null : hexOf(v, a.id);
        if (h) push(onCounter, h, a);
        continue;
      }
      case 'placeTribe':
        // AG 5.45: the placement hexes are lit and pickable; the zone button takes each counter's default hex (the first listed).
        if (a.hex) push(toHex, a.hex, a);
        if (!(zones.get(a.zone) ?? []).some((b) => b.t === 'placeTribe' && b.tribe === a.tribe)) push(zones, a.zone, a);
        continue;
      case 'entry':
        push(zones, a.zone, a);
        continue;
    }
    if (OWN.has(a.t)) continue;
    const rec = a as unknown as Record<string, unknown>;
    const unit = actorOf(rec);
    if (unit && unit !== actor && selectable.has(unit)) continue;
    const hexes = targetHexes(v, rec);
    if (hexes.length) for (const h of hexes) push(toHex, h, a);
    else if (unit && hexOf(v, unit)) push(onCounter, hexOf(v, unit)!, a);
  }
  const out = { actor, toHex, onCounter, selectable, zones };
  if (index.read.size >= 16) index.read.clear();
  index.read.set(actor, out);
  return out;
}

/**
 * The choices of a hex by the facing they end with, when every one of them ends with a facing
 * (placing, moving, turning: the facing picker takes them); null otherwise. A facing may carry
 * several choices (a move that also lays Fill, or takes a leader along): the prompt then shows them.
 */
export function byFacing(acts: readonly AgAction[]): Map<number, AgAction[]> | null {
  if (!acts.length) return null;
  const out = new Map<number, AgAction[]>();
  for (const a of acts) {
    const f = (a as { facing?: unknown }).facing;
    if ((a.t !== 'place' && a.t !== 'move' && a.t !== 'face') || typeof f !== 'number') return null;
    push(out, f, a);
  }
  return out.size > 1 || acts.length > 1 ? out : null;
}

/** Whether the facing picker takes these choices. */
export const facingChoices = (acts: readonly AgAction[]): boolean => byFacing(acts) !== null;

/** Counters on each hex of the view: units top first (AG 6.65: the stack order the state keeps), then leaders. */
/** The stacks of a view, made once per view (and ahead of a click: warmed by the store's prefetch, warm.ts). */
export const stacksOf: (v: BoardView) => ReadonlyMap<string, readonly string[]> = perPosition(stacksOfView);

/**
 * The stacks in the board's order (`order`: the board frame's, one per scenario), made once per view:
 * a move adds and drops a hex's counters, never moves the other stacks' elements. Warmed with the rest.
 */
export function boardStacks(v: BoardView, order: (hex: string) => number): ReadonlyMap<string, readonly string[]> {
  let s = SORTED.get(v);
  if (!s) SORTED.set(v, (s = new Map([...stacksOf(v)].sort((a, b) => order(a[0]) - order(b[0])))));
  return s;
}

const SORTED = new WeakMap<BoardView, ReadonlyMap<string, readonly string[]>>();

function stacksOfView(v: BoardView): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [id, u] of Object.entries(v.units)) if (u.loc.at === 'hex') push(out, u.loc.hex, id);
  for (const ids of out.values()) if (ids.length > 1) ids.sort((a, b) => (v.units[a].stackPos ?? 0) - (v.units[b].stackPos ?? 0));
  for (const [id, l] of Object.entries(v.leaders)) if (l.loc.at === 'hex') push(out, l.loc.hex, id);
  return out;
}

/**
 * AG 6.65 (reading X81) — when the actor is the top unit of a stack that may move as one, the units
 * under it that would go along (the legal list's stack moves name them); else null.
 */
export function stackMoveChoice(legal: readonly AgAction[], actor: string | null): { mates: string[] } | null {
  if (!actor) return null;
  let leads = STACK_MOVES.get(legal);
  if (!leads) {
    // Each unit's first stack move, read once per list.
    leads = new Map();
    for (const x of legal) if (x.t === 'move' && x.with?.length && !leads.has(x.unit)) leads.set(x.unit, { mates: x.with });
    STACK_MOVES.set(legal, leads);
  }
  return leads.get(actor) ?? null;
}

const STACK_MOVES = new WeakMap<readonly AgAction[], Map<string, { mates: string[] }>>();

const MOVES_FOR = new WeakMap<readonly AgAction[], [AgAction[]?, AgAction[]?]>();

/** AG 6.65 — the legal list with only the stack's moves (`whole`) or only single units' moves (the same array for the same list). */
export function movesFor(legal: readonly AgAction[], whole: boolean): AgAction[] {
  let kept = MOVES_FOR.get(legal);
  if (!kept) MOVES_FOR.set(legal, (kept = []));
  return (kept[whole ? 1 : 0] ??= legal.filter((a) => a.t !== 'move' || !!a.with?.length === whole));
}
