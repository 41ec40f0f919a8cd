/**
 * AG 9.25: the Hits that do not share out evenly among a side's units ("leftover" Hits) are placed
 * by the player who inflicted them, top units first — the choices offered (every way to place them)
 * and reading X2's `auto` standing order (the units nearest to breaking).
 */
import { agUnit } from '../data';
import type { Stack } from '../fire/combatUnit';
import type { AgSide } from '../state';
import { hitTakers } from './hits';
import type { DecisionKind, Pending } from './segment';

const name = (id: string): string => agUnit(id).name;

/** The decision of where the leftover Hits go: every choice of units, top units first. */
export function leftoverPending(stacks: readonly Stack[], hits: number, side: AgSide, kind: DecisionKind, cur: number): Pending {
  const { ids, tops } = hitTakers(stacks);
  const r = hits % ids.length;
  const pool = r <= tops.length ? tops : ids.filter((i) => !tops.includes(i));
  const fixed = r <= tops.length ? [] : tops;
  const k = r <= tops.length ? r : r - tops.length;
  const options = combos(pool, k).map((c) => [...fixed, ...c]).map((c) => ({ id: c.join(','), label: c.map(name).join(' and ') }));
  return { side, kind, rule: 'AG 9.25', subject: `${cur}`, prompt: `Place ${r} leftover Hit${r === 1 ? '' : 's'} (top units first)`, options };
}

/** Reading X2 `auto`: the leftover Hits go to the units nearest to breaking (top units first). */
export function autoLeftover(stacks: readonly Stack[], hits: number): string {
  const p = leftoverPending(stacks, hits, 'roman', 'leftover-attacker', 0);
  const units = new Map(stacks.flatMap((s) => s.units).map((u) => [u.id, u]));
  const each = Math.floor(hits / hitTakers(stacks).ids.length);
  const margin = (id: string) => units.get(id)!.tq - units.get(id)!.hits - each;
  const score = (o: { id: string }) => o.id.split(',').reduce((n, id) => n + margin(id), 0);
  return [...p.options].sort((a, b) => score(a) - score(b))[0].id;
}

function combos<T>(xs: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (xs.length < k) return [];
  const [h, ...t] = xs;
  return [...combos(t, k - 1).map((c) => [h, ...c]), ...combos(t, k)];
}
