/** What a side's view lets it know of the zones of control (AC 6.1, 25.7). */
import { describe, expect, it } from 'vitest';
import { hexKey, parseHexKey } from '../hex/coords';
import { neighbours } from '../hex/directions';
import { at, position } from './movement/testkit';
import { zocOf } from './queries';
import { deployed } from './testing';
import { viewFor, zocSeen } from './view';

describe('zocSeen', () => {
  it('on a full state it is the engine ZOC', () => {
    const s = deployed('zoc');
    expect(zocSeen(s, 'roman')).toEqual(zocOf(s, 'roman'));
    expect(zocSeen(s, 'gallic')).toEqual(zocOf(s, 'gallic'));
  });

  it('round a stack the viewer may not look into, it counts the hidden counters (AC 25.7)', () => {
    // Vercingetorix on top of an assault group on a rampart hex: the leader has no ZOC (AC 6.1).
    const s = position({ vercingetorix: 'D32', 'gb-1': 'D32' }, 'roman-move');
    s.options.hiddenStacks = true;
    const v = viewFor(s, 'roman');
    expect(v.concealed[at('D32')]).toBe(1);
    expect(v.units['gb-1']).toBeUndefined();
    const around = neighbours(parseHexKey(at('D32'))).map(hexKey);
    expect(zocOf(v, 'gallic').size).toBe(0);
    const seen = zocSeen(v, 'gallic');
    for (const k of around) expect(seen.has(k), k).toBe(true);
    expect(seen).toEqual(zocOf(s, 'gallic'));
    // The Roman's own ZOC is not the Gaul's.
    expect(zocSeen(v, 'roman').size).toBe(0);
  });

  it('lists the stacks it may not look into in hex order, whatever counters hide there (AC 25.7)', () => {
    // Two hidden stacks; which Gaul is under which top must not change how the view lists them.
    const a = position({ vercingetorix: 'D32', 'gb-1': 'D32', 'gb-2': 'D33', 'gb-3': 'D33' }, 'roman-move');
    const b = position({ vercingetorix: 'D32', 'gb-3': 'D32', 'gb-2': 'D33', 'gb-1': 'D33' }, 'roman-move');
    a.options.hiddenStacks = true;
    b.options.hiddenStacks = true;
    const ka = Object.keys(viewFor(a, 'roman').concealed);
    const kb = Object.keys(viewFor(b, 'roman').concealed);
    expect(ka.length).toBeGreaterThan(0);
    expect(ka).toEqual([...ka].sort());
    expect(kb).toEqual(ka);
  });
});
