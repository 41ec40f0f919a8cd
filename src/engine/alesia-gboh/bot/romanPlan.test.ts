/**
 * The Roman's counter-plan (romanPlan.ts) and its evaluation term on hand-built positions: the ways
 * out run down the field to the open ground; a reserve in reach is sent onto an open way out (the
 * policy without the plan keeps it where it is); the Command activated is the one with units in
 * reach; the Roman seizes the phase only when the breakout is near; and the evaluation ranks a
 * blocked way out above an open one for the Roman.
 */
import { describe, expect, it } from 'vitest';
import { distance, hexKey, parseHexKey } from '../../hex/coords';
import { neighbours } from '../../hex/directions';
import { seedRng } from '../../core/rng';
import type { AgAction } from '../actions';
import { agLeader, agUnit } from '../data';
import { parseGbohLabel } from '../map/grid';
import { moveBoard } from '../movement/board';
import type { AgState } from '../state';
import { deployed, edit } from '../testing';
import { distanceIn, FAR, fieldNow, pathOut } from './breakout';
import { evaluateAg, features } from './evaluate';
import { policyAg } from './policy';
import { blockCommand, blockMove, blockSeizure, breakoutCost, exits } from './romanPlan';

const hex = (label: string) => hexKey(parseGbohLabel(label)!);
type Move = Extract<AgAction, { t: 'move' }>;
const force = (s: AgState) => Object.keys(s.units).filter((id) => agUnit(id).force === 'alesia');

/** 12.1, the Roman's phase: the Alesia force come on, its spearhead by the inner line at W4928. */
function sortie(): AgState {
  return edit(deployed('12.1', 'plan'), (x) => {
    x.step = 'command';
    x.ap.owner = 'roman';
    x.alesiaEntered = true;
    const ids = Object.keys(x.units).filter((id) => agUnit(id).force === 'alesia');
    ['W4928', 'W4927', 'W4829', 'W4828'].forEach((l, i) => (x.units[ids[i]].loc = { at: 'hex', hex: hex(l) }));
    x.leaders.vercingetorix.loc = { at: 'hex', hex: hex('W4829') };
  });
}

/** A Roman cohort moved to a free hex in reach of a way out (within 15 MP) but on or next to none, more than 4 hexes from any Gaul (the old policy's reach for a Roman move). */
function reserveNearExit(s0: AgState): { s: AgState; unit: string; at: string } {
  const unit = Object.keys(s0.units).find((id) => agUnit(id).type === 'CO' && s0.units[id].loc.at === 'hex')!;
  const held = new Set(Object.values(s0.units).flatMap((u) => (u.loc.at === 'hex' ? [u.loc.hex] : [])));
  const gauls = force(s0).flatMap((id) => (s0.units[id].loc.at === 'hex' ? [parseHexKey((s0.units[id].loc as { hex: string }).hex)] : []));
  const mb = moveBoard('12.1');
  for (const at of mb.keys) {
    if (held.has(at) || gauls.some((g) => distance(g, parseHexKey(at)) <= 4)) continue;
    const s = edit(s0, (x) => {
      x.units[unit].loc = { at: 'hex', hex: at };
      x.command = { leader: 'brutus', kind: 'legion', tribes: [], units: [unit], outOfRange: [] };
    });
    const e = exits(s);
    const r = e.reach[mb.index.get(at)!];
    if (!e.on.has(at) && !e.next.has(at) && r >= 3 && r <= 15) return { s, unit, at };
  }
  throw new Error('no hex for the reserve');
}

describe('GBoH bot: the Roman counter-plan', { timeout: 120_000 }, () => {
  it('the ways out run down the field from the Alesia force to the first hex outside, and leave out the hexes the Gaul holds', () => {
    const s = sortie();
    const f = fieldNow(s);
    const path = pathOut(s, f, hex('W4928'));
    expect(path.length).toBeGreaterThan(3);
    for (let k = 1; k < path.length; k++) expect(distanceIn(s, f, path[k])).toBeLessThan(distanceIn(s, f, path[k - 1]));
    expect(distanceIn(s, f, path[path.length - 1])).toBe(0);
    const e = exits(s);
    expect(e.on.size).toBeGreaterThan(3);
    expect(e.on.has(hex('W4928'))).toBe(false);
    for (const d of e.on.values()) expect(d).toBeGreaterThan(0);
  });

  it('sends a reserve in reach onto an open way out; the policy takes that move (without the plan it ends the phase)', () => {
    const { s, unit, at } = reserveNearExit(sortie());
    const e = exits(s);
    const gap = [...e.on.keys()].find((h) => h !== at)!;
    const away = neighbours(parseHexKey(at)).map(hexKey).find((h) => !e.on.has(h) && !e.next.has(h) && e.reach[moveBoard('12.1').index.get(h)!] >= e.reach[moveBoard('12.1').index.get(at)!])!;
    const toGap: Move = { t: 'move', unit, path: [at, gap], facing: 0 };
    const toAway: Move = { t: 'move', unit, path: [at, away], facing: 0 };
    expect(blockMove(s, [toAway, toGap])).toBe(toGap);
    expect(blockMove(s, [toAway])).toBeNull();
    const legal: AgAction[] = [toAway, toGap, { t: 'endPhase' }];
    const picks = [...Array(40).keys()].map((k) => policyAg(s, legal, seedRng(k))[0]);
    expect(picks.filter((a) => a === toGap).length).toBeGreaterThan(30);
    expect(picks).not.toContain(toAway);
  });

  it('activates the Command with a unit in reach of a way out, not one with none', () => {
    const { s: s0, unit } = reserveNearExit(sortie());
    const legion = agUnit(unit).legion!;
    const near = Object.keys(s0.leaders).find((l) => agLeader(l).role === 'legate' && agLeader(l).legion === legion)!;
    const far = Object.keys(s0.leaders).find((l) => agLeader(l).role === 'legate' && agLeader(l).legion !== legion && agLeader(l).side === 'roman')!;
    const e0 = exits(s0);
    const mb = moveBoard('12.1');
    // The other legion's cohorts, all more than three moves from the ways out.
    const held = new Set(Object.values(s0.units).flatMap((u) => (u.loc.at === 'hex' ? [u.loc.hex] : [])));
    const remote = mb.keys.filter((h) => !held.has(h) && e0.reach[mb.index.get(h)!] > 40 && e0.reach[mb.index.get(h)!] < FAR);
    const s = edit(s0, (x) => {
      const theirs = Object.keys(x.units).filter((id) => agUnit(id).legion === agLeader(far).legion && x.units[id].loc.at === 'hex');
      theirs.forEach((id, i) => (x.units[id].loc = { at: 'hex', hex: remote[i] }));
    });
    const nearA: AgAction = { t: 'activate', leader: near };
    const farA: AgAction = { t: 'activate', leader: far };
    expect(blockCommand(s, [farA, nearA] as Extract<AgAction, { t: 'activate' }>[])).toBe(nearA);
    expect(blockCommand(s, [farA] as Extract<AgAction, { t: 'activate' }>[])).toBeNull();
  });

  it('seizes the phase (Caesar first, never the move-only Seizure) only when the breakout is near (AG 5.21)', () => {
    const s0 = sortie();
    const seizes = [{ t: 'seize', leader: 'caesar', move: true }, { t: 'seize', leader: 'labienus' }, { t: 'seize', leader: 'caesar' }] as Extract<AgAction, { t: 'seize' }>[];
    expect(breakoutCost(s0)).toBeGreaterThan(24);
    expect(blockSeizure(s0, seizes)).toBeNull();
    // Three units and Vercingetorix a step from the open ground.
    const f = fieldNow(s0);
    const near = moveBoard('12.1').keys.filter((h) => distanceIn(s0, f, h) > 0 && distanceIn(s0, f, h) <= 6).slice(0, 4);
    const s = edit(s0, (x) => {
      force(x).slice(0, 3).forEach((id, i) => (x.units[id].loc = { at: 'hex', hex: near[i] }));
      x.leaders.vercingetorix.loc = { at: 'hex', hex: near[0] };
    });
    expect(breakoutCost(s)).toBeLessThan(24);
    expect(blockSeizure(s, seizes)).toBe(seizes[2]);
  });

  it('the evaluation ranks a blocked way out above an open one for the Roman (the same cohorts, elsewhere)', () => {
    const s = sortie();
    const e = exits(s);
    const ways = [...e.on.entries()].sort((a, b) => b[1] - a[1]).map(([h]) => h);
    const cohorts = Object.keys(s.units).filter((id) => agUnit(id).legion === 'VIII' && s.units[id].loc.at === 'hex').slice(0, 6);
    expect(cohorts.length).toBe(6);
    // The open way: the cohorts where the sample put them; the blocked one: on the way out and round it.
    const wall = [...new Set(ways.slice(0, 3).flatMap((h) => [h, ...neighbours(parseHexKey(h)).map(hexKey)]))].filter((h) => !Object.values(s.units).some((u) => u.loc.at === 'hex' && u.loc.hex === h) && distanceIn(s, fieldNow(s), h) < FAR);
    const blocked = edit(s, (x) => cohorts.forEach((id, i) => (x.units[id].loc = { at: 'hex', hex: wall[i] })));
    expect(breakoutCost(blocked)).toBeGreaterThan(breakoutCost(s));
    expect(features(blocked).blocked).toBeGreaterThan(features(s).blocked);
    expect(evaluateAg(blocked, 'roman')).toBeGreaterThan(evaluateAg(s, 'roman'));
  });
});
