/**
 * AG 7.2, 8.45 — enemyZoc.ts `enemyAndZoc` is kept by the units record, with the board and the
 * Rubble: on random-game positions the kept arrays (carried over from record to record by the units
 * each apply wrote) are a fresh read's, a state with other Rubble on the same units is read afresh,
 * and an `apply`'s working copy that moves a unit reads its input's arrays brought up to date while
 * its input keeps its own.
 */
import { describe, expect, it } from 'vitest';
import { enemyAndZoc, enemyAndZocOnHexes } from './enemyZoc';
import { moveBoard } from './board';
import { H_RAMPART } from './board';
import { cloneAg, ownUnit } from '../ctx';
import { agUnit } from '../data';
import { deployed, randomPlayout } from '../testing';
import type { AgState } from '../state';

/** A copy with its own units record: nothing kept for it. */
const unkept = (s: AgState): AgState => ({ ...s, units: { ...s.units } });
const plain = (ez: ReturnType<typeof enemyAndZoc>) => ({
  roman: { enemy: [...ez.roman.enemy], zoc: [...ez.roman.zoc] },
  gallic: { enemy: [...ez.gallic.enemy], zoc: [...ez.gallic.zoc] },
});

describe('enemyAndZoc kept by the units record', () => {
  it('equals a fresh read on random-game positions, carried over from state to state (unitsCarry.ts)', () => {
    for (const sc of ['12.2', '12.3'] as const) {
      let n = 0;
      randomPlayout(deployed(sc, `ez-cache-${sc}`), `ez-cache-${sc}`, 400, (s) => {
        const mb = moveBoard(s.scenario);
        // Asked at one state in 25: the states between read the entry carried over from it.
        if (n++ % 25 && n % 3) return;
        const kept = enemyAndZocOnHexes(mb, s);
        expect(enemyAndZocOnHexes(mb, s)).toBe(kept);
        const fresh = enemyAndZocOnHexes(mb, unkept(s));
        expect(plain(kept.ez)).toEqual(plain(fresh.ez));
        expect(kept.on).toEqual(fresh.on);
      });
      expect(n).toBeGreaterThan(100);
    }
  }, 120_000);

  it('other Rubble on the same units, and a working copy that moves a unit, are read afresh', () => {
    const s = deployed('12.3', 'ez-cache-2');
    const mb = moveBoard(s.scenario);
    const before = plain(enemyAndZoc(mb, s));
    // A Roman unit on a Rampart: its ZOC is cast down from the Rampart; with the Rampart burnt to Rubble it is not (AG 8.45).
    const id = Object.keys(s.units).find((u) => {
      const loc = s.units[u].loc;
      return agUnit(u).side === 'roman' && agUnit(u).type === 'CO' && loc.at === 'hex' && (mb.flags[mb.index.get(loc.hex)!] & H_RAMPART) !== 0;
    })!;
    const hex = (s.units[id].loc as { hex: string }).hex;
    const rubbled = { ...s, rubble: [...(s.rubble ?? []), hex] };
    expect(plain(enemyAndZoc(mb, rubbled))).toEqual(plain(enemyAndZoc(mb, unkept(rubbled))));
    expect(plain(enemyAndZoc(mb, rubbled))).not.toEqual(before);
    const w = cloneAg(s);
    expect(plain(enemyAndZoc(mb, w))).toEqual(before); // unwritten: the input's units
    ownUnit(w, id).loc = { at: 'gone' };
    const after = plain(enemyAndZoc(mb, w));
    expect(after.gallic.enemy[mb.index.get(hex)!]).toBe(0);
    expect(plain(enemyAndZoc(mb, s))).toEqual(before);
    expect(before.gallic.enemy[mb.index.get(hex)!]).toBe(1);
  });

  it('the units on hexes kept with the arrays are a fresh read’s, and a working copy that moves a unit reads them afresh', () => {
    const s = deployed('12.3', 'ez-cache-3');
    const mb = moveBoard(s.scenario);
    const fresh = (x: AgState) => {
      const ids = Object.keys(x.units).filter((u) => x.units[u].loc.at === 'hex');
      return { ids, hexes: ids.map((u) => (x.units[u].loc as { hex: string }).hex), facings: ids.map((u) => x.units[u].facing) };
    };
    const { on } = enemyAndZocOnHexes(mb, s);
    expect(enemyAndZocOnHexes(mb, s).on).toBe(on); // kept
    expect({ ids: on.ids, hexes: on.hexes, facings: on.facings }).toEqual(fresh(s));
    expect(on.idx).toEqual(on.hexes.map((h) => mb.index.get(h) ?? -1));
    const w = cloneAg(s);
    const id = on.ids[0];
    ownUnit(w, id).loc = { at: 'gone' };
    const moved = enemyAndZocOnHexes(mb, w).on;
    expect(moved.ids).not.toContain(id);
    expect({ ids: moved.ids, hexes: moved.hexes, facings: moved.facings }).toEqual(fresh(w));
    expect(enemyAndZocOnHexes(mb, s).on.ids).toContain(id); // the input's entry untouched
  });
});
