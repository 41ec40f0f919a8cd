/**
 * Fairness on real Alesia positions (issue 18): with the same view and seed the bot's choice does not
 * change when the hidden parts of the true state change — which Gauls are in the town and in which
 * OBMC boxes, which counters lie under a stack's top one, the secret coordination counter — nor when
 * the true state's future dice change. The probe (core/bot/fairness.ts) plays each as a game would:
 * the system's own view and legal list of each true state.
 */
import { describe, expect, it } from 'vitest';
import { nextIndex, seedRng, type RngState } from '../../core/rng';
import { fairnessProbe } from '../../core/bot/fairness';
import { stableStringify } from '../../core/hash';
import { AC_IDS } from '../data/units';
import { alesiaClassic } from '../system';
import type { AcSide, AcState } from '../state';
import { alesiaClassicBot } from './adapter';
import { choicePositions, gamePositions } from './testPositions';

const game = gamePositions('bot-det', 700, { fire: 'ask', hiddenStacks: true });
const opts = { iterations: 6, seed: 'fair', playoutDepth: 6 };

/**
 * The same position with hidden counters swapped among themselves — each swap kept only if the
 * viewer's view is unchanged — the coordination counter changed if the viewer cannot see it, and
 * other dice.
 */
function perturbHidden(s: AcState, side: AcSide, seed: number): { state: AcState; swaps: number } {
  const v = alesiaClassic.view(s, side);
  const hidden = AC_IDS.map((id, i) => [id, i] as const).filter(([id]) => !v.units[id]);
  let rng: RngState = seedRng(`perturb:${seed}`);
  let units = s.units;
  let swaps = 0;
  for (let k = 0; k < 20 && hidden.length > 1; k++) {
    let a: number;
    let b: number;
    [a, rng] = nextIndex(rng, hidden.length);
    [b, rng] = nextIndex(rng, hidden.length);
    const [ia, ib] = [hidden[a][1], hidden[b][1]];
    if (JSON.stringify(units[ia]) === JSON.stringify(units[ib])) continue;
    const next = units.slice();
    [next[ia], next[ib]] = [units[ib], units[ia]];
    // Equal as values (stableStringify): a view whose key order follows hidden counters (the
    // `concealed` map lists hexes by their first counter in the order of battle) is still the same
    // view, and the bot must not choose by that order.
    if (stableStringify(alesiaClassic.view({ ...s, units: next }, side)) !== stableStringify(v)) continue;
    units = next;
    swaps++;
  }
  let coordination = s.coordination;
  if (side === 'roman' && v.coordination.delay === null && s.coordination.delay !== null) {
    coordination = { ...s.coordination, delay: ((s.coordination.delay % 3) + 1) as 1 | 2 | 3 };
  }
  return { state: { ...s, units, coordination, rng: seedRng(`other dice ${seed}`) }, swaps };
}

describe('Alesia bot: fairness', () => {
  for (const side of ['roman', 'gallic'] as AcSide[]) {
    it(`${side}: the choice does not change with the hidden counters, the secret counter or the dice`, () => {
      const positions = choicePositions(game, side, 60);
      let changedHidden = 0;
      for (const [n, s] of positions.entries()) {
        const { state: t, swaps } = perturbHidden(s, side, n);
        if (swaps) changedHidden++;
        expect(t.rng).not.toEqual(s.rng);
        const p = fairnessProbe(alesiaClassic, alesiaClassicBot, s, t, { ...opts, seed: n });
        expect(p.sameView).toBe(true);
        expect(p.choiceB).toBe(p.choiceA);
      }
      // Not vacuous: the Roman's positions really had hidden counters moved about.
      if (side === 'roman') expect(changedHidden).toBeGreaterThan(positions.length / 2);
    });
  }

  it('roman: a fire window (two choices), searched harder, is still decided by the view alone', () => {
    const windows = game.filter((s) => s.fire.window && alesiaClassic.toAct(s) === 'roman').slice(0, 2);
    expect(windows.length).toBeGreaterThan(0);
    for (const [n, s] of windows.entries()) {
      const { state: t } = perturbHidden(s, 'roman', 100 + n);
      const p = fairnessProbe(alesiaClassic, alesiaClassicBot, s, t, { iterations: 24, seed: n, playoutDepth: 8 });
      expect(p.sameView).toBe(true);
      expect(p.choiceB).toBe(p.choiceA);
    }
  });
});
