/**
 * boardActs reads the legal list through a per-list index (a counter's own choices merged with the
 * shared ones, model.ts `actsIndex`): over the positions of random games of every scenario, and for
 * no selection and each selectable counter, it gives exactly what one pass over the whole list gives
 * (the reference below: the reading before the index, kept here as the oracle).
 */
import { describe, expect, it } from 'vitest';
import { alesiaGboh } from '../../../engine/alesia-gboh/system';
import { deployed, randomPlayout } from '../../../engine/alesia-gboh/testing';
import type { AgAction } from '../../../engine/alesia-gboh/actions';
import type { AgState } from '../../../engine/alesia-gboh/state';
import { actorField, boardActs, hexOf, movesFor, stackMoveChoice, startHexOf, targetHexes, type BoardActs, type BoardView } from './model';
import { shownView } from './shownView';

const OWN = new Set(['place', 'move', 'face', 'activate', 'seize', 'placeTribe', 'entry', 'pick', 'unplace']);
const push = <K, V>(m: Map<K, V[]>, k: K, v: V) => (m.get(k) ?? m.set(k, []).get(k)!).push(v);
const actorOf = (a: Record<string, unknown>) => {
  const f = actorField(a);
  return f ? (a[f] as string) : null;
};

function reference(legal: readonly AgAction[], v: BoardView, selected: string | null): BoardActs {
  const selectable = new Set<string>();
  for (const a of legal) {
    const u = actorOf(a as unknown as Record<string, unknown>);
    if (u && startHexOf(v, u)) selectable.add(u);
  }
  const actor = v.picking ?? (selected && selectable.has(selected) ? selected : selectable.size === 1 ? [...selectable][0] : null);
  const toHex = new Map<string, AgAction[]>();
  const onCounter = new Map<string, AgAction[]>();
  const zones = new Map<string, AgAction[]>();
  for (const a of legal) {
    switch (a.t) {
      case 'place':
        if (a.id === actor) push(toHex, a.hex, a);
        continue;
      case 'move':
        if (a.unit === actor) push(toHex, a.path[a.path.length - 1], a);
        continue;
      case 'face': {
        const h = a.unit === actor ? hexOf(v, a.unit) : null;
        if (h) push(toHex, h, a);
        continue;
      }
      case 'activate':
      case 'seize': {
        const h = hexOf(v, a.leader);
        if (h) push(onCounter, h, a);
        continue;
      }
      case 'unplace': {
        const h = v.picking ? null : hexOf(v, a.id);
        if (h) push(onCounter, h, a);
        continue;
      }
      case 'placeTribe':
        if (a.hex) push(toHex, a.hex, a);
        if (!(zones.get(a.zone) ?? []).some((b) => b.t === 'placeTribe' && b.tribe === a.tribe)) push(zones, a.zone, a);
        continue;
      case 'entry':
        push(zones, a.zone, a);
        continue;
    }
    if (OWN.has(a.t)) continue;
    const rec = a as unknown as Record<string, unknown>;
    const unit = actorOf(rec);
    if (unit && unit !== actor && selectable.has(unit)) continue;
    const hexes = targetHexes(v, rec);
    if (hexes.length) for (const h of hexes) push(toHex, h, a);
    else if (unit && hexOf(v, unit)) push(onCounter, hexOf(v, unit)!, a);
  }
  return { actor, toHex, onCounter, selectable, zones };
}

const plain = (b: BoardActs) => ({ actor: b.actor, toHex: [...b.toHex], onCounter: [...b.onCounter], selectable: [...b.selectable].sort(), zones: [...b.zones] });

describe('boardActs through the per-list index', () => {
  it('matches one pass over the whole list, for every selection, over random games of 12.1–12.3', () => {
    let compared = 0;
    for (const scenario of ['12.1', '12.2', '12.3'] as const) {
      const states: AgState[] = [];
      randomPlayout(deployed(scenario, `idx-${scenario}`), `idx-${scenario}`, 160, (s) => states.push(s));
      for (const s of states.filter((_, i) => i % 4 === 0)) {
        const legal = alesiaGboh.legalActions(s);
        const v = shownView(s) as unknown as BoardView;
        for (const list of [legal, movesFor(legal, true), movesFor(legal, false)]) {
          const ids = [null, ...reference(list, v, null).selectable, 'co-none'];
          for (const sel of ids) {
            expect(plain(boardActs(list, v, sel))).toEqual(plain(reference(list, v, sel)));
            const lead = list.find((x) => x.t === 'move' && x.unit === sel && !!x.with?.length);
            expect(stackMoveChoice(list, sel)).toEqual(lead && lead.t === 'move' ? { mates: lead.with } : null);
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('gives the same filtered list for the same list and choice (movesFor kept)', () => {
    const s = deployed('12.2', 'idx-keep');
    const legal = alesiaGboh.legalActions(s);
    expect(movesFor(legal, true)).toBe(movesFor(legal, true));
    expect(movesFor(legal, false)).not.toBe(movesFor(legal, true));
  });
});
