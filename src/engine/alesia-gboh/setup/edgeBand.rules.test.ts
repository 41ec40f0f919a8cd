/**
 * AG 12.1 Romans, 12.2 Romans, 12.3: Roman units never come less than three hexes from a map edge
 * (reading Q20: outside the works only; edge distances 0–2 are barred, 3 is open),
 * through the legal list and `apply` on frozen set-up states.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import { parseHexKey } from '../../hex/coords';
import { agUnit, AG_SCENARIO_FORCES, isCavalry } from '../data';
import { edgeDistance, type SheetId } from '../map/grid';
import { moveBoard } from '../movement/board';
import { alesiaGboh } from '../system';
import { fresh, play } from '../testing';
import type { AgState } from '../state';
import { cavalrySetupHexes } from './placement';

const placeHexes = (s: AgState, id: string): Set<string> => {
  const picked = play(s, { t: 'pick', id });
  return new Set(alesiaGboh.legalActions(deepFreeze(picked)).flatMap((a) => (a.t === 'place' && a.id === id ? [a.hex] : [])));
};
const edge = (s: AgState, hex: string): number => edgeDistance(parseHexKey(hex), AG_SCENARIO_FORCES[s.scenario].maps as readonly SheetId[])!;
/** Open ground outside the works (no Rampart, Redoubt, camp). */
const openOutside = (s: AgState, hex: string): boolean => {
  const t = moveBoard(s.scenario).board.hexes.get(hex)!;
  return t.area === 'outside' && !t.rampart && !t.redoubt && !t.camp;
};

describe('AG 12.3 — a cohort sets up nowhere outside the works less than 3 hexes from an outer map edge', () => {
  const s = fresh('12.3', 'edge-band');
  const co = Object.keys(s.units).find((id) => agUnit(id).type === 'CO')!;
  const offered = placeHexes(s, co);
  const outside = [...moveBoard('12.3').board.hexes.keys()].filter((h) => openOutside(s, h));

  it('no offered open hex outside the works lies 0, 1 or 2 hexes from the edge; those at 3 are offered', () => {
    const band = outside.filter((h) => edge(s, h) <= 2);
    const three = outside.filter((h) => edge(s, h) === 3);
    expect(band.length).toBeGreaterThan(0);
    expect(three.length).toBeGreaterThan(0);
    for (const h of band) expect(offered.has(h), h).toBe(false);
    for (const h of three) expect(offered.has(h), h).toBe(true);
  });

  it('placing it on an edge hex is refused by apply', () => {
    const h = outside.find((x) => edge(s, x) === 0)!;
    const picked = deepFreeze(play(s, { t: 'pick', id: co }));
    const r = alesiaGboh.apply(picked, { t: 'place', id: co, hex: h, facing: 0 });
    expect(r.ok).toBe(false);
  });
});

describe('AG 12.2 Romans, reading Q20 — the band binds open ground outside the works, not the works', () => {
  const s = fresh('12.2', 'edge-band');
  const { camp, near } = cavalrySetupHexes(s);
  const lc = Object.keys(s.units).find((id) => agUnit(id).side === 'roman' && isCavalry(agUnit(id)))!;
  const offered = placeHexes(s, lc);

  it('cavalry is not offered the ground near a camp that lies in the band, but is offered the rest of it', () => {
    const inBand = [...near].filter((h) => edge(s, h) <= 2);
    const clear = [...near].filter((h) => edge(s, h) > 2);
    expect(inBand.length).toBeGreaterThan(0);
    for (const h of inBand) expect(offered.has(h), h).toBe(false);
    expect(clear.some((h) => offered.has(h))).toBe(true);
  });

  it('a cavalry-camp hex within 2 of the edge (a work) is still offered', () => {
    const campInBand = [...camp].filter((h) => edge(s, h) <= 2);
    expect(campInBand.length).toBeGreaterThan(0);
    for (const h of campInBand) expect(offered.has(h), h).toBe(true);
  });

  it('a cohort may set up on works within 2 hexes of the edge (Ramparts between the lines)', () => {
    const co = Object.keys(s.units).find((id) => agUnit(id).type === 'CO')!;
    const hexes = moveBoard('12.2').board.hexes;
    const works = [...placeHexes(s, co)].filter((h) => edge(s, h) <= 2 && hexes.get(h)!.area !== 'outside');
    expect(works.length).toBeGreaterThan(0);
  });
});
