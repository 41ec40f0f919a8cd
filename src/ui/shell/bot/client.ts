/**
 * How the game screen asks the computer: in a Web Worker (bot.worker.ts) where the page has
 * Workers, else in-thread (component tests under jsdom; the same `decide`, after a macrotask so a
 * render comes first). Either way a request carries a side's view only.
 */
import { decide } from './decide';
import { loadBot } from './loadBot';
import type { BotClient, BotJob, BotRequest, SystemBot } from './types';
import type { WorkerAnswer, WorkerAsk } from './bot.worker';

const never = <T>(): Promise<T> => new Promise<T>(() => {});

/** One Worker at a time; a new request or a cancel while it thinks terminates it (a fresh one comes next). */
export function workerClient(make: () => Worker = () => new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' })): BotClient {
  let worker: Worker | null = null;
  let busy: number | null = null;
  let next = 0;
  const waiting = new Map<number, { resolve(i: number): void; reject(e: Error): void }>();
  const stop = () => {
    worker?.terminate();
    worker = null;
    busy = null;
  };
  const get = (): Worker => {
    if (worker) return worker;
    const w = make();
    w.onmessage = (e: MessageEvent<WorkerAnswer>) => {
      const m = e.data;
      const p = waiting.get(m.id);
      waiting.delete(m.id);
      if (busy === m.id) busy = null;
      if (!p) return;
      if ('error' in m) p.reject(new Error(m.error));
      else p.resolve(m.index);
    };
    w.onerror = (e) => {
      e.preventDefault?.();
      const p = busy !== null ? waiting.get(busy) : undefined;
      if (busy !== null) waiting.delete(busy);
      stop();
      p?.reject(new Error(e.message || 'The computer opponent could not be started.'));
    };
    worker = w;
    return w;
  };
  return {
    decide(req: BotRequest): BotJob {
      if (busy !== null) {
        waiting.delete(busy);
        stop();
      }
      const id = ++next;
      const result = new Promise<number>((resolve, reject) => waiting.set(id, { resolve, reject }));
      busy = id;
      get().postMessage({ id, req } satisfies WorkerAsk);
      return {
        result,
        cancel() {
          if (!waiting.delete(id)) return;
          if (busy === id) stop();
        },
      };
    },
  };
}

/** The same decision in this thread, after a macrotask (`load`: the bot by system id; default through the registry). */
export function inThreadClient(load: (system: string) => Promise<SystemBot> = loadBot, clock: () => number = () => performance.now()): BotClient {
  return {
    decide(req) {
      let cancelled = false;
      const result = new Promise<number>((resolve, reject) => {
        setTimeout(() => {
          if (cancelled) return;
          load(req.system)
            .then((bot) => {
              if (!cancelled) resolve(decide(bot, req, clock));
            })
            .catch(reject);
        }, 0);
      }).then((i) => (cancelled ? never<number>() : i));
      return {
        result,
        cancel() {
          cancelled = true;
        },
      };
    },
  };
}

let shared: BotClient | null = null;
/** The app's client: a Worker where the page has them, else in-thread. */
export function defaultBotClient(): BotClient {
  shared ??= typeof Worker === 'function' ? workerClient() : inThreadClient();
  return shared;
}
