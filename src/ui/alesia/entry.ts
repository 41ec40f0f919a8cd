/**
 * Alesia (1983 rules)'s registry entry: what the title screen shows before any rules load (names,
 * scenario list, briefing, save schemas). Offered as playable: two players at one screen
 * (hotseat), the screen hidden between them before each secret decision (the Gallic moves off the
 * board and in the town, the Roman's fire plan, AC 9.2, 11.8). The title screen has no control
 * for the game's own options (fire asked or planned, three or four players, the optional rules):
 * a new game takes the defaults, and a save file may carry others.
 */
import { AC_SCENARIOS } from '../../engine/alesia-classic/scenarios';
import type { SystemEntry } from '../shell/registry';
import { AlesiaOptions, DEFAULT_AC_OPTIONS } from './OptionsForm';
import { AC_BRIEFINGS } from './briefing';
import { acActionSchema, acOptionsSchema } from './saveSchema';

export const alesiaClassicEntry: SystemEntry = {
  id: 'alesia-classic',
  name: 'Caesar: The Epic Battle of Alesia',
  publisher: 'Avalon Hill, 1983',
  blurb: 'The siege of Alesia, 52 BC, on a hex map of the lines of circumvallation.',
  playable: true,
  scenarios: AC_SCENARIOS,
  briefings: AC_BRIEFINGS,
  saveSchemas: { options: acOptionsSchema, action: acActionSchema },
  Options: AlesiaOptions,
  defaultOptions: DEFAULT_AC_OPTIONS,
  load: () => import('./ui').then((m) => m.alesiaClassicUi),
};
