import { describe, expect, it } from 'vitest';
import { ruleText } from '../rules';
import { BRIEFINGS } from './briefings';
import { SCENARIO_INFOS } from './scenarios';

describe('scenario briefings', () => {
  it('brief every listed scenario, each point on a rule that exists', () => {
    for (const info of SCENARIO_INFOS) {
      const b = BRIEFINGS[info.id];
      expect(b, info.id).toBeTruthy();
      expect(b.objectives.length).toBeGreaterThan(0);
      for (const p of [...b.objectives, ...b.special, ...b.strategy]) {
        expect(ruleText(p.rule), `${info.id}: ${p.rule}`).toBeTruthy();
        expect(p.text.length).toBeGreaterThan(10);
      }
      // the victory conditions are cited from the scenario's own rule
      expect(b.objectives.some((p) => p.rule.startsWith(info.rule + '.'))).toBe(true);
    }
  });
});
