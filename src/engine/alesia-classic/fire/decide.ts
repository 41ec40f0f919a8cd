/**
 * The Roman's fire decisions (AC 20.5, 24.2, 24.4): in "ask me" mode the move stops at each
 * chance to fire and the Roman fires or lets the unit go on; at the end of Gallic movement he may
 * fire the forts' unused primary volleys and at Gauls that stood still in a field of fire. The
 * standing plan ("plan" mode) is changed with plan actions in the Roman's own turn.
 */
import type { AcAction, PlanRanges } from '../actions';
import type { AcCtx } from '../ctx';
import { continueMove, firePlanAt, hitOrOver, stopMove } from '../movement/moves';
import { unitOf, type AcState, type FireRule, type Volley } from '../state';
import { fire, fireOptions, finalOptions, shooters } from './fire';
import { acUnit } from '../data/units';

export const PLAN_RANGES: Record<PlanRanges, Volley[]> = {
  all: ['tertiary', 'secondary', 'primary'],
  close: ['secondary', 'primary'],
  primary: ['primary'],
  none: [],
};

/** The options open in the window now. */
export function windowOptions(s: AcState) {
  const w = s.fire.window;
  if (!w) return [];
  if ('final' in w) return finalOptions(s);
  if ('after' in w) return w.units.filter((u) => unitOf(s, u).loc.at === 'hex').flatMap((u) => fireOptions(s, u, w.hex, false, shooters(s), true));
  if (hitOrOver(s, w.target)) return [];
  return fireOptions(s, w.target, w.hex, w.entering);
}

export function fireLegal(s: AcState): AcAction[] {
  const out: AcAction[] = windowOptions(s).map((o) => ({ t: 'fire', shooter: o.shooter, volley: o.volley, target: o.target }) as AcAction);
  out.push({ t: 'holdFire' });
  return out;
}

/** Fire one volley from the window, then go on: the next chance, or the rest of the move. */
export function fireFromWindow(ctx: AcCtx, a: Extract<AcAction, { t: 'fire' }>): void {
  const s = ctx.s;
  const o = windowOptions(s).find((x) => x.shooter === a.shooter && x.volley === a.volley && x.target === a.target)!;
  fire(ctx, o, false);
  afterFire(ctx);
}

export function holdFire(ctx: AcCtx): void {
  const s = ctx.s;
  const w = s.fire.window;
  s.fire.window = null;
  if (w && !('final' in w) && !('after' in w)) continueMove(ctx);
}

/**
 * AC 16.3 — Gauls who have retreated or advanced after a battle may be fired at where they stop
 * by shooters with volleys left this turn: by the plan at once, or in "ask me" mode by the Roman.
 */
export function fireAfterCombat(ctx: AcCtx, units: string[], hex: string): void {
  const s = ctx.s;
  const gauls = units.filter((u) => acUnit(u).side === 'gallic' && unitOf(s, u).loc.at === 'hex');
  if (!gauls.length || s.outcome) return;
  const all = shooters(s);
  const opts = gauls.flatMap((u) => fireOptions(s, u, hex, false, all, true));
  if (!opts.length) return;
  if (s.options.fire === 'ask') {
    s.fire.window = { after: true, hex, units: gauls };
    return;
  }
  firePlanAt(ctx, opts, true);
}

function afterFire(ctx: AcCtx): void {
  const s = ctx.s;
  const w = s.fire.window;
  if (!w) return;
  if ('final' in w || 'after' in w) {
    if (!windowOptions(s).length || s.outcome) s.fire.window = null;
    return;
  }
  if (hitOrOver(s, w.target)) return stopMove(ctx);
  if (!windowOptions(s).length) {
    s.fire.window = null;
    continueMove(ctx);
  }
}

/** At the end of Gallic movement (AC 24.4, 24.52): the plan fires, or the Roman is asked. True when he is asked. */
export function finalFire(ctx: AcCtx): boolean {
  const s = ctx.s;
  const opts = finalOptions(s);
  if (!opts.length) return false;
  if (s.options.fire === 'ask') {
    s.fire.window = { final: true };
    return true;
  }
  firePlanAt(ctx, opts, true);
  return false;
}

export function setPlan(s: AcState, a: Extract<AcAction, { t: 'plan' }>): void {
  const rule: FireRule = { ranges: [...PLAN_RANGES[a.ranges]], minStrength: a.minStrength, holdPrimary: a.who === 'forts' && a.holdPrimary };
  s.fire.plan[a.who] = rule;
}

/**
 * The menu for one kind of shooter, given its rule now: kept per rule record (a plan's rules are
 * replaced whole, never edited: setPlan), as shared, never-changed actions — the Roman movement
 * phase lists it with every position.
 */
const MENUS = { forts: new WeakMap<FireRule, readonly AcAction[]>(), missiles: new WeakMap<FireRule, readonly AcAction[]>() };
function planMenu(who: 'forts' | 'missiles', cur: FireRule): readonly AcAction[] {
  const known = MENUS[who].get(cur);
  if (known) return known;
  const out: AcAction[] = [];
  for (const ranges of Object.keys(PLAN_RANGES) as PlanRanges[])
    for (const minStrength of [0, 5, 6, 7] as const)
      for (const holdPrimary of who === 'forts' ? [false, true] : [false]) {
        const same = cur.minStrength === minStrength && cur.holdPrimary === holdPrimary && cur.ranges.join() === PLAN_RANGES[ranges].join();
        if (!same) out.push(Object.freeze({ t: 'plan', who, ranges, minStrength, holdPrimary }) as AcAction);
      }
  MENUS[who].set(cur, out);
  return out;
}

/** Every plan a Roman may choose (a small menu: ranges × minimum strength × holding the forts' primary). */
export function planLegal(s: AcState): AcAction[] {
  return [...planMenu('forts', s.fire.plan.forts), ...planMenu('missiles', s.fire.plan.missiles)];
}
