/**
 * AG 6.65 (reading X81) — what a stack shares and what it may do moving as one: one facing (a turn in
 * place turns the stack, a unit joining it takes its facing, no sequence of actions splits it), Fill
 * laid by a stack (AG 6.47), the rapid move of a stack of cohorts (AG 6.5), and the Gallic
 * Aggressiveness option (reading X11) held by the stack's own reach.
 */
import { describe, expect, it } from 'vitest';
import { distance, hexKey, parseHexKey } from '../../hex/coords';
import { neighbour } from '../../hex/directions';
import type { AgAction } from '../actions';
import { checkInvariants } from '../invariants';
import { firePosition } from '../fire/kit';
import { stackOn } from '../stacking';
import { alesiaGboh } from '../system';
import { deployed, edit, fresh, randomPlayout, refusal } from '../testing';
import { aggressiveEnds } from './aggressiveness';
import { movementAllowance, reach } from './reach';
import { key, position, type Placing } from './testkit';
import type { AgState } from '../state';

const CO = 'co-x-1';
const CO2 = 'co-x-2';

function roman(placed: Record<string, Placing>, units: string[], outOfRange: string[] = []) {
  const base = edit(fresh('12.3'), (x) => {
    x.step = 'command';
    x.ap.owner = 'roman';
    x.command = { leader: 'rebilus', kind: 'legion', tribes: [], units, outOfRange };
  });
  return position(placed, base);
}
function alesia(placed: Record<string, Placing>, units: string[]) {
  const base = edit(fresh('12.3'), (x) => {
    x.step = 'command';
    x.ap.owner = 'gallic';
    x.command = { leader: 'vercingetorix', kind: 'alesia', tribes: [], units, outOfRange: [] };
  });
  return position(placed, base);
}
const apply = (s: AgState, a: AgAction) => {
  const x = alesiaGboh.apply(s, a);
  if (!x.ok) throw new Error(`${a.t} refused: ${x.rejection.rule} ${x.rejection.message}`);
  return x;
};
const moves = (s: AgState) => alesiaGboh.legalActions(s).filter((a): a is Extract<AgAction, { t: 'move' }> => a.t === 'move');
const endOf = (a: Extract<AgAction, { t: 'move' }>) => a.path[a.path.length - 1];
const facings = (s: AgState, hex: string) => new Set(stackOn(s, hex).map((id) => s.units[id].facing));

describe('AG 6.65 — stacked units share one facing', () => {
  const s = roman({ [CO]: { at: 'W4616', facing: 0 }, [CO2]: { at: 'W4616', facing: 0, stackPos: 1 } }, [CO, CO2]);

  it('a turn in place by the top unit turns the stack; the unit under it keeps its own move to make', () => {
    const x = apply(s, { t: 'face', unit: CO, facing: 3 });
    expect(x.state.units[CO]).toMatchObject({ facing: 3, moved: true });
    expect(x.state.units[CO2].facing).toBe(3);
    expect(x.state.units[CO2].moved).toBeUndefined();
    expect(x.log.some((l) => l.kind === 'text' && l.rule === 'AG 6.65')).toBe(true);
    expect(checkInvariants(x.state, s, { deadEnd: false })).toEqual([]);
  });

  it('a turn in place by the unit underneath turns the top one too', () => {
    expect(alesiaGboh.legalActions(s)).toContainEqual({ t: 'face', unit: CO2, facing: 2 });
    const x = apply(s, { t: 'face', unit: CO2, facing: 2 });
    expect(facings(x.state, key('W4616'))).toEqual(new Set([2]));
    expect(x.state.units[CO].moved).toBeUndefined();
  });

  it('a unit moving onto a friend is offered only the facing of the units there', () => {
    const t = roman({ [CO]: { at: 'W4616', facing: 0 }, [CO2]: { at: 'W4716', facing: 4 } }, [CO]);
    const onto = moves(t).filter((a) => endOf(a) === key('W4716'));
    expect(onto.length).toBeGreaterThan(0);
    expect(new Set(onto.map((a) => a.facing))).toEqual(new Set([4]));
    expect(facings(apply(t, onto[0]).state, key('W4716'))).toEqual(new Set([4]));
  });

  it('no sequence of actions of a random game leaves a stack facing two ways (the AG 6.65 invariant after every action)', () => {
    let stacks = 0;
    const bad: string[] = [];
    randomPlayout(deployed('12.2', 'face'), 'face-65', 250, (x) => {
      const seen = new Set<string>();
      for (const u of Object.values(x.units)) if (u.loc.at === 'hex') {
        if (seen.has(u.loc.hex)) stacks++;
        seen.add(u.loc.hex);
      }
      bad.push(...checkInvariants(x, null, { deadEnd: false, hitLimit: false }).filter((v) => v.startsWith('AG 6.65')));
    });
    expect(stacks).toBeGreaterThan(0); // the deployment pairs cohorts: stacks are there to break
    expect(bad).toEqual([]);
  });
});

describe('AG 6.47 (reading X81) — a stack moving as one lays Fill', () => {
  const [A, B] = ['bi-alesia-1', 'bi-alesia-2'];

  it('when its unit underneath carries Fill: offered at the end, laid by that unit, within the stack’s budget', () => {
    const s = alesia({ [A]: { at: 'W2916' }, [B]: { at: 'W2916', stackPos: 1, fill: true } }, [A, B]);
    const withFill = moves(s).filter((a) => a.with?.length && a.fill !== undefined);
    expect(withFill.length).toBeGreaterThan(0);
    const gr = reach(s, A, { with: [B] })!;
    expect(gr.budget).toBe(Math.min(movementAllowance(s, A), movementAllowance(s, B)));
    for (const a of withFill) expect(gr.ends.get(endOf(a))!.facings.find((f) => f.facing === a.facing)!.cost + 1).toBeLessThanOrEqual(gr.budget);
    const m = withFill.find((a) => endOf(a) === key('W2917') && a.fill === 'hex')!;
    expect(m).toBeTruthy();
    const x = apply(s, m);
    expect(x.state.fill?.[key('W2917')]).toBe(1);
    expect(x.state.units[B].fill).toBeUndefined();
    expect(stackOn(x.state, key('W2917'))).toEqual([A, B]);
    expect(x.log.some((l) => l.kind === 'text' && l.rule === 'AG 6.47')).toBe(true);
    expect(s.fill?.[key('W2917')]).toBeUndefined(); // copy-on-write
  });

  it('no Fill move for a stack that carries none', () => {
    const s = alesia({ [A]: { at: 'W2916' }, [B]: { at: 'W2916', stackPos: 1 } }, [A, B]);
    expect(moves(s).some((a) => a.with?.length && a.fill !== undefined)).toBe(false);
  });

  it('the top carrier lays it when both carry; the other keeps its own', () => {
    const s = alesia({ [A]: { at: 'W2916', fill: true }, [B]: { at: 'W2916', stackPos: 1, fill: true } }, [A, B]);
    const m = moves(s).find((a) => a.with?.length && a.fill === 'hex' && endOf(a) === key('W2917'))!;
    const x = apply(s, m);
    expect(x.state.units[A].fill).toBeUndefined();
    expect(x.state.units[B].fill).toBe(true);
    expect(x.state.fill?.[key('W2917')]).toBe(1);
  });
});

describe('AG 6.5 — rapid moves in play, for a cohort and (reading X81) a stack of cohorts', () => {
  it('a cohort in range far from the Gauls is offered rapid moves only where its plain move does not reach', () => {
    const s = roman({ [CO]: { at: 'W4616', facing: 0 } }, [CO]);
    const ms = moves(s);
    const plain = reach(s, CO)!;
    const rapid = ms.filter((a) => a.rapid);
    expect(rapid.length).toBeGreaterThan(0);
    for (const a of rapid) expect(plain.ends.get(endOf(a))?.facings.some((f) => f.facing === a.facing) ?? false).toBe(false);
    expect(rapid.some((a) => !plain.ends.has(endOf(a)))).toBe(true);
    // The plain list is unchanged: every plain end and facing is still offered without `rapid`.
    expect(ms.filter((a) => !a.rapid).length).toBe([...plain.ends.values()].reduce((n, e) => n + e.facings.length, 0));
  });

  it('none out of Command Range (AG 4.13), none within 3 hexes of a Gaul, none for a unit other than a cohort', () => {
    expect(moves(roman({ [CO]: { at: 'W4616' } }, [CO], [CO])).some((a) => a.rapid)).toBe(false);
    expect(moves(roman({ [CO]: { at: 'W4616' }, 'bi-aedui-1': { at: 'W4816' } }, [CO])).some((a) => a.rapid)).toBe(false);
    expect(moves(roman({ 'li-numidian-1': { at: 'W4616' } }, ['li-numidian-1'])).some((a) => a.rapid)).toBe(false);
  });

  it('the first rapid move of the Assault Period is free, a later one costs the unit 1 Hit', () => {
    const s = roman({ [CO]: { at: 'W4616', facing: 0 } }, [CO]);
    const m = moves(s).find((a) => a.rapid)!;
    const x = apply(s, m);
    expect(x.state.units[CO]).toMatchObject({ loc: { at: 'hex', hex: endOf(m) }, moved: true, hits: s.units[CO].hits });
    expect(x.state.ap.rapid).toEqual([CO]);
    expect(x.log.some((l) => l.kind === 'text' && l.rule === 'AG 6.5')).toBe(true);
    const again = edit(s, (y) => { y.ap.rapid = [CO]; });
    const y = apply(again, m);
    expect(y.state.units[CO].hits).toBe(s.units[CO].hits + 1);
    expect(s.ap.rapid).toBeUndefined(); // copy-on-write
  });

  it('a stack of two cohorts moves rapidly as one: budget twice the smaller MA, both moved, each one’s later rapid move costs it a Hit', () => {
    const s = roman({ [CO]: { at: 'W4616', facing: 0 }, [CO2]: { at: 'W4616', facing: 0, stackPos: 1 } }, [CO, CO2]);
    const plain = reach(s, CO, { with: [CO2] })!;
    const rapid = moves(s).filter((a) => a.rapid && a.with?.join() === CO2);
    expect(rapid.length).toBeGreaterThan(0);
    expect(reach(s, CO, { with: [CO2], rapid: true })!.budget).toBe(2 * Math.min(movementAllowance(s, CO), movementAllowance(s, CO2)));
    const far = rapid.find((a) => !plain.ends.has(endOf(a)))!;
    expect(far).toBeTruthy();
    const once = edit(s, (y) => { y.ap.rapid = [CO2]; });
    const x = apply(once, far);
    expect(stackOn(x.state, endOf(far))).toEqual([CO, CO2]);
    expect(x.state.units[CO]).toMatchObject({ moved: true, hits: s.units[CO].hits });
    expect(x.state.units[CO2]).toMatchObject({ moved: true, hits: s.units[CO2].hits + 1 });
    expect(new Set(x.state.ap.rapid)).toEqual(new Set([CO, CO2]));
  });

  it('a cohort stacked with a Scorpion makes no rapid stack move (AG 6.5: cohorts only)', () => {
    const s = roman({ [CO]: { at: 'W4616' }, 'sc-x': { at: 'W4616', stackPos: 1, mode: 'move' } }, [CO, 'sc-x']);
    expect(moves(s).some((a) => a.with?.length)).toBe(true);
    expect(moves(s).some((a) => a.with?.length && a.rapid)).toBe(false);
  });

  it('the rapid Hit count starts again with each Assault Period (the AP record is fresh)', () => {
    expect(fresh('12.3').ap.rapid).toBeUndefined();
  });
});

describe('AG Opt.Aggressiveness (reading X11, X81) — a bound stack', () => {
  const C = key('W1225');
  const step = (from: string, d: number, n = 1): string => {
    let h = parseHexKey(from);
    for (let i = 0; i < n; i++) h = neighbour(h, d);
    return hexKey(h);
  };
  const [A, B] = ['bi-sequani-1', 'bi-sequani-2'];
  const pos = (option: boolean, bSpent = 0) =>
    firePosition({ [A]: { at: 'W1225', facing: 0 }, [B]: { at: 'W1225', facing: 0, stackPos: 1, ...(bSpent ? { spent: bSpent } : {}) } }, 'gallic', [A, B], {}, (x) => {
      x.units['co-vi-1'] = { ...x.units['co-vi-1'], loc: { at: 'hex', hex: step(C, 0, 3) }, facing: 3 };
      if (option) x.optional = { aggressiveness: true };
    });

  it('the stack’s moves end where the stack itself gets nearest its target', () => {
    const s = pos(true);
    const gr = reach(s, A, { with: [B] })!;
    const hurry = aggressiveEnds(s, A, gr.from, gr.ends.keys())!;
    const ends = new Set(moves(s).filter((a) => a.with?.length).map(endOf));
    expect(ends.size).toBeGreaterThan(0);
    for (const h of ends) expect(hurry.allows(h)).toBe(true);
    for (const h of gr.ends.keys()) if (hurry.allows(h)) expect(ends.has(h)).toBe(true);
    for (const h of ends) expect(distance(parseHexKey(h), parseHexKey(step(C, 0, 3)))).toBe(1);
    // Without the option the stack goes anywhere it reaches.
    expect(new Set(moves(pos(false)).filter((a) => a.with?.length).map(endOf)).size).toBeGreaterThan(ends.size);
  });

  it('a stack slower than its top unit (the one under it has spent MP) still makes for its target, as near as the stack gets', () => {
    const s0 = pos(true);
    const slow = pos(true, movementAllowance(s0, B) - 1); // the stack's budget 1 MP: the target, 3 hexes off, stays out of its reach
    const gr = reach(slow, A, { with: [B] })!;
    expect(gr.budget).toBe(1);
    const ends = new Set(moves(slow).filter((a) => a.with?.length).map(endOf));
    expect(ends.size).toBeGreaterThan(0);
    for (const h of ends) expect(distance(parseHexKey(h), parseHexKey(step(C, 0, 3)))).toBe(2);
    // The top unit alone still gets next to it.
    for (const a of moves(slow).filter((a) => !a.with && a.unit === A)) expect(distance(parseHexKey(endOf(a)), parseHexKey(step(C, 0, 3)))).toBe(1);
  });

  it('a stack move the option bars is refused under the option’s rule', () => {
    const away = moves(pos(false)).find((a) => a.with?.length && distance(parseHexKey(endOf(a)), parseHexKey(step(C, 0, 3))) > 2)!;
    expect(away).toBeTruthy();
    expect(refusal(pos(true), away)).toBe('AG Opt.Aggressiveness');
  });

  it('neither unit of the stack may turn in place while a move brings it nearer — the one underneath included', () => {
    const s = pos(true);
    expect(alesiaGboh.legalActions(s).some((a) => a.t === 'face')).toBe(false);
    expect(refusal(s, { t: 'face', unit: B, facing: 3 })).toBe('AG Opt.Aggressiveness');
    expect(alesiaGboh.legalActions(pos(false)).some((a) => a.t === 'face' && a.unit === B)).toBe(true);
  });

  it('a swap is never barred by the option (it ends nowhere; the unit may still stay where it is)', () => {
    expect(alesiaGboh.legalActions(pos(true))).toContainEqual({ t: 'swap', unit: B });
  });
});
