/**
 * The legal lists made in part. AG 5–10 — the Command step's list made for a few units only (legal.ts commandActions with `only`,
 * used by `apply` on a state whose list was not made, and by the bot's playouts): on Command-step
 * positions of random games of every scenario, it is the whole list with the `move`, `face` and
 * `swap` entries of the other units left out — same entries, same order — and `computeLegal` with
 * an entry as its hint (apply's list when none was made: only the entries of the hint's kind) holds
 * that entry, and no entry of its kind the whole list lacks. AG 5.45 — a placement's hint lists that
 * counter's placements: on the placement steps of policy-played games (12.2/12.3 initial, 12.1
 * arrivals), it holds the entry and nothing the whole list lacks; the list made with one counter's
 * placements (legal.ts placingPart) is the whole list less the other counters' placements.
 */
import { describe, expect, it } from 'vitest';
import type { AgAction } from './actions';
import { commandActions, computeLegal, placingPart } from './legal';
import { alesiaGboh } from './system';
import type { AgScenarioId, AgState } from './state';
import { deployed, randomPlayout } from './testing';
import { gamePositions } from './bot/testPositions';
import { sameAction } from '../core/sameAction';

const PER_UNIT = new Set<AgAction['t']>(['move', 'face', 'swap']);
const unitOf = (a: AgAction): string | undefined => (PER_UNIT.has(a.t) ? (a as { unit: string }).unit : undefined);

function commandPositions(scenario: AgScenarioId, seed: string): AgState[] {
  const out: AgState[] = [];
  randomPlayout(deployed(scenario, seed), seed, 400, (s) => {
    if (s.step === 'command' && out.length < 4) out.push(s);
  });
  return out;
}

describe('AG 5–10: the Command list made for some units', { timeout: 120_000 }, () => {
  for (const scenario of ['12.1', '12.2', '12.3'] as AgScenarioId[]) {
    it(`${scenario}: is the whole list less the other units' moves, turns and swaps; an entry's hint finds it`, () => {
      const ps = commandPositions(scenario, `cmd-${scenario}`);
      expect(ps.length).toBeGreaterThan(2);
      let moved = 0;
      const kinds = new Set<string>();
      for (const s of ps) {
        const full = alesiaGboh.legalActions(s);
        const units = [...new Set(full.map(unitOf).filter((u): u is string => !!u))];
        for (const pick of [[], units.slice(0, 1), units.filter((_, i) => i % 3 === 1)]) {
          const only = new Set(pick);
          expect(commandActions(s, only)).toEqual(full.filter((a) => unitOf(a) === undefined || only.has(unitOf(a)!)));
        }
        const keys = new Set(full.map(alesiaGboh.actionKey));
        for (const [i, a] of full.entries()) {
          if (i % 11 && PER_UNIT.has(a.t)) continue; // every entry of the other kinds, a sample of the moves
          const part = computeLegal(s, a);
          expect(part.some((x) => x.t === a.t && sameAction(x, a))).toBe(true);
          expect(part.every((x) => keys.has(alesiaGboh.actionKey(x)))).toBe(true);
          if (a.t === 'move') moved++;
          kinds.add(a.t);
        }
      }
      expect(moved).toBeGreaterThan(0);
      expect(kinds.size).toBeGreaterThan(2);
    });
  }

  for (const scenario of ['12.1', '12.2', '12.3'] as AgScenarioId[]) {
    it(`${scenario}: a placement's hint lists that counter's placements, the entry among them`, () => {
      let placed = 0;
      for (const s of gamePositions(scenario, `hint-${scenario}`, 120)) {
        const full = alesiaGboh.legalActions(s);
        const places = full.filter((a) => a.t === 'placeTribe');
        if (!places.length) continue;
        const keys = new Set(full.map(alesiaGboh.actionKey));
        // The list with one counter's placements (the bot's playouts): the whole list less the others'.
        const tribe = (places[places.length - 1] as { tribe: string }).tribe;
        expect(placingPart(s, new Set([tribe]))).toEqual(full.filter((a) => a.t !== 'placeTribe' || a.tribe === tribe));
        for (const [i, a] of places.entries()) {
          if (i % 7) continue;
          const part = computeLegal(s, a);
          expect(part.some((x) => x.t === a.t && sameAction(x, a))).toBe(true);
          expect(part.every((x) => keys.has(alesiaGboh.actionKey(x)))).toBe(true);
          expect(part.length).toBe(places.filter((x) => x.t === 'placeTribe' && x.tribe === (a as { tribe: string }).tribe).length);
          placed++;
        }
      }
      expect(placed).toBeGreaterThan(0);
    });
  }
});
