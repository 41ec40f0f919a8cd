/**
 * AG Err.4 (developer's answer to 6.68): infantry climbing onto a Rampart hex from inside the
 * Vallation next to friendly Rampart infantry breaks 6.68 just as a move along the walkway does.
 * On the real board, GB-6.68's row W3410–W3310–W3211.
 */
import { describe, expect, it } from 'vitest';
import { hexKey, parseHexKey } from '../../hex/coords';
import { neighbour } from '../../hex/directions';
import { gbohLabel } from '../map/grid';
import { H_OUTSIDE, H_RAMPART, moveBoard } from './board';
import { reach } from './reach';
import { key, position } from './testkit';

const CO = 'co-x-1';
const CO2 = 'co-x-2';
const mb = moveBoard('12.3');
const around = (label: string) => Array.from({ length: 6 }, (_, d) => hexKey(neighbour(parseHexKey(key(label)), d as 0)));
const flags = (k: string) => mb.flags[mb.index.get(k)!];
/** A hex of the works next to W3310 (not a Rampart, not outside the lines) and not next to W3211. */
const inside = around('W3310').find((k) => mb.index.has(k) && !(flags(k) & (H_RAMPART | H_OUTSIDE)) && !around('W3211').includes(k));

describe('AG Err.4 — climbing next to a friend breaks AG 6.68', () => {
  it('there is such a hex inside the lines next to W3310', () => {
    expect(inside).toBeDefined();
  });
  it('a cohort inside may climb to W3310 while W3211 is empty, not while a cohort holds it', () => {
    const from = gbohLabel(parseHexKey(inside!));
    const free = position({ [CO]: { at: from, facing: 0 } });
    expect(reach(free, CO)!.ends.has(key('W3310'))).toBe(true);
    const held = position({ [CO]: { at: from, facing: 0 }, [CO2]: { at: 'W3211', facing: 0 } });
    const r = reach(held, CO)!;
    expect(r.ends.has(key('W3310'))).toBe(false);
    expect(r.why(key('W3310'))!.rule).toBe('AG 6.68');
  });
});
