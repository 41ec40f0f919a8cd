/**
 * AG 4.24 — Command Range counted in Movement Points and blocked by enemy units, by empty hexes in an
 * enemy ZOC (friendly units cancel it) and by terrain (reading X42), as the Commands use it (AG 4.11,
 * 4.12). The ground round W1225 (12.3 board) is clear and level for four hexes every way.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import { distance, hexKey, parseHexKey } from '../../hex/coords';
import { neighbour } from '../../hex/directions';
import { legionCommand, tribesForChief } from '../commands';
import { agLeader } from '../data';
import type { AgState } from '../state';
import { deployed, edit, randomPlayout } from '../testing';
import { commandRangeOf } from '../positions';
import { commandRangeHexes } from './commandRange';
import { key, position } from './testkit';

const C = key('W1225');
/** The hex `n` steps from `from` in direction `d`. */
const step = (from: string, d: number, n = 1): string => {
  let h = parseHexKey(from);
  for (let i = 0; i < n; i++) h = neighbour(h, d);
  return hexKey(h);
};
const withLeader = (s: AgState, leader: string, hex: string): AgState =>
  deepFreeze(edit(s, (x) => {
    x.leaders[leader] = { loc: { at: 'hex', hex } };
  }));

describe('AG 4.24 — Command Range is traced in MP', () => {
  it('over clear level ground it reaches every hex within the range in hexes, at 1 MP a hex', () => {
    const s = withLeader(position({ 'co-vi-1': { at: 'W1225' } }), 'sulpicius', C);
    const r = commandRangeHexes(s, 'sulpicius')!;
    expect(agLeader('sulpicius').range).toBe(4);
    expect(r.get(C)).toBe(0);
    for (const [h, mp] of r) expect(mp).toBe(distance(parseHexKey(C), parseHexKey(h)));
    expect(r.has(step(C, 0, 4))).toBe(true);
    expect(r.has(step(C, 0, 5))).toBe(false);
    expect(r.size).toBe(61); // 1 + 6 + 12 + 18 + 24
  });

  it('a hex On Fire costs its 2 MP more on the way (AG 8.43), so the hex beyond it is reached round it', () => {
    const fire = step(C, 0, 1);
    const s = deepFreeze(edit(withLeader(position({ 'co-vi-1': { at: 'W1225' } }), 'sulpicius', C), (x) => {
      x.burning = [fire];
    }));
    const r = commandRangeHexes(s, 'sulpicius')!;
    expect(r.get(fire)).toBe(3);
    expect(r.get(step(C, 0, 2))).toBe(3); // round the fire: one hex more than straight
  });

  it('an enemy unit blocks its hex, and the empty hexes of its ZOC block too; a friendly unit there cancels the ZOC', () => {
    // A Gallic BI two hexes out along direction 0, facing back (direction 3): its ZOC covers the hex between.
    const enemyAt = step(C, 0, 2);
    const between = step(C, 0, 1);
    const s = withLeader(position({ 'co-vi-1': { at: 'W1225' }, 'bi-sequani-1': { at: 'W1225', facing: 3 } }), 'sulpicius', C);
    const placed = deepFreeze(edit(s, (x) => {
      x.units['bi-sequani-1'] = { ...x.units['bi-sequani-1'], loc: { at: 'hex', hex: enemyAt }, facing: 3 };
    }));
    const r = commandRangeHexes(placed, 'sulpicius')!;
    expect(r.has(enemyAt)).toBe(false);
    expect(r.has(between)).toBe(false); // empty, in the BI's ZOC
    expect(r.get(step(C, 0, 3))).toBeGreaterThan(3); // round the blocked hexes
    // A cohort standing in the ZOC hex cancels it for the trace.
    const held = deepFreeze(edit(placed, (x) => {
      x.units['co-vi-2'] = { ...x.units['co-vi-2'], loc: { at: 'hex', hex: between }, facing: 0 };
    }));
    expect(commandRangeHexes(held, 'sulpicius')!.get(between)).toBe(1);
  });

  it('AG 4.11, 4.13: a cohort four hexes away is in its legate’s range on open ground, out of it once an enemy line blocks the way', () => {
    const far = step(C, 0, 4);
    const base = withLeader(position({ 'co-vi-1': { at: 'W1225' } }), 'sulpicius', C);
    const open = deepFreeze(edit(base, (x) => {
      x.units['co-vi-1'] = { ...x.units['co-vi-1'], loc: { at: 'hex', hex: far } };
    }));
    expect(legionCommand(open, 'VI')!.outOfRange).toEqual([]);
    // Three Gallic BI across the way, two hexes out, facing the legate: hex distance 4 is no longer 4 MP.
    const blocked = deepFreeze(edit(open, (x) => {
      const line = [step(C, 0, 2), step(step(C, 0, 2), 2), step(step(C, 0, 2), 4)];
      line.forEach((h, k) => {
        x.units[`bi-sequani-${k + 1}`] = { ...x.units[`bi-sequani-${k + 1}`], loc: { at: 'hex', hex: h }, facing: 3 };
      });
    }));
    expect(distance(parseHexKey(C), parseHexKey(far))).toBe(4);
    expect(legionCommand(blocked, 'VI')!.outOfRange).toEqual(['co-vi-1']);
  });

  it('AG 4.12: a chief adds a tribe whose counter is in his range in MP, not one cut off by a Roman cohort', () => {
    const counter = step(C, 0, 5);
    const base = deepFreeze(edit(withLeader(position({}), 'sedullus', C), (x) => {
      x.tribes.sequani = { status: 'placed', zone: 'I', hex: counter, released: 0 };
    }));
    expect(agLeader('sedullus').range).toBe(5);
    expect(tribesForChief(base, 'sedullus')).toContain('sequani');
    const cut = deepFreeze(edit(base, (x) => {
      x.units['co-vi-1'] = { ...x.units['co-vi-1'], loc: { at: 'hex', hex: step(C, 0, 2) }, facing: 3 };
    }));
    expect(distance(parseHexKey(C), parseHexKey(counter))).toBe(5);
    expect(tribesForChief(cut, 'sedullus')).not.toContain('sequani');
  });
});

describe('AG 4.24 — no step of the trace is free (what positions.ts commandRangeOf relies on to skip far hexes)', () => {
  it('on random-game positions of 12.2 and 12.3, every hex in a leader\'s range costs at least its distance in hexes, and commandRangeOf agrees with the trace', () => {
    const states: AgState[] = [];
    for (const sc of ['12.2', '12.3'] as const) {
      let n = 0;
      randomPlayout(deployed(sc, `range-${sc}`), `range-${sc}`, 700, (s) => {
        if (n++ % 35 === 0) states.push(s);
      });
    }
    let checked = 0;
    for (const s of states) {
      for (const [id, l] of Object.entries(s.leaders)) {
        if (l.loc.at !== 'hex') continue;
        const from = parseHexKey(l.loc.hex);
        const hexes = commandRangeHexes(s, id);
        if (!hexes) continue;
        const within = commandRangeOf(s, id);
        for (const [h, mp] of hexes) {
          expect(mp).toBeGreaterThanOrEqual(distance(from, parseHexKey(h)));
          expect(mp).toBeLessThanOrEqual(agLeader(id).range ?? 0);
          expect(within({ hex: h })).toBe(true);
          checked++;
        }
        // A hex just beyond the range in hexes is never in it.
        const far = step(l.loc.hex, 0, (agLeader(id).range ?? 0) + 1);
        expect(within({ hex: far })).toBe(false);
      }
    }
    expect(checked).toBeGreaterThan(500);
  }, 120_000);
});
