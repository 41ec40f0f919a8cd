/**
 * Loading and resuming games (issue 16, §4): a whole real game of each system, through the store as
 * the app runs it (the file checked, replayed, its check value compared, the session frozen and
 * opened; resumed from an in-memory game database), and the worst files the import accepts or refuses.
 *
 * A "real" Alesia game: the Roman sets up counter by counter (pick, place, now and then take back),
 * then both sides play the random policy of the fuzzer to the end. Bellum: the longest game of a few
 * random playouts of its longest scenario, the Last Uprising (ten turns). The limit file is a game at
 * `MAX_SAVE_ACTIONS` actions (its set-up taken up and put down again until the count is reached).
 * Times are medians of a few rounds, in Node, after one warm-up round.
 */
import { seedRng } from '../../src/engine/core/rng';
import { alesiaClassic } from '../../src/engine/alesia-classic/system';
import { chooseAction } from '../../src/engine/alesia-classic/testing';
import type { AcAction } from '../../src/engine/alesia-classic/actions';
import type { AcState } from '../../src/engine/alesia-classic/state';
import { createGameStore, type GameStoreConfig } from '../../src/store/gameStore';
import type { GameDb, GameMeta, GameRecord } from '../../src/store/gameDb';
import { MAX_SAVE_ACTIONS, MAX_SAVE_CHARS, serializeSave, type SaveFile } from '../../src/store/saves';
import { bellumStoreConfig } from '../../src/ui/bellum/store';
import { alesiaStoreConfig } from '../../src/ui/alesia/store';
import { hashState } from '../../src/engine/core/hash';
import { playGame } from '../lib/playout';
import { emit, median, note } from './report';

/** A game database in memory (the store's own interface). */
function memoryDb(): GameDb {
  const metas = new Map<string, GameMeta>();
  const actions = new Map<string, unknown[]>();
  return {
    list: async () => [...metas.values()],
    load: async (id): Promise<GameRecord | null> => {
      const meta = metas.get(id);
      return meta ? { meta, actions: (actions.get(id) ?? []).slice() } : null;
    },
    write: async (meta, from, tail) => {
      metas.set(meta.id, meta);
      actions.set(meta.id, [...(actions.get(meta.id) ?? []).slice(0, from), ...tail]);
    },
    remove: async (id) => {
      metas.delete(id);
      actions.delete(id);
    },
  };
}

/** An Alesia game as a player makes it: a set-up counter by counter (`churn` extra take-backs), then play to the end. */
function alesiaGame(seed: string, churn = 0): { actions: AcAction[]; state: AcState } {
  const r = alesiaClassic.setup({ scenario: 'standard', seed, options: {} });
  if (!r.ok) throw new Error(r.rejection.message);
  let s = r.state;
  const actions: AcAction[] = [];
  let rng = seedRng(`policy:${seed}`);
  let moves = 0;
  let phase = s.phase;
  let left = churn;
  const apply = (a: AcAction) => {
    const x = alesiaClassic.apply(s, a);
    if (!x.ok) throw new Error(`${a.t}: ${x.rejection.message}`);
    s = x.state;
    actions.push(x.action ?? a);
  };
  for (let n = 0; n < 20_000 && !s.outcome; n++) {
    const legal = alesiaClassic.legalActions(s);
    if (s.phase === 'roman-setup') {
      const places = legal.filter((a) => a.t === 'place');
      const unplace = legal.find((a) => a.t === 'unplace');
      // Churn: take back the last counter placed and pick it again (what an undecided player does).
      if (left > 0 && !places.length && unplace && actions[actions.length - 1]?.t === 'place') {
        left--;
        apply(unplace);
        continue;
      }
      apply(places.length ? places[(n * 7919) % places.length] : (legal.find((a) => a.t === 'pick') ?? legal.find((a) => a.t === 'end'))!);
      continue;
    }
    if (s.phase !== phase) {
      phase = s.phase;
      moves = 0;
    }
    let a: AcAction;
    [a, rng] = chooseAction(s, legal, rng, moves);
    if (a.t === 'move' || a.t === 'shift') moves++;
    apply(a);
  }
  return { actions, state: s };
}

const saveOf = (system: SaveFile['system'], scenario: string, seed: string, actions: unknown[], state: unknown): SaveFile => ({
  format: 'commentarii-save',
  version: 1,
  system,
  scenario,
  seed,
  options: {},
  actions,
  stateHash: hashState(state),
});

/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyConfig = GameStoreConfig<any, any, any, any>;

/** Import through the store, then resume the stored record in a second store: both times in ms. */
async function loadAndResume(cfg: AnyConfig, text: string): Promise<{ load: number; resume: number }> {
  const db = memoryDb();
  const a = createGameStore({ ...cfg, db });
  let t0 = performance.now();
  const ok = await a.getState().importSave(text);
  const load = performance.now() - t0;
  if (!ok) throw new Error(`bench file refused: ${a.getState().message?.text}`);
  await a.getState().whenSaved();
  const id = a.getState().gameId!;
  a.getState().quitToTitle();
  const b = createGameStore({ ...cfg, db });
  t0 = performance.now();
  if (!(await b.getState().resumeGame(id))) throw new Error(`bench game not resumed: ${b.getState().message?.text}`);
  return { load, resume: performance.now() - t0 };
}

async function timed(cfg: AnyConfig, text: string, rounds: number): Promise<{ load: number; resume: number }> {
  await loadAndResume(cfg, text); // warm-up
  const runs = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < rounds; i++) runs.push(await loadAndResume(cfg, text));
  const cpu = process.cpuUsage(cpu0);
  // On a shared machine the wall time can be many times the work: the CPU time says which.
  note(`  ${rounds} × (load + resume): ${((cpu.user + cpu.system) / 1000 / rounds).toFixed(0)} ms of CPU per load and resume`);
  return { load: median(runs.map((r) => r.load)), resume: median(runs.map((r) => r.resume)) };
}

/** Time to refuse a file, in ms (median). */
async function refusal(cfg: AnyConfig, text: string, rounds: number): Promise<number> {
  const times = [];
  for (let i = 0; i <= rounds; i++) {
    const store = createGameStore({ ...cfg, db: memoryDb() });
    const t0 = performance.now();
    if (await store.getState().importSave(text)) throw new Error('bench file loaded, expected a refusal');
    if (i > 0) times.push(performance.now() - t0);
  }
  return median(times);
}

export async function loadBench(rounds = 3): Promise<void> {
  // Alesia: a whole real game.
  const ac = alesiaGame('load-bench');
  note(`Alesia real game: ${ac.actions.length} actions, ${ac.state.outcome ? 'finished' : 'unfinished'}`);
  const acText = serializeSave(saveOf('alesia-classic', 'standard', 'load-bench', ac.actions, ac.state));
  const acT = await timed(alesiaStoreConfig as AnyConfig, acText, rounds);
  emit('alesia-classic.realGameActions', ac.actions.length, 'actions');
  emit('alesia-classic.loadRealGameMs', acT.load, 'ms');
  emit('alesia-classic.resumeRealGameMs', acT.resume, 'ms');

  // Bellum: the longest of a few random games of its longest scenario.
  let longest = playGame({ scenario: 'last-uprising', seed: 'load-0', solo: false, checkInvariants: false, legalCheck: 'chosen' });
  for (let i = 1; i < 8; i++) {
    const g = playGame({ scenario: 'last-uprising', seed: `load-${i}`, solo: false, checkInvariants: false, legalCheck: 'chosen' });
    if (g.actionLog.length > longest.actionLog.length) longest = g;
  }
  note(`Bellum, the Last Uprising: longest of 8 random games ${longest.actionLog.length} actions`);
  const bgText = serializeSave(saveOf('bellum', 'last-uprising', longest.seed, longest.actionLog, longest.finalState));
  const bgT = await timed(bellumStoreConfig as AnyConfig, bgText, rounds);
  emit('bellum.longestGameActions', longest.actionLog.length, 'actions');
  emit('bellum.loadLongestGameMs', bgT.load, 'ms');
  emit('bellum.resumeLongestGameMs', bgT.resume, 'ms');

  // The worst file the import accepts: an Alesia game at the action limit.
  const churn = Math.max(0, Math.ceil((MAX_SAVE_ACTIONS - ac.actions.length) / 2));
  let big = alesiaGame('load-bench-limit', churn);
  if (big.actions.length > MAX_SAVE_ACTIONS) big = { ...big, actions: big.actions.slice(0, MAX_SAVE_ACTIONS) };
  const limitText = serializeSave({ ...saveOf('alesia-classic', 'standard', 'load-bench-limit', big.actions, big.state), stateHash: undefined });
  note(`limit file: ${big.actions.length} actions, ${(limitText.length / 1e3).toFixed(0)} kB`);
  const limitT = await timed(alesiaStoreConfig as AnyConfig, limitText, 1);
  emit('save.limitFileActions', big.actions.length, 'actions');
  emit('save.limitFileLoadMs', limitT.load, 'ms');

  // The worst files it refuses: 200,000 actions (over the size limit), one action over the count
  // limit, and a file just under the size limit (its label far too long).
  const actionsOf = (n: number) => Array.from({ length: n }, (_, i) => ac.actions[i % ac.actions.length]);
  const bare = { ...saveOf('alesia-classic', 'standard', 's', [], null), stateHash: undefined };
  emit('save.refuse200kActionsMs', await refusal(alesiaStoreConfig as AnyConfig, serializeSave({ ...bare, actions: actionsOf(200_000) }), rounds), 'ms');
  emit('save.refuseOverCountMs', await refusal(alesiaStoreConfig as AnyConfig, serializeSave({ ...bare, actions: actionsOf(MAX_SAVE_ACTIONS + 1) }), rounds), 'ms');
  const junk = JSON.stringify({ ...saveOf('bellum', 'aquitania', 's', [], null), stateHash: undefined, label: 'x'.repeat(MAX_SAVE_CHARS - 300) });
  emit('save.refuseLargestFileMs', await refusal(bellumStoreConfig as AnyConfig, junk, rounds), 'ms');
}
