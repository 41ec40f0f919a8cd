/**
 * Bad save files, generated (fast-check), through the real stores of both systems while a game is
 * in progress: truncated files, wrong types anywhere, foreign JSON, huge strings, huge action counts,
 * the wrong system, an unknown scenario, a wrong check value, an action the rules refuse.
 * Nothing throws, the game in progress is untouched, and the refusal is one readable sentence of
 * bounded length. The time a load takes is measured by `npm run bench`, not here: these tests
 * check what bounds it (the action limit, progress, how many actions are replayed).
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bellum } from '../engine/bellum/system';
import { alesiaClassic } from '../engine/alesia-classic/system';
import { hashState } from '../engine/core/hash';
import { createGameStore, type GameStoreConfig } from './gameStore';
import { MAX_MESSAGE, MAX_SAVE_ACTIONS, MAX_SAVE_CHARS, parseSave, serializeSave, type SaveFile } from './saves';
import { bellumStoreConfig } from '../ui/bellum/store';
import { alesiaStoreConfig } from '../ui/alesia/store';
import { alesiaClassicEntry } from '../ui/alesia/entry';
import { bellumEntry } from '../ui/bellum/entry';
import { SYSTEMS } from '../ui/registry';
import { freshStorage } from './__fixtures__/gameDbFixture';
import { installStorage } from './__fixtures__/toySystem';

beforeEach(() => {
  freshStorage();
});
afterEach(() => installStorage(undefined));

/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyConfig = GameStoreConfig<any, any, any, any>;
type AnyStore = ReturnType<typeof createGameStore<any, any, any, any>>;

/** A store playing `actions` of its own system, by the n-th legal action rule (deterministic). */
function playing(cfg: AnyConfig, scenario: string, seed: string, count: number, first: unknown[] = []): AnyStore {
  const store = createGameStore(cfg);
  expect(store.getState().newGame({ scenario, seed, options: {} })).toBe(true);
  for (const a of first) expect(store.getState().act(a)).toBe(true);
  for (let n = 0; n < count; n++) {
    const s = store.getState().session!;
    const legal = cfg.system.legalActions(s.state);
    if (!legal.length) break;
    expect(store.getState().act(legal[(n * 7) % legal.length])).toBe(true);
  }
  return store;
}

const SYSTEMS_UNDER_TEST = [
  { name: 'Bellum Gallicum II', cfg: bellumStoreConfig as AnyConfig, scenario: 'aquitania', first: [] as unknown[] },
  { name: 'Alesia (1983 rules)', cfg: alesiaStoreConfig as AnyConfig, scenario: 'standard', first: [{ t: 'historical' }, { t: 'end' }] },
];

/** Words of a program talking to itself, which a refusal must never contain. */
const JARGON = /Invalid (key|type|length)|Expected |received|undefined|Unexpected token|Unexpected end|SyntaxError|TypeError|RangeError|at position|" is not valid JSON|strict_object|\[object Object\]|Cannot read prop|Internal error/;

function expectReadable(text: string): void {
  expect(text.length).toBeGreaterThan(0);
  expect(text.length).toBeLessThanOrEqual(MAX_MESSAGE);
  expect(text).not.toMatch(/[\n\r]/);
  expect(text).not.toMatch(JARGON);
  // One sentence: it starts like one and no second sentence follows a full stop (outside what it quotes).
  expect(text).toMatch(/^[A-Z"]/);
  expect(text.replace(/"[^"]*("|…)/g, '""')).not.toMatch(/[.!?] +[A-Z][a-z]/);
}

/** Mutations of a good save that make it bad (or, now and then, leave it loadable). */
function badFiles(good: SaveFile, text: string): fc.Arbitrary<string> {
  const huge = fc.integer({ min: 1_000, max: 400_000 }).map((n) => 'x'.repeat(n));
  const junk = fc.oneof(fc.string({ maxLength: 40 }), huge, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }));
  const field = fc.constantFrom('format', 'version', 'system', 'scenario', 'seed', 'options', 'actions', 'savedAt', 'stateHash', 'label');
  const n = good.actions.length;
  return fc.oneof(
    // Cut short anywhere.
    fc.integer({ min: 0, max: text.length - 1 }).map((k) => text.slice(0, k)),
    // One field of the file replaced by anything.
    fc.tuple(field, junk).map(([k, v]) => JSON.stringify({ ...good, [k]: v })),
    // One action, or one field of one action, replaced by anything.
    fc.tuple(fc.nat(n - 1), junk).map(([i, v]) => JSON.stringify({ ...good, actions: good.actions.map((a, j) => (j === i ? v : a)) })),
    fc.tuple(fc.nat(n - 1), fc.string({ minLength: 1, maxLength: 8 }), junk).map(([i, k, v]) =>
      JSON.stringify({ ...good, actions: good.actions.map((a, j) => (j === i ? { ...(a as object), [k]: v } : a)) }),
    ),
    // Actions in another order: legal in shape, refused by the rules somewhere.
    fc.tuple(fc.nat(n - 1), fc.nat(n - 1)).map(([i, j]) => {
      const acts = good.actions.slice();
      [acts[i], acts[j]] = [acts[j], acts[i]];
      return serializeSave({ ...good, actions: acts });
    }),
    // Foreign JSON, and things that are not JSON at all.
    fc.json({ maxDepth: 3 }),
    fc.string({ maxLength: 200 }),
    fc.constantFrom('{"format":"commentarii-save",,}', '[1,2', '\uFEFF', '{"a":"\\u00zz"}', 'null', '"commentarii-save"', '<html></html>'),
    // The wrong system, an unknown scenario, a wrong check value, too many actions.
    fc.constantFrom(...SYSTEMS.map((s) => s.id), 'chess').map((system) => JSON.stringify({ ...good, system })),
    fc.string({ minLength: 1, maxLength: 30 }).map((scenario) => JSON.stringify({ ...good, scenario })),
    fc.stringMatching(/^[0-9a-f]{14}$/).map((stateHash) => JSON.stringify({ ...good, stateHash })),
    fc.integer({ min: MAX_SAVE_ACTIONS + 1, max: MAX_SAVE_ACTIONS * 3 }).map((k) => JSON.stringify({ ...good, actions: Array.from({ length: k }, (_, i) => good.actions[i % n]) })),
  );
}

describe.each(SYSTEMS_UNDER_TEST)('bad save files, $name', ({ cfg, scenario, first }) => {
  it('nothing throws, the game in progress is untouched, every refusal is one short readable sentence (property)', { timeout: 120_000 }, async () => {
    const src = playing(cfg, scenario, 'good', 40, first);
    const text = src.getState().exportSave();
    const parsed = parseSave(text);
    if (!parsed.ok) throw new Error(parsed.error);
    const inProgress = () => {
      const store = playing(cfg, scenario, 'in-progress', 5, first);
      store.getState().setHighlight(['h']);
      const before = store.getState();
      return { store, before, frozen: structuredClone(before.session) };
    };
    let { store, before, frozen } = inProgress();
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(badFiles(parsed.save, text), async (bad) => {
        const ok = await store.getState().importSave(bad);
        if (ok) {
          // A harmless change (another label…): loaded as a game of its own; a new game in progress for the next file.
          expect(store.getState().gameId).not.toBe(before.gameId);
          ({ store, before, frozen } = inProgress());
          return;
        }
        refused++;
        const now = store.getState();
        expect(now.session).toBe(before.session);
        expect(now.session).toEqual(frozen);
        expect(now.gameId).toBe(before.gameId);
        expect(now.screen).toBe('game');
        expect(now.highlight).toEqual(['h']);
        expect(now.message?.kind).toBe('error');
        expectReadable(now.message!.text);
        now.dismissMessage();
      }),
      { numRuns: 150, endOnFailure: true },
    );
    expect(refused).toBeGreaterThan(100);
  });

  it('a file over the action limit is refused before any replay, and the refusal states the limit', async () => {
    const src = playing(cfg, scenario, 'good', 10, first);
    const good = parseSave(src.getState().exportSave());
    if (!good.ok) throw new Error(good.error);
    let applied = 0;
    const counting = { ...cfg, system: { ...cfg.system, apply: (s: unknown, a: unknown) => (applied++, cfg.system.apply(s, a)) } };
    const store = createGameStore(counting);
    const withActions = (count: number) => serializeSave({ ...good.save, actions: Array.from({ length: count }, (_, i) => good.save.actions[i % good.save.actions.length]) });
    for (const count of [MAX_SAVE_ACTIONS + 1, 4 * MAX_SAVE_ACTIONS]) {
      expect(await store.getState().importSave(withActions(count))).toBe(false);
      const msg = store.getState().message!.text;
      expectReadable(msg);
      expect(msg).toContain(MAX_SAVE_ACTIONS.toLocaleString('en'));
      expect(msg).toContain(count.toLocaleString('en'));
    }
    // 200,000 actions are more text than a save may hold: refused before parsing, naming that limit.
    const huge = withActions(200_000);
    expect(huge.length).toBeGreaterThan(MAX_SAVE_CHARS);
    expect(await store.getState().importSave(huge)).toBe(false);
    expectReadable(store.getState().message!.text);
    expect(store.getState().message!.text).toContain(`at most ${MAX_SAVE_CHARS / 1e6} million`);
    expect(applied).toBe(0);
  });
});

describe('loading replays each action once, in slices, reporting progress', () => {
  it('a long load reports its progress between slices and gives what a one-pass replay gives', async () => {
    const src = playing(alesiaStoreConfig as AnyConfig, 'standard', 'slices', 120, [{ t: 'historical' }, { t: 'end' }]);
    const text = src.getState().exportSave();
    const n = src.getState().session!.actions.length;
    let applied = 0;
    const cfg = alesiaStoreConfig as AnyConfig;
    const counting = { ...cfg, system: { ...cfg.system, apply: (s: unknown, a: unknown) => (applied++, cfg.system.apply(s, a)) } };
    const store = createGameStore(counting);
    const seen: { done: number; total: number }[] = [];
    let yields = 0;
    expect(await store.getState().importSave(text, { sliceMs: 0, onProgress: (p) => seen.push(p), yieldNow: async () => void yields++ })).toBe(true);
    expect(applied).toBe(n); // every action once: no second pass, no re-validation
    expect(seen.length).toBeGreaterThan(3);
    expect(yields).toBe(seen.length);
    expect(seen.every((p) => p.total === n && p.done > 0 && p.done < n)).toBe(true);
    expect(seen.map((p) => p.done)).toEqual([...seen.map((p) => p.done)].sort((a, b) => a - b));
    const a = src.getState().session!;
    const b = store.getState().session!;
    expect(hashState(b.state)).toBe(hashState(a.state));
    expect(b.log).toEqual(a.log);
    expect(b.undoFloor).toBe(a.undoFloor);
  });

  it('a quick load reports no progress (nothing flashes on the screen)', async () => {
    const src = playing(bellumStoreConfig as AnyConfig, 'aquitania', 'quick', 5);
    const seen: unknown[] = [];
    const store = createGameStore(bellumStoreConfig);
    expect(await store.getState().importSave(src.getState().exportSave(), { sliceMs: 60_000, onProgress: (p) => seen.push(p) })).toBe(true);
    expect(seen).toEqual([]);
  });

  it('a file refused at action k has replayed k actions, no more', async () => {
    const src = playing(bellumStoreConfig as AnyConfig, 'aquitania', 'refused', 30);
    const good = parseSave(src.getState().exportSave());
    if (!good.ok) throw new Error(good.error);
    const acts = good.save.actions.slice();
    acts.splice(10, 0, acts[10]); // the same action twice: the second is refused or the game diverges
    let applied = 0;
    const cfg = bellumStoreConfig as AnyConfig;
    const store = createGameStore({ ...cfg, system: { ...cfg.system, apply: (s: unknown, a: unknown) => (applied++, cfg.system.apply(s, a)) } });
    expect(await store.getState().importSave(serializeSave({ ...good.save, actions: acts }))).toBe(false);
    expect(applied).toBeLessThanOrEqual(acts.length);
    expectReadable(store.getState().message!.text);
  });
});

describe('one check decides: the title screen and the stores judge a file alike', () => {
  it('each store checks files with its registry entry\'s schemas and scenarios', () => {
    expect(alesiaStoreConfig.saveSchemas).toBe(alesiaClassicEntry.saveSchemas);
    expect(bellumStoreConfig.saveSchemas?.action).toBe(bellumEntry.saveSchemas?.action);
    expect(bellumStoreConfig.saveSchemas?.options).toBe(bellumEntry.saveSchemas?.options);
    expect(alesiaClassic.scenarios).toBe(alesiaClassicEntry.scenarios);
    expect(bellum.scenarios).toBe(bellumEntry.scenarios);
  });

  it('an Alesia file with options or actions its schemas refuse is refused by the store as by the title screen', async () => {
    const src = playing(alesiaStoreConfig as AnyConfig, 'standard', 'agree', 3, [{ t: 'historical' }]);
    const good = parseSave(src.getState().exportSave());
    if (!good.ok) throw new Error(good.error);
    const titleCheck = { scenarios: SYSTEMS.flatMap((g) => g.scenarios), schemas: Object.fromEntries(SYSTEMS.flatMap((g) => (g.saveSchemas ? [[g.id, g.saveSchemas]] : []))) };
    const files = [
      { ...good.save, options: { solo: true } },
      { ...good.save, options: { gallicAuto: 'yes' } },
      { ...good.save, options: { players: 5 } },
      { ...good.save, actions: [{ t: 'historical', by: 'me' }] },
    ];
    for (const f of files) {
      const text = JSON.stringify(f);
      const title = parseSave(text, titleCheck);
      const store = createGameStore(alesiaStoreConfig);
      const loaded = await store.getState().importSave(text);
      expect(title.ok).toBe(false);
      expect(loaded).toBe(false);
      expect(store.getState().message?.text).toBe(!title.ok && title.error);
    }
  });
});
