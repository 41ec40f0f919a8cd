/**
 * The scenarios of Alesia (1983 rules), as the title screen lists them (a light module: no rules code).
 * AC 1 — the one scenario is the historical situation of the introduction: the siege of 52 BC.
 */
import type { ScenarioInfo } from '../core/contract';

export const AC_SCENARIOS: readonly ScenarioInfo[] = [
  {
    id: 'standard',
    rule: 'AC 3',
    name: 'The siege of Alesia, 52 BC',
    length: 'Two Assault Periods of 12 turns',
    turns: 24,
    balance: 'Even for new players; favours the Roman with experience (designer)',
    level: 'Intermediate',
    solo: false,
    playable: true,
    blurb: 'The relief army strikes the Roman lines from off the board while Vercingetorix waits for his moment to break out.',
  },
];
