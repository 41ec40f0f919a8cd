/** AG 6.45 with AG 10.13–10.14, 12.1: Death Garden Hits that reach a unit's TQ rout it (eliminate it in 12.1) as it moves in — found by the sim (invariant AG 10.13). */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import type { AgAction } from '../actions';
import { agUnit } from '../data';
import { checkInvariants } from '../invariants';
import { entryHits } from '../tables/terrain';
import { alesiaGboh } from '../system';
import { deployed, edit } from '../testing';
import type { AgState, Facing } from '../state';
import { H_DG_OUTER, H_OUTSIDE, H_RAMPART, moveBoard } from './board';
import { distance, parseHexKey } from '../../hex/coords';

const BI = 'bi-sequani-1';

/** A Sequani BI outside the works, facing an outer Death Garden hex, with `hits` Hits, its Command active. */
function atTheGarden(scenario: '12.1' | '12.2', hits: number): { s: AgState; dg: string } {
  const base = deployed(scenario, 'dg');
  const mb = moveBoard(scenario);
  const romans = Object.values(base.units).filter((u) => u.loc.at === 'hex').map((u) => parseHexKey((u.loc as { hex: string }).hex));
  for (let i = 0; i < mb.n; i++) {
    if ((mb.flags[i] & H_OUTSIDE) === 0 || (mb.flags[i] & (H_DG_OUTER | H_RAMPART)) !== 0) continue;
    if (romans.some((h) => distance(h, mb.hexes[i]) <= 3)) continue;
    for (let d = 0; d < 6; d++) {
      const j = mb.nb[i * 6 + d];
      if (j < 0 || !(mb.flags[j] & H_DG_OUTER) || mb.side[i * 6 + d] !== 0 || mb.level[j] !== mb.level[i]) continue;
      const s = deepFreeze(edit(base, (x) => {
        x.step = 'command';
        x.ap.owner = 'gallic';
        x.tribes.sequani = { status: 'placed', zone: 'I', hex: null, released: 1 };
        x.units[BI] = { loc: { at: 'hex', hex: mb.keys[i] }, facing: d as Facing, hits, freed: true };
        x.command = { leader: 'eporedorix', kind: 'tribes', tribes: ['sequani'], units: [BI], outOfRange: [] };
      }));
      return { s, dg: mb.keys[j] };
    }
  }
  throw new Error('no such hex');
}

describe('AG 6.45, 10.13 — Death Garden Hits rout the unit that reaches its TQ', () => {
  const dgHits = entryHits('outerDeathGarden', 0);
  it('the outer Death Garden costs a BI Hits (premise)', () => {
    expect(dgHits).toBeGreaterThan(0);
  });
  for (const [scenario, fate] of [['12.2', 'routs'], ['12.1', 'is eliminated']] as const) {
    it(`${scenario}: a BI one Hit short of its TQ ${fate} as it enters; the state stays sound`, () => {
      const tq = agUnit(BI).tq;
      const { s, dg } = atTheGarden(scenario, tq - dgHits);
      const m = alesiaGboh.legalActions(s).find((a): a is Extract<AgAction, { t: 'move' }> => a.t === 'move' && a.unit === BI && a.path[a.path.length - 1] === dg);
      expect(m).toBeDefined();
      const r = alesiaGboh.apply(s, m!);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      const u = r.state.units[BI];
      if (scenario === '12.1') expect(u.loc).toEqual({ at: 'gone' });
      else expect(u.routed || u.loc.at === 'gallic-camp').toBeTruthy();
      expect(checkInvariants(r.state).filter((v) => v.startsWith('AG 10.1'))).toEqual([]);
    });
  }
  it('a BI with Hits to spare just takes them', () => {
    const { s, dg } = atTheGarden('12.2', 0);
    const m = alesiaGboh.legalActions(s).find((a): a is Extract<AgAction, { t: 'move' }> => a.t === 'move' && a.unit === BI && a.path[a.path.length - 1] === dg)!;
    const r = alesiaGboh.apply(s, m);
    expect(r.ok && r.state.units[BI]).toMatchObject({ hits: dgHits, loc: { at: 'hex', hex: dg } });
  });
});
