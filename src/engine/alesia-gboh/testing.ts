/** Test helpers: a game set up, and a seeded random playout over the legal list. */
import { nextIndex, seedRng, type RngState } from '../core/rng';
import { playLoggedOn, type Logged } from '../core/playLogged';
import type { AgAction } from './actions';
import { alesiaGboh } from './system';
import type { AgOptions } from './setup/setup';
import type { AgState } from './state';

export function fresh(scenario: '12.1' | '12.2' | '12.3' = '12.2', seed = 'test', options: Partial<AgOptions> = {}): AgState {
  const r = alesiaGboh.setup({ scenario, seed, options });
  if (!r.ok) throw new Error(r.rejection.message);
  return r.state;
}

/** Apply actions in turn; a refused one fails the test with the rule's message. */
export function play(s: AgState, ...actions: AgAction[]): AgState {
  return playLogged(s, ...actions).s;
}

export function playLogged(s: AgState, ...actions: AgAction[]): Logged<AgState> {
  return playLoggedOn(alesiaGboh, s, actions);
}

/** The Roman set up by the sample deployment (GB-DEP). */
export function deployed(scenario: '12.1' | '12.2' | '12.3' = '12.2', seed = 'test'): AgState {
  return play(fresh(scenario, seed), { t: 'sample' }, { t: 'endSetup' });
}

/**
 * A random playout over the legal list. The policy moves games on: it prefers finishing steps,
 * and the Gaul calls off the assault (reading X1) with a small chance once enough phases have been
 * played — until movement, fire and shock exist nothing else ends an Assault Period. Stops at the
 * game's end or after `maxActions` (the documented point).
 */
export function randomPlayout(s0: AgState, seed: string, maxActions: number, onStep?: (s: AgState, a: AgAction) => void): { state: AgState; actions: AgAction[] } {
  let s = s0;
  let rng: RngState = seedRng(seed);
  const actions: AgAction[] = [];
  const pickOne = (xs: readonly AgAction[]): AgAction => {
    let j: number;
    [j, rng] = nextIndex(rng, xs.length);
    return xs[j];
  };
  for (let i = 0; i < maxActions && !s.outcome; i++) {
    const legal = alesiaGboh.legalActions(s);
    if (legal.length === 0) throw new Error(`dead end in ${s.step}`);
    let r: number;
    [r, rng] = nextIndex(rng, 100);
    const of = (t: AgAction['t']) => legal.filter((a) => a.t === t);
    let pick: AgAction;
    if (of('sample').length) pick = of('sample')[0];
    else if (of('endSetup').length) pick = of('endSetup')[0];
    else if (s.step === 'planning') pick = of('endPlanning').length && r < 60 ? of('endPlanning')[0] : pickOne(legal.filter((a) => a.t !== 'unchoose'));
    else if (of('callOff').length && s.ap.phases > 12 && r < 8) pick = of('callOff')[0];
    else {
      const rest = legal.filter((a) => a.t !== 'callOff' && a.t !== 'dropTribe');
      pick = pickOne(rest.length ? rest : legal);
    }
    const x = alesiaGboh.apply(s, pick);
    if (!x.ok) throw new Error(`legal action refused: ${JSON.stringify(pick)}: ${x.rejection.message}`);
    s = x.state;
    actions.push(pick);
    onStep?.(s, pick);
  }
  return { state: s, actions };
}

/** A copy of `s` whose next d10 rolls (0–9) are `dice` (a generator state found by search). */
export function withDice(s: AgState, dice: readonly number[]): AgState {
  for (let i = 0; i < 100000; i++) {
    let st = seedRng(`dice-${i}`);
    let ok = true;
    for (const d of dice) {
      let v: number;
      [v, st] = nextDie10(st);
      if (v !== d) { ok = false; break; }
    }
    if (ok) return { ...s, rng: seedRng(`dice-${i}`) };
  }
  throw new Error(`no seed gives ${dice.join(',')}`);
}

function nextDie10(st: RngState): [number, RngState] {
  const [v, n] = nextIndex(st, 10);
  return [v, n];
}

/** Assign every available tribe: `zones` where given, else Zone I (AG 5.31). */
export function planAll(s: AgState, zones: Record<string, string> = {}): AgState {
  const acts: AgAction[] = [];
  for (const [t, z] of Object.entries(zones)) acts.push({ t: 'assign', tribe: t, zone: z as never });
  for (const t of Object.keys(s.tribes)) if (s.tribes[t].status === 'available' && !(t in zones)) acts.push({ t: 'assign', tribe: t, zone: 'I' });
  return play(s, ...acts, { t: 'endPlanning' });
}

/** A hand-edited copy (tests that set a position by hand). */
export function edit(s: AgState, f: (x: AgState) => void): AgState {
  const x = JSON.parse(JSON.stringify(s)) as AgState;
  f(x);
  return x;
}

/** The rule an `apply` refused with (null when it was applied). */
export function refusal(s: AgState, a: AgAction): string | null {
  const r = alesiaGboh.apply(s, a);
  return r.ok ? null : r.rejection.rule;
}
