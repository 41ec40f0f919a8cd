/**
 * A heuristic chance of winning an Alésia (GBoH) position, for playouts cut short (core/bot). It
 * follows the victory conditions (AG 11.0, victory.ts):
 *
 * - legions: the Gaul wins at the end of an AP with four legions each a majority routed or
 *   eliminated; each legion's progress towards that (routed and eliminated cohorts, half weight for
 *   the Hits on the others against their TQ), the best four averaged;
 * - the breakout: Vercingetorix and three Alesia-force units outside the circumvallations, and how
 *   far along the way out (breakout.ts's terrain field) the three nearest and he have come;
 * - the Roman's blocking (issue 18, romanPlan.ts): how much dearer the Romans in the way make the
 *   Gaul's breakout (`breakoutCost` with them and their ZOC, breakout.ts `fieldZoc`, against the bare terrain),
 *   BLOCK_MP for the whole effect — a blocked way out lowers the Gaul's chance until he is out, the
 *   less the nearer four legions are to broken (the other way to win);
 * - tribal withdrawal (AG 10.7): the AP ends once half the committed Size has withdrawn, so the
 *   withdrawn share and the strength each side still has on the map set how much more the assault
 *   can do in this AP;
 * - the clock: later APs (12.2, 12.3) give the Gaul fresh chances; cohorts lost stay lost.
 * Otherwise Rome wins when the scenario ends. Weights are a first guess, not tuned by self-play.
 */
import { AG_SCENARIO_FORCES } from '../data';
import { reactOrderOf } from '../fire/reactionPlay';
import { ordersOf } from '../shock/orders';
import { DEFAULT_COMBAT_ORDERS } from '../shock/segment';
import { withdrawalSizes } from '../flow/phase';
import type { AgSide, AgState } from '../state';
import { brokenOut } from '../victory';
import { alesiaOc } from '../commands';
import { distanceOf, FAR, offMapDistance, terrainField } from './breakout';
import { breakoutUnits } from './gallicPlan';
import { breakoutCost } from './romanPlan';
import { legionWear, mapUnits } from './read';

const clamp = (x: number, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, x));

export interface AgFeatures {
  /** Progress of the best four legions towards "broken" (AG 11.0), 0–1. */
  legions: number;
  /** How far the breakout has come (AG 11.0, `breakoutProgress`), 0–1; 1 = it has happened. */
  breakout: number;
  /** How much the Romans in the way add to the Gaul's breakout cost, 0–1 (1: BLOCK_MP or more, or no way out). */
  blocked: number;
  /** Share of the committed Size withdrawn (AG 10.7), 0–1 (0.5 ends the AP). */
  withdrawn: number;
  /** The Gaul's share of the unrouted strength on the map, 0–1. */
  strength: number;
  /** How much of this AP is probably played (phases begun), 0–1. */
  elapsed: number;
  /** Assault Periods after this one. */
  apsLeft: number;
}

export function features(s: AgState): AgFeatures {
  const wear = [...legionWear(s).values()].map(({ inPlay, bad, worn }) => (2 * bad > inPlay ? 1 : clamp((bad + 0.5 * worn) / (inPlay / 2 + 0.5))));
  wear.sort((a, b) => b - a);
  const legions = wear.slice(0, 4).reduce((n, x) => n + x, 0) / 4;
  const breakout = !s.alesiaEntered ? 0 : brokenOut(s) ? 1 : breakoutProgress(s);
  const { committed, withdrawn } = withdrawalSizes(s);
  const bare = breakoutCost(s, terrainField(s));
  const m = mapUnits(s);
  const fresh = (xs: readonly { worn: number; routed: boolean }[]) => xs.reduce((n, u) => n + (u.routed ? 0 : 1 - 0.5 * u.worn), 0);
  const g = fresh(m.gallic);
  const r = fresh(m.roman);
  return {
    legions,
    breakout,
    blocked: bare >= FAR ? 0 : clamp((breakoutCost(s) - bare) / BLOCK_MP),
    withdrawn: committed > 0 ? withdrawn / committed : 0,
    strength: g + r > 0 ? g / (g + r) : 0.5,
    elapsed: clamp(s.ap.phases / 30),
    apsLeft: Math.max(0, AG_SCENARIO_FORCES[s.scenario].assaultPeriods - s.ap.n),
  };
}

/**
 * AG 11.0: how far the breakout has come, 0–1, along the terrain field (breakout.ts): the three
 * Alesia-force units nearest the way out (0.6) and their commander (0.4), each by the share of the
 * way from where the force comes on that it has made.
 */
export function breakoutProgress(s: AgState): number {
  const f = terrainField(s);
  const start = offMapDistance(s, f, s.scenario === '12.3' ? 'alesia' : 'east-edge');
  if (start <= 0 || start >= FAR) return 0;
  const made = (d: number) => clamp(1 - d / start);
  const ds = breakoutUnits(s).map((id) => distanceOf(s, f, s.units[id].loc)).sort((a, b) => a - b);
  const units = [0, 1, 2].reduce((n, k) => n + (k < ds.length ? made(ds[k]) : 0), 0) / 3;
  const leader = alesiaOc(s);
  const v = leader ? made(distanceOf(s, f, s.leaders[leader].loc)) : 0;
  return 0.6 * units + 0.4 * v;
}

/** MP the Romans in the way must add to the Gaul's breakout for the whole effect (two hexes they hold, breakout.ts). */
const BLOCK_MP = 16;
/** What a fully blocked way out takes off the Gaul's chance. */
const BLOCK_WEIGHT = 0.3;

/** The Gaul's chance of winning, from the features. */
export function gallicChance(f: AgFeatures): number {
  if (f.breakout >= 1) return 0.99;
  // The blocking stops the breakout, not the four legions' fall (AG 11.0): it weighs less as they break.
  return clamp(chanceUnblocked(f) * (1 - BLOCK_WEIGHT * f.blocked * (1 - f.legions)), 0.01, 0.99);
}

function chanceUnblocked(f: AgFeatures): number {
  const momentum = clamp(1 - 2 * f.withdrawn) * (0.5 + f.strength);
  const now = Math.pow(f.legions, 1.5);
  const thisAp = Math.max(now + (1 - now) * 0.35 * momentum * (1 - f.elapsed) * (0.3 + f.legions), 0.8 * f.breakout);
  const later = 0.12 + 0.4 * f.legions;
  return clamp(1 - (1 - thisAp) * Math.pow(1 - later, f.apsLeft), 0.01, 0.99);
}

/**
 * Reading X2 — has `side` set a standing order (Seizure, reaction fire, combat) away from the
 * engine's defaults? A bot never gains by one: without it the engine asks, and the search decides
 * each case. Setting one changes nothing on the map, so without a cost the search would spend its
 * phases choosing among a dozen such entries (as many as the real choices at the start of a phase).
 */
export function ordersChanged(s: AgState, side: AgSide): boolean {
  if (s.orders[side].seize !== 'ask' || reactOrderOf(s, side) !== 'ask') return true;
  const c = ordersOf(s, side);
  return (Object.keys(DEFAULT_COMBAT_ORDERS) as (keyof typeof DEFAULT_COMBAT_ORDERS)[]).some((k) => c[k] !== DEFAULT_COMBAT_ORDERS[k]);
}

/** Heuristic win chance of `side` in [0, 1] (halved when it has set standing orders, `ordersChanged`). */
export function evaluateAg(s: AgState, side: AgSide): number {
  if (s.outcome) return s.outcome.winner === side ? 1 : s.outcome.winner === 'draw' ? 0.5 : 0;
  const g = gallicChance(features(s));
  const v = side === 'gallic' ? g : 1 - g;
  return ordersChanged(s, side) ? v / 2 : v;
}
