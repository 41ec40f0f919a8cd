/**
 * Alesia (1983 rules)'s registry entry: what the title screen shows before any rules load (names,
 * scenario list, briefing, save schemas). Not offered as playable yet: the screen still lacks the
 * multi-player hand-overs.
 */
import { AC_SCENARIOS } from '../../engine/alesia-classic/scenarios';
import type { SystemEntry } from '../shell/registry';
import { AC_BRIEFINGS } from './briefing';
import { acActionSchema, acOptionsSchema } from './saveSchema';

export const alesiaClassicEntry: SystemEntry = {
  id: 'alesia-classic',
  name: 'Caesar: The Epic Battle of Alesia',
  publisher: 'Avalon Hill, 1983',
  blurb: 'The siege of Alesia, 52 BC, on a hex map of the lines of circumvallation.',
  playable: false,
  scenarios: AC_SCENARIOS,
  briefings: AC_BRIEFINGS,
  saveSchemas: { options: acOptionsSchema, action: acActionSchema },
  load: () => import('./ui').then((m) => m.alesiaClassicUi),
};
