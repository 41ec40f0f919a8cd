/**
 * AG 6.8 — the Terrain Effects Chart: every movement cost the seed states (AG 6.31, 6.36, 6.42–6.47,
 * 6.63, 8.43; GB-6.31, GB-6.42-MOVE), errata #5, #11, #12, and the combat DRMs (AG 8.17, 8.55, GB-9.23).
 */
import { describe, expect, it } from 'vitest';
import {
  TEC_MOVE, TEC_MOVE_LEGEND, TEC_MOVE_ROWS, TEC_NAME, deathGardenEntry, entryHits, fillNeeded, friendlyOccupiedCost, leaveRampartCost, moveCost,
  moveCostText, rampartEntryCost, tecMoveRef, type TecMoveId,
} from './terrain';
import {
  TEC_COMBAT_LEGEND, TEC_MISSILE, TEC_MISSILE_ROWS, TEC_SHOCK, TEC_SHOCK_ROWS, combineShockTerrain, missileTerrainDrm,
  shockTerrainDrm, tecCombatRef,
} from './terrainCombat';
import { MISSILE_CLASSES } from './types';

const mpOf = (id: TecMoveId, mover: 'foot' | 'cavalry' = 'foot', fill = 0): number => {
  const c = moveCost(id, mover, fill);
  if (c.kind === 'prohibited') throw new Error(`${id} prohibited`);
  return c.mp;
};

describe('AG 6.31 — hexes and levels', () => {
  it('a clear hex costs 1 MP and a hex one level higher 1 MP more (GB-6.31: W6213 → W6113 = 2)', () => {
    expect(moveCost('clear', 'foot')).toEqual({ kind: 'mp', mp: 1 });
    expect(moveCost('levelUp', 'foot')).toEqual({ kind: 'add', mp: 1 });
    expect(moveCost('levelUp', 'cavalry')).toEqual({ kind: 'add', mp: 1 });
  });
});

describe('AG 6.42 — Ramparts', () => {
  it('climbing from inside the vallation, a camp or a connected Redoubt costs 2 MP', () => {
    expect(rampartEntryCost('inside')).toBe(2);
    expect(rampartEntryCost('camp')).toBe(2);
    expect(rampartEntryCost('redoubt')).toBe(2);
  });

  it('climbing from outside costs 4 MP (1 + 3), along the walkway 1 MP', () => {
    expect(rampartEntryCost('outside')).toBe(4);
    expect(rampartEntryCost('walkway')).toBe(1);
  });

  it('leaving a Rampart adds +1 MP for a hex inside, +3 MP for a hex outside', () => {
    expect(leaveRampartCost('inside')).toBe(1);
    expect(leaveRampartCost('outside')).toBe(3);
  });

  it('cavalry enters a Rampart only by a gate, and never walks the walkway', () => {
    for (const id of ['rampartFromInside', 'rampartFromCamp', 'rampartFromOutside'] as const) expect(moveCost(id, 'cavalry').kind, id).toBe('gate');
    expect(moveCost('rampartWalkway', 'cavalry').kind).toBe('prohibited');
  });

  it('these cells are marked fixed by the rule or example', () => {
    for (const id of ['rampartFromInside', 'rampartFromCamp', 'rampartFromRedoubt', 'rampartFromOutside', 'rampartWalkway', 'leaveRampartInside', 'leaveRampartOutside'] as const) {
      expect(TEC_MOVE[id].foot.provenance.reconstructed, id).toBe(false);
    }
  });
});

describe('AG 6.36, 6.43, 6.44 — walls, gates, Redoubts', () => {
  it('the Alesia crest wall stops everyone except at its gates', () => {
    expect(moveCost('crestWall', 'foot').kind).toBe('prohibited');
    expect(moveCost('crestWall', 'cavalry').kind).toBe('prohibited');
    expect(moveCost('gate', 'foot').kind).not.toBe('prohibited');
    expect(moveCost('gate', 'cavalry').kind).not.toBe('prohibited');
  });

  it('cavalry crosses no camp, Redoubt or stone wall; foot may', () => {
    for (const id of ['campWall', 'redoubtWall', 'stoneWall'] as const) {
      expect(moveCost(id, 'cavalry').kind, id).toBe('prohibited');
      expect(moveCost(id, 'foot').kind, id).toBe('add');
    }
  });

  it('cavalry passes a Redoubt for 3 MP plus 1 MP for the gate (AG 6.44)', () => {
    expect(moveCost('redoubt', 'cavalry')).toEqual({ kind: 'gate', mp: 3 });
    expect(moveCost('gate', 'cavalry')).toEqual({ kind: 'add', mp: 1 });
    expect(TEC_MOVE.redoubt.cavalry.provenance.reconstructed).toBe(false);
  });

  it('a Redoubt to its connected Rampart costs +1 MP (AG 6.44)', () => {
    expect(moveCost('redoubtRampartLink', 'foot')).toEqual({ kind: 'add', mp: 1 });
    expect(mpOf('redoubt') + mpOf('redoubtRampartLink')).toBe(rampartEntryCost('redoubt'));
  });
});

describe('AG 6.45, 6.48, errata #11 and #12 — Death Gardens', () => {
  it('entering an outer garden costs 2 Hits, an inner one 3 Hits and 3 MP', () => {
    expect(deathGardenEntry('outer').hits).toBe(2);
    expect(deathGardenEntry('inner')).toEqual({ mp: 3, hits: 3, garden: true });
  });

  it('errata #12: an outer garden needs Fill 2, an inner one Fill 3', () => {
    expect(fillNeeded('outerDeathGarden')).toBe(2);
    expect(fillNeeded('innerDeathGarden')).toBe(3);
  });

  it('errata #11: the inner garden is the outer one plus its wet ditch, each penalty adding one', () => {
    const outer = deathGardenEntry('outer');
    const inner = deathGardenEntry('inner');
    expect(inner.mp - outer.mp).toBe(1);
    expect(inner.hits - outer.hits).toBe(1);
    expect((fillNeeded('innerDeathGarden') as number) - (fillNeeded('outerDeathGarden') as number)).toBe(1);
  });

  it('a garden stays a garden below its Fill and stops being one at it (AG 6.48)', () => {
    expect(deathGardenEntry('outer', 1)).toMatchObject({ hits: 2, garden: true });
    expect(deathGardenEntry('outer', 2)).toEqual({ mp: 1, hits: 0, garden: false });
    expect(deathGardenEntry('inner', 2)).toMatchObject({ mp: 3, hits: 3, garden: true });
    expect(deathGardenEntry('inner', 3)).toEqual({ mp: 1, hits: 0, garden: false });
  });

  it('no horse enters a Death Garden', () => {
    expect(moveCost('outerDeathGarden', 'cavalry').kind).toBe('prohibited');
    expect(moveCost('innerDeathGarden', 'cavalry').kind).toBe('prohibited');
  });
});

describe('AG 6.33, 6.46, 6.48 — water', () => {
  it('the deep water ditch is impassable until Fill 3, then costs nothing extra', () => {
    expect(moveCost('waterDitch', 'foot', 2).kind).toBe('prohibited');
    expect(moveCost('waterDitch', 'foot', 3)).toEqual({ kind: 'add', mp: 0 });
  });

  it('a stream hexside costs +2 MP (GB-6.42-MOVE unit D) and Fill 3 cancels it', () => {
    expect(moveCost('stream', 'foot')).toEqual({ kind: 'add', mp: 2 });
    expect(moveCost('stream', 'foot', 2)).toEqual({ kind: 'add', mp: 2 });
    expect(moveCost('stream', 'foot', 3)).toEqual({ kind: 'add', mp: 0 });
  });

  it('a small river needs Fill 4, and costs more than a stream until then', () => {
    expect(fillNeeded('smallRiver')).toBe(4);
    expect(mpOf('smallRiver')).toBeGreaterThan(mpOf('stream'));
    expect(moveCost('smallRiver', 'foot', 3)).toEqual(moveCost('smallRiver', 'foot'));
    expect(moveCost('smallRiver', 'foot', 4)).toEqual({ kind: 'add', mp: 0 });
  });

  it('Fill counts only 0–4 (AG 6.47)', () => {
    expect(() => moveCost('stream', 'foot', 5)).toThrow('Fill counters are valued 0–4, not 5');
    expect(() => entryHits('outerDeathGarden', -1)).toThrow('not -1');
  });
});

describe('AG 6.47, 6.63, 8.43 — Fill, friends, fire', () => {
  it('carrying Fill costs 1 MA, dropping it 1 MP, and only BI do it', () => {
    expect(moveCost('fillCarry', 'foot')).toEqual({ kind: 'add', mp: -1 });
    expect(moveCost('fillDrop', 'foot')).toEqual({ kind: 'add', mp: 1 });
    expect(moveCost('fillDrop', 'cavalry').kind).toBe('prohibited');
  });

  it('a hex holding friendly units costs +2 MP (GB-6.42-MOVE unit E); infantry on a Rampart cannot be passed; tower units cost nothing', () => {
    expect(moveCost('friendlyOccupied', 'foot')).toEqual({ kind: 'add', mp: 2 });
    expect(moveCost('rampartInfantry', 'foot').kind).toBe('prohibited');
    expect(moveCost('rampartTower', 'foot')).toEqual({ kind: 'add', mp: 0 });
  });

  it('a burning hex costs 2 MP and 1 Hit (AG 8.43)', () => {
    expect(moveCost('burning', 'foot')).toEqual({ kind: 'mp', mp: 2 });
    expect(entryHits('burning')).toBe(1);
  });

  it('only Death Gardens and fire cost Hits to enter (AG 6.11)', () => {
    expect(TEC_MOVE_ROWS.filter((e) => e.hits).map((e) => e.id).sort()).toEqual(['burning', 'innerDeathGarden', 'outerDeathGarden']);
  });
});

describe('the movement chart as data', () => {
  it('every entry has both movers and each cell a provenance with a reason or a source', () => {
    for (const e of TEC_MOVE_ROWS) {
      for (const m of ['foot', 'cavalry'] as const) {
        const p = e[m].provenance;
        expect(p.reconstructed ? p.why : p.source, `${e.id} ${m}`).toMatch(/\S{3,}/);
        if (!p.reconstructed) expect(p.source, `${e.id} ${m}`).toMatch(/AG \d|GB-|errata/);
      }
      expect(e.rule).toMatch(/^AG \d/);
    }
  });

  it('no entry makes foot pay more to enter a hex than the inner Death Garden or the Rampart from outside', () => {
    for (const e of TEC_MOVE_ROWS) {
      const c = e.foot.cost;
      if (c.kind === 'mp') expect(c.mp, e.id).toBeLessThanOrEqual(4);
    }
  });

  it('is frozen; names, legend, printed costs, log references', () => {
    expect(Object.isFrozen(TEC_MOVE) && Object.isFrozen(TEC_MOVE.stream) && Object.isFrozen(TEC_MOVE.stream.foot.cost)).toBe(true);
    expect(TEC_NAME).toBe('Terrain Effects Chart');
    expect(TEC_MOVE_LEGEND).toMatch(/Fill n/);
    expect(moveCostText(moveCost('rampartFromOutside', 'foot'))).toBe('4');
    expect(moveCostText(moveCost('stream', 'foot'))).toBe('+2');
    expect(moveCostText(moveCost('crestWall', 'foot'))).toBe('P');
    expect(moveCostText(moveCost('redoubt', 'cavalry'))).toBe('Gate, 3');
    expect(moveCostText(moveCost('fillCarry', 'foot'))).toBe('-1 MA');
    expect(tecMoveRef('stream', 'cavalry')).toEqual({ table: 'gboh-terrain', row: 'stream', col: 'cavalry' });
    expect(() => moveCost('moat' as TecMoveId, 'foot')).toThrow("No Terrain Effects Chart movement entry 'moat'");
  });
});

describe('AG 9.25 — shock terrain DRMs', () => {
  it('a defender on a Rampart attacked from below: −3 (GB-9.23), marked fixed', () => {
    expect(shockTerrainDrm('rampartFromBelow', 'foot')).toBe(-3);
    expect(TEC_SHOCK.rampartFromBelow.foot.provenance).toMatchObject({ reconstructed: false, source: expect.stringContaining('GB-9.23') });
  });

  it('every shock terrain DRM helps the defender or no one, and none outweighs the Rampart', () => {
    for (const e of TEC_SHOCK_ROWS) for (const m of ['foot', 'cavalry'] as const) {
      expect(e[m].drm, `${e.id} ${m}`).toBeLessThanOrEqual(0);
      expect(e[m].drm, `${e.id} ${m}`).toBeGreaterThanOrEqual(-3);
    }
  });

  it('walls rank Rampart < camp wall / Redoubt < stone wall', () => {
    expect(shockTerrainDrm('rampartFromBelow', 'foot')).toBeLessThan(shockTerrainDrm('campWall', 'foot'));
    expect(shockTerrainDrm('campWall', 'foot')).toBeLessThan(shockTerrainDrm('stoneWall', 'foot'));
    expect(shockTerrainDrm('redoubt', 'foot')).toBeGreaterThan(shockTerrainDrm('rampartFromBelow', 'foot'));
  });

  it('Fill cancels a watercourse in combat as in movement', () => {
    expect(shockTerrainDrm('stream', 'foot', 3)).toBe(0);
    expect(shockTerrainDrm('smallRiver', 'foot', 3)).toBeLessThan(0);
    expect(shockTerrainDrm('smallRiver', 'foot', 4)).toBe(0);
    expect(TEC_SHOCK.stream.cancelledByFill).toBe(fillNeeded('stream'));
    expect(TEC_SHOCK.smallRiver.cancelledByFill).toBe(fillNeeded('smallRiver'));
  });

  it('refuses what it has not', () => {
    expect(() => shockTerrainDrm('moat' as never, 'foot')).toThrow("No Terrain Effects Chart shock entry 'moat'");
    expect(() => shockTerrainDrm('stream', 'foot', 9)).toThrow('Fill counters are valued 0–4, not 9');
  });
});

describe('errata #5 — combining terrain DRMs', () => {
  it('a hex attacked from two hexes takes one DRM, not their sum (GB-9.23: two stacks, still −3)', () => {
    expect(combineShockTerrain([[-3], [-3]])).toBe(-3);
  });

  it('an attack through several kinds of terrain adds them all', () => {
    expect(combineShockTerrain([[-1, -1, -1]])).toBe(-3);
  });

  it('from several hexes, the largest penalty counts', () => {
    expect(combineShockTerrain([[0], [-1, -1], [-1]])).toBe(-2);
    expect(combineShockTerrain([[0], [0]])).toBe(0);
    expect(Object.is(combineShockTerrain([[]]), 0)).toBe(true);
    expect(combineShockTerrain([])).toBe(0);
  });
});

describe('AG 8.17, AG 8.55 — missile terrain DRMs', () => {
  it('the seed’s values, each marked fixed', () => {
    expect(missileTerrainDrm('targetLower', 'J')).toBe(-1);
    expect(missileTerrainDrm('forestTarget', 'A')).toBe(1);
    expect(missileTerrainDrm('archersAtRampartFromBelow', 'A')).toBe(1);
    expect(missileTerrainDrm('javelinsAtRampartFromBelow', 'J')).toBe(4);
    expect(missileTerrainDrm('palintonosOverWall', 'Palintonos')).toBe(1);
    for (const e of TEC_MISSILE_ROWS) expect(e.provenance.reconstructed, e.id).toBe(false);
  });

  it('forest and lower targets count for every missile class', () => {
    for (const c of MISSILE_CLASSES) {
      expect(missileTerrainDrm('forestTarget', c), c).toBe(1);
      expect(missileTerrainDrm('targetLower', c), c).toBe(-1);
    }
  });

  it('the class-bound DRMs apply only to their class', () => {
    expect(missileTerrainDrm('archersAtRampartFromBelow', 'J')).toBe(0);
    expect(missileTerrainDrm('archersAtRampartFromBelow', 'AFire')).toBe(1);
    expect(missileTerrainDrm('javelinsAtRampartFromBelow', 'A')).toBe(0);
    expect(missileTerrainDrm('palintonosOverWall', 'Scorpion')).toBe(0);
    expect(TEC_MISSILE.javelinsAtRampartFromBelow.classes).toEqual(['J']);
  });

  it('refuses what it has not; legend and log reference', () => {
    expect(() => missileTerrainDrm('fog' as never, 'A')).toThrow("No Terrain Effects Chart missile entry 'fog'");
    expect(TEC_COMBAT_LEGEND).toMatch(/largest penalty/);
    expect(tecCombatRef('forestTarget', 'A')).toEqual({ table: 'gboh-terrain', row: 'forestTarget', col: 'A' });
    expect(Object.isFrozen(TEC_SHOCK.forest.cavalry) && Object.isFrozen(TEC_MISSILE.forestTarget.classes)).toBe(true);
  });
});

describe('AG 6.63 — friendly units in the way', () => {
  it('+2 MP elsewhere, free for artillery or auxiliary movers and past a hex of only such units', () => {
    expect(friendlyOccupiedCost('other', 'other', false)).toBe(2);
    expect(friendlyOccupiedCost('artilleryOrAuxiliary', 'other', false)).toBe(0);
    expect(friendlyOccupiedCost('other', 'artilleryOrAuxiliary', false)).toBe(0);
  });

  it('on a Rampart: infantry cannot be passed; tower units cost nothing', () => {
    expect(friendlyOccupiedCost('other', 'other', true)).toBeNull();
    expect(friendlyOccupiedCost('artilleryOrAuxiliary', 'other', true)).toBeNull();
    expect(friendlyOccupiedCost('other', 'artilleryOrAuxiliary', true)).toBe(0);
  });
});

describe('edges of the movement lookups', () => {
  it('a Fill that is no whole number is refused; features without Fill or Hits say so', () => {
    expect(() => moveCost('stream', 'foot', 1.5)).toThrow('Fill counters are valued 0–4, not 1.5');
    expect(fillNeeded('clear')).toBeNull();
    expect(fillNeeded('crestWall')).toBeNull();
    expect(entryHits('clear')).toBe(0);
    expect(entryHits('burning', 4)).toBe(1);
  });

  it('a Fill on ground it cannot cancel changes nothing', () => {
    expect(moveCost('forest', 'foot', 4)).toEqual(moveCost('forest', 'foot'));
    expect(moveCost('crestWall', 'foot', 4).kind).toBe('prohibited');
  });

  it('a cancelled Death Garden costs horse what clear ground does', () => {
    expect(moveCost('outerDeathGarden', 'cavalry', 2)).toEqual(moveCost('clear', 'cavalry'));
  });

  it('horse fights worse than foot into a forest; the wall entries give cavalry nothing (it cannot shock there, AG 9.26)', () => {
    expect(shockTerrainDrm('forest', 'cavalry')).toBeLessThan(shockTerrainDrm('forest', 'foot'));
    for (const id of ['rampartFromBelow', 'redoubt', 'campWall', 'stoneWall'] as const) expect(shockTerrainDrm(id, 'cavalry'), id).toBe(0);
  });
});
