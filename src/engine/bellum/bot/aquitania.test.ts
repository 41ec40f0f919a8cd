/**
 * The bot in 6.1, The Pacification of Aquitania (BG 6.1.5: both regions pro-Roman and the Sotiates
 * oppidum destroyed), on hand-built positions.
 */
import { describe, expect, it } from 'vitest';
import { cloneState } from '../ctx';
import { updateControl } from '../control';
import { bellum } from '../system';
import type { BellumState } from '../state';
import { SOTIATES, targetRegions } from './goals';
import { movementChoice } from './march';
import { policyBellum } from './policy';
import { seedRng } from '../../core/rng';
import { firstStep, gamePositions } from './testPositions';

const CRASSUS_ARMY = ['legio-vii', 'numidians', 'allied-cav-1', 'civis', 'roman-cav-1'];

/** The Roman's first movement step with Crassus's army of five in Bigerriones, cleared of Gauls; Tarbelli as set up. */
function crassusInBigerriones(sotiatesDestroyed: boolean): BellumState {
  const t = cloneState(firstStep('aquitania', 'aq', 'roman.move', 'roman'));
  t.leaders = { ...t.leaders, crassus: { ...t.leaders['crassus'], region: 'bigerriones', place: null } };
  t.units = { ...t.units };
  for (const id of CRASSUS_ARMY) t.units[id] = { ...t.units[id], region: 'bigerriones', place: null };
  for (const id in t.units) {
    const u = t.units[id];
    if (u.region === 'bigerriones' && !CRASSUS_ARMY.includes(id)) t.units[id] = { ...u, region: null, place: null, out: 'eliminated' };
  }
  for (const id in t.leaders) if (id !== 'crassus' && t.leaders[id].region === 'bigerriones') t.leaders[id] = { ...t.leaders[id], region: 'tarbelli' };
  t.destroyed = sotiatesDestroyed ? [...t.destroyed, SOTIATES] : t.destroyed.filter((p) => p !== SOTIATES);
  t.spared = sotiatesDestroyed ? [] : [SOTIATES];
  updateControl(t);
  expect(t.control['bigerriones']).toBe('roman');
  expect(t.control['tarbelli']).not.toBe('roman');
  return t;
}

describe('Bellum bot: Aquitania (BG 6.1.5)', () => {
  it('the legion stays in a pro-Roman Bigerriones while the Sotiates oppidum stands (spared by a surrender), and marches on once it is destroyed', () => {
    const standing = crassusInBigerriones(false);
    expect(targetRegions(standing, 'roman')).toEqual(['bigerriones']);
    expect(movementChoice(standing, 'roman', bellum.legalActions(standing), () => 0).t).toBe('endMove');
    const razed = crassusInBigerriones(true);
    expect(targetRegions(razed, 'roman')).toEqual(['tarbelli']);
    expect(movementChoice(razed, 'roman', bellum.legalActions(razed), () => 0)).toEqual({ t: 'select', leader: 'crassus' });
  });

  it('a siege is never raised or declined, nor a fallen place spared, by the policy\'s random moves', () => {
    const asked = gamePositions('aquitania', 'aq-siege', 400).filter((s) => bellum.legalActions(s).some((a) => a.t === 'lift' || a.t === 'spare'));
    expect(asked.length).toBeGreaterThan(0);
    for (const s of asked) {
      const legal = bellum.legalActions(s);
      // Many generators: some draw the policy's uniform move (6 in 100).
      for (let k = 0; k < 100; k++) expect(['lift', 'spare']).not.toContain(policyBellum(s, legal, seedRng(`n${k}`))[0].t);
    }
  });
});
