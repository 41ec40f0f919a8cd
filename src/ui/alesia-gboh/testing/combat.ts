/**
 * Combat positions of Alésia (GBoH) for the UI's tests, built with the engine's own test kits
 * (shock/kit.ts, fire/kit.ts) and then played through the legal list.
 */
import type { AgAction } from '../../../engine/alesia-gboh/actions';
import { deepFreeze } from '../../../engine/core/deepFreeze';
import { hexKey, parseHexKey } from '../../../engine/hex/coords';
import { neighbour } from '../../../engine/hex/directions';
import { firePosition, key, unitOf } from '../../../engine/alesia-gboh/fire/kit';
import { openSpot, position, rampartSpot, reliefBi } from '../../../engine/alesia-gboh/shock/kit';
import type { AgState, Facing, ReactOrder } from '../../../engine/alesia-gboh/state';
import { alesiaGboh } from '../../../engine/alesia-gboh/system';
import { deployed } from '../../../engine/alesia-gboh/testing';
import { apply } from './positions';

const nb = (hex: string, d: number): string => hexKey(neighbour(parseHexKey(hex), ((d % 6) + 6) % 6));

let shockBase: AgState | null = null;
const base = () => (shockBase ??= deployed('12.2', 'shock'));

/**
 * GB-9.23: four relief BI in two stacks in the outer Death Garden, having moved in, must storm a
 * Rampart hex held by one cohort (AG 9.11): `toShock` is on offer, the preview reads −3 +3 +1 −2.
 */
export function gb923Shock(): { s: AgState; co: string; bi: string[]; rampart: string } {
  const b = base();
  const spot = rampartSpot(b);
  const { tribe, ids } = reliefBi(b, 4);
  const co = 'co-vi-1';
  const fa = ((spot.v + 3) % 6) as Facing;
  const far = nb(nb(spot.a, spot.v), spot.v);
  const hits = [3, 2, 2, 2];
  const s = position(b, 'gallic', [
    { id: co, hex: spot.rampart, facing: spot.v },
    ...ids.map((id, i) => ({ id, hex: i < 2 ? spot.a : spot.b, facing: fa, hits: hits[i], from: far })),
  ], { units: ids, tribes: [tribe] }, (x) => {
    x.tribes[tribe] = { ...x.tribes[tribe], status: 'placed', zone: 'I', released: ids.length };
  });
  return { s: deepFreeze(s), co, bi: ids, rampart: spot.rampart };
}

/**
 * A voluntary shock to designate (AG 9.12): a Roman cohort faces a relief BI on open ground, the BI
 * already in its front when the phase began (an enemy in its ZOC), the Roman's phase.
 */
export function voluntaryShock(): { s: AgState; co: string; bi: string; biHex: string } {
  const b = base();
  const o = openSpot(b);
  const f: Facing = 0;
  const co = 'co-vi-1';
  const bi = 'bi-arverni-1';
  const biHex = nb(o, f);
  const s = position(b, 'roman', [
    { id: co, hex: o, facing: f },
    { id: bi, hex: biHex, facing: ((f + 3) % 6) as Facing },
  ], { units: [co] }, (x) => {
    x.tribes.arverni = { ...x.tribes.arverni, status: 'placed', zone: 'I', released: 1 };
    x.phaseStart = { at: { [co]: o, [bi]: biHex }, inEnemyZoc: [co, bi], enemyInZoc: [co, bi] };
  });
  return { s: deepFreeze(s), co, bi, biHex };
}

/** A Roman light cavalry unit faced by a BI that moved in: with `rbs: 'ask'` the Roman is asked whether it retreats before shock (AG 9.22). */
export function rbsAsked(): { s: AgState; lc: string; bi: string } {
  const b = base();
  const o = openSpot(b);
  const f: Facing = 0;
  const lc = 'lc-iberian-1';
  const bi = 'bi-arverni-1';
  const biHex = nb(o, f);
  const s0 = deepFreeze(position(b, 'gallic', [
    { id: lc, hex: o, facing: f },
    { id: bi, hex: biHex, facing: ((f + 3) % 6) as Facing, from: nb(nb(biHex, f), f) },
  ], { units: [bi], tribes: ['arverni'] }, (x) => {
    x.tribes.arverni = { ...x.tribes.arverni, status: 'placed', zone: 'I', released: 1 };
    x.combatOrders = { roman: { rbs: 'ask', hold: 'hold', weapon: 'best', leftover: 'auto', retreat: 'auto', escape: 'never' } };
  }));
  return { s: apply(s0, { t: 'toShock' }), lc, bi };
}

export const REACT_CO = 'co-x-1';
export const REACT_BI = unitOf('gallic', 'BI', 0, 'relief');
const REACT_BI2 = unitOf('gallic', 'BI', 1, 'relief');

/** GB-9.23's entry fire: a cohort on the Rampart W1334, two Gauls to come into the Death Garden (12.3), the Roman's reaction order `order`. */
export function reactPosition(order: ReactOrder): AgState {
  return firePosition({
    [REACT_CO]: { at: 'W1334', facing: 3 },
    [REACT_BI]: { at: 'W1332', facing: 0 },
    [REACT_BI2]: { at: 'W1233', facing: 0 },
  }, 'gallic', [REACT_BI, REACT_BI2], { roman: order });
}

/** The Gaul's move of the first BI into the Death Garden hex W1333 (it draws the cohort's Entry fire, AG 8.62). */
export function intoDeathGarden(s: AgState): AgAction {
  const to = key('W1333');
  const a = alesiaGboh.legalActions(s).find((x) => x.t === 'move' && x.unit === REACT_BI && x.path[x.path.length - 1] === to);
  if (!a) throw new Error('no move into W1333');
  return a;
}

/** The step `react`: the Gaul's BI came into W1333 and the Roman (order `ask`) decides. */
export function reactAsked(): AgState {
  const s = reactPosition('ask');
  return apply(s, intoDeathGarden(s));
}

export const GB817_AR = unitOf('gallic', 'AR', 0, 'relief');

/** GB-8.17: Gallic archers in W4911 (the Gaul's phase) may shoot at W4914, a Rampart holding a cohort and Roman archers (12.3). */
export function gb817(): AgState {
  return firePosition({
    [GB817_AR]: { at: 'W4911', facing: 0 },
    'co-x-1': { at: 'W4914', facing: 3 },
    [unitOf('roman', 'AR')]: { at: 'W4914', facing: 3 },
  }, 'gallic', [GB817_AR], { roman: 'never' });
}
