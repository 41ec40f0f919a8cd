/** BG 4.5.5 — relief armies: the besieger splits his force between the siege and the field. */
import { describe, expect, it } from 'vitest';
import { bellum } from '../system';
import { Ctx } from '../ctx';
import { emptyAtRomanMove } from '../testing/states';
import type { BellumState } from '../state';
import { act, besiegeSotiates, declineSacks, RELIEF_LEGIONS, toCombat } from './testkit';
import { fieldForce } from './forces';
import { besiegingForce, dutyIn, reliefRegions } from './relief';
import { raiseSieges, siegeAllocation, siegeCapacity } from './siege';

const LEGIONS = RELIEF_LEGIONS;


/** Six legions, Labienus and Crassus besiege the Sotiates' oppidum; five Gauls stand outside. */
const reliefState = (): BellumState => besiegeSotiates(emptyAtRomanMove('relief'));

describe('BG 4.5.5 relief armies', () => {
  it('a Gallic army in the open of a besieged region is a relief army; a smaller force is not', () => {
    const s = reliefState();
    expect(reliefRegions(s)).toEqual([{ region: 'bigerriones', besieger: 'roman' }]);
    s.units['sotiates-cav'].region = 'tarbelli';
    expect(reliefRegions(s)).toEqual([]);
  });

  it('a besieger with only leaders left in the open has nothing to split (no dead end: found by the 6.3 sim)', () => {
    const s = reliefState();
    for (const u of LEGIONS) s.units[u] = { region: null, place: null, out: 'eliminated', reduced: false };
    expect(reliefRegions(s)).toEqual([]);
  });

  it('the besieger splits before the field combats are fixed; at least one unit must face the relief', () => {
    let s = toCombat(reliefState());
    expect(s.combat!.pending).toEqual({ kind: 'reliefSplit', side: 'roman', region: 'bigerriones' });
    expect(s.combat!.encounters).toEqual([]); // not fixed yet
    expect(bellum.legalActions(s)).toContainEqual({ t: 'done' });
    for (const u of LEGIONS) s = act(s, { t: 'duty', piece: u });
    // Each piece is offered once, whichever group it stands in.
    const keys = bellum.legalActions(s).map((x) => bellum.actionKey(x));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((k) => k.includes('"duty"'))).toHaveLength(LEGIONS.length + 2);
    // Every unit on duty: nobody faces the relief army, so the split cannot be confirmed.
    expect(bellum.legalActions(s)).not.toContainEqual({ t: 'done' });
    s = act(s, { t: 'duty', piece: 'legio-xii' }); // back to the field
    s = act(s, { t: 'duty', piece: 'crassus' });
    expect(dutyIn(s, 'bigerriones', 'roman')).toEqual({ units: LEGIONS.slice(0, 5).sort(), leaders: ['crassus'] });
    expect(fieldForce(s, 'bigerriones', 'roman')).toEqual({ units: ['legio-xii'], leaders: ['labienus'] });
    s = act(s, { t: 'done' });
    // One legion against an army: a skirmish, not a pitched battle (BG 4.1).
    expect(s.combat!.encounters.map((e) => [e.kind, e.region])).toEqual([['skirmish', 'bigerriones']]);
    // The siege is carried on by the pieces on duty: five legions and Crassus, one siege's worth.
    expect(siegeCapacity(s, 'bigerriones', 'roman')).toBe(1);
    expect(siegeAllocation(s, 'sotiates-oppidum', 'roman')).toEqual({ units: LEGIONS.slice(0, 5).sort(), leaders: ['crassus'] });
  });

  it('with nobody on duty the whole force fights the relief army, then besieges', () => {
    let s = toCombat(reliefState());
    s = act(s, { t: 'done' });
    expect(s.combat!.encounters.map((e) => e.kind)).toEqual(['battle']);
    expect(besiegingForce(s, 'bigerriones', 'roman').units).toEqual(LEGIONS.slice().sort());
  });

  it('raising the sieges ends the duty: the whole besieging force retreats together (BG 4.5.6)', () => {
    const s = reliefState();
    s.siegeDuty = ['legio-vii', 'legio-viii', 'crassus'];
    expect(fieldForce(s, 'bigerriones', 'roman').units).not.toContain('legio-vii');
    const ctx = new Ctx(s);
    raiseSieges(ctx, 'bigerriones', 'roman', 'test');
    expect(ctx.s.siegeDuty).toEqual([]);
    expect(fieldForce(ctx.s, 'bigerriones', 'roman').units).toEqual(LEGIONS.slice().sort());
  });

  it('the duty lasts one combat phase: the next turn every piece may move again', () => {
    let s = toCombat(reliefState());
    s = act(s, { t: 'duty', piece: 'legio-vii' });
    s = act(s, { t: 'done' });
    expect(s.siegeDuty).toEqual(['legio-vii']);
    for (let i = 0; i < 400 && s.step === 'combat'; i++) {
      s = declineSacks(s);
      if (s.step !== 'combat') break;
      const legal = bellum.legalActions(s);
      const pick = ['confirmDeploy', 'autoDeploy', 'done', 'stand', 'endure', 'besiege'].map((t) => legal.find((a) => a.t === t)).find(Boolean);
      s = act(s, pick ?? legal[0]);
    }
    expect(s.step).not.toBe('combat');
    expect(s.siegeDuty).toEqual([]);
  });
});
