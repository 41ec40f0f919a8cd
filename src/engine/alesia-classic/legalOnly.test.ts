/**
 * Replaying a game checks each action against the legal entries of its own kind only
 * (`computeLegal(s, t)`): those must be exactly the whole list's entries of that kind, in order,
 * at every position a game can reach — the set-up counter by counter, both movements, combat, fire.
 */
import { describe, expect, it } from 'vitest';
import { replay } from '../core/replay';
import { stableStringify } from '../core/hash';
import type { AcAction } from './actions';
import { sameAction } from '../core/sameAction';
import { computeLegal } from './legal';
import { acMap } from './map/map';
import { alesiaClassic } from './system';
import type { AcOptions, AcState } from './state';
import { randomPlayout } from './testing';

const TYPES: AcAction['t'][] = ['pick', 'place', 'unplace', 'historical', 'select', 'move', 'shift', 'attack', 'join', 'unjoin', 'widen', 'drop', 'fight', 'resolve', 'retreat', 'advance', 'hold', 'fire', 'holdFire', 'plan', 'revive', 'spheres', 'end'];

const HEXES = [...acMap().hexes.keys()];
const found = (list: readonly AcAction[], a: AcAction) => list.filter((x) => x.t === a.t && sameAction(x, a));

function sameByKind(s: AcState, n = 0): void {
  const whole = computeLegal(s);
  for (const t of TYPES) expect(computeLegal(s, t).filter((a) => a.t === t)).toEqual(whole.filter((a) => a.t === t));
  // Looking for one action finds it exactly when the whole list holds it: every legal one, and
  // placements on hexes across the whole map (most of them refused).
  const step = Math.max(1, Math.floor(whole.length / 6));
  for (let i = n % step; i < whole.length; i += step) expect(found(computeLegal(s, whole[i]), whole[i])).toEqual(found(whole, whole[i]));
  if (s.moving) {
    for (let i = 0; i < 12; i++) {
      const a: AcAction = { t: 'place', unit: s.moving, hex: HEXES[(n * 131 + i * 977) % HEXES.length] };
      expect(found(computeLegal(s, a), a)).toEqual(found(whole, a));
    }
  }
}

/** A set-up counter by counter (pick, place, now and then unplace), as a player makes it. */
function manualSetup(options: Partial<AcOptions>, check = true): { state: AcState; actions: AcAction[] } {
  const r = alesiaClassic.setup({ scenario: 'standard', seed: 'only', options });
  if (!r.ok) throw new Error(r.rejection.message);
  let s = r.state;
  const actions: AcAction[] = [];
  for (let n = 0; s.phase === 'roman-setup' && n < 1000; n++) {
    const legal = alesiaClassic.legalActions(s);
    const places = legal.filter((a) => a.t === 'place');
    const unplace = legal.find((a) => a.t === 'unplace');
    const a = n % 37 === 36 && unplace ? unplace : places.length ? places[(n * 7919) % places.length] : (legal.find((x) => x.t === 'pick') ?? legal.find((x) => x.t === 'end'))!;
    if (check) sameByKind(s, n);
    const x = alesiaClassic.apply(s, a);
    if (!x.ok) throw new Error(x.rejection.message);
    s = x.state;
    actions.push(a);
  }
  return { state: s, actions };
}

describe('AC replay: an action is checked against the legal entries of its kind', () => {
  it('the entries of one kind are the whole list\'s, in order, at every position of a game with every option', () => {
    const options: Partial<AcOptions> = { recon: true, trenchFill: false, fire: 'plan' };
    const set = manualSetup(options);
    expect(set.state.phase).not.toBe('roman-setup');
    let k = 0;
    const play = randomPlayout(set.state, 'only-play', 400, (s) => sameByKind(s, k++));
    // And the game replays to the same state, bit for bit, through that check.
    const rp = replay(alesiaClassic, { scenario: 'standard', seed: 'only', options }, [...set.actions, ...play.actions]);
    expect(rp.failedAt).toBe(-1);
    expect(stableStringify(rp.state)).toBe(stableStringify(play.state));
  }, 180_000);

  it('an action that is not legal is refused the same way whether the whole list is known or not', { timeout: 60_000 }, () => {
    const set = manualSetup({}, false);
    const s = set.state;
    const bogus: AcAction[] = [{ t: 'place', unit: 'r-vii-1', hex: '0,0' }, { t: 'move', unit: 'gb-1', to: '0,0' }, { t: 'shift', unit: 'gr-1', to: 'X' }, { t: 'fight' }];
    for (const a of bogus) {
      const cold = alesiaClassic.apply(s, a);
      alesiaClassic.legalActions(s); // now the whole list is known
      const warm = alesiaClassic.apply(s, a);
      expect(cold.ok).toBe(false);
      expect(warm).toEqual(cold);
    }
  });
});
