/**
 * An action's key (GameSystem.actionKey): its JSON with sorted keys (core/hash.ts stableStringify).
 * The computer's search keys every entry of the lists it meets — a Command's list holds thousands
 * of moves, 12.1's arrivals thousands of placements — so the common kinds are written out directly,
 * in the sorted order stableStringify gives, when the action has exactly their fields with values
 * of their types; anything else (an extra field, a missing one, another type) goes to
 * stableStringify. The two agree on every action (actionKey.rules.test.ts).
 */
import { stableStringify } from '../core/hash';
import type { AgAction } from './actions';

const q = JSON.stringify;
const str = (x: unknown): x is string => typeof x === 'string';
const num = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
function strs(x: unknown): x is string[] {
  if (!Array.isArray(x)) return false;
  for (let i = 0; i < x.length; i++) if (typeof x[i] !== 'string') return false;
  return true;
}
const list = (xs: readonly string[]): string => `[${xs.map((x) => q(x)).join(',')}]`;

/** Fields of `a` with a value (stableStringify leaves out undefined ones). */
function fields(a: object): number {
  let n = 0;
  for (const k in a) if ((a as Record<string, unknown>)[k] !== undefined) n++;
  return n;
}

/** A `move` (AG 6): facing, fill?, leaders?, path, rapid?, t, unit, with? — in that (sorted) order. */
function moveKey(x: Record<string, unknown>): string | null {
  if (!num(x.facing) || !strs(x.path) || !str(x.unit)) return null;
  let n = 4;
  let out = `{"facing":${q(x.facing)}`;
  if (x.fill !== undefined) {
    if (!(x.fill === 'hex' || num(x.fill))) return null;
    out += `,"fill":${q(x.fill)}`;
    n++;
  }
  if (x.leaders !== undefined) {
    if (!strs(x.leaders)) return null;
    out += `,"leaders":${list(x.leaders)}`;
    n++;
  }
  out += `,"path":${list(x.path)}`;
  if (x.rapid !== undefined) {
    if (x.rapid !== true) return null;
    out += ',"rapid":true';
    n++;
  }
  out += `,"t":"move","unit":${q(x.unit)}`;
  if (x.with !== undefined) {
    if (!strs(x.with)) return null;
    out += `,"with":${list(x.with)}`;
    n++;
  }
  return fields(x) === n ? out + '}' : null;
}

export function actionKey(a: AgAction): string {
  const x = a as Record<string, unknown>;
  switch (a.t) {
    case 'move':
      return moveKey(x) ?? stableStringify(a);
    case 'face':
      if (num(x.facing) && str(x.unit) && fields(a) === 3) return `{"facing":${q(x.facing)},"t":"face","unit":${q(x.unit)}}`;
      break;
    case 'placeTribe':
      if (str(x.hex) && str(x.tribe) && str(x.zone) && fields(a) === 4) return `{"hex":${q(x.hex)},"t":"placeTribe","tribe":${q(x.tribe)},"zone":${q(x.zone)}}`;
      break;
    case 'assign':
      if (str(x.tribe) && str(x.zone) && fields(a) === 3) return `{"t":"assign","tribe":${q(x.tribe)},"zone":${q(x.zone)}}`;
      break;
    case 'release':
      if (str(x.tribe) && str(x.unit) && fields(a) === 3) return `{"t":"release","tribe":${q(x.tribe)},"unit":${q(x.unit)}}`;
      break;
    case 'choose':
    case 'unchoose':
    case 'addTribe':
    case 'dropTribe':
      if (str(x.tribe) && fields(a) === 2) return `{"t":${q(a.t)},"tribe":${q(x.tribe)}}`;
      break;
    case 'activate':
      if (str(x.leader) && fields(a) === 2) return `{"leader":${q(x.leader)},"t":"activate"}`;
      break;
    case 'swap':
      if (str(x.unit) && fields(a) === 2) return `{"t":"swap","unit":${q(x.unit)}}`;
      break;
  }
  return stableStringify(a);
}
