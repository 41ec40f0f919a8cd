/**
 * An action's key (GameSystem.actionKey): its JSON with sorted keys (core/hash.ts stableStringify).
 * The computer's search keys every entry of every legal list it meets — move phases list a few
 * hundred — so the common kinds are written out directly, in the sorted order stableStringify
 * gives, when the action has exactly their fields with values of their types; anything else (an
 * extra field, a missing one, another type) goes to stableStringify. The two agree on every action
 * (actionKey.test.ts).
 */
import { stableStringify } from '../core/hash';
import type { AcAction } from './actions';

const q = JSON.stringify;
const str = (x: unknown): x is string => typeof x === 'string';

/** Fields of `a` with a value (stableStringify leaves out undefined ones). */
function fields(a: object): number {
  let n = 0;
  for (const k in a) if ((a as Record<string, unknown>)[k] !== undefined) n++;
  return n;
}

export function actionKey(a: AcAction): string {
  const x = a as Record<string, unknown>;
  switch (a.t) {
    case 'select':
    case 'unplace':
    case 'pick':
    case 'cull':
      if (str(x.unit) && fields(a) === 2) return `{"t":${q(a.t)},"unit":${q(x.unit)}}`;
      break;
    case 'move':
    case 'shift':
    case 'withdraw':
    case 'revive':
      if (str(x.to) && str(x.unit) && fields(a) === 3) return `{"t":${q(a.t)},"to":${q(x.to)},"unit":${q(x.unit)}}`;
      break;
    case 'fire':
      if (str(x.shooter) && str(x.target) && str(x.volley) && fields(a) === 4) return `{"shooter":${q(x.shooter)},"t":"fire","target":${q(x.target)},"volley":${q(x.volley)}}`;
      break;
    case 'attack':
      if (str(x.hex) && fields(a) === 2) return `{"hex":${q(x.hex)},"t":"attack"}`;
      break;
    case 'retreat':
      if (str(x.to) && fields(a) === 2) return `{"t":"retreat","to":${q(x.to)}}`;
      break;
    case 'end':
    case 'fight':
    case 'hold':
    case 'holdFire':
    case 'historical':
      if (fields(a) === 1) return `{"t":${q(a.t)}}`;
      break;
  }
  return stableStringify(a);
}
