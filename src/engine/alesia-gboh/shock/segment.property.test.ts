/**
 * Property: whatever the position, dice and answers, the shock segment ends (the phase passes on),
 * its legal list is never empty while it runs, and the rules' invariants hold afterwards —
 * stacking (AG 6.61), Hits below TQ for every unit still standing (AG 10.13–10.14, 10.64), routed
 * Gauls in the Gallic Camp (AG 10.44), tallies matching the routed and eliminated Gauls (AG 10.71).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deepFreeze } from '../../core/deepFreeze';
import { nextIndex, seedRng } from '../../core/rng';
import { hexKey, parseHexKey } from '../../hex/coords';
import { neighbour } from '../../hex/directions';
import { agUnit } from '../data';
import { combatUnitOf } from '../fire/fromState';
import { moveBoard } from '../movement/board';
import { stackFits } from '../movement/occupancy';
import { alesiaGboh } from '../system';
import { deployed } from '../testing';
import type { AgState, Facing } from '../state';
import { openSpot, position, rampartSpot, type Placed } from './kit';
import { phaseSnapshot } from './designate';

const base = deployed('12.2', 'prop');
const ring = (h: string): string[] => [0, 1, 2, 3, 4, 5].map((d) => hexKey(neighbour(parseHexKey(h), d)));
/** Open ground, and a stretch of the outer Rampart with its Death Garden and the ground inside (AG 10.24, 8.52, 6.61). */
const SPOTS = { open: [openSpot(base, 3), ...ring(openSpot(base, 3))], rampart: [rampartSpot(base).rampart, ...ring(rampartSpot(base).rampart)] };
const ROMANS = ['co-vi-1', 'co-vi-2', 'lc-iberian-1', 'li-numidian-1', 'ar-cretan-1', 'gc-1', 'sc-vi'];
const GAULS = ['bi-arverni-1', 'bi-arverni-2', 'bi-arverni-4', 'ln-gallic-1', 'ar-arverni-1', 'bi-aedui-1'];
const ORDER = { rbs: ['ask', 'never', 'always'], hold: ['ask', 'hold', 'retreat'], weapon: ['ask', 'best'], leftover: ['ask', 'auto'], retreat: ['ask', 'auto'], escape: ['ask', 'never'] } as const;

function invariants(s: AgState): void {
  const mb = moveBoard(s.scenario);
  const by = new Map<string, string[]>();
  for (const [id, u] of Object.entries(s.units)) {
    if (u.loc.at === 'hex') by.set(u.loc.hex, [...(by.get(u.loc.hex) ?? []), id]);
    if (u.loc.at === 'hex' && !u.routed) expect(u.hits, id).toBeLessThan(combatUnitOf(s, id).tq);
    // AG 10.44; AG 10.73: or set aside with its withdrawn tribe.
    if (u.routed && agUnit(id).side === 'gallic') expect(['gallic-camp', 'withdrawn'], id).toContain(u.loc.at);
    expect(u.hits, id).toBeGreaterThanOrEqual(0);
  }
  for (const [hex, ids] of by) {
    expect(new Set(ids.map((i) => agUnit(i).side)).size, hex).toBe(1);
    expect(stackFits(mb, hex, ids), `${hex}: ${ids.join(',')}`).toBe(true);
  }
  const t = s.ap.tallies.arverni ?? { routed: 0, eliminated: 0 };
  const arv = Object.entries(s.units).filter(([id]) => agUnit(id).tribe === 'arverni');
  expect(t.routed).toBe(arv.filter(([, u]) => u.routed).length);
  expect(t.eliminated).toBe(arv.filter(([, u]) => u.loc.at === 'gone').length);
}

describe('AG 9.2 — the shock segment always ends', () => {
  for (const [where, HEXES] of Object.entries(SPOTS)) it(`random positions (${where}), dice, standing orders and answers`, () => {
    let fought = 0;
    const unitArb = (ids: string[]) => fc.uniqueArray(fc.record({ id: fc.constantFrom(...ids), hex: fc.constantFrom(...HEXES), facing: fc.integer({ min: 0, max: 5 }), hits: fc.integer({ min: 0, max: 4 }), moved: fc.boolean() }), { selector: (x) => x.id, minLength: 1, maxLength: 4 });
 fc.assert(fc.property(unitArb(ROMANS), unitArb(GAULS), fc.boolean(), fc.string(), fc.constantFrom(...ORDER.rbs), fc.constantFrom(...ORDER.hold), fc.constantFrom(...ORDER.leftover), fc.constantFrom(...ORDER.retreat), fc.boolean(), (rs, gs, gallicActive, seed, rbs, hold, leftover, retreat, final) => {
      // One unit a hex (stacking kept), hits below TQ.
      const seen = new Set<string>();
      const placed: Placed[] = [];
      for (const u of [...rs, ...gs]) {
        if (seen.has(u.hex)) continue;
        seen.add(u.hex);
        const tq = agUnit(u.id).tq;
        placed.push({ id: u.id, hex: u.hex, facing: u.facing as Facing, hits: Math.min(u.hits, tq - 1), from: u.moved ? ring(u.hex)[0] : u.hex });
      }
      const side = gallicActive ? 'gallic' : 'roman';
      const mine = placed.filter((p) => agUnit(p.id).side === side).map((p) => p.id);
      if (!mine.length) return;
      let s: AgState = deepFreeze(position(base, side, placed, { units: mine, tribes: gallicActive ? ['arverni'] : [] }, (x) => {
        x.tribes.arverni = { ...x.tribes.arverni, status: 'placed', zone: 'I', released: 6 };
        x.tribes.aedui = { ...x.tribes.aedui, status: 'placed', zone: 'I', released: 6 };
        x.combatOrders = { roman: { rbs, hold, weapon: 'ask', leftover, retreat, escape: 'never' }, gallic: { rbs, hold, weapon: 'best', leftover, retreat, escape: 'never' } };
        x.rng = seedRng(`dice-${seed}`);
        if (final) x.scenario = '12.1'; // AG 12.1: routed units are eliminated
        // AG 9.12, 9.22: who was in or had an enemy in a ZOC when the phase began (the units that stayed put).
        const snap = phaseSnapshot(x);
        const stayed = (id: string) => x.phaseStart!.at[id] === snap.at[id];
        x.phaseStart = { at: x.phaseStart!.at, inEnemyZoc: snap.inEnemyZoc.filter(stayed), enemyInZoc: snap.enemyInZoc.filter(stayed) };
      }));
      const toShock = alesiaGboh.legalActions(s).find((a) => a.t === 'toShock');
      if (!toShock) return;
      fought += 1;
      let rng = seedRng(`answers-${seed}`);
      const r0 = alesiaGboh.apply(s, toShock);
      expect(r0.ok).toBe(true);
      if (!r0.ok) return;
      s = deepFreeze(r0.state);
      for (let i = 0; i < 100 && s.step === 'shock'; i++) {
        const list = alesiaGboh.legalActions(s);
        expect(list.length).toBeGreaterThan(0);
        let j: number;
        [j, rng] = nextIndex(rng, list.length);
        const r = alesiaGboh.apply(s, list[j]);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        s = deepFreeze(r.state);
      }
      expect(s.step).not.toBe('shock');
      expect(s.shock ?? null).toBeNull();
      invariants(s);
    }), { numRuns: 100, seed: 17 });
    // Not vacuous: a good share of the runs reach a shock.
    expect(fought).toBeGreaterThan(10);
  });
});
