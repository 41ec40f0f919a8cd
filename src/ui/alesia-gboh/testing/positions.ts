/** Positions of Alésia (GBoH) for the UI's tests, reached through the legal list only. */
import type { AgAction } from '../../../engine/alesia-gboh/actions';
import { alesiaGboh } from '../../../engine/alesia-gboh/system';
import { toAct } from '../../../engine/alesia-gboh/legal';
import type { AgState } from '../../../engine/alesia-gboh/state';
import { fresh } from '../../../engine/alesia-gboh/testing';

export function apply(s: AgState, a: AgAction): AgState {
  const r = alesiaGboh.apply(s, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.rejection.message}`);
  return r.state;
}

/** 12.1 played on until the Roman chooses his phase (the Commands he may activate lit). */
export const romanChoose121 = (seed = 'ui'): AgState => romanCommand121(seed, (s) => s.step === 'choose' && toAct(s) === 'roman');

/** 12.1 with the sample deployment and the lines manned: the Gaul plans. */
export function planning121(seed = 'ui'): AgState {
  return apply(apply(fresh('12.1', seed), { t: 'sample' }), { t: 'endSetup' });
}

const ORDER: readonly AgAction['t'][] = ['endPlanning', 'placeTribe', 'placeChief', 'commit', 'addTribe', 'endPlacement', 'noSeize', 'activate', 'endPhase'];

/**
 * 12.1 played on until a Roman Command is active with units that may move: the Gaul chooses two
 * tribes, brings them in with a chief, activates him; the Roman lets the phase go, then activates a legion.
 */
export function romanCommand121(seed = 'ui', stop: (s: AgState) => boolean = () => false): AgState {
  return romanCommand121Played(seed, stop).state;
}

/** The same, with every action played from the set-up on. */
export function romanCommand121Played(seed = 'ui', stop: (s: AgState) => boolean = () => false): { state: AgState; actions: AgAction[] } {
  const actions: AgAction[] = [{ t: 'sample' }, { t: 'endSetup' }];
  let s = planning121(seed);
  const step = (a: AgAction) => {
    s = apply(s, a);
    actions.push(a);
  };
  const legal = () => alesiaGboh.legalActions(s);
  const chosen = legal().filter((a) => a.t === 'choose').slice(0, 2);
  for (const a of chosen) step(a);
  for (let i = 0; i < 200; i++) {
    const l = legal();
    if (stop(s)) return { state: s, actions };
    if (s.step === 'command' && s.ap.owner === 'roman' && l.some((a) => a.t === 'move')) return { state: s, actions };
    let a: AgAction | undefined;
    if (toAct(s) === 'roman' && s.step === 'choose') a = l.find((x) => x.t === 'activate');
    if (!a && s.step === 'command') a = l.find((x) => x.t === 'endPhase');
    if (!a) for (const t of ORDER) if ((a = l.find((x) => x.t === t))) break;
    if (!a) throw new Error(`stuck in ${s.step}: ${JSON.stringify(l.slice(0, 5))}`);
    step(a);
  }
  throw new Error('no Roman Command reached');
}
