/**
 * AG 4.24 — the Command Range cache carries its ranges and answers over to the units record an
 * `apply` made (commandRange.ts, unitsCarry.ts) when no unit that apply moved, turned, put out or
 * took off stood on or next to a hex the trace read. Over random games, asked the same questions at
 * every state (so answers are carried along), every range, answer and "which" is a fresh trace's.
 */
import { describe, expect, it } from 'vitest';
import { agLeader } from '../data';
import { commandRangeHasAny, commandRangeHexes, commandRangeWhich } from './commandRange';
import { deployed, randomPlayout } from '../testing';
import type { AgState } from '../state';

/** A copy with its own units record: nothing kept for it. */
const unkept = (s: AgState): AgState => ({ ...s, units: { ...s.units } });
const sorted = (m: ReadonlyMap<string, number> | null) => (m ? [...m].sort() : null);

describe('AG 4.24: Command Range results carried from record to record', () => {
  for (const sc of ['12.2', '12.3'] as const) {
    it(`${sc}: every carried range and answer is a fresh trace's`, () => {
      const s0 = deployed(sc, `cr-carry-${sc}`);
      // Fixed questions: the same hexes asked at every state, so answers are carried along.
      const asked = new Set(Object.values(s0.units).flatMap((u) => (u.loc.at === 'hex' ? [u.loc.hex] : [])).filter((_h, k) => k % 9 === 0));
      const few = new Set([...asked].slice(0, 3));
      let n = 0;
      randomPlayout(s0, `cr-carry-${sc}`, 400, (s) => {
        for (const id of Object.keys(s.leaders)) {
          if (!agLeader(id).range || s.leaders[id].loc.at === 'gone') continue;
          const fresh = commandRangeHexes(unkept(s), id);
          const within = (hs: Set<string>) => [...hs].filter((h) => fresh?.has(h) ?? false);
          expect(commandRangeHasAny(s, id, asked)).toBe(within(asked).length > 0);
          expect([...commandRangeWhich(s, id, few)].sort()).toEqual(within(few).sort());
          if (n % 5 === 0) expect(sorted(commandRangeHexes(s, id))).toEqual(sorted(fresh));
        }
        n++;
      });
      expect(n).toBeGreaterThan(100);
    }, 240_000);
  }
});
