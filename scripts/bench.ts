/**
 * Benchmarks. Prints one JSON object per line: {"metric": NAME, "value": NUMBER, "unit": UNIT}.
 *
 *   npm run bench                 (engine, bundle and UI metrics)
 *   npm run bench -- --no-ui      (skip the Chromium part)
 *   npm run bench -- --ui-only    (only the Chromium part)
 *   npm run bench -- --games 20   (timed random playouts per round and kind, default 20)
 *   npm run bench -- --rounds 5   (timed rounds, default 5)
 *   npm run bench -- --build      (rebuild dist/ first; by default an existing dist/ is used)
 *
 * Engine (scripts/bench/engine.ts): per-action cost (legalActions + apply) and whole random
 * games in the JIT's steady state, for Bellum (scripts/bench/engine.ts) and Alesia
 * (scripts/bench/alesiaEngine.ts). Bundle (scripts/bench/bundle.ts): gzip size of the JS the
 * title screen loads. UI (scripts/bench/ui.ts, timed as scripts/bench/uiTiming.ts times it):
 * click → painted frame in headless Chromium.
 * Progress and notes go to stderr.
 */
import { DIST, ensureBuild } from '../tests/browser/lib/harness.mjs';
import { bundleBench } from './bench/bundle';
import { engineBench } from './bench/engine';
import { alesiaEngineBench } from './bench/alesiaEngine';
import { note } from './bench/report';
import { bellumUiBench } from './bench/ui';
import { withBrowser } from './bench/uiTiming';

const argv = process.argv.slice(2);
const flag = (name: string, dflt: number): number => {
  const at = argv.indexOf(name);
  return at >= 0 ? Math.max(1, Number(argv[at + 1]) || dflt) : dflt;
};

async function main(): Promise<void> {
  const uiOnly = argv.includes('--ui-only');
  if (!uiOnly) engineBench({ games: flag('--games', 20), rounds: flag('--rounds', 5), warmGames: 100 });
  if (!uiOnly) alesiaEngineBench();
  ensureBuild({ force: argv.includes('--build') });
  if (!uiOnly) bundleBench(DIST);
  if (!argv.includes('--no-ui')) await withBrowser(bellumUiBench);
}

main().catch((e: unknown) => {
  note(`fatal: ${e instanceof Error ? e.stack ?? e.message : String(e)}`);
  process.exitCode = 1;
});
