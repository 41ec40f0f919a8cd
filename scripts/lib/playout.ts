/**
 * Random playouts of a rule system, with invariant checks after every action and a replay
 * check at the end of each game. Shared by `scripts/sim.ts`, `scripts/bench.ts` and the
 * fuzz test in `tests/unit/fuzz.test.ts`.
 *
 * Seeds: game `i` of a run seeded `S` uses the engine seed `${S}-${i}`; the random policy draws
 * from its own generator seeded `policy:${S}-${i}`, so a failure is reproduced by its seed alone.
 */
import { scenarioInvariants } from './scenarioInvariants';
import { bellum } from '../../src/engine/bellum/system';
import { replay } from '../../src/engine/core/replay';
import { hashState } from '../../src/engine/core/hash';
import { nextIndex, seedRng, type RngState } from '../../src/engine/core/rng';
import { UNIT_BY_ID } from '../../src/engine/bellum/data/units';
import { LEADER_BY_ID } from '../../src/engine/bellum/data/leaders';
import { REGIONS, REGION_BY_ID } from '../../src/engine/bellum/data/regions';
import { PLACE_BY_ID } from '../../src/engine/bellum/data/places';
import type { BellumAction, BellumOptions, BellumState, Control } from '../../src/engine/bellum/state';

export type FailureKind = 'crash' | 'deadEnd' | 'invariant' | 'replay';

export interface Failure {
  kind: FailureKind;
  /** Engine seed of the game. */
  seed: string;
  /** Index of the action after which the problem showed (-1: at setup). */
  index: number;
  message: string;
  /** The action just applied (or being applied), as its key. */
  action?: string;
}

/**
 * 'random': uniform over the legal actions. 'aggressive': still random, but moves towards enemy
 * units, attacks, sieges and fights are preferred to ending a step, so combat gets exercised.
 */
export type Policy = 'random' | 'aggressive';
export const POLICIES: readonly Policy[] = ['random', 'aggressive'];

export interface PlayoutOptions {
  policy?: Policy;
  scenario: string;
  /** Engine seed of this game. */
  seed: string;
  solo: boolean;
  /** Actions before the game counts as a dead end. */
  maxSteps?: number;
  /** Run the state invariants after every action (default true). */
  checkInvariants?: boolean;
  /**
   * Which legal actions to try on a copy to prove apply accepts them: 'all' (every legal
   * action of every state) or 'chosen' (only the one played). Default 'all'.
   */
  legalCheck?: 'all' | 'chosen';
  /** Replay the action log from the setup and compare the final hash (default true). */
  replayCheck?: boolean;
  /** Keep at most this many failure records per game (all are counted). Default 10. */
  keepFailures?: number;
}

export interface GameReport {
  seed: string;
  solo: boolean;
  actions: number;
  completed: boolean;
  crashed: boolean;
  deadEnd: boolean;
  invariantViolations: number;
  replayMismatch: boolean;
  winner: string | null;
  failures: Failure[];
  ms: number;
  actionLog: BellumAction[];
  finalState: BellumState | null;
}

export const DEFAULT_MAX_STEPS = 20000;

/** Uniform choice from a non-empty list, advancing the policy generator. */
export function pickRandom<T>(rng: RngState, list: readonly T[]): [T, RngState] {
  const [i, next] = nextIndex(rng, list.length);
  return [list[i], next];
}

const ENDING = new Set(['done', 'endMove', 'deselect', 'combatDone', 'lift', 'spare', 'endure']);
const TIMID = new Set(['garrison', 'evade', 'refuge', 'surrender', 'enter']);

function enemyFieldRegions(s: BellumState, side: string): Set<string> {
  const out = new Set<string>();
  for (const id in s.units) {
    const u = s.units[id];
    const d = UNIT_BY_ID[id];
    if (d && d.side !== side && u.out === null && u.region !== null && d.kind !== 'ship') out.add(u.region);
  }
  return out;
}

/** One choice of the policy; returns the action and the advanced generator. */
export function choose(policy: Policy, s: BellumState, legal: readonly BellumAction[], rng: RngState): [BellumAction, RngState] {
  if (policy === 'random' || legal.length === 1) return pickRandom(rng, legal);
  const side = bellum.toAct(s) ?? 'roman';
  const enemy = enemyFieldRegions(s, side);
  const toEnemy = legal.filter((a) => (a.t === 'move' && enemy.has(a.to)) || (a.t === 'forced' && enemy.has(a.to)));
  const bold = legal.filter((a) => !ENDING.has(a.t) && !TIMID.has(a.t));
  const [roll, r1] = nextIndex(rng, 100);
  if (toEnemy.length && roll < 80) return pickRandom(r1, toEnemy);
  if (bold.length && roll < 85) return pickRandom(r1, bold);
  return pickRandom(r1, legal);
}

export function gameSeed(runSeed: string, i: number): string {
  return `${runSeed}-${i}`;
}

export function policySeed(seed: string): string {
  return `policy:${seed}`;
}

export function setupOptions(scenario: string, seed: string, solo: boolean) {
  const options: Partial<BellumOptions> = { solo, gallicAuto: true };
  return { scenario, seed, options };
}

const errText = (e: unknown): string => (e instanceof Error ? `${e.message}${e.stack ? `\n${e.stack.split('\n').slice(1, 4).join('\n')}` : ''}` : String(e));

// ------------------------------------------------------------------ invariants

/**
 * BG 2.2 recomputed independently of `control.ts`: both sides' combat units (ships excluded)
 * → contested; one side → that side; empty → stays pro-Roman if it was, else anti-Roman.
 * `before` is the control map of the previous state (or the state itself at setup).
 */
export function expectedControl(s: BellumState, before: Record<string, Control>): Record<string, Control> {
  const roman = new Set<string>();
  const gallic = new Set<string>();
  for (const id in s.units) {
    const u = s.units[id];
    const d = UNIT_BY_ID[id];
    if (!d || u.out !== null || u.region === null || d.kind === 'ship') continue;
    (d.side === 'roman' ? roman : gallic).add(u.region);
  }
  const out: Record<string, Control> = {};
  for (const r of REGIONS) {
    const ro = roman.has(r.id);
    const ga = gallic.has(r.id);
    out[r.id] = ro && ga ? 'contested' : ro ? 'roman' : ga ? 'gallic' : before[r.id] === 'roman' ? 'roman' : 'gallic';
  }
  return out;
}

function checkPiece(kind: 'unit' | 'leader', id: string, loc: { region: string | null; place: string | null; out: unknown }, out: string[]): void {
  const onMap = loc.region !== null;
  const isOut = loc.out !== null && loc.out !== undefined;
  if (onMap === isOut) {
    out.push(`${kind} ${id} is ${onMap ? 'both on the map and out of play' : 'neither on the map nor out of play'} (region ${loc.region}, out ${String(loc.out)})`);
  }
  if (loc.out === undefined) out.push(`${kind} ${id} has no "out" field`);
  if (loc.region !== null && !REGION_BY_ID[loc.region]) out.push(`${kind} ${id} is in unknown region "${loc.region}"`);
  if (loc.place !== null && loc.place !== undefined) {
    if (loc.region === null) out.push(`${kind} ${id} is in place ${loc.place} without a region`);
    const p = PLACE_BY_ID[loc.place];
    if (!p) out.push(`${kind} ${id} is in unknown place "${loc.place}"`);
    else if (loc.region !== null && p.region !== loc.region) out.push(`${kind} ${id} is in place ${loc.place} of ${p.region} but region says ${loc.region}`);
  }
}

/**
 * Every invariant of one state; `prev` is the state before the last action (null at setup).
 * Returns messages, empty when all hold.
 */
export function checkState(s: BellumState, prev: BellumState | null, legal: readonly BellumAction[]): string[] {
  const out: string[] = [];
  // Pieces: each in exactly one place.
  for (const id in s.units) {
    const d = UNIT_BY_ID[id];
    const u = s.units[id];
    if (!d) { out.push(`unknown unit id "${id}" in state`); continue; }
    checkPiece('unit', id, u, out);
    if (u.out !== null && u.out !== 'eliminated') out.push(`unit ${id} is out as "${u.out}" (units can only be eliminated)`);
    // Strengths.
    if (typeof u.reduced !== 'boolean') out.push(`unit ${id} has non-boolean reduced flag`);
    if (u.reduced && !(d.reducedSp < d.sp)) out.push(`unit ${id} (${d.sp} SP) is reduced but its counter has no reduced side`);
    const sp = u.reduced ? d.reducedSp : d.sp;
    if (!(Number.isFinite(sp) && sp >= 0)) out.push(`unit ${id} has impossible strength ${sp}`);
  }
  for (const id in s.leaders) {
    const l = s.leaders[id];
    if (!LEADER_BY_ID[id]) { out.push(`unknown leader id "${id}" in state`); continue; }
    checkPiece('leader', id, l, out);
    if (l.out === 'eliminated') out.push(`leader ${id} is "eliminated" (leaders are captured or killed)`);
  }
  if (prev) {
    for (const id in prev.units) if (!(id in s.units)) out.push(`unit ${id} vanished from the state`);
    for (const id in prev.leaders) if (!(id in s.leaders)) out.push(`leader ${id} vanished from the state`);
  }
  // Control.
  const want = expectedControl(s, prev ? prev.control : s.control);
  for (const r of REGIONS) {
    const got = s.control[r.id];
    if (got !== want[r.id]) {
      const was = prev ? prev.control[r.id] : '(setup)';
      out.push(`control of ${r.id} is ${got}, expected ${want[r.id]} from occupation (was ${was})`);
    }
  }
  for (const k in s.control) if (!REGION_BY_ID[k]) out.push(`control names unknown region "${k}"`);
  // Loss orders.
  for (const o of s.losses) {
    if (!(o.count > 0)) out.push(`loss order "${o.purpose}" has count ${o.count}`);
    for (const c of o.candidates) if (!s.units[c]) out.push(`loss order "${o.purpose}" names unknown unit ${c}`);
  }
  // Selection.
  if (s.selection) {
    for (const l of s.selection.leaders) {
      const L = s.leaders[l];
      if (!L || L.region !== s.selection.region) out.push(`selected leader ${l} is not in the selected region ${s.selection.region}`);
    }
    for (const u of s.selection.units) {
      const U = s.units[u];
      if (!U || U.region !== s.selection.region) out.push(`selected unit ${u} is not in the selected region ${s.selection.region}`);
    }
  }
  // Who acts, and legal actions.
  const over = bellum.outcome(s) !== null;
  const side = bellum.toAct(s);
  if (over && side !== null) out.push(`game is over but toAct is ${side}`);
  if (!over && side === null) out.push(`game is not over but nobody is to act (step ${s.step})`);
  if (!over && legal.length === 0) out.push(`no legal action but the game is not over (step ${s.step}, to act ${side})`);
  if (over && legal.length > 0) out.push(`game is over but ${legal.length} legal actions remain`);
  if (s.step === 'over' && !over) out.push('step is "over" but there is no outcome');
  const keys = new Set<string>();
  for (const a of legal) {
    const k = bellum.actionKey(a);
    if (keys.has(k)) out.push(`legal action listed twice: ${k}`);
    keys.add(k);
  }
  if (prev && s.seq !== prev.seq + 1) out.push(`seq went from ${prev.seq} to ${s.seq}`);
  out.push(...scenarioInvariants(s, prev));
  return out;
}

// ------------------------------------------------------------------ one game

/** Play one game with uniformly random legal actions for every side the engine does not automate. */
export function playGame(opts: PlayoutOptions): GameReport {
  const t0 = performance.now();
  const maxSteps = opts.maxSteps ?? DEFAULT_MAX_STEPS;
  const doChecks = opts.checkInvariants ?? true;
  const legalCheck = opts.legalCheck ?? 'all';
  const keep = opts.keepFailures ?? 10;
  const report: GameReport = {
    seed: opts.seed,
    solo: opts.solo,
    actions: 0,
    completed: false,
    crashed: false,
    deadEnd: false,
    invariantViolations: 0,
    replayMismatch: false,
    winner: null,
    failures: [],
    ms: 0,
    actionLog: [],
    finalState: null,
  };
  const seen = new Set<string>();
  const fail = (kind: FailureKind, index: number, message: string, action?: BellumAction) => {
    if (kind === 'invariant') report.invariantViolations += 1;
    // A broken invariant usually stays broken for many actions: record each message once per game.
    if (seen.has(message)) return;
    seen.add(message);
    if (report.failures.length < keep) {
      report.failures.push({ kind, seed: opts.seed, index, message, action: action ? bellum.actionKey(action) : undefined });
    }
  };
  const finish = () => {
    report.ms = performance.now() - t0;
    return report;
  };

  const setup = setupOptions(opts.scenario, opts.seed, opts.solo);
  let state: BellumState;
  try {
    const r = bellum.setup(setup);
    if (!r.ok) {
      report.crashed = true;
      fail('crash', -1, `setup refused: ${r.rejection.rule}: ${r.rejection.message}`);
      return finish();
    }
    state = r.state;
  } catch (e) {
    report.crashed = true;
    fail('crash', -1, `setup threw: ${errText(e)}`);
    return finish();
  }

  let rng = seedRng(policySeed(opts.seed));
  let prev: BellumState | null = null;
  let lastAction: BellumAction | undefined;
  let logLength = 0;
  for (let step = 0; ; step++) {
    const index = step - 1; // index of the action that produced `state`
    let legal: BellumAction[];
    try {
      legal = bellum.legalActions(state);
    } catch (e) {
      report.crashed = true;
      fail('crash', index, `legalActions threw (step ${state.step}): ${errText(e)}`, lastAction);
      break;
    }
    if (doChecks) {
      let msgs: string[];
      try {
        msgs = checkState(state, prev, legal);
      } catch (e) {
        msgs = [`invariant check threw (engine state malformed?): ${errText(e)}`];
      }
      for (const m of msgs) fail('invariant', index, m, lastAction);
      if (legalCheck === 'all' && legal.length > 1) {
        const before = hashState(state);
        for (const a of legal) {
          try {
            const r = bellum.apply(state, a);
            if (!r.ok) fail('invariant', index, `legal action ${bellum.actionKey(a)} refused by apply: ${r.rejection.rule}: ${r.rejection.message}`, lastAction);
          } catch (e) {
            report.crashed = true;
            fail('crash', index, `apply threw on legal action ${bellum.actionKey(a)} (trial): ${errText(e)}`, lastAction);
          }
        }
        if (hashState(state) !== before) fail('invariant', index, 'apply mutated the state it was given (trial applies)', lastAction);
        if (report.crashed) break;
      }
    }
    if (bellum.outcome(state) !== null) {
      report.completed = true;
      report.winner = bellum.outcome(state)!.winner;
      break;
    }
    if (legal.length === 0) break; // reported as an invariant violation above
    if (step >= maxSteps) {
      report.deadEnd = true;
      fail('deadEnd', index, `no outcome after ${maxSteps} actions (turn ${state.turn}, year ${state.year}, step ${state.step})`);
      break;
    }
    const [action, nextRng] = choose(opts.policy ?? 'random', state, legal, rng);
    rng = nextRng;
    let res;
    try {
      res = bellum.apply(state, action);
    } catch (e) {
      report.crashed = true;
      fail('crash', step, `apply threw: ${errText(e)}`, action);
      break;
    }
    if (!res.ok) {
      fail('invariant', step, `legal action refused by apply: ${res.rejection.rule}: ${res.rejection.message}`, action);
      break;
    }
    report.actionLog.push(action);
    report.actions += 1;
    logLength += res.log.length;
    prev = state;
    state = res.state;
    lastAction = action;
    // Saves are JSON: the state must survive a round trip unchanged.
    if (doChecks && step % 50 === 0) {
      if (hashState(JSON.parse(JSON.stringify(state))) !== hashState(state)) fail('invariant', step, 'state changes in a JSON round trip (save/load would alter it)', action);
    }
  }
  report.finalState = state;

  if ((opts.replayCheck ?? true) && !report.crashed) {
    try {
      const rp = replay(bellum, setup, report.actionLog);
      if (rp.failedAt >= 0) {
        report.replayMismatch = true;
        fail('replay', rp.failedAt, `replay refused action ${rp.failedAt}: ${rp.error}`, report.actionLog[rp.failedAt]);
      } else if (hashState(rp.state) !== hashState(state)) {
        report.replayMismatch = true;
        fail('replay', report.actions - 1, `replayed final state hash ${hashState(rp.state)} differs from played ${hashState(state)}`);
      }
    } catch (e) {
      report.replayMismatch = true;
      fail('replay', -1, `replay threw: ${errText(e)}`);
    }
  }
  void logLength;
  return finish();
}

// ------------------------------------------------------------------ many games

export interface RunOptions {
  policy?: Policy;
  scenario: string;
  games: number;
  seed: string;
  solo: boolean;
  maxSteps?: number;
  legalCheck?: 'all' | 'chosen';
  checkInvariants?: boolean;
  onGame?: (r: GameReport, i: number) => void;
}

export interface RunSummary {
  system: string;
  scenario: string;
  mode: 'solo' | 'hotseat';
  policy: Policy;
  seed: string;
  games: number;
  completed: number;
  crashed: number;
  deadEnds: number;
  invariantViolations: number;
  replayMismatches: number;
  actions: number;
  actionsPerSecond: number;
  gamesPerSecond: number;
  outcomes: Record<string, number>;
}

export function runGames(o: RunOptions): { summary: RunSummary; failures: Failure[] } {
  const t0 = performance.now();
  const summary: RunSummary = {
    system: bellum.id,
    scenario: o.scenario,
    mode: o.solo ? 'solo' : 'hotseat',
    policy: o.policy ?? 'random',
    seed: o.seed,
    games: o.games,
    completed: 0,
    crashed: 0,
    deadEnds: 0,
    invariantViolations: 0,
    replayMismatches: 0,
    actions: 0,
    actionsPerSecond: 0,
    gamesPerSecond: 0,
    outcomes: {},
  };
  const failures: Failure[] = [];
  for (let i = 0; i < o.games; i++) {
    const r = playGame({
      policy: o.policy,
      scenario: o.scenario,
      seed: gameSeed(o.seed, i),
      solo: o.solo,
      maxSteps: o.maxSteps,
      legalCheck: o.legalCheck,
      checkInvariants: o.checkInvariants,
    });
    summary.actions += r.actions;
    if (r.completed) summary.completed += 1;
    if (r.crashed) summary.crashed += 1;
    if (r.deadEnd) summary.deadEnds += 1;
    if (r.replayMismatch) summary.replayMismatches += 1;
    summary.invariantViolations += r.invariantViolations;
    const w = r.winner ?? (r.crashed ? 'crashed' : 'unfinished');
    summary.outcomes[w] = (summary.outcomes[w] ?? 0) + 1;
    failures.push(...r.failures);
    r.actionLog = []; // free memory
    r.finalState = null;
    o.onGame?.(r, i);
  }
  const secs = Math.max(1e-9, (performance.now() - t0) / 1000);
  summary.actionsPerSecond = Math.round(summary.actions / secs);
  summary.gamesPerSecond = Math.round((o.games / secs) * 100) / 100;
  return { summary, failures };
}

export const failureCount = (s: RunSummary): number => s.crashed + s.deadEnds + s.invariantViolations + s.replayMismatches;

export function formatFailure(f: Failure): string {
  return `[${f.kind}] seed ${f.seed}, action #${f.index}${f.action ? ` (${f.action})` : ''}: ${f.message}`;
}
