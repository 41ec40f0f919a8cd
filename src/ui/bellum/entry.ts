/** Bellum Gallicum II's registry entry: what the title screen shows before any rules load. */
import { bellumActionSchema, bellumOptionsSchema } from '../../engine/bellum/schema';
import { BRIEFINGS } from '../../engine/bellum/data/briefings';
import { SCENARIO_INFOS } from '../../engine/bellum/data/scenarios';
import type { SystemEntry } from '../shell/registry';
import { BellumOptions, DEFAULT_BG_OPTIONS } from './OptionsForm';
import { botEntry } from './botEntry';

export const bellumEntry: SystemEntry = {
  id: 'bellum',
  name: 'Bellum Gallicum II',
  publisher: 'Vae Victis, 2013',
  blurb: 'The conquest of Gaul, 58–51 BC, on a map of 34 regions: supply, forced marches, skirmishes, pitched battles and sieges.',
  playable: true,
  scenarios: SCENARIO_INFOS,
  briefings: BRIEFINGS,
  saveSchemas: { options: bellumOptionsSchema, action: bellumActionSchema },
  Options: BellumOptions,
  defaultOptions: DEFAULT_BG_OPTIONS,
  bot: botEntry,
  load: () => import('./ui').then((m) => m.bellumUi),
};
