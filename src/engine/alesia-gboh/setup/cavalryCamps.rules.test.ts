/**
 * Where the Roman cavalry sets up and redeploys (AG 12.1 Romans with AG Err.2, AG 12.2 Romans, AG 5.5),
 * infantry on adjacent Rampart hexes at set-up (AG Err.3), and the chiefs of the Final Assault's arrivals (AG Err.1): through the legal list and `apply`.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import { agUnit, isCavalry } from '../data';
import { alesiaGboh } from '../system';
import { deployed, fresh, play } from '../testing';
import type { AgState } from '../state';
import { cavalrySetupHexes } from './placement';
import { distance, hexKey, parseHexKey } from '../../hex/coords';
import { parseGbohLabel } from '../map/grid';
import { moveBoard } from '../movement/board';

const placeHexes = (s: AgState, id: string): Set<string> => {
  const picked = play(s, { t: 'pick', id });
  return new Set(alesiaGboh.legalActions(deepFreeze(picked)).flatMap((a) => (a.t === 'place' && a.id === id ? [a.hex] : [])));
};
const romanCavalry = (s: AgState) => Object.keys(s.units).filter((id) => agUnit(id).side === 'roman' && isCavalry(agUnit(id)));

describe('AG 12.1 Romans, AG Err.2 — in the Final Assault the Roman cavalry sets up in the cavalry camps only', () => {
  const s = fresh('12.1', 'cavalry-camps');
  const { camp, near } = cavalrySetupHexes(s);
  it('there are three cavalry camps on the West sheet, and ground outside the walls next to them', () => {
    expect(camp.size).toBeGreaterThanOrEqual(3);
    expect(near.size).toBeGreaterThan(0);
  });
  it('every hex offered to a cavalry unit is a camp hex; the ground around the camps is not offered', () => {
    const id = romanCavalry(s)[0];
    const offered = placeHexes(s, id);
    expect(offered.size).toBeGreaterThan(0);
    for (const h of offered) expect(camp.has(h), h).toBe(true);
    const r = alesiaGboh.apply(deepFreeze(play(s, { t: 'pick', id })), { t: 'place', id, hex: [...near][0], facing: 0 });
    expect(r.ok).toBe(false);
  });
  it('the sample set-up keeps to it', () => {
    const d = deployed('12.1', 'cavalry-camps');
    for (const id of romanCavalry(d)) {
      const at = d.units[id].loc;
      if (at.at === 'hex') expect(camp.has(at.hex), id).toBe(true);
    }
  });
});

describe('AG 12.2 Romans — in the Historical Scenario, the camps or the ground outside within 2 hexes of one', () => {
  const s = fresh('12.2', 'cavalry-near');
  const { camp, near } = cavalrySetupHexes(s);
  it('camp hexes and nearby outside hexes are offered; nothing else', () => {
    const id = romanCavalry(s)[0];
    const offered = placeHexes(s, id);
    expect([...offered].some((h) => camp.has(h))).toBe(true);
    expect([...offered].some((h) => near.has(h))).toBe(true);
    for (const h of offered) expect(camp.has(h) || near.has(h), h).toBe(true);
  });
  it('the nearby hexes are outside the walls, within 2 of a camp hex, and never a Death Garden or a work', () => {
    const hexes = moveBoard('12.2').board.hexes;
    const camps = [...camp].map(parseHexKey);
    for (const h of near) {
      const t = hexes.get(h)!;
      expect(t.area, h).toBe('outside');
      expect(t.deathGarden ?? t.rampart ?? t.redoubt, h).toBeUndefined();
      expect(camps.some((c) => distance(c, parseHexKey(h)) <= 2), h).toBe(true);
    }
  });
  it('a cohort is not bound by it', () => {
    const co = Object.keys(s.units).find((id) => agUnit(id).type === 'CO')!;
    expect([...placeHexes(s, co)].some((h) => !camp.has(h) && !near.has(h))).toBe(true);
  });
});

describe('AG Err.1 — chiefs in the Final Assault', () => {
  it('a picked counter placed at the start of a Gallic phase takes a chief by the chief paragraph of 5.42', () => {
    let s = play(deployed('12.1', 'err-1'), { t: 'choose', tribe: 'arverni' }, { t: 'endPlanning' });
    const placing = alesiaGboh.legalActions(deepFreeze(s)).find((a) => a.t === 'placeTribe');
    expect(placing).toBeDefined();
    s = play(s, placing!);
    const kinds = new Set(alesiaGboh.legalActions(deepFreeze(s)).map((a) => a.t));
    expect(kinds.has('placeChief')).toBe(true);
    expect(kinds.has('endPlacement')).toBe(false);
    const r = alesiaGboh.apply(deepFreeze(s), { t: 'endPlacement' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.rule).toBe('AG 5.42');
    const chief = alesiaGboh.legalActions(deepFreeze(s)).find((a) => a.t === 'placeChief')!;
    const after = play(s, chief);
    const hex = after.tribes.arverni.hex;
    expect(after.leaders[(chief as { leader: string }).leader].loc).toEqual({ at: 'hex', hex });
  });
});

describe('AG Err.3 — no adjacent infantry on the wall at set-up (AG 6.68)', () => {
  it('GB-6.68’s row: with a cohort set on W3211, W3310 is refused to another cohort and to LI, open to archers', () => {
    const s0 = fresh('12.2', 'err-3');
    const W = (label: string) => hexKey(parseGbohLabel(label)!);
    const [a, b] = Object.keys(s0.units).filter((id) => agUnit(id).type === 'CO').slice(0, 2);
    const li = Object.keys(s0.units).find((id) => agUnit(id).type === 'LI' && agUnit(id).side === 'roman')!;
    const ar = Object.keys(s0.units).find((id) => agUnit(id).type === 'AR' && agUnit(id).side === 'roman')!;
    expect(placeHexes(s0, b).has(W('W3310'))).toBe(true);
    const s = play(s0, { t: 'pick', id: a }, { t: 'place', id: a, hex: W('W3211'), facing: 0 });
    expect(placeHexes(s, b).has(W('W3310'))).toBe(false);
    expect(placeHexes(s, li).has(W('W3310'))).toBe(false);
    expect(placeHexes(s, ar).has(W('W3310'))).toBe(true);
    expect(placeHexes(s, b).has(W('W3410'))).toBe(true); // two hexes along: no longer adjacent
  });
});
