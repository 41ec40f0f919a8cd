/**
 * AC 23.2–23.4 and the Outer Works Table: after all Gallic movement, each Gallic unit on an Outer
 * Works hex in a Roman ZOC rolls one die of its own; a 6 eliminates it. Romans never roll.
 */
import { describe, expect, it } from 'vitest';
import { hexKey } from '../hex/coords';
import { labelOf, rngFor } from './combat/testkit';
import { AcCtx } from './ctx';
import { acMap, nbrs } from './map/map';
import { position } from './movement/testkit';
import { rollOuterWorks } from './outerWorks';
import { unitOf, type AcState } from './state';
import { ix } from './testing';

const hexes = acMap().hexes;
/** An Outer Works hex, and a neighbour of it off the works for a Roman to stand on. */
const W = [...hexes.values()].map((d) => hexKey(d.hex)).find((k) => hexes.get(k)!.outerWorks && hexes.get(k)!.area !== 'town' && nbrs(k).length === 6 && nbrs(k).some((n) => !hexes.get(n)!.outerWorks && !hexes.get(n)!.river))!;
const R = nbrs(W).find((n) => !hexes.get(n)!.outerWorks && !hexes.get(n)!.river)!;

function roll(where: Record<string, string>, dice: number[], tweak?: (s: AcState) => void) {
  const s = position(where);
  tweak?.(s);
  s.rng = rngFor(...dice);
  const ctx = new AcCtx(s);
  rollOuterWorks(ctx);
  return { s, log: ctx.log };
}
const rolls = (log: AcCtx['log']) => log.filter((e) => e.kind === 'roll');

describe('AC 23.2 — the Outer Works Table', () => {
  it('a Gaul on the works in Roman ZOC is eliminated on a 6', () => {
    const { s, log } = roll({ 'gr-1': labelOf(W), 'r-vii-1': labelOf(R) }, [6]);
    expect(rolls(log)).toHaveLength(1);
    expect(rolls(log)[0]).toMatchObject({ side: 'gallic', rule: 'AC 23.2', result: 'Unit eliminated', cell: { table: 'Outer Works Table', row: '6', col: 'Result' } });
    const e = rolls(log)[0] as { purpose: string; refs: unknown };
    expect(e.purpose).toMatch(/^Outer Works: .+ at /);
    expect(e.refs).toEqual([{ kind: 'hex', id: W }, { kind: 'piece', id: 'gr-1' }]);
    // A roll was made: no "nobody on the works" line.
    expect(log.filter((x) => x.kind === 'text')).toEqual([]);
    expect(unitOf(s, 'gr-1').loc).toEqual({ at: 'gone', why: 'eliminated' });
  });

  it('on 1 to 5 nothing happens', () => {
    const { s, log } = roll({ 'gr-1': labelOf(W), 'r-vii-1': labelOf(R) }, [5]);
    expect(rolls(log)[0]).toMatchObject({ result: 'No effect', cell: { row: '1-5' } });
    expect(unitOf(s, 'gr-1').loc).toEqual({ at: 'hex', hex: W });
  });

  it('each unit rolls for itself', () => {
    const { s, log } = roll({ 'gr-1': labelOf(W), 'gr-2': labelOf(W), 'r-vii-1': labelOf(R) }, [6, 2]);
    expect(rolls(log)).toHaveLength(2);
    expect(unitOf(s, 'gr-1').loc.at).toBe('gone');
    expect(unitOf(s, 'gr-2').loc.at).toBe('hex');
  });

  it('no roll off the works, none outside Roman ZOC, none for Romans, none for a leader', () => {
    // Off the works, in ZOC: the Gaul stands next to the Roman on a plain hex.
    const plain = nbrs(R).find((n) => !hexes.get(n)!.outerWorks && hexes.get(n)!.area !== 'town' && n !== W)!;
    let r = roll({ 'gr-1': labelOf(plain), 'r-vii-1': labelOf(R) }, [6]);
    expect(rolls(r.log)).toHaveLength(0);
    expect(r.log).toMatchObject([{ kind: 'text', side: 'gallic', rule: 'AC 23.2', text: 'No Gallic unit stands on the Outer Works in a Roman zone of control.' }]);
    // On the works, with no Roman near.
    r = roll({ 'gr-1': labelOf(W) }, [6]);
    expect(rolls(r.log)).toHaveLength(0);
    expect(unitOf(r.s, 'gr-1').loc.at).toBe('hex');
    // A Roman on the works next to a Gaul: Romans never roll (AC 23.2).
    r = roll({ 'r-vii-2': labelOf(W), 'r-vii-3': labelOf(R) }, [6]); // W lies in the ZOC of the cohort on R
    expect(rolls(r.log)).toHaveLength(0);
    expect(unitOf(r.s, 'r-vii-2').loc).toEqual({ at: 'hex', hex: W });
    // Vercingetorix has no combat factor and is no unit the works can stop.
    r = roll({ vercingetorix: labelOf(W), 'r-vii-1': labelOf(R) }, [6]);
    expect(rolls(r.log)).toHaveLength(0);
  });

  it('disrupted units and units in a Battle Rages roll too (AC 23.4)', () => {
    const { s, log } = roll({ 'gr-1': labelOf(W), 'gr-2': labelOf(W), 'r-vii-1': labelOf(R) }, [6, 6], (t) => {
      t.units[ix('gr-1')] = { ...unitOf(t, 'gr-1'), disrupted: true };
      t.units[ix('gr-2')] = { ...unitOf(t, 'gr-2'), raging: true };
    });
    expect(rolls(log)).toHaveLength(2);
    expect([unitOf(s, 'gr-1').loc.at, unitOf(s, 'gr-2').loc.at]).toEqual(['gone', 'gone']);
  });

  it('a Roman whose ZOC does not count (disrupted) puts no Gaul at risk', () => {
    const { log } = roll({ 'gr-1': labelOf(W), 'r-vii-1': labelOf(R) }, [6], (t) => {
      t.units[ix('r-vii-1')] = { ...unitOf(t, 'r-vii-1'), disrupted: true };
    });
    expect(rolls(log)).toHaveLength(0);
  });
});
