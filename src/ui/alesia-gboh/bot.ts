/** Alésia (GBoH)'s computer opponent for the shell: the engine and its bot adapter (own chunk). */
import { alesiaGbohBot } from '../../engine/alesia-gboh/bot';
import { alesiaGboh } from '../../engine/alesia-gboh/system';
import type { SystemBot } from '../shell/bot/types';

export const alesiaGbohSystemBot: SystemBot = { system: alesiaGboh, adapter: alesiaGbohBot };
