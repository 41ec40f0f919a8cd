/**
 * Alésia (GBoH)'s registry entry: what the title screen shows before any rules load (names, the
 * three scenarios, briefings, save schemas). Offered as playable: two players at one screen
 * (hotseat), the screen handed over at each change of side, the Gaul's plan never in the Roman's
 * view (issue 17 §6). The engine plays set-up, planning, placement, seizures, activations, moving
 * and facing today; every other kind of decision it offers comes up in the prompt (prompt.ts).
 */
import { AG_SCENARIOS } from '../../engine/alesia-gboh/scenarios';
import type { SystemEntry } from '../shell/registry';
import { AG_BRIEFINGS } from './briefing';
import { agActionSchema, agOptionsSchema } from './saveSchema';
import { DEFAULT_AG_OPTIONS, GbohOptions } from './OptionsForm';
import { botEntry } from './botEntry';

export const alesiaGbohEntry: SystemEntry = {
  id: 'alesia-gboh',
  name: 'Alésia',
  publisher: 'Great Battles of History XI, GMT 2005',
  blurb: 'Alesia at tactical scale with the Great Battles of History system: activations, seizures, facing, cohesion Hits, and the Gaul’s secret plan.',
  playable: true,
  scenarios: AG_SCENARIOS.map((s) => ({ ...s, playable: true })),
  briefings: AG_BRIEFINGS,
  saveSchemas: { options: agOptionsSchema, action: agActionSchema },
  Options: GbohOptions,
  defaultOptions: DEFAULT_AG_OPTIONS,
  bot: botEntry,
  load: () => import('./ui').then((m) => m.alesiaGbohUi),
};
