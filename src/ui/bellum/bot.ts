/** Bellum Gallicum II's computer opponent for the shell: the engine and its bot adapter (own chunk). */
import { bellumBot } from '../../engine/bellum/bot';
import { bellum } from '../../engine/bellum/system';
import type { SystemBot } from '../shell/bot/types';

export const bellumSystemBot: SystemBot = { system: bellum, adapter: bellumBot };
