/**
 * Random playouts of Alésia (GBoH, seed 002) for the simulator, the bench and the bounded fuzz test,
 * through the system contract only (setup, legalActions, apply, outcome). The Roman takes the
 * sample deployment (GB-DEP) or, in some games, places his counters one by one; then both sides
 * play random legal actions. After every action: the action was accepted, the state is deep-frozen
 * (a rule writing into the state it was given crashes), the invariants hold (src/engine/alesia-gboh/
 * invariants.ts, which includes "no dead end"). At the end the game is replayed from its set-up and
 * action log and the final states compared bit for bit.
 *
 * Termination: the game ends on an outcome, or after `maxActions` actions as "unfinished". Reading X1
 * (flow/phase.ts) is what ends a stalled Assault Period: the Gaul may call off the assault instead
 * of a phase; this policy does so with a small chance once the AP has run `callOffAfter` phases.
 *
 * Policy bias (so random games reach the works): the Gaul prefers doing something in his phase
 * (placing, entering, activating) to an OC move or ending it; his units prefer moves that end
 * nearer a Rampart (onto one when they can, laying Fill when they carry it), BI take Fill when they
 * may, archers shoot fire arrows when they may, and stacks in contact go to shock. The Roman's
 * choices stay uniform. Each game counts what the bias is for (`AgEventCounts`): Gauls onto
 * Ramparts (breaches), fire-arrow shots, Fill taken and laid, shocks resolved and shocks against a
 * Rampart, reinforcement calls and entries, Alesia-force sorties.
 *
 * Seeds: game `i` of a run seeded `S` uses the engine seed `${S}-${i}` and a policy generator seeded
 * `policy:${S}-${i}`, so a failure is reproduced by its seed alone.
 */
import { deepFreeze } from '../../src/engine/core/deepFreeze';
import { replay } from '../../src/engine/core/replay';
import { stableStringify } from '../../src/engine/core/hash';
import { nextIndex, seedRng, type RngState } from '../../src/engine/core/rng';
import type { AgAction } from '../../src/engine/alesia-gboh/actions';
import { checkInvariants, type InvariantOptions } from '../../src/engine/alesia-gboh/invariants';
import { alesiaGboh } from '../../src/engine/alesia-gboh/system';
import type { AgScenarioId, AgState } from '../../src/engine/alesia-gboh/state';
import type { Failure, RunSummary } from './playout';
import { agUnit } from '../../src/engine/alesia-gboh/data';
import { H_RAMPART, moveBoard } from '../../src/engine/alesia-gboh/movement/board';
import { toAct } from '../../src/engine/alesia-gboh/legal';
import type { LogEntry } from '../../src/engine/core/log';
import { distance, parseHexKey } from '../../src/engine/hex/coords';

/** What the policy's bias is for, counted per game and summed over a run. */
export interface AgEventCounts {
  /** Gallic moves that enter a Rampart hex (AG 12.2 breaches, AG 6.42 climbing). */
  breaches: number;
  /** Fire-arrow shots (AG 8.41) and hexes set on fire (AG 8.43). */
  fireArrows: number;
  fires: number;
  /** Fill taken (AG 6.47) and laid. */
  fillTaken: number;
  fillLaid: number;
  /** Shocks resolved (AG 9.25), and those with a Rampart modifier (AG 9.23: attacked from below or along the walkway). */
  shocks: number;
  rampartShocks: number;
  /** AG 12.2 reinforcement calls and entries. */
  reinforcements: number;
  /** AG 5.6 moves of the Alesia force from the oppidum or the east edge. */
  sorties: number;
}

export const zeroEvents = (): AgEventCounts => ({ breaches: 0, fireArrows: 0, fires: 0, fillTaken: 0, fillLaid: 0, shocks: 0, rampartShocks: 0, reinforcements: 0, sorties: 0 });

/** Adds what one applied action did to `e`. */
export function countEvents(e: AgEventCounts, before: AgState, a: AgAction, log: readonly LogEntry[]): void {
  if (a.t === 'move' && agUnit(a.unit).side === 'gallic') {
    const mb = moveBoard(before.scenario);
    const from = before.units[a.unit].loc.at === 'hex' ? 1 : 0;
    if (a.path.slice(from).some((h) => (mb.flags[mb.index.get(h) ?? 0] & H_RAMPART) !== 0)) e.breaches++;
    if (['alesia', 'east-edge'].includes(before.units[a.unit].loc.at)) e.sorties++;
    if (a.fill !== undefined) e.fillLaid++;
  }
  if (a.t === 'layFill') e.fillLaid++;
  if (a.t === 'carryFill') e.fillTaken++;
  if (a.t === 'fire' && a.fireArrows) e.fireArrows++;
  if (a.t === 'reinforce') e.reinforcements++;
  for (const l of log) {
    if (l.kind === 'text' && l.rule === 'AG 8.43' && /set on fire/i.test(l.text)) e.fires++;
    if (l.kind === 'roll' && l.rule === 'AG 9.25') {
      e.shocks++;
      // The shock being resolved: a defender standing on a Rampart hex (AG 9.23).
      const seg = before.shock;
      const sh = seg?.shocks[seg.cur];
      const mb = moveBoard(before.scenario);
      const onRampart = (id: string) => {
        const loc = before.units[id]?.loc;
        return loc?.at === 'hex' && (mb.flags[mb.index.get(loc.hex) ?? 0] & H_RAMPART) !== 0;
      };
      if (sh?.defenders.some(onRampart)) e.rampartShocks++;
    }
  }
}

/** Per scenario board: each hex's distance (in hexes) to the nearest Rampart hex. */
const RAMPART_DIST = new Map<string, Map<string, number>>();
function rampartDistance(scenario: AgScenarioId): Map<string, number> {
  let d = RAMPART_DIST.get(scenario);
  if (d) return d;
  const mb = moveBoard(scenario);
  const dist = new Int32Array(mb.n).fill(-1);
  const q: number[] = [];
  for (let i = 0; i < mb.n; i++) if (mb.flags[i] & H_RAMPART) { dist[i] = 0; q.push(i); }
  for (let k = 0; k < q.length; k++) {
    const i = q[k];
    for (let dir = 0; dir < 6; dir++) {
      const j = mb.nb[i * 6 + dir];
      if (j >= 0 && dist[j] < 0) { dist[j] = dist[i] + 1; q.push(j); }
    }
  }
  d = new Map(mb.keys.map((k, i) => [k, dist[i] < 0 ? 999 : dist[i]]));
  RAMPART_DIST.set(scenario, d);
  return d;
}

/**
 * The Gaul's bias toward the lines (see the header), or null to fall back on the uniform pick.
 * `r` is a percentile already drawn; `pickOne` draws from the policy generator.
 */
function gallicBias(s: AgState, legal: readonly AgAction[], r: number, pickOne: (xs: readonly AgAction[]) => AgAction): AgAction | null {
  if (toAct(s) !== 'gallic') return null;
  const of = (t: AgAction['t']) => legal.filter((a) => a.t === t);
  if (s.step === 'choose') {
    const doing = legal.filter((a) => a.t === 'activate' || a.t === 'entry' || a.t === 'placeTribe');
    return doing.length && r < 85 ? pickOne(doing) : null;
  }
  if (s.step === 'forming') {
    const add = of('addTribe');
    if (add.length && r < 70) return pickOne(add);
    return of('commit')[0] ?? null;
  }
  if (s.step !== 'command') return null;
  const arrows = legal.filter((a): a is Extract<AgAction, { t: 'fire' }> => a.t === 'fire' && !!a.fireArrows);
  if (arrows.length && r < 60) {
    // The nearest targets: fire arrows hit far more often at range 1 (tables/missile.ts).
    const range = (a: Extract<AgAction, { t: 'fire' }>) => {
      const loc = s.units[a.unit]?.loc;
      return loc?.at === 'hex' ? distance(parseHexKey(loc.hex), parseHexKey(a.target)) : 99;
    };
    // Standing (no "will move" +1, AG 8.17) at the nearest target.
    const score = (a: Extract<AgAction, { t: 'fire' }>) => range(a) * 2 + (a.andMove ? 1 : 0);
    const best = Math.min(...arrows.map(score));
    return pickOne(arrows.filter((a) => score(a) === best));
  }
  const fill = of('carryFill');
  if (fill.length && r < 60) return pickOne(fill);
  const moves = legal.filter((a): a is Extract<AgAction, { t: 'move' }> => a.t === 'move');
  if (moves.length && r < 80) {
    // One unit, then its move that ends nearest a Rampart (laying Fill if it can).
    const unit = (pickOne(moves) as Extract<AgAction, { t: 'move' }>).unit;
    const dist = rampartDistance(s.scenario);
    const mine = moves.filter((m) => m.unit === unit);
    // Facing a Roman unit at the end (AG 9.21: the shock goes at the front hexes, vertex v: neighbours v and v + 1).
    const mb = moveBoard(s.scenario);
    const romanAt = new Set(Object.entries(s.units).filter(([id, u]) => u.loc.at === 'hex' && agUnit(id).side === 'roman').map(([, u]) => (u.loc as { hex: string }).hex));
    const facesRoman = (m: Extract<AgAction, { t: 'move' }>) => {
      const i = mb.index.get(m.path[m.path.length - 1]);
      if (i === undefined) return false;
      return [m.facing, (m.facing + 1) % 6].some((d) => mb.nb[i * 6 + d] >= 0 && romanAt.has(mb.keys[mb.nb[i * 6 + d]]));
    };
    // Archers stop two hexes short, out of the Death Garden's Hits (AG 6.45), in fire-arrow range (AG 8.42).
    const want = agUnit(unit).type === 'AR' ? 2 : 0;
    const score = (m: Extract<AgAction, { t: 'move' }>) => Math.abs((dist.get(m.path[m.path.length - 1]) ?? 999) - want) * 4 - (facesRoman(m) ? 2 : 0) - (m.fill !== undefined ? 1 : 0);
    const best = Math.min(...mine.map(score));
    return pickOne(mine.filter((m) => score(m) === best));
  }
  const shock = [...of('toShock'), ...of('shock'), ...of('endDesignation')];
  if (shock.length && r < 90) return pickOne(shock);
  return null;
}

export const AG_SCENARIO_IDS: readonly AgScenarioId[] = ['12.1', '12.2', '12.3'];
export const AG_DEFAULT_MAX_ACTIONS = 3000;

export interface AgGameReport {
  seed: string;
  actions: number;
  winner: string | null;
  crashed: boolean;
  deadEnd: boolean;
  invariantViolations: number;
  replayMismatch: boolean;
  failures: Failure[];
  /** Assault Periods begun. */
  aps: number;
  /** The last state reached (null after a crash at set-up). */
  final: AgState | null;
  /** What happened on the lines (the policy's bias). */
  events: AgEventCounts;
}

export interface AgPlayOptions {
  scenario: AgScenarioId;
  seed: string;
  maxActions?: number;
  /** Phases an AP runs before the policy may call it off (reading X1). */
  callOffAfter?: number;
  /** Check invariants after every action (default true). */
  invariants?: boolean;
  invariantOptions?: InvariantOptions;
  /** Replay the log at the end (default true). */
  replayCheck?: boolean;
  /** The Roman places his counters one by one (random hexes) instead of the sample deployment. */
  placeByHand?: boolean;
  /** No bias toward the lines: every choice uniform (as before the bias). */
  uniform?: boolean;
  /**
   * Play on from this position (a test's hand-made one) instead of the scenario's set-up; the replay
   * then re-applies the log to it.
   */
  from?: AgState;
}

const STANDING_ORDERS: ReadonlySet<AgAction['t']> = new Set(['seizeOrder', 'reactOrder', 'combatOrder']);

/** The random policy: finishing steps preferred where a step could otherwise run long; else uniform. */
export function chooseAgAction(s: AgState, legal: readonly AgAction[], rng: RngState, o: { callOffAfter: number; placeByHand: boolean; placed: number; uniform?: boolean }): [AgAction, RngState] {
  let r: number;
  [r, rng] = nextIndex(rng, 100);
  const pickOne = (xs: readonly AgAction[]): AgAction => {
    let j: number;
    [j, rng] = nextIndex(rng, xs.length);
    return xs[j];
  };
  const of = (t: AgAction['t']) => legal.filter((a) => a.t === t);
  let a: AgAction;
  if (s.step === 'roman-setup' || s.step === 'roman-redeploy') {
    // By hand: a few counters picked and placed at random, then the sample deployment fills the rest.
    if (o.placeByHand && o.placed < 6 && s.step === 'roman-setup') {
      const place = of('place');
      a = place.length ? pickOne(place) : pickOne(of('pick').length ? of('pick') : legal);
    } else a = of('sample')[0] ?? of('endSetup')[0] ?? pickOne(legal);
  } else if (s.step === 'planning') a = of('endPlanning').length && r < 60 ? of('endPlanning')[0] : pickOne(legal.filter((x) => x.t !== 'unchoose'));
  else if (of('callOff').length && s.ap.phases > o.callOffAfter && r < 10) a = of('callOff')[0];
  else if (s.step === 'command' && r < 8 && of('endPhase').length) a = of('endPhase')[0];
  // Nothing left to do but set standing orders (they change nothing on the map): the phase is stalled,
  // and reading X1 ends it by calling off the assault (found by the sim: 12.3, seed sim-71, a Gallic
  // phase of AP 3 with no entry, activation or OC move left, orders chosen for ever).
  else if (of('callOff').length && legal.every((x) => x.t === 'callOff' || STANDING_ORDERS.has(x.t))) a = of('callOff')[0];
  else {
    // The bias toward the lines (header), for the Gaul; else uniform.
    const biased = o.uniform ? null : gallicBias(s, legal, nextIndexOf(100), pickOne);
    if (biased) a = biased;
    else {
      // Moves are many per unit: draw the kind first, then the action, so one unit's 200 paths do not drown the rest.
      const rest = legal.filter((x) => x.t !== 'callOff' && x.t !== 'dropTribe' && x.t !== 'unplace');
      const pool = rest.length ? rest : legal;
      const kinds = [...new Set(pool.map((x) => x.t))];
      const k = kinds[nextIndexOf(kinds.length)];
      a = pickOne(pool.filter((x) => x.t === k));
    }
  }
  return [a, rng];

  function nextIndexOf(n: number): number {
    let j: number;
    [j, rng] = nextIndex(rng, n);
    return j;
  }
}

export function playAgGame(o: AgPlayOptions): AgGameReport {
  const maxActions = o.maxActions ?? AG_DEFAULT_MAX_ACTIONS;
  const rep: AgGameReport = { seed: o.seed, actions: 0, winner: null, crashed: false, deadEnd: false, invariantViolations: 0, replayMismatch: false, failures: [], aps: 0, final: null, events: zeroEvents() };
  const setup = { scenario: o.scenario, seed: o.seed, options: {} };
  const fail = (kind: Failure['kind'], index: number, message: string, action?: AgAction) =>
    rep.failures.push({ kind, seed: `${o.scenario}/${o.seed}`, index, message, action: action ? alesiaGboh.actionKey(action) : undefined });
  const log: AgAction[] = [];
  let s: AgState;
  try {
    if (o.from) s = deepFreeze(o.from);
    else {
      const r = alesiaGboh.setup(setup);
      if (!r.ok) throw new Error(r.rejection.message);
      s = deepFreeze(r.state);
    }
    const s0 = s;
    let rng: RngState = seedRng(`policy:${o.seed}`);
    let placed = 0;
    for (let i = 0; i < maxActions && !s.outcome; i++) {
      const legal = alesiaGboh.legalActions(s);
      if (!legal.length) {
        rep.deadEnd = true;
        fail('deadEnd', i, `no legal action in ${s.step}`);
        break;
      }
      let a: AgAction;
      [a, rng] = chooseAgAction(s, legal, rng, { callOffAfter: o.callOffAfter ?? 16, placeByHand: !!o.placeByHand, placed, uniform: o.uniform });
      const x = alesiaGboh.apply(s, a);
      if (!x.ok) {
        rep.invariantViolations++;
        fail('invariant', i, `legal action refused: ${x.rejection.rule}: ${x.rejection.message}`, a);
        break;
      }
      if (a.t === 'place') placed++;
      countEvents(rep.events, s, a, x.log);
      const prev = s;
      s = deepFreeze(x.state);
      log.push(a);
      if (o.invariants !== false) {
        for (const v of checkInvariants(s, prev, { legal: alesiaGboh.legalActions, ...o.invariantOptions })) {
          rep.invariantViolations++;
          if (v.startsWith('dead end')) rep.deadEnd = true;
          if (rep.invariantViolations <= 3) fail(v.startsWith('dead end') ? 'deadEnd' : 'invariant', i, v, a);
        }
        if (rep.deadEnd) break;
      }
    }
    rep.actions = log.length;
    rep.winner = s.outcome?.winner ?? null;
    rep.aps = s.ap.n;
    rep.final = s;
    if (o.replayCheck !== false) {
      const rp = o.from ? replayFrom(s0, log) : replay(alesiaGboh, setup, log);
      if (rp.failedAt >= 0 || stableStringify(rp.state) !== stableStringify(s)) {
        rep.replayMismatch = true;
        fail('replay', rp.failedAt, rp.error ?? 'the replayed final state differs');
      }
    }
  } catch (e) {
    rep.crashed = true;
    rep.actions = log.length;
    fail('crash', log.length, e instanceof Error ? e.stack ?? e.message : String(e), log[log.length - 1]);
  }
  return rep;
}

/** Re-applies `log` to `s0` (the replay of a game begun from a hand-made position). */
function replayFrom(s0: AgState, log: readonly AgAction[]): { state: AgState; failedAt: number; error?: string } {
  let s = s0;
  for (let i = 0; i < log.length; i++) {
    const r = alesiaGboh.apply(s, log[i]);
    if (!r.ok) return { state: s, failedAt: i, error: `${r.rejection.rule}: ${r.rejection.message}` };
    s = r.state;
  }
  return { state: s, failedAt: -1 };
}

export interface AgRunSummary extends RunSummary {
  /** Games stopped at the action cap without an outcome. */
  unfinished: number;
  maxActions: number;
  /** Summed over the games: what the bias toward the lines brought about. */
  events: AgEventCounts;
  /** Games in which each event happened at least once. */
  gamesWith: Record<keyof AgEventCounts, number>;
}

export function runAgGames(o: { scenario: AgScenarioId; games: number; seed: string; maxActions: number; onGame?: (r: AgGameReport, i: number) => void }): AgRunSummary {
  const t0 = performance.now();
  const summary: AgRunSummary = {
    system: alesiaGboh.id, scenario: o.scenario, mode: 'hotseat', policy: 'random', seed: o.seed, games: o.games,
    completed: 0, crashed: 0, deadEnds: 0, invariantViolations: 0, replayMismatches: 0, actions: 0, actionsPerSecond: 0, gamesPerSecond: 0, outcomes: {},
    unfinished: 0, maxActions: o.maxActions, events: zeroEvents(), gamesWith: zeroEvents(),
  };
  for (let i = 0; i < o.games; i++) {
    // Every fifth game the Roman places a few counters by hand before the sample deployment.
    const r = playAgGame({ scenario: o.scenario, seed: `${o.seed}-${i}`, maxActions: o.maxActions, placeByHand: i % 5 === 4 });
    summary.actions += r.actions;
    for (const k of Object.keys(r.events) as (keyof AgEventCounts)[]) {
      summary.events[k] += r.events[k];
      if (r.events[k] > 0) summary.gamesWith[k]++;
    }
    if (r.winner) summary.completed++;
    else if (!r.crashed && !r.deadEnd) summary.unfinished++;
    if (r.crashed) summary.crashed++;
    if (r.deadEnd) summary.deadEnds++;
    if (r.replayMismatch) summary.replayMismatches++;
    summary.invariantViolations += r.invariantViolations;
    const w = r.winner ?? (r.crashed ? 'crashed' : r.deadEnd ? 'deadEnd' : 'unfinished');
    summary.outcomes[w] = (summary.outcomes[w] ?? 0) + 1;
    o.onGame?.(r, i);
  }
  const secs = Math.max(1e-9, (performance.now() - t0) / 1000);
  summary.actionsPerSecond = Math.round(summary.actions / secs);
  summary.gamesPerSecond = Math.round((o.games / secs) * 100) / 100;
  return summary;
}
