/**
 * Random playouts of Alesia (1983 rules) for the simulator: the Roman takes the historical
 * deployment, then both sides play the random policy of src/engine/alesia-classic/testing.ts.
 * After every action the invariants are checked and the chosen action must have been accepted;
 * at the end the game is replayed from its action log and the final states compared.
 */
import { seedRng, type RngState } from '../../src/engine/core/rng';
import { replay } from '../../src/engine/core/replay';
import { stableStringify } from '../../src/engine/core/hash';
import type { AcAction } from '../../src/engine/alesia-classic/actions';
import { checkInvariants } from '../../src/engine/alesia-classic/invariants';
import { alesiaClassic } from '../../src/engine/alesia-classic/system';
import type { AcOptions, AcState } from '../../src/engine/alesia-classic/state';
import { chooseAction } from '../../src/engine/alesia-classic/testing';
import type { Failure, RunSummary } from './playout';

export interface AcGameReport {
  actions: number;
  winner: string | null;
  crashed: boolean;
  deadEnd: boolean;
  invariantViolations: number;
  replayMismatch: boolean;
  failures: Failure[];
}

export function playAcGame(seed: string, maxSteps: number, options: Partial<AcOptions> = {}): AcGameReport {
  const rep: AcGameReport = { actions: 0, winner: null, crashed: false, deadEnd: false, invariantViolations: 0, replayMismatch: false, failures: [] };
  const setup = { scenario: 'standard', seed, options };
  const fail = (kind: Failure['kind'], index: number, message: string, action?: AcAction) => rep.failures.push({ kind, seed, index, message, action: action ? alesiaClassic.actionKey(action) : undefined });
  const log: AcAction[] = [];
  let s: AcState;
  try {
    const r = alesiaClassic.setup(setup);
    if (!r.ok) throw new Error(r.rejection.message);
    s = r.state;
    let rng: RngState = seedRng(`policy:${seed}`);
    let movesThisPhase = 0;
    let phase = s.phase;
    for (let i = 0; i < maxSteps && !s.outcome; i++) {
      const legal = alesiaClassic.legalActions(s);
      if (!legal.length) {
        rep.deadEnd = true;
        fail('deadEnd', i, `no legal action in ${s.phase}`);
        break;
      }
      if (s.phase !== phase) { phase = s.phase; movesThisPhase = 0; }
      let a: AcAction;
      [a, rng] = chooseAction(s, legal, rng, movesThisPhase);
      const x = alesiaClassic.apply(s, a);
      if (!x.ok) {
        rep.invariantViolations++;
        fail('invariant', i, `legal action refused: ${x.rejection.rule}: ${x.rejection.message}`, a);
        break;
      }
      s = x.state;
      log.push(a);
      if (a.t === 'move' || a.t === 'shift' || a.t === 'moveStack' || a.t === 'shiftMany') movesThisPhase++;
      for (const v of checkInvariants(s)) {
        rep.invariantViolations++;
        if (rep.invariantViolations <= 3) fail('invariant', i, v, a);
      }
    }
    rep.actions = log.length;
    rep.winner = s.outcome?.winner ?? null;
    const rp = replay(alesiaClassic, setup, log);
    if (rp.failedAt >= 0 || stableStringify(rp.state) !== stableStringify(s)) {
      rep.replayMismatch = true;
      fail('replay', rp.failedAt, rp.error ?? 'replayed state differs');
    }
  } catch (e) {
    rep.crashed = true;
    rep.actions = log.length;
    fail('crash', log.length, e instanceof Error ? e.stack ?? e.message : String(e), log[log.length - 1]);
  }
  return rep;
}

export function runAcGames(o: { games: number; seed: string; maxSteps: number; onGame?: (r: AcGameReport, i: number) => void }): RunSummary {
  const t0 = performance.now();
  const summary: RunSummary = {
    system: alesiaClassic.id, scenario: 'standard', mode: 'hotseat', policy: 'random', seed: o.seed, games: o.games,
    completed: 0, crashed: 0, deadEnds: 0, invariantViolations: 0, replayMismatches: 0, actions: 0, actionsPerSecond: 0, gamesPerSecond: 0, outcomes: {},
  };
  for (let i = 0; i < o.games; i++) {
    // Vary the options: fire by plan or ask-me, two to four players, the optional rules on or off.
    const fire = i % 2 === 0 ? 'plan' : 'ask';
    const players = ([2, 3, 4] as const)[i % 3];
    const r = playAcGame(`${o.seed}-${i}`, o.maxSteps, { fire, players, recon: i % 4 === 1, trenchFill: i % 4 === 2, leaderOut: i % 5 === 0 });
    summary.actions += r.actions;
    if (r.winner) summary.completed++;
    if (r.crashed) summary.crashed++;
    if (r.deadEnd) summary.deadEnds++;
    if (r.replayMismatch) summary.replayMismatches++;
    summary.invariantViolations += r.invariantViolations;
    const w = r.winner ?? (r.crashed ? 'crashed' : 'unfinished');
    summary.outcomes[w] = (summary.outcomes[w] ?? 0) + 1;
    o.onGame?.(r, i);
  }
  const secs = Math.max(1e-9, (performance.now() - t0) / 1000);
  summary.actionsPerSecond = Math.round(summary.actions / secs);
  summary.gamesPerSecond = Math.round((o.games / secs) * 100) / 100;
  return summary;
}
