/**
 * Bounded random-playout fuzzer: whole games of Aquitania with uniformly random legal actions,
 * in solo and hot-seat modes, checking state invariants after every action, that apply accepts
 * every legal action, and that each game replays to the same final hash.
 * The same code runs at scale with `npm run sim`.
 */
import { describe, expect, it } from 'vitest';
import { bellum } from '../../src/engine/bellum/system';
import type { BellumState } from '../../src/engine/bellum/state';
import { checkState, formatFailure, playGame, runGames, setupOptions } from '../../scripts/lib/playout';

/** Uniformly random games per mode. */
const GAMES_PER_MODE = 60;
/** Games per mode with the policy that seeks combat (moves towards the enemy, fights, sieges). */
const AGGRESSIVE_GAMES = 20;

function freshState(): BellumState {
  const r = bellum.setup(setupOptions('aquitania', 'fuzz-meta', true));
  if (!r.ok) throw new Error(r.rejection.message);
  return r.state;
}

describe('invariant checker (so the fuzzer can fail)', () => {
  it('accepts the opening position', () => {
    const s = freshState();
    expect(checkState(s, null, bellum.legalActions(s))).toEqual([]);
  });

  it('flags a unit both on the map and eliminated', () => {
    const s = structuredClone(freshState());
    const id = Object.keys(s.units).find((k) => s.units[k].region !== null)!;
    s.units[id].out = 'eliminated';
    expect(checkState(s, null, bellum.legalActions(s)).join('\n')).toMatch(/both on the map and out of play/);
  });

  it('flags control that does not match occupation', () => {
    const s = structuredClone(freshState());
    const id = Object.keys(s.units).find((k) => s.units[k].region !== null)!;
    const region = s.units[id].region!;
    s.control[region] = 'contested';
    const msgs = checkState(s, null, bellum.legalActions(s));
    // Either it is genuinely contested (both sides present) or the checker must complain.
    const both = Object.keys(s.units).some((k) => s.units[k].region === region && k !== id);
    if (!both) expect(msgs.join('\n')).toMatch(new RegExp(`control of ${region}`));
    s.control[region] = 'gallic';
    s.control['provincia-1'] = 'gallic';
    expect(checkState(s, null, bellum.legalActions(s)).join('\n')).toMatch(/control of /);
  });

  it('flags an empty legal list in a game that is not over', () => {
    const s = freshState();
    expect(checkState(s, null, []).join('\n')).toMatch(/no legal action/);
  });
});

/** Run a bounded batch of random playouts and require every one to be clean. */
function expectClean(o: Parameters<typeof runGames>[0]): void {
  const { summary, failures } = runGames(o);
  expect({ ...summary, failures: failures.slice(0, 8).map(formatFailure).join('\n') }).toMatchObject({
    games: o.games,
    crashed: 0,
    deadEnds: 0,
    invariantViolations: 0,
    replayMismatches: 0,
    completed: o.games,
    failures: '',
  });
}

describe.each([
  ['solo', true, 'random', GAMES_PER_MODE],
  ['hotseat', false, 'random', GAMES_PER_MODE],
  ['solo', true, 'aggressive', AGGRESSIVE_GAMES],
  ['hotseat', false, 'aggressive', AGGRESSIVE_GAMES],
] as const)('playouts of Aquitania (%s, %s policy)', (mode, solo, policy, games) => {
  it(`${games} games: no crash, dead end, invariant violation or replay mismatch`, () => {
    expectClean({ policy, scenario: 'aquitania', games, seed: `fuzz-${mode}-${policy}`, solo, legalCheck: 'chosen' });
  }, 300_000);
});

describe.each([
  ['helvetii', 20],
  ['last-uprising', 10],
  ['belgica', 12],
] as const)('playouts of scenario %s (two players, random policy)', (scenario, games) => {
  it(`${games} games: no crash, dead end, invariant violation or replay mismatch`, () => {
    expectClean({ policy: 'random', scenario, games, seed: `fuzz-${scenario}`, solo: false, legalCheck: 'chosen' });
  }, 300_000);
});

describe('every legal action is accepted (exhaustive trial on a few games)', () => {
  it.each([['fuzz-trial-0', true], ['fuzz-trial-1', false]] as const)('seed %s', (seed, solo) => {
    const r = playGame({ scenario: 'aquitania', seed, solo, legalCheck: 'all' });
    expect(r.failures.map(formatFailure).join('\n')).toBe('');
    expect(r.completed).toBe(true);
  }, 300_000);
});

describe('playouts of the naval exercise (BG 5: ships, passengers, naval combat)', () => {
  it.each([['random', 40], ['aggressive', 20]] as const)('%s policy, %i games: no crash, dead end, invariant violation (fleet invariants included) or replay mismatch', (policy, games) => {
    expectClean({ policy, scenario: 'veneti-fleet', games, seed: `fuzz-naval-${policy}`, solo: false, legalCheck: 'all' });
  }, 300_000);
  it('the checker flags an overloaded trireme', () => {
    const r = bellum.setup(setupOptions('veneti-fleet', 'fuzz-naval-meta', false));
    if (!r.ok) throw new Error(r.rejection.message);
    const s = structuredClone(r.state);
    expect(checkState(s, null, bellum.legalActions(s))).toEqual([]);
    s.naval!.cargo['trireme-2'] = ['legio-x', 'roman-cav-2'];
    expect(checkState(s, null, bellum.legalActions(s)).join('\n')).toMatch(/legio-x is aboard trireme-2 but not where the ship is/);
  });
});
