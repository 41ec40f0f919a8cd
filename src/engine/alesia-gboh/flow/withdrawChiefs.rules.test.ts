/** AG 10.72, reading X64 — a withdrawing tribe's chief leaves with it from wherever he stands (frozen inputs). */
import { describe, expect, it } from 'vitest';
import { AgCtx, cloneAg } from '../ctx';
import { deepFreeze } from '../../core/deepFreeze';
import { placeChief } from '../entry';
import { moveBoard } from '../movement/board';
import { openSpot } from '../shock/kit';
import { deployed, edit } from '../testing';
import type { AgState } from '../state';
import { withdrawTribe } from './phase';

const s0 = deployed('12.2', 'chiefs');
const A = openSpot(s0);
const B = openSpot(s0, 1);
const CHIEF = 'sedullus';

/** The Arverni placed at A with the chief placed with them, then walked to `chiefAt`; `more` edits the rest. */
function placed(chiefAt: string, more?: (x: AgState) => void): AgState {
  const base = edit(s0, (x) => {
    x.tribes.arverni = { ...x.tribes.arverni, status: 'placed', zone: 'I', released: 1, hex: A };
    x.tribes.aedui = { ...x.tribes.aedui, status: 'placed', zone: 'I', released: 1, hex: B };
    x.units['bi-arverni-1'] = { ...x.units['bi-arverni-1'], loc: { at: 'hex', hex: A } };
  });
  const ctx = new AgCtx(cloneAg(base));
  placeChief(ctx, CHIEF, 'arverni');
  return deepFreeze(edit(ctx.s, (x) => {
    x.leaders[CHIEF] = { ...x.leaders[CHIEF], loc: { at: 'hex', hex: chiefAt } };
    more?.(x);
  }));
}

function withdrawn(s: AgState, tribe: string): AgState {
  const ctx = new AgCtx(cloneAg(s));
  withdrawTribe(ctx, tribe, '');
  return ctx.s;
}

describe('AG 10.72 (reading X64) — chiefs of a withdrawing tribe', () => {
  it('a chief placed with the tribe records it (AG 5.41–5.42)', () => {
    expect(placed(A).leaders[CHIEF].tribe).toBe('arverni');
  });
  it('the chief leaves the map with his tribe, standing on a hex away from its counter', () => {
    const mb = moveBoard('12.2');
    const away = mb.keys[mb.nb[mb.index.get(A)! * 6]];
    const s = withdrawn(placed(away), 'arverni');
    expect(s.leaders[CHIEF].loc).toEqual({ at: 'pool' });
  });
  it('another tribe withdrawing leaves him where he is', () => {
    const s = withdrawn(placed(A), 'aedui');
    expect(s.leaders[CHIEF].loc).toEqual({ at: 'hex', hex: A });
  });
  it('standing with a unit of another tribe still on the map, he stays to lead it', () => {
    const s = withdrawn(placed(B, (x) => { x.units['bi-aedui-1'] = { ...x.units['bi-aedui-1'], loc: { at: 'hex', hex: B } }; }), 'arverni');
    expect(s.leaders[CHIEF].loc).toEqual({ at: 'hex', hex: B });
  });
});
