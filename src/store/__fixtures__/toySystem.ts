/**
 * A toy rule system for the store's tests: two sides push a counter up.
 * `inc` is free and reversible; `roll` throws a die (logged as a roll); `peek` draws from the
 * dice without logging a roll (a revealed secret); `pass` hands the game to the other side.
 * The counter reaching `goal` ends the game. Its id is 'bellum' so its saves pass the save-file
 * check of known systems.
 */
import type { GameSystem, SetupOptions } from '../../engine/core/contract';
import type { LogEntry } from '../../engine/core/log';

export type ToySide = 'red' | 'blue';
export interface ToyOptions {
  goal?: number;
}
export interface ToyState {
  scenario: string;
  side: ToySide;
  count: number;
  rng: number;
  goal: number;
  over: boolean;
}
export type ToyAction = { t: 'inc'; by: number } | { t: 'roll' } | { t: 'peek' } | { t: 'pass' };

const nextRng = (x: number): number => (Math.imul(x, 1103515245) + 12345) >>> 0;
const seedOf = (seed: string): number => {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619) >>> 0;
  return h;
};

export const toyLegal = (s: ToyState): ToyAction[] =>
  s.over ? [] : [{ t: 'inc', by: 1 }, { t: 'inc', by: 2 }, { t: 'roll' }, { t: 'peek' }, { t: 'pass' }];

const key = (a: ToyAction): string => JSON.stringify(a);

export const toySystem: GameSystem<ToyState, ToyAction, ToyState, ToySide, ToyOptions> = {
  id: 'bellum',
  name: 'Toy counter game',
  scenarios: [
    { id: 'duel', rule: 'T 6.1', name: 'Duel', length: '', turns: 1, balance: '', level: '', solo: false, playable: true, blurb: '' },
    { id: 'melee', rule: 'T 6.2', name: 'Melee', length: '', turns: 1, balance: '', level: '', solo: false, playable: false, blurb: '' },
  ],
  setup(opts: SetupOptions<ToyOptions>) {
    if (opts.scenario !== 'duel') return { ok: false, rejection: { rule: 'T 6', message: `Unknown scenario "${opts.scenario}".` } };
    const state: ToyState = { scenario: 'duel', side: 'red', count: 0, rng: seedOf(opts.seed), goal: opts.options.goal ?? 1000, over: false };
    return { ok: true, state, log: [{ kind: 'text', side: null, text: 'The duel begins.', heading: true }] };
  },
  toAct: (s) => (s.over ? null : s.side),
  legalActions: toyLegal,
  apply(s, a) {
    if (!toyLegal(s).some((x) => key(x) === key(a))) {
      return { ok: false, rejection: { rule: 'T 2', message: s.over ? 'The game is over.' : `"${JSON.stringify(a)}" is not allowed.` } };
    }
    const n: ToyState = { ...s };
    const log: LogEntry[] = [];
    switch (a.t) {
      case 'inc':
        n.count += a.by;
        log.push({ kind: 'text', side: s.side, text: `${s.side} adds ${a.by}.` });
        break;
      case 'roll': {
        n.rng = nextRng(s.rng);
        const die = (n.rng >>> 16) % 6 + 1;
        n.count += die;
        log.push({ kind: 'roll', side: s.side, purpose: 'Push', rule: 'T 3', dice: [die], modifiers: [], total: die, result: `+${die}` });
        break;
      }
      case 'peek':
        n.rng = nextRng(s.rng);
        log.push({ kind: 'text', side: s.side, text: `${s.side} peeks.` });
        break;
      case 'pass':
        n.side = s.side === 'red' ? 'blue' : 'red';
        break;
    }
    if (n.count >= n.goal) n.over = true;
    return { ok: true, state: n, log };
  },
  view: (s) => s,
  outcome: (s) => (s.over ? { winner: s.side, reason: 'Goal reached.' } : null),
  actionKey: key,
};

/** A Map-backed stand-in for `localStorage`; `failing` makes every call throw, `quota` only writes. */
export class FakeStorage {
  readonly map = new Map<string, string>();
  writes = 0;
  constructor(public mode: 'ok' | 'failing' | 'quota' = 'ok') {}
  get length(): number {
    return this.map.size;
  }
  key(i: number): string | null {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string): string | null {
    if (this.mode === 'failing') throw new Error('SecurityError: storage disabled');
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    if (this.mode !== 'ok') throw new Error('QuotaExceededError');
    this.writes++;
    this.map.set(k, String(v));
  }
  removeItem(k: string): void {
    if (this.mode === 'failing') throw new Error('SecurityError: storage disabled');
    this.map.delete(k);
  }
  clear(): void {
    this.map.clear();
  }
}

export function installStorage(s: FakeStorage | undefined): void {
  (globalThis as { localStorage?: unknown }).localStorage = s;
}
