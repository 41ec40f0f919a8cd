/** Alesia (1983 rules)'s computer opponent for the shell: the engine and its bot adapter (own chunk). */
import { alesiaClassicBot } from '../../engine/alesia-classic/bot/adapter';
import { alesiaClassic } from '../../engine/alesia-classic/system';
import type { SystemBot } from '../shell/bot/types';

export const alesiaClassicSystemBot: SystemBot = { system: alesiaClassic, adapter: alesiaClassicBot };
