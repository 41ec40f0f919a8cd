/**
 * AG 4.11–4.14, 5.1, 5.21–5.23, 5.6 — the choice list asks only whether each Command exists
 * (legal.ts `activatable`, commands.ts `onMapByCommand` and the has… tests): on positions of random
 * games it names exactly the leaders whose Command the builders themselves give (a legion with a
 * unit on the map, auxiliaries or cavalry in a leader's range or chained to one, the Alesia force).
 */
import { describe, expect, it } from 'vitest';
import { agLeader, LEGATE_OF, type AgLegionId } from './data';
import {
  alesiaOc, alesiaUnits, auxiliaryCommand, cavalryCommand, gallicCavalryCommand, isChief, leaderOnMap, legionCommand, reliefUnitsOnMap, tribesForChief,
} from './commands';
import { activatable } from './legal';
import { deployed, randomPlayout } from './testing';
import type { AgState } from './state';

/** The list built from the Commands themselves (the definition before the speed work). */
function byBuilders(s: AgState): string[] {
  const side = s.ap.owner;
  const seized = s.ap.seized;
  const out: string[] = [];
  if (side === 'roman') {
    const who = seized ? agLeader(seized.leader) : null;
    if (!who || who.id === 'caesar') for (const l of s.legions) if (s.leaders[LEGATE_OF[l as AgLegionId]] && legionCommand(s, l)) out.push(LEGATE_OF[l as AgLegionId]);
    for (const id of Object.keys(s.leaders)) {
      const d = agLeader(id);
      if (d.side !== 'roman') continue;
      if (d.role === 'zone' && (!who || who.id === id) && auxiliaryCommand(s, id)) out.push(id);
      if (d.role === 'prefect' && !who && cavalryCommand(s, id)) out.push(id);
    }
    return out;
  }
  const who = seized?.leader ?? null;
  const oc = alesiaOc(s);
  if (oc && !s.alesiaWithdrawn && (!who || who === 'vercingetorix' || who === 'critognatus') && !s.ap.alesiaTried && alesiaUnits(s).length && (s.alesiaEntered || reliefUnitsOnMap(s))) out.push(oc);
  if (who === 'vercingetorix' || who === 'critognatus') return out;
  for (const id of Object.keys(s.leaders)) {
    const d = agLeader(id);
    if (d.side !== 'gallic' || !leaderOnMap(s, id)) continue;
    if (who === 'commius' && leaderOnMap(s, 'commius') && id !== 'commius') continue;
    if (isChief(id) && tribesForChief(s, id).length) out.push(id);
    if (d.role === 'cavalry-leader' && gallicCavalryCommand(s, id)) out.push(id);
  }
  return out;
}

describe('AG 4.11–4.14, 5.1: activatable names the leaders whose Command exists', () => {
  for (const sc of ['12.1', '12.2', '12.3'] as const) {
    it(`${sc}: the same leaders, in the same order, as the Commands built in full`, () => {
      const seen = { roman: 0, gallic: 0, some: 0 };
      randomPlayout(deployed(sc, `act-${sc}`), `act-${sc}`, 900, (s) => {
        if (s.step !== 'choose') return;
        const want = byBuilders(s);
        expect(activatable(s)).toEqual(want);
        seen[s.ap.owner]++;
        if (want.length) seen.some++;
      });
      expect(seen.roman).toBeGreaterThan(0);
      expect(seen.gallic).toBeGreaterThan(0);
      expect(seen.some).toBeGreaterThan(0);
    }, 120_000);
  }
});
