/**
 * AG 9.12 with the 9.21 design note, reading X80: a Gaul that began the phase at the foot of a
 * Rampart, the Roman defender in its front hex (its own ZOC does not reach up, AG 7.22), and stayed
 * in its hex may shock him again voluntarily. Through the legal list on frozen states of the real board.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import type { AgAction } from '../actions';
import { aspectHexes } from '../facing';
import { alesiaGboh } from '../system';
import { deployed } from '../testing';
import type { AgState, Facing } from '../state';
import { dutyOf, enemiesInOwnZoc, phaseSnapshot } from './designate';
import { position, rampartSpot } from './kit';

const legal = (s: AgState) => alesiaGboh.legalActions(s);
function step(s: AgState, a: AgAction): AgState {
  const r = alesiaGboh.apply(deepFreeze(s), a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.rejection.rule} ${r.rejection.message}`);
  return r.state;
}

const base = deployed('12.2', 'rampart-voluntary');
const R = rampartSpot(base);
const CO = 'co-vi-1';
const BI = 'bi-arverni-1';
/** The BI's facing on R.a with the Rampart hex in its front. */
const biFacing = ([0, 1, 2, 3, 4, 5] as Facing[]).find((f) => aspectHexes(R.a, f, 'front').includes(R.rampart))!;

/** A cohort on the Rampart facing out over R.a; the BI below on R.a facing it, there since the phase began (`snapshot`: as phaseSnapshot takes it). */
function foot(snapshot: boolean): AgState {
  return deepFreeze(position(base, 'gallic', [
    { id: CO, hex: R.rampart, facing: R.v },
    { id: BI, hex: R.a, facing: biFacing },
  ], { units: [BI], tribes: ['arverni'] }, (x) => {
    x.tribes.arverni = { ...x.tribes.arverni, status: 'placed', zone: 'I', released: 1 };
    if (snapshot) x.phaseStart = phaseSnapshot(x as AgState);
  }));
}

describe('AG 9.12, reading X80 — a voluntary shock up onto a Rampart', () => {
  it('the ground: the BI faces the Rampart hex, and its ZOC does not reach up into it (AG 7.22)', () => {
    expect(biFacing).toBeDefined();
    expect(enemiesInOwnZoc(foot(true), BI)).toEqual([]);
  });

  it('the phase-start snapshot counts the Roman in its front hex, and the BI that stayed may shock (voluntary)', () => {
    const s = foot(true);
    expect(s.phaseStart!.enemyInZoc).toContain(BI);
    expect(dutyOf(s, BI)).toBe('voluntary');
  });

  it('the shock is offered in the designation step, and may be declined', () => {
    const designating = step(foot(true), { t: 'toShock' });
    expect(designating.shock?.stage).toBe('designate');
    const acts = legal(designating);
    expect(acts).toContainEqual({ t: 'shock', unit: BI, target: CO });
    expect(acts).toContainEqual({ t: 'endDesignation' });
  });

  it('a BI not in contact with the Roman when the phase began (an empty snapshot) has no such shock', () => {
    expect(dutyOf(foot(false), BI)).toBe('none');
  });
});
