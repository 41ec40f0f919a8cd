/**
 * The prompt of Alésia (GBoH): every legal action lands in exactly one group; the steps read what
 * to do with their rule; a kind this UI has no words for (fire, shock, rally… as they are wired in)
 * still becomes a readable button in a group of its own, named from its fields.
 */
import { describe, expect, it } from 'vitest';
import type { AgAction } from '../../engine/alesia-gboh/actions';
import { agLeader, agUnit } from '../../engine/alesia-gboh/data';
import { parseGbohLabel } from '../../engine/alesia-gboh/map/grid';
import { alesiaGboh } from '../../engine/alesia-gboh/system';
import { fresh } from '../../engine/alesia-gboh/testing';
import { hexKey } from '../../engine/hex/coords';
import { describeAction, describeGeneric } from './describe';
import { actionRule, endAction, escapeAction, groupActions, instruction } from './prompt';
import { apply, planning121, romanCommand121 } from './testing/positions';

const every = (legal: readonly AgAction[]) => {
  const groups = groupActions(legal);
  const all = groups.flatMap((g) => g.actions);
  expect(all).toHaveLength(legal.length);
  expect(new Set(all).size).toBe(legal.length);
  return groups;
};

describe('the GBoH prompt', () => {
  it('set-up: the pool folded, the sample deployment offered, the step read with AG 3.0 A', () => {
    const s = fresh('12.1', 'p1');
    const groups = every(alesiaGboh.legalActions(s));
    expect(groups.map((g) => g.id)).toEqual(['setup', 'pick']);
    expect(groups.find((g) => g.id === 'pick')!.folded).toBe(true);
    expect(instruction(s).rule).toBe('AG 3.0 A');
    expect(describeAction(s, { t: 'sample' })).toBe('Sample deployment for the rest');
  });

  it('12.1 planning: the sheet group and the finish; the instruction is the Final Assault’s', () => {
    let s = planning121('p2');
    s = apply(s, alesiaGboh.legalActions(s).find((a) => a.t === 'choose')!);
    const legal = alesiaGboh.legalActions(s);
    const groups = every(legal);
    expect(groups.map((g) => g.id)).toEqual(['plan', 'end']);
    expect(instruction(s)).toEqual({ text: expect.stringMatching(/80 Size points/), rule: 'AG 12.1 Gauls' });
    expect(endAction(legal)).toEqual({ t: 'endPlanning' });
  });

  it('a Roman Command: moves and turns folded, the End in the finishing group; a move reads with labels and facing', () => {
    const s = romanCommand121('p3');
    const legal = alesiaGboh.legalActions(s);
    const groups = every(legal);
    expect(groups.at(-1)!.id).toBe('end');
    expect(groups.find((g) => g.id === 'move')!.folded).toBe(true);
    const m = legal.find((a) => a.t === 'move') as Extract<AgAction, { t: 'move' }>;
    expect(describeAction(s, m)).toMatch(new RegExp(`^Move ${agUnit(m.unit).name.replace(/[()]/g, '.')} to W\\d{4} facing (north|south|north-east|north-west|south-east|south-west)$`));
    expect(actionRule(s, m)).toBe('AG 6.1');
    expect(instruction(s, legal).rule).toBe('AG 4.1');
    expect(escapeAction(legal)).toBeNull();
  });

  it('names a kind it has no words for from its fields, in a group of its own before the finish', async () => {
    const s = romanCommand121('p4');
    const legal = alesiaGboh.legalActions(s);
    const shooter = (legal.find((a) => a.t === 'move') as Extract<AgAction, { t: 'move' }>).unit;
    const target = hexKey(parseGbohLabel('W3911')!);
    const fire = { t: 'reactionFire', unit: shooter, target, range: 2 } as unknown as AgAction;
    const shock = { t: 'shockAttack', unit: shooter, defenders: [shooter], leader: 'caesar', withdraw: true } as unknown as AgAction;
    const groups = every([...legal, fire, shock]);
    const ids = groups.map((g) => g.id);
    expect(ids).toContain('kind-reactionFire');
    expect(ids.indexOf('kind-reactionFire')).toBeLessThan(ids.indexOf('end'));
    expect(groups.find((g) => g.id === 'kind-reactionFire')!.title).toBe('Reaction fire');
    expect(describeAction(s, fire)).toBe(`Reaction fire: ${agUnit(shooter).name}, target W3911, range 2`);
    expect(describeGeneric(shock as never)).toBe(`Shock attack: ${agUnit(shooter).name}, defenders ${agUnit(shooter).name}, leader ${agLeader('caesar').name}, withdraw`);
    expect(actionRule(s, fire)).toBe('AG 8.0');
    // Every rule the prompt names is in the AG book.
    const { agRuleText } = await import('../../engine/alesia-gboh/rules');
    for (const t of ['pick', 'place', 'assign', 'seize', 'entry', 'activate', 'move', 'face', 'react', 'mode', 'fightFire', 'toShock', 'endDesignation', 'answer', 'carryFill', 'moveLeader', 'reinforce', 'rally', 'shock'])
      expect(agRuleText(actionRule(s, { t } as unknown as AgAction)), t).toBeDefined();
    expect(actionRule(s, shock)).toBe('AG 9.0');
    expect(instruction(s, [...legal, fire]).text).toMatch(/Also open now: (.*, )?reaction fire/);
  });
});

describe('a step wired in after this UI', () => {
  it('is read from its choices, with the rule of the first', () => {
    // (The combat steps `react` and `shock` have words of their own now: combat.test.ts.)
    const s = { ...romanCommand121('p5'), step: 'muster' } as unknown as Parameters<typeof instruction>[0];
    const legal = [{ t: 'musterTroops', unit: 'x' }, { t: 'noMuster' }] as unknown as AgAction[];
    expect(instruction(s, legal)).toEqual({ text: 'Muster: choose in the prompt (muster troops, no muster).', rule: 'AG 3.0' });
  });
});

describe('the GBoH roll preview', () => {
  it('gives each entry zone its faces and chance (Zones I–II no roll; Zone III 0–8 = 90%, GB-5.42) and the Seizure chance from Initiative', async () => {
    const { previewLines } = await import('./Preview');
    const s = planning121('pv');
    const day = { ...s, ap: { ...s.ap, night: false } };
    const lines = previewLines(day, [{ t: 'entry', zone: 'I' }, { t: 'entry', zone: 'III' }, { t: 'seize', leader: 'caesar' }, { t: 'seize', leader: 'caesar', move: true }]);
    expect(lines.map((l) => [l.what, l.faces, l.chance])).toEqual([
      ['Zone I entry', 'no roll', 100],
      ['Zone III entry', '0–8', 90],
      [`Seizure by ${agLeader('caesar').name}`, `0–${agLeader('caesar').initiative}`, (agLeader('caesar').initiative! + 1) * 10],
      // AG 5.25: spent to move him, no roll.
      [`${agLeader('caesar').name} spends a Seizure to move`, 'no roll', 100],
    ]);
    // AG 5.22: the Seizures left go with the chance.
    const used = previewLines({ ...day, ap: { ...day.ap, seizuresUsed: { caesar: 1 } } }, [{ t: 'seize', leader: 'caesar' }]);
    expect(used[0].drm).toBe(`Initiative ${agLeader('caesar').initiative}; ${agLeader('caesar').seizures! - 1} Seizures left, a failure uses one (AG 5.22–5.23)`);
    expect(used[0].rule).toBe('AG 5.21');
    const night = previewLines({ ...s, ap: { ...s.ap, night: true } }, [{ t: 'entry', zone: 'III' }]);
    expect(night[0]).toMatchObject({ faces: '0–5', chance: 60 });
  });
});
