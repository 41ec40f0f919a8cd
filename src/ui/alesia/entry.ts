/**
 * Alesia (1983 rules)'s registry entry: what the title screen shows before any rules load (names,
 * scenario list, briefing, save schemas, the options form). Offered as playable: two to four
 * players at one screen (hotseat), the screen hidden between them before each secret decision
 * (the Gallic moves off the board and in the town, the Roman's fire plan, AC 9.2, 11.8) and
 * whenever another commander takes over (AC 17). The game's own options (number of players, fire
 * asked or planned, length of a period, the optional rules) are chosen in `OptionsForm.tsx`; a
 * save file carries them.
 */
import { AC_SCENARIOS } from '../../engine/alesia-classic/scenarios';
import type { SystemEntry } from '../shell/registry';
import { AlesiaOptions, DEFAULT_AC_OPTIONS, hotseatWords } from './OptionsForm';
import { AC_BRIEFINGS } from './briefing';
import { acActionSchema, acOptionsSchema } from './saveSchema';
import { botEntry } from './botEntry';

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
  hotseatLabel: hotseatWords,
  load: () => import('./ui').then((m) => m.alesiaClassicUi),
  // The computer opponent (issue 18): any seat, with two, three or four players.
  bot: botEntry,
};
