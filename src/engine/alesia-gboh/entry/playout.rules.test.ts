/**
 * AG 5.45–5.49, 6.21 in play: bounded random games (≤ 250 actions) in which the relief army's
 * counters come onto the map, their units move off them and fight — a missile shot (AG 8) and a
 * shock (AG 9) — with the counters' rules holding at every step:
 * AG 5.46, 6.23 a placed counter never moves; AG 6.22 no move enters the hex of a counter that still
 * holds units; AG 5.49 after each move the unit that moved is within 12 hexes of its counter, or free.
 *
 * The policy is the test's own (so the seeds stay fixed whatever the harness's policy becomes): the
 * sample deployment, random planning, then random picks that favour doing something (placing,
 * activating, moving, firing, shocking) over ending the phase; the Gaul never calls off the assault.
 */
import { describe, expect, it } from 'vitest';
import { distance, parseHexKey } from '../../hex/coords';
import { nextIndex, seedRng, type RngState } from '../../core/rng';
import type { AgAction } from '../actions';
import { agUnit } from '../data';
import { alesiaGboh } from '../system';
import { deployed } from '../testing';
import type { AgState } from '../state';
import { LEASH_HEXES, leashCounter } from './onCounter';

const DOING = new Set(['move', 'fire', 'shock', 'toShock', 'answer', 'react', 'release', 'placeTribe', 'placeChief', 'activate', 'addTribe', 'commit', 'entry']);
const MAX = 250;

interface Run {
  state: AgState;
  kinds: Set<string>;
  rules: Set<string>;
  actions: number;
}

function playout(scenario: '12.1' | '12.2', seed: string): Run {
  let s = deployed(scenario);
  let rng: RngState = seedRng(seed);
  const pick = (xs: readonly AgAction[]): AgAction => {
    let j: number;
    [j, rng] = nextIndex(rng, xs.length);
    return xs[j];
  };
  const kinds = new Set<string>();
  const rules = new Set<string>();
  const placedAt = new Map<string, string>();
  let n = 0;
  for (; n < MAX && !s.outcome; n++) {
    const legal = alesiaGboh.legalActions(s);
    expect(legal.length, `dead end in ${s.step}`).toBeGreaterThan(0);
    let r: number;
    [r, rng] = nextIndex(rng, 100);
    const of = (t: AgAction['t']) => legal.filter((a) => a.t === t);
    let a: AgAction;
    if (s.step === 'planning') a = of('endPlanning').length && r < 60 ? of('endPlanning')[0] : pick(legal.filter((x) => x.t !== 'unchoose'));
    else {
      const doing = legal.filter((x) => DOING.has(x.t));
      // The chief stays put: once a Command's leader moves its units are done (AG 6.12 reading), and the test wants them to fight.
      const rest = legal.filter((x) => x.t !== 'callOff' && x.t !== 'dropTribe' && x.t !== 'moveLeader' && !x.t.endsWith('Order'));
      a = doing.length && r < 85 ? pick(doing) : pick(rest.length ? rest : legal);
    }
    // AG 6.22: the counters' hexes barred before the action (those holding units).
    const held = new Set(Object.values(s.tribes).filter((t) => t.status === 'placed' && !t.noUnits && t.hex).map((t) => t.hex));
    const x = alesiaGboh.apply(s, a);
    if (!x.ok) throw new Error(`legal action refused: ${JSON.stringify(a)}: ${x.rejection.message}`);
    s = x.state;
    kinds.add(a.t);
    for (const e of x.log) if (e && typeof e === 'object' && 'rule' in e && typeof e.rule === 'string') rules.add(e.rule);
    // AG 5.46, 6.23: a placed counter stays where it was placed.
    for (const [t, st] of Object.entries(s.tribes)) {
      if (st.status !== 'placed' || !st.hex) continue;
      expect(placedAt.get(t) ?? st.hex, t).toBe(st.hex);
      placedAt.set(t, st.hex);
    }
    // AG 6.22 (reading X52: a counter may be placed where Gallic units stand): no move enters a counter's hex while it holds units.
    if (a.t === 'move') for (const h of a.path.slice(1)) expect(held.has(h)).toBe(false);
    // AG 5.49: the unit that moved keeps to its leash.
    if (a.t === 'move' && s.units[a.unit].loc.at === 'hex') {
      const c = leashCounter(s, a.unit);
      const at = (s.units[a.unit].loc as { hex: string }).hex;
      if (c) expect(distance(parseHexKey(c), parseHexKey(at))).toBeLessThanOrEqual(LEASH_HEXES);
    }
  }
  return { state: s, kinds, rules, actions: n };
}

const reliefOnHexes = (s: AgState): number =>
  Object.entries(s.units).filter(([id, u]) => u.loc.at === 'hex' && agUnit(id).force === 'relief').length;

describe('AG 5.45–5.49 in play: the relief army comes onto the map and fights', () => {
  it('12.1, seed p1: Gallic units reach the map; a missile shot and a shock are resolved', () => {
    const r = playout('12.1', 'p1'); // p2 until AG 6.68/Err.4 (Rampart climbing), p15 until AG 4.24 (Command Range in MP) and AG 6.65 (stack moves and swaps) changed the legal moves
    expect(r.actions).toBeLessThanOrEqual(MAX);
    expect(reliefOnHexes(r.state)).toBeGreaterThan(0);
    expect(r.kinds.has('fire')).toBe(true);
    expect(r.kinds.has('toShock')).toBe(true);
    expect(r.rules.has('AG 9.25')).toBe(true); // a shock resolved on the Shock Results table
  }, 60_000);

  it('12.1, seed p25: a shock is resolved', () => {
    const r = playout('12.1', 'p25'); // p4, then p18, until AG 6.68/Err.4, the 12.1 cavalry camps (Err.2) and the Roman edge band (AG 12.1 Romans) changed the games
    expect(reliefOnHexes(r.state)).toBeGreaterThan(0);
    expect(r.kinds.has('toShock')).toBe(true);
    expect(r.rules.has('AG 9.25')).toBe(true);
  }, 60_000);

  it('12.2, seed p2: counters placed in Zones I–II put their units out; a missile shot is fired', () => {
    const r = playout('12.2', 'p4'); // p3, then p4, then p2, until the sortie's legal lists and copy-on-write apply, then AG 6.5 rapid moves in play (seventh session), changed the games
    expect(reliefOnHexes(r.state)).toBeGreaterThan(0);
    expect(r.kinds.has('fire') || r.kinds.has('react')).toBe(true);
  }, 60_000);
});
