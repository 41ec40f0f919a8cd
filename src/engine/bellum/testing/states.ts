/**
 * Test support: build Bellum states from scenario 6.1 and move pieces around by hand.
 * States the engine hands out are values it may cache facts about (see `legalActions`), so the
 * builders here return private copies that a test is free to change.
 */
import { bellum } from '../system';
import { updateControl } from '../control';
import { cloneState } from '../ctx';
import type { BellumAction, BellumState } from '../state';
import type { RegionId } from '../data/types';

export function aquitania(opts: { solo?: boolean; seed?: string } = {}): BellumState {
  const r = bellum.setup({ scenario: 'aquitania', seed: opts.seed ?? 'test', options: { solo: opts.solo ?? false } });
  if (!r.ok) throw new Error(r.rejection.message);
  return cloneState(r.state);
}

/** Put pieces (units or leaders) in a region (in the open, or in a place). */
export function place(s: BellumState, ids: string[], region: RegionId, where: string | null = null): void {
  for (const id of ids) {
    const p = s.units[id] ?? s.leaders[id];
    if (!p) throw new Error(`piece ${id} not in state; use addUnit/addLeader`);
    p.region = region;
    p.place = where;
    p.out = null;
  }
  updateControl(s);
}

export function addUnit(s: BellumState, id: string, region: RegionId, where: string | null = null): void {
  s.units[id] = { region, place: where, out: null, reduced: false };
  updateControl(s);
}

export function addLeader(s: BellumState, id: string, region: RegionId, where: string | null = null): void {
  s.leaders[id] = { region, place: where, out: null, wounded: false };
}

/** Apply a list of actions, failing loudly on a rejection. */
export function play(s: BellumState, actions: BellumAction[]): BellumState {
  let st = s;
  for (const a of actions) {
    const r = bellum.apply(st, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} rejected: ${r.rejection.rule} ${r.rejection.message}`);
    st = r.state;
  }
  return st === s ? s : cloneState(st);
}

export function logOf(s: BellumState, actions: BellumAction[]) {
  let st = s;
  const log = [];
  for (const a of actions) {
    const r = bellum.apply(st, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} rejected: ${r.rejection.rule} ${r.rejection.message}`);
    st = r.state;
    log.push(...r.log);
  }
  return { state: st === s ? s : cloneState(st), log };
}

/** Take "done"-like actions (or the first loss) until the Roman movement step (two-player states). */
export function toRomanMove(s0: BellumState): BellumState {
  let s = s0;
  for (let i = 0; i < 50 && s.step !== 'roman.move'; i++) {
    const legal = bellum.legalActions(s);
    s = play(s, [legal.find((x) => x.t === 'done') ?? legal.find((x) => x.t === 'loss') ?? legal[0]]);
  }
  if (s.step !== 'roman.move') throw new Error('never reached the Roman movement step');
  return structuredClone(s);
}

/** Takes every piece of `s` off the map (units eliminated, leaders killed), in place: a bare board to set a case on. */
export function clearPieces(s: BellumState): BellumState {
  for (const id in s.units) s.units[id] = { region: null, place: null, out: 'eliminated', reduced: false };
  for (const id in s.leaders) s.leaders[id] = { region: null, place: null, out: 'killed', wounded: false };
  return s;
}

/** A fresh 6.1 state (the start of its first turn) with every piece taken off the map. */
export const emptyAquitania = (seed: string): BellumState => clearPieces(structuredClone(aquitania({ seed })));

/** A two-player 6.1 state at the Roman movement step with every piece taken off the map. */
export const emptyAtRomanMove = (seed: string): BellumState => clearPieces(toRomanMove(aquitania({ seed })));

/** Units put on the map (in the open, or in a place), adding counters the scenario lacks. */
export function putUnits(s: BellumState, ids: string[], region: RegionId, where: string | null = null): void {
  for (const id of ids) if (!s.units[id]) addUnit(s, id, region, where);
  place(s, ids, region, where);
}
