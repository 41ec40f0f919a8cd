/** Why a clicked region is not among a decision's choices: each decision's refusal names the choices and its rule. */
import { describe, expect, it } from 'vitest';
import { chosenRegion, regionChoiceRefusal } from './whyNot';
import { emptyAtRomanMove } from './testing/states';
import type { BellumAction, BellumState } from './state';

const base = (): BellumState => emptyAtRomanMove('why');
const inCombat = (region: string, pending: unknown): BellumState => {
  const s = base();
  s.combat = { encounters: [{ region, kind: 'skirmish' }], index: 0, pending } as never;
  return s;
};
const refuse = (s: BellumState, a: BellumAction, legal: BellumAction[]) => regionChoiceRefusal(s, a, legal);

describe('the region a decision names', () => {
  it('retreats, evasions, escapes, sailing, depots, dismantling, scorching and reinforcements name one; other actions none', () => {
    expect(chosenRegion({ t: 'retreat', to: 'santones' } as BellumAction)).toBe('santones');
    expect(chosenRegion({ t: 'evade', to: 'santones' } as BellumAction)).toBe('santones');
    expect(chosenRegion({ t: 'navalEscape', to: 'atlantic' })).toBe('atlantic');
    expect(chosenRegion({ t: 'sail', ship: 'trireme-1', to: 'veneti' })).toBe('veneti');
    expect(chosenRegion({ t: 'sail', ship: 'veneti-ship-1', to: 'veneti', place: 'corbilo' })).toBeNull();
    expect(chosenRegion({ t: 'depot', region: 'santones' } as BellumAction)).toBe('santones');
    expect(chosenRegion({ t: 'dismantle', region: 'santones' } as BellumAction)).toBe('santones');
    expect(chosenRegion({ t: 'scorch', region: 'santones' } as BellumAction)).toBe('santones');
    expect(chosenRegion({ t: 'reinforce', id: 'x', region: 'santones' })).toBe('santones');
    expect(chosenRegion({ t: 'move', to: 'santones' } as BellumAction)).toBeNull();
    expect(chosenRegion({ t: 'done' })).toBeNull();
  });
});

describe('refusals', () => {
  it('a region among the choices, an action of another kind, or no choice at all: no refusal', () => {
    const s = base();
    const legal: BellumAction[] = [{ t: 'depot', region: 'santones' } as BellumAction, { t: 'done' }];
    expect(refuse(s, { t: 'depot', region: 'santones' } as BellumAction, legal)).toBeNull();
    expect(refuse(s, { t: 'done' }, legal)).toBeNull();
    expect(refuse(s, { t: 'scorch', region: 'tarbelli' } as BellumAction, legal)).toBeNull();
  });

  it('BG 2.3.2 — a depot: the sites open now, listed with "or"', () => {
    const s = base();
    const legal = ['santones', 'tarbelli', 'pictones'].map((region) => ({ t: 'depot', region }) as BellumAction);
    expect(refuse(s, { t: 'depot', region: 'arverni' } as BellumAction, legal)).toMatchObject({
      rule: 'BG 2.3.2',
      message: 'Arverni is not a choice: a depot may be set up now only in Santones, Tarbelli or Pictones.',
    });
    expect(refuse(s, { t: 'depot', region: 'arverni' } as BellumAction, legal.slice(0, 1))!.message).toBe('Arverni is not a choice: a depot may be set up now only in Santones.');
  });

  it('BG 2.3.2 — dismantling: where the depots are ("has" one, "have" one)', () => {
    const s = base();
    expect(refuse(s, { t: 'dismantle', region: 'arverni' } as BellumAction, [{ t: 'dismantle', region: 'santones' } as BellumAction])!.message).toBe('Arverni has no depot to dismantle: Santones has one.');
    expect(refuse(s, { t: 'dismantle', region: 'arverni' } as BellumAction, [{ t: 'dismantle', region: 'santones' }, { t: 'dismantle', region: 'tarbelli' }] as BellumAction[])!.message).toBe('Arverni has no depot to dismantle: Santones or Tarbelli have one.');
  });

  it('BG 2.3.5 — Scorched Earth', () => {
    expect(refuse(base(), { t: 'scorch', region: 'arverni' } as BellumAction, [{ t: 'scorch', region: 'santones' } as BellumAction])).toMatchObject({
      rule: 'BG 2.3.5',
      message: 'Arverni is not a choice: Scorched Earth may be laid now only in Santones.',
    });
  });

  it('BG 3.1 — reinforcements: only the choices of the same arrival count', () => {
    const legal: BellumAction[] = [{ t: 'reinforce', id: 'a', region: 'cisalpina' }, { t: 'reinforce', id: 'b', region: 'arverni' }];
    expect(refuse(base(), { t: 'reinforce', id: 'a', region: 'arverni' }, legal)).toMatchObject({
      rule: 'BG 3.1',
      message: 'Arverni is not a choice: these reinforcements may arrive only in Cisalpina.',
    });
  });

  it('BG 5.3 — sailing: only the same ship\'s reach counts', () => {
    const legal: BellumAction[] = [{ t: 'sail', ship: 'trireme-1', to: 'atlantic' }, { t: 'sail', ship: 'trireme-1', to: 'santones' }, { t: 'sail', ship: 'trireme-2', to: 'veneti' }];
    expect(refuse(base(), { t: 'sail', ship: 'trireme-1', to: 'veneti' }, legal)).toMatchObject({
      rule: 'BG 5.3',
      message: 'Veneti is out of reach: Trireme I can sail only to the Atlantic or Santones this move.',
    });
  });

  it('BG 5.6.1 — a naval escape', () => {
    expect(refuse(base(), { t: 'navalEscape', to: 'santones' }, [{ t: 'navalEscape', to: 'atlantic' }])).toMatchObject({
      rule: 'BG 5.6.1',
      message: 'Santones is not a choice: the fleet escapes only to the Atlantic.',
    });
  });

  it('BG 4.3.1 — an evasion, naming a region that does not border the combat', () => {
    const s = inCombat('tarbelli', { kind: 'skirmishEvade' });
    const legal = [{ t: 'evade', to: 'santones' } as BellumAction];
    expect(refuse(s, { t: 'evade', to: 'arverni' } as BellumAction, legal)).toMatchObject({
      rule: 'BG 4.3.1',
      message: 'Arverni does not border Tarbelli. Arverni is not a choice: a force evades only into a neighbouring region its side controls: Santones.',
    });
    expect(refuse(s, { t: 'evade', to: 'bigerriones' } as BellumAction, legal)!.message).toBe('Bigerriones is not a choice: a force evades only into a neighbouring region its side controls: Santones.');
  });

  it('BG 4.4.2 — a retreat; BG 5.6.3 — the optional retreat by sea', () => {
    const s = inCombat('tarbelli', { kind: 'retreat' });
    const legal = [{ t: 'retreat', to: 'santones' } as BellumAction];
    expect(refuse(s, { t: 'retreat', to: 'arverni' } as BellumAction, legal)!.message).toBe(
      'Arverni does not border Tarbelli. Arverni is not a choice: a beaten force retreats into a neighbouring region of the best class open to it (its own first, then enemy-held but free of enemy units, then contested, then enemy-occupied): Santones.',
    );
    const sea = inCombat('britannia', { kind: 'retreat', optional: true });
    expect(refuse(sea, { t: 'retreat', to: 'arverni' } as BellumAction, [{ t: 'retreat', to: 'morini' }, { t: 'retreat', to: 'veneti' }] as BellumAction[])).toMatchObject({
      rule: 'BG 5.6.3',
      message: 'Arverni is not a choice: the ships carry the beaten force only to Morini or Veneti (coastal regions of Gaul, the best class open to it), or it stays.',
    });
    const notOptional = inCombat('tarbelli', { kind: 'retreat', optional: false });
    expect(refuse(notOptional, { t: 'retreat', to: 'arverni' } as BellumAction, legal)!.message).toMatch(/^Arverni does not border Tarbelli\. Arverni is not a choice: a beaten force retreats/);
  });

  it('outside combat an evasion refusal has no border sentence', () => {
    expect(refuse(base(), { t: 'evade', to: 'arverni' } as BellumAction, [{ t: 'evade', to: 'santones' } as BellumAction])!.message).toBe('Arverni is not a choice: a force evades only into a neighbouring region its side controls: Santones.');
  });
});
