/**
 * The computer's Web Worker: thinks off the main thread so the page stays responsive. It gets a
 * side's view, the legal list, the level and a seed (types.ts `BotRequest`) and answers an index
 * into the list. The clock that caps a search (decide.ts) is the Worker's, never the engine's. To
 * cancel a search the main thread terminates the Worker (a search is one synchronous loop).
 */
import { decide } from './decide';
import { loadBot } from './loadBot';
import type { BotRequest } from './types';

export interface WorkerAsk {
  id: number;
  req: BotRequest;
}
export type WorkerAnswer = { id: number; index: number } | { id: number; error: string };

const scope = self as unknown as { onmessage: ((e: MessageEvent<WorkerAsk>) => void) | null; postMessage(m: WorkerAnswer): void };

scope.onmessage = (e) => {
  const { id, req } = e.data;
  loadBot(req.system)
    .then((bot) => scope.postMessage({ id, index: decide(bot, req, () => performance.now()) }))
    .catch((err: unknown) => scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) }));
};
