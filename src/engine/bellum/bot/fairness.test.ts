/**
 * Fairness on real Bellum positions (issue 18): with the same view and seed, the bot's choice does
 * not change when the future dice of the true state change, on positions of every scenario, nor when
 * the hidden part changes — the battle-evasion declaration the other side has made (BG 4.4.1). The
 * probe (core/bot/fairness.ts) asks as a game would: the system's own view and legal list.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../core/rng';
import { fairnessProbe } from '../../core/bot/fairness';
import { bellum } from '../system';
import type { Side } from '../state';
import { bellumBot } from './index';
import { BOT_SCENARIOS, choicePositions, evadePosition, gamePositions } from './testPositions';

const opts = { iterations: 8, seed: 'fair', playoutDepth: 8 };

describe('Bellum bot: fairness', () => {
  for (const scenario of BOT_SCENARIOS) {
    it(`${scenario}: the choice does not change with the dice to come`, () => {
      const states = gamePositions(scenario, 'fair', 300);
      let probed = 0;
      for (const side of ['roman', 'gallic'] as Side[]) {
        for (const [n, s] of choicePositions(states, side, 40).slice(0, 6).entries()) {
          const t = { ...s, rng: seedRng(`other dice ${scenario} ${n}`) };
          expect(t.rng).not.toEqual(s.rng);
          const p = fairnessProbe(bellum, bellumBot, s, t, { ...opts, seed: `${side}${n}` });
          expect(p.sameView).toBe(true);
          expect(p.choiceB).toBe(p.choiceA);
          probed++;
        }
      }
      expect(probed).toBeGreaterThan(3);
    });
  }

  it('BG 4.4.1: the Roman\'s declaration does not depend on what the Gaul declared, searched harder', () => {
    const a = evadePosition('eburones');
    const b = { ...evadePosition('stand'), rng: seedRng('other dice') };
    for (const seed of [1, 2, 3]) {
      const p = fairnessProbe(bellum, bellumBot, a, b, { iterations: 40, seed, playoutDepth: 12 });
      expect(p.side).toBe('roman');
      expect(p.sameView).toBe(true);
      expect(p.choiceB).toBe(p.choiceA);
    }
  });

  it('the probe is not vacuous: with a view that leaked the declaration, the two positions would look different', () => {
    const a = evadePosition('eburones');
    const b = evadePosition('stand');
    const e = (s: typeof a) => s.combat!.encounters[s.combat!.index].evade;
    expect(e(a)).not.toEqual(e(b));
    const leaky = { ...bellum, view: (s: typeof a, side: Side) => ({ ...bellum.view({ ...s, combat: null }, side), combat: s.combat }) };
    const p = fairnessProbe(leaky, bellumBot, a, b, { ...opts, iterations: 2 });
    expect(p.sameView).toBe(false);
  });
});
