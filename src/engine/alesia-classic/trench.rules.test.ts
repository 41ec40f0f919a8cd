/**
 * AC 8.4 (optional) — filling in the Isolated Trench: two Gallic units on a trench hex at the end
 * of four turns running, different units each turn; leaders do not count; at the end of the fourth
 * turn the hex is filled in.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../core/deepFreeze';
import { AcCtx } from './ctx';
import { at, position } from './movement/testkit';
import { workOnTrench } from './trench';
import type { AcState } from './state';
import { ix } from './testing';

const T = at('X28'); // a hex of the Isolated Trench
const OPEN = at('X20'); // not a trench hex

/** One turn's end with exactly these Gallic units on the trench hex (and `also` elsewhere). */
function turnEnd(s: AcState, here: string[], hex = T) {
  const next = structuredClone(s);
  for (const id of ['gb-1', 'gb-2', 'gb-3', 'gb-4', 'gb-5', 'gb-6', 'gb-7', 'gb-8', 'gb-9', 'vercingetorix', 'r-vii-1']) next.units[ix(id)] = { loc: { at: 'gone', why: 'eliminated' } };
  for (const id of here) next.units[ix(id)] = { loc: { at: 'hex', hex } };
  const ctx = new AcCtx(structuredClone(deepFreeze(next)));
  workOnTrench(ctx);
  return { s: ctx.s, log: ctx.log, said: ctx.log.map((e) => (e.kind === 'text' ? e.text : '')), rules: ctx.log.map((e) => e.rule ?? '') };
}

const start = (trenchFill = true): AcState => {
  const s = position({});
  s.options = { ...s.options, trenchFill };
  return s;
};

describe('AC 8.4 (optional) — filling in the Isolated Trench', () => {
  it('is an optional rule: without it nothing is recorded, however long the Gauls stand there', () => {
    let s = start(false);
    for (const pair of [['gb-1', 'gb-2'], ['gb-3', 'gb-4'], ['gb-5', 'gb-6'], ['gb-7', 'gb-8']]) s = turnEnd(s, pair).s;
    expect(s.trench).toBeUndefined();
  });

  it('the fourth turn running fills the hex and the Gaul is told where; three turns do not', () => {
    let s = start();
    const pairs = [['gb-1', 'gb-2'], ['gb-3', 'gb-4'], ['gb-5', 'gb-6']];
    pairs.forEach((pair, i) => {
      s = turnEnd(s, pair).s;
      expect(s.trench!.work[T]).toEqual({ turns: i + 1, units: pair });
    });
    expect(s.trench!.filled).toEqual([]);
    const last = turnEnd(s, ['gb-7', 'gb-8']);
    expect(last.s.trench!.filled).toEqual([T]);
    expect(last.s.trench!.work).toEqual({});
    expect(last.said).toEqual(['The Isolated Trench at X28 is filled in.']);
    expect(last.rules).toEqual(['AC 8.4']);
    expect(last.log).toEqual([expect.objectContaining({ side: 'gallic', refs: [{ kind: 'hex', id: T }] })]);
    // A filled hex is worked no more.
    const after = turnEnd(last.s, ['gb-1', 'gb-2']);
    expect(after.s.trench!.work).toEqual({});
    expect(after.said).toEqual([]);
  });

  it('one unit kept from the turn before is not a relief of the workers: the count starts again', () => {
    let s = start();
    s = turnEnd(s, ['gb-1', 'gb-2']).s;
    s = turnEnd(s, ['gb-2', 'gb-3']).s;
    expect(s.trench!.work[T]).toEqual({ turns: 1, units: ['gb-2', 'gb-3'] });
  });

  it('a turn without two Gauls there breaks the run', () => {
    let s = start();
    s = turnEnd(s, ['gb-1', 'gb-2']).s;
    s = turnEnd(s, ['gb-3', 'gb-4']).s;
    s = turnEnd(s, ['gb-5']).s;
    expect(s.trench!.work).toEqual({});
    s = turnEnd(s, ['gb-6', 'gb-7']).s;
    expect(s.trench!.work[T].turns).toBe(1);
  });

  it('a leader or a Roman on the hex is no second worker', () => {
    let s = start();
    s = turnEnd(s, ['gb-1', 'vercingetorix']).s;
    expect(s.trench!.work).toEqual({});
    s = turnEnd(s, ['gb-1', 'r-vii-1']).s;
    expect(s.trench!.work).toEqual({});
    s = turnEnd(s, ['gb-1', 'gb-2', 'vercingetorix']).s;
    expect(s.trench!.work[T]).toEqual({ turns: 1, units: ['gb-1', 'gb-2'] });
  });

  it('two Gauls anywhere else fill nothing', () => {
    let s = start();
    for (const pair of [['gb-1', 'gb-2'], ['gb-3', 'gb-4'], ['gb-5', 'gb-6'], ['gb-7', 'gb-8']]) s = turnEnd(s, pair, OPEN).s;
    expect(s.trench).toEqual({ work: {}, filled: [] });
  });
});
