/**
 * The computer opponent the game screen asks: the client (a Worker, or in-thread) and which systems
 * have a bot (their registry entry's `bot` line). Tests give their own (a toy system's bot, run
 * in-thread with the real search).
 */
import { createContext, useContext } from 'react';
import { systemEntry } from '../../registry';
import { defaultBotClient } from './client';
import type { BotClient } from './types';

export interface BotContextValue {
  client(): BotClient;
  available(system: string): boolean;
}

export const BotContext = createContext<BotContextValue>({ client: defaultBotClient, available: (id) => !!systemEntry(id)?.bot });

export const useBot = (): BotContextValue => useContext(BotContext);
