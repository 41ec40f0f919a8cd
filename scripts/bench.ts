/**
 * Benchmarks. Prints one JSON object per line: {"metric": NAME, "value": NUMBER, "unit": UNIT}.
 *
 *   npm run bench                 (engine, bundle and UI metrics)
 *   npm run bench -- --no-ui      (skip the Chromium part)
 *   npm run bench -- --ui-only    (only the Chromium part)
 *   npm run bench -- --ui-only alesia   (only one game's Chromium part: bellum, alesia or alesia-gboh)
 *   npm run bench -- --games 20   (timed random playouts per round and kind, default 20)
 *   npm run bench -- --rounds 5   (timed rounds, default 5)
 *   npm run bench -- --build      (rebuild dist/ first; by default an existing dist/ is used)
 *   npm run bench -- --load-only  (only the load and resume timings)
 *   npm run bench -- --only alesia-gboh   (only the entries of one engine: bellum, alesia-classic, alesia-gboh,
 *                                          or alesia-classic-bot, bellum-bot, alesia-gboh-bot: a computer
 *                                          opponent's decision time)
 *
 * Engine (scripts/bench/engine.ts): per-action cost (legalActions + apply) and whole random
 * games in the JIT's steady state, for Bellum (scripts/bench/engine.ts) and Alesia
 * (scripts/bench/alesiaEngine.ts); each computer opponent's time per decision at "normal" on a
 * fixed set of positions (scripts/bench/alesiaBot.ts, bellumBot.ts, gbohBot.ts). Bundle (scripts/bench/bundle.ts): gzip size of the JS the
 * title screen loads. UI, in headless Chromium (scripts/bench/uiTiming.ts): click → painted frame
 * and the app's own work per click, for Bellum (scripts/bench/ui.ts) and Alesia
 * (scripts/bench/alesiaUi.ts: also the first map with every counter, and a drag-pan's frames) and
 * Alésia GBoH (scripts/bench/gbohUi.ts: the same on 12.3's two sheets).
 * Load (scripts/bench/load.ts): a whole real game of each system imported and resumed through the
 * store, and the worst files the import accepts or refuses (issue 16).
 * Progress and notes go to stderr.
 */
import { DIST, ensureBuild } from '../tests/browser/lib/harness.mjs';
import { bundleBench } from './bench/bundle';
import { engineBench } from './bench/engine';
import { alesiaEngineBench } from './bench/alesiaEngine';
import { gbohEngineBench } from './bench/gbohEngine';
import { alesiaBotBench } from './bench/alesiaBot';
import { bellumBotBench } from './bench/bellumBot';
import { gbohBotBench } from './bench/gbohBot';
import { loadBench } from './bench/load';
import { note } from './bench/report';
import { bellumUiBench } from './bench/ui';
import { alesiaUiBench } from './bench/alesiaUi';
import { gbohUiBench } from './bench/gbohUi';
import { withBrowser } from './bench/uiTiming';

const argv = process.argv.slice(2);
const flag = (name: string, dflt: number): number => {
  const at = argv.indexOf(name);
  return at >= 0 ? Math.max(1, Number(argv[at + 1]) || dflt) : dflt;
};

const UI_GAMES = { bellum: bellumUiBench, alesia: alesiaUiBench, 'alesia-gboh': gbohUiBench } as const;

/** The games whose UI part runs: both, or the one named after --ui-only. */
function uiGames(): (keyof typeof UI_GAMES)[] {
  const at = argv.indexOf('--ui-only');
  const name = at >= 0 ? argv[at + 1] : undefined;
  if (name === undefined || name.startsWith('--')) return ['bellum', 'alesia', 'alesia-gboh'];
  if (!(name in UI_GAMES)) throw new Error(`--ui-only takes no game or one of ${Object.keys(UI_GAMES).join(', ')}; got "${name}"`);
  return [name as keyof typeof UI_GAMES];
}

/** `--only NAME`: one engine's entries and nothing else (no build, no browser). */
const ENGINES: Readonly<Record<string, () => void>> = {
  bellum: () => engineBench({ games: flag('--games', 20), rounds: flag('--rounds', 5), warmGames: 100 }),
  'alesia-classic': () => alesiaEngineBench(),
  'alesia-classic-bot': () => alesiaBotBench(),
  'alesia-gboh': () => gbohEngineBench(),
  'bellum-bot': () => bellumBotBench(),
  'alesia-gboh-bot': () => gbohBotBench(),
};

async function main(): Promise<void> {
  const only = argv.indexOf('--only');
  if (only >= 0) {
    const name = argv[only + 1];
    if (!name || !(name in ENGINES)) throw new Error(`--only takes one of ${Object.keys(ENGINES).join(', ')}; got "${name ?? ''}"`);
    return ENGINES[name]();
  }
  const uiOnly = argv.includes('--ui-only');
  if (argv.includes('--load-only')) return loadBench();
  const games = uiGames();
  if (!uiOnly) engineBench({ games: flag('--games', 20), rounds: flag('--rounds', 5), warmGames: 100 });
  if (!uiOnly) alesiaEngineBench();
  if (!uiOnly) alesiaBotBench();
  if (!uiOnly) gbohEngineBench();
  if (!uiOnly) bellumBotBench();
  if (!uiOnly) gbohBotBench();
  if (!uiOnly) await loadBench();
  ensureBuild({ force: argv.includes('--build') });
  if (!uiOnly) bundleBench(DIST);
  if (!argv.includes('--no-ui')) {
    await withBrowser(async (browser, url) => {
      for (const g of games) await UI_GAMES[g](browser, url);
    });
  }
}

main().catch((e: unknown) => {
  note(`fatal: ${e instanceof Error ? e.stack ?? e.message : String(e)}`);
  process.exitCode = 1;
});
