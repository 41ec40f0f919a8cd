/** The three scenarios of Alésia (GBoH), as a title screen would list them (AG 12.1–12.3). */
import type { ScenarioInfo } from '../core/contract';

export const AG_SCENARIOS: readonly ScenarioInfo[] = [
  {
    id: '12.1', rule: 'AG 12.1', name: 'The Final Assault', length: 'One Assault Period', turns: 1,
    balance: 'Even', level: 'Introductory', solo: false, playable: false,
    blurb: 'The last day: up to 80 Size points of relief tribes come in through Zones III–VI against six legions on the West map.',
  },
  {
    id: '12.2', rule: 'AG 12.2', name: 'The Historical Scenario', length: 'Three Assault Periods, the second at night', turns: 3,
    balance: 'Even', level: 'Advanced', solo: false, playable: false,
    blurb: 'The three Gallic assaults of 52 BC on the West map, with Roman reinforcements called after each breach.',
  },
  {
    id: '12.3', rule: 'AG 12.3', name: "The Players' Game", length: 'Three Assault Periods, the second at night', turns: 3,
    balance: 'Even', level: 'Advanced', solo: false, playable: false,
    blurb: 'Both maps: every Roman unit against a relief army free to come in through any zone.',
  },
];
