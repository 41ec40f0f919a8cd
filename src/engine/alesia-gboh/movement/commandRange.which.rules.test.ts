/**
 * AG 4.24 — commandRangeWhich (a trace stopped once every hex asked about is met) names exactly the
 * hexes asked about that the whole traced range holds; its answers are kept with the trace cache, and
 * a state whose units changed never reads an answer kept for another. tribesForChief, which asks it,
 * names the tribes a full trace names (AG 4.12 (1)).
 */
import { describe, expect, it } from 'vitest';
import { agLeader, agTribe, agUnit } from '../data';
import { commandRangeHexes, commandRangeWhich } from './commandRange';
import { isChief, leaderOnMap, tribesForChief } from '../commands';
import { commandRangeOf, tribePos } from '../positions';
import { deployed, randomPlayout } from '../testing';
import type { AgState } from '../state';

/** A copy with its own units record: nothing kept for it. */
const unkept = (s: AgState): AgState => ({ ...s, units: { ...s.units } });

/** tribesForChief as it was written before the stopped trace: each tribe asked of the whole range. */
function byWholeRange(s: AgState, chief: string, already: readonly string[]): string[] {
  if (!leaderOnMap(s, chief)) return [];
  const control = agLeader(chief).control ?? 0;
  const used = already.reduce((n, t) => n + agTribe(t).control, 0);
  const within = commandRangeOf(s, chief);
  return Object.keys(s.tribes).filter((t) => {
    const def = agTribe(t);
    return def.kind === 'tribe' && s.tribes[t].status === 'placed' && !already.includes(t) && used + def.control <= control && within(tribePos(s, t));
  });
}

describe('AG 4.24: commandRangeWhich', () => {
  it('asked twice, and on a fresh units record, names the hexes the traced range holds', () => {
    let asked = 0;
    randomPlayout(deployed('12.2', 'cr-which'), 'cr-which', 300, (s) => {
      if (s.step !== 'choose' && s.step !== 'forming') return;
      for (const id of Object.keys(s.leaders)) {
        if (!agLeader(id).range || s.leaders[id].loc.at !== 'hex') continue;
        const near = Object.values(s.units).flatMap((u) => (u.loc.at === 'hex' ? [u.loc.hex] : [])).slice(0, 12);
        const hexes = new Set(near);
        const first = commandRangeWhich(s, id, hexes);
        expect([...commandRangeWhich(s, id, hexes)]).toEqual([...first]);
        // Asked of fewer hexes (read from the kept answer): what a trace on a fresh record finds, in its order.
        for (const fewer of [new Set(near.slice(0, 5)), new Set(near.slice(3, 9)), new Set(near.slice(11))]) {
          if (!fewer.size) continue;
          expect([...commandRangeWhich(s, id, fewer)]).toEqual([...commandRangeWhich(unkept(s), id, fewer)]);
        }
        const range = commandRangeHexes(unkept(s), id);
        expect([...first].sort()).toEqual([...hexes].filter((h) => range?.has(h) ?? false).sort());
        asked++;
      }
      for (const id of Object.keys(s.leaders)) {
        if (!isChief(id)) continue;
        const already = s.step === 'forming' && s.command?.leader === id ? s.command.tribes : [];
        expect(tribesForChief(s, id, already)).toEqual(byWholeRange(unkept(s), id, already));
      }
    });
    expect(asked).toBeGreaterThan(0);
  }, 120_000);

  it('a units record that changed is traced afresh', () => {
    const s = deployed('12.3', 'cr-which-2');
    const id = Object.keys(s.leaders).find((l) => agLeader(l).range && agLeader(l).side === 'roman' && s.leaders[l].loc.at === 'hex')!;
    const range = commandRangeHexes(unkept(s), id)!;
    const hexes = new Set([...range.keys()].slice(1, 4));
    expect(commandRangeWhich(s, id, hexes).size).toBe(hexes.size);
    // The leader moved off the map in a new state: the kept answer for the old units record is not read.
    const moved = { ...s, units: { ...s.units }, leaders: { ...s.leaders, [id]: { loc: { at: 'gone' as const } } } };
    expect(commandRangeWhich(moved, id, hexes).size).toBe(0);
    // An enemy unit put on an empty hex of the range (a new units record): that hex is no longer in it.
    const held = new Set(Object.values(s.units).flatMap((u) => (u.loc.at === 'hex' ? [u.loc.hex] : [])));
    const free = [...range.entries()].find(([h, c]) => c > 0 && !held.has(h))![0];
    const gaul = Object.keys(s.units).find((u) => agUnit(u).side === 'gallic')!;
    const blocked = { ...s, units: { ...s.units, [gaul]: { ...s.units[gaul], loc: { at: 'hex' as const, hex: free } } } };
    expect(commandRangeWhich(s, id, new Set([free])).has(free)).toBe(true);
    expect(commandRangeWhich(blocked, id, new Set([free])).has(free)).toBe(false);
  });
});
