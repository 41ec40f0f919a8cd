/**
 * Benchmarks. Prints one JSON object per line: {"metric": NAME, "value": NUMBER, "unit": UNIT}.
 *
 *   npm run bench                 (engine, bundle and UI metrics)
 *   npm run bench -- --no-ui      (skip the Chromium part)
 *   npm run bench -- --games 40   (random playouts per measurement, default 20)
 *   npm run bench -- --build      (rebuild dist/ first; by default an existing dist/ is used)
 *
 * Engine: per-action cost (legalActions + apply) and whole random games, no invariant checks.
 * Bundle: gzip size of the JS the title screen loads (entry script + modulepreload links of dist/index.html).
 * UI: in headless Chromium on the production build, click → next painted frame for a leader
 * "Select" button (its destinations light up) and for actions that change the map.
 * Progress and warnings go to stderr.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { bellum } from '../src/engine/bellum/system';
import type { BellumAction, BellumState } from '../src/engine/bellum/state';
import { seedRng } from '../src/engine/core/rng';
import { pickRandom, policySeed, setupOptions } from './lib/playout';
import { DIST, ensureBuild, launchChromium, startServer, VIEWPORT } from '../tests/browser/lib/harness.mjs';

const argv = process.argv.slice(2);
const NO_UI = argv.includes('--no-ui');
const REBUILD = argv.includes('--build');
const gamesAt = argv.indexOf('--games');
const GAMES = gamesAt >= 0 ? Math.max(1, Number(argv[gamesAt + 1]) || 20) : 20;

function emit(metric: string, value: number, unit: string): void {
  process.stdout.write(JSON.stringify({ metric, value: Math.round(value * 1000) / 1000, unit }) + '\n');
}
const note = (m: string) => process.stderr.write(`bench: ${m}\n`);

function quantile(xs: number[], q: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const i = Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1));
  return s[i];
}
const median = (xs: number[]) => quantile(xs, 0.5);

// ------------------------------------------------------------------ engine

interface Played {
  ms: number;
  actions: number;
  perActionUs: number[];
  midState: BellumState | null;
  log: BellumAction[];
  finished: boolean;
}

function playTimed(seed: string, solo: boolean, maxSteps = 20000): Played {
  const t0 = performance.now();
  const r = bellum.setup(setupOptions('aquitania', seed, solo));
  if (!r.ok) throw new Error(r.rejection.message);
  let s = r.state;
  let rng = seedRng(policySeed(seed));
  const perActionUs: number[] = [];
  const log: BellumAction[] = [];
  const states: BellumState[] = [];
  for (let i = 0; i < maxSteps && !bellum.outcome(s); i++) {
    const a0 = performance.now();
    const legal = bellum.legalActions(s);
    const [action, next] = pickRandom(rng, legal);
    rng = next;
    const res = bellum.apply(s, action);
    const a1 = performance.now();
    if (!res.ok) throw new Error(`seed ${seed}: legal action refused: ${res.rejection.message}`);
    perActionUs.push((a1 - a0) * 1000);
    s = res.state;
    log.push(action);
    if (i % 16 === 0) states.push(s);
  }
  return {
    ms: performance.now() - t0,
    actions: log.length,
    perActionUs,
    midState: states[Math.floor(states.length / 2)] ?? s,
    log,
    finished: bellum.outcome(s) !== null,
  };
}

function engineBench(): void {
  // Warm-up so the JIT has compiled the hot paths.
  for (let i = 0; i < 3; i++) playTimed(`bench-warm-${i}`, true);
  for (const solo of [true, false]) {
    const games: Played[] = [];
    for (let i = 0; i < GAMES; i++) games.push(playTimed(`bench-${solo ? 'solo' : 'hotseat'}-${i}`, solo));
    const unfinished = games.filter((g) => !g.finished).length;
    if (unfinished) note(`${unfinished} ${solo ? 'solo' : 'hotseat'} games did not finish within the step cap`);
    const per = games.flatMap((g) => g.perActionUs);
    if (solo) {
      emit('bellum.actionCostMedianUs', median(per), 'us');
      emit('bellum.actionCostP95Us', quantile(per, 0.95), 'us');
      emit('bellum.aquitaniaPlayoutMedianMs', median(games.map((g) => g.ms)), 'ms');
      emit('bellum.aquitaniaActionsPerGameMedian', median(games.map((g) => g.actions)), 'actions');
      const mid = games[0].midState!;
      emit('bellum.stateBytes', JSON.stringify(mid).length, 'bytes');
      emit('bellum.saveBytesMedian', median(games.map((g) => JSON.stringify(g.log).length)), 'bytes');
    } else {
      emit('bellum.hotseat.actionCostMedianUs', median(per), 'us');
      emit('bellum.hotseat.aquitaniaPlayoutMedianMs', median(games.map((g) => g.ms)), 'ms');
    }
  }
  if (typeof globalThis.gc === 'function') globalThis.gc();
  emit('node.heapUsedMb', process.memoryUsage().heapUsed / 1048576, 'MB');
}

// ------------------------------------------------------------------ bundle

/** Entry script and modulepreload links of dist/index.html, gzipped (level 9) and summed. */
function bundleBench(): void {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*\btype=["']module["']/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\brel=["']modulepreload["'][^>]*\bhref=["']([^"']+)["']/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\bhref=["']([^"']+)["'][^>]*\brel=["']modulepreload["']/g)) srcs.add(m[1]);
  let raw = 0;
  let gz = 0;
  for (const src of srcs) {
    const file = path.join(DIST, src.replace(/^\.?\//, ''));
    const buf = fs.readFileSync(file);
    raw += buf.length;
    gz += zlib.gzipSync(buf, { level: 9 }).length;
  }
  note(`initial JS: ${[...srcs].join(', ')}`);
  emit('app.initialJsGzipKb', gz / 1024, 'KiB');
  emit('app.initialJsRawKb', raw / 1024, 'KiB');
  const assets = path.join(DIST, 'assets');
  if (fs.existsSync(assets)) {
    let all = 0;
    for (const f of fs.readdirSync(assets)) if (f.endsWith('.js')) all += zlib.gzipSync(fs.readFileSync(path.join(assets, f)), { level: 9 }).length;
    emit('app.allJsGzipKb', all / 1024, 'KiB');
  }
}

// ------------------------------------------------------------------ UI

/**
 * In the page: click the first enabled Prompt button whose text matches, then wait frame by frame
 * until `litSelector` matches something (when given), and for the frame after that to be painted.
 */
async function timedPromptClick(page: Page, pattern: string, litSelector?: string): Promise<{ ms: number; domMs: number; workMs: number; text: string; mutations: number; lit: boolean } | null> {
  return page.evaluate(async ([pat, lit]) => {
    const root = document.querySelector('section[aria-label="Prompt"]');
    if (!root) return null;
    const re = new RegExp(pat, 'i');
    const btn = [...root.querySelectorAll('button')].find((b) => !b.disabled && re.test((b.textContent ?? '').trim()));
    if (!btn) return null;
    const map = document.querySelector('[aria-label="Map of Gaul"]') ?? document.body;
    let mutations = 0;
    const mo = new MutationObserver((l) => { mutations += l.length; });
    mo.observe(map, { subtree: true, attributes: true, childList: true, characterData: true });
    const text = (btn.textContent ?? '').trim();
    const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
    const t0 = performance.now();
    btn.click();
    // React commits a click's update in a microtask: let it run before looking for the result,
    // so the wait below covers one frame (the paint), not an extra frame of polling.
    for (let i = 0; i < 3; i++) await new Promise<void>((r) => queueMicrotask(r));
    let isLit = !lit;
    for (let i = 0; i < 120 && lit && !isLit; i++) {
      if (map.querySelector(lit)) isLit = true;
      else await frame();
    }
    // Our own work: click until the result is in the DOM (the paint then waits for the next frame).
    const domMs = performance.now() - t0;
    // The frame that shows the change, then a task after it has been painted. The time between
    // the frame's start and that task is the frame's rendering work (style, layout, paint).
    let frameStart = 0;
    await new Promise<void>((r) => requestAnimationFrame(() => { frameStart = performance.now(); setTimeout(r, 0); }));
    const end = performance.now();
    const ms = end - t0;
    // Work only: the click until the result is in the DOM, plus the rendering of the frame that
    // shows it — without the idle wait for the display's next refresh (up to 16.7 ms at 60 Hz).
    const workMs = domMs + (end - frameStart);
    mo.disconnect();
    return { ms, domMs, workMs, text, mutations, lit: isLit };
  }, [pattern, litSelector ?? ''] as const);
}

async function uiBench(): Promise<void> {
  ensureBuild({ force: REBUILD });
  bundleBench();
  if (NO_UI) return;
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
    await page.getByRole('radio', { name: /^Solo/ }).check();
    const seed = page.getByLabel('Seed', { exact: true });
    if (await seed.count()) await seed.fill('bench-ui');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.locator('section[aria-label="Prompt"]').waitFor({ timeout: 30_000 });

    // Reach the Roman movement phase: take "Done"/"End" until a "Select" button shows.
    for (let i = 0; i < 50; i++) {
      const has = await page.locator('section[aria-label="Prompt"] button', { hasText: /^Select\b/ }).count();
      if (has) break;
      const r = await timedPromptClick(page, '^(Done|End)');
      if (!r) break;
    }
    const selectMs: number[] = [];
    const selectDomMs: number[] = [];
    const selectWorkMs: number[] = [];
    let quiet = 0;
    for (let i = 0; i < 40; i++) {
      const r = await timedPromptClick(page, '^Select\\b', '.target');
      if (!r) break;
      selectMs.push(r.ms);
      selectDomMs.push(r.domMs);
      selectWorkMs.push(r.workMs);
      if (!r.lit) quiet++;
      const c = await timedPromptClick(page, '^Cancel');
      if (!c) break;
    }
    if (quiet) note(`${quiet} of ${selectMs.length} select clicks lit no destination (.target) on the map within 120 frames`);
    if (selectMs.length) {
      emit('bellum.ui.selectToHighlightP95Ms', quantile(selectMs, 0.95), 'ms');
      emit('bellum.ui.selectToHighlightMedianMs', median(selectMs), 'ms');
      // Click → highlight in the DOM, before the paint: the part that does not wait for the next frame.
      emit('bellum.ui.selectToDomP95Ms', quantile(selectDomMs, 0.95), 'ms');
      // Click → DOM → the frame's rendering, without the idle wait for the next display refresh.
      emit('bellum.ui.selectWorkP95Ms', quantile(selectWorkMs, 0.95), 'ms');
    } else note('no "Select …" button found in the Prompt: selectToHighlight not measured');

    // Apply → repaint: play on with a simple strategy and time every action click that is not a
    // pure selection change (moves, depots, combat, losses, ends of phases).
    const applyMs: number[] = [];
    const applyWorkMs: number[] = [];
    let k = 0;
    for (let i = 0; i < 400 && applyMs.length < 150; i++) {
      if (await page.getByRole('dialog', { name: /Game over/ }).isVisible()) break;
      const pick = k++ % 3 === 2 ? '^(Done|End)' : '^(Move to|Enter|Forced|Build|Reduce|Eliminate|Attack|Battle|Siege|Fight|Resolve|Roll)';
      let r = await timedPromptClick(page, pick);
      if (!r) r = await timedPromptClick(page, '^(Select)\\b');
      if (!r) r = await timedPromptClick(page, '^(Done|End|Continue|Next)');
      if (!r) r = await timedPromptClick(page, '.');
      if (!r) break;
      if (!/^(Select|Cancel|Take along|Leave behind)/.test(r.text)) {
        applyMs.push(r.ms);
        applyWorkMs.push(r.workMs);
      }
    }
    if (applyMs.length) {
      emit('bellum.ui.applyToRepaintP95Ms', quantile(applyMs, 0.95), 'ms');
      emit('bellum.ui.applyToRepaintMedianMs', median(applyMs), 'ms');
      emit('bellum.ui.applyWorkP95Ms', quantile(applyWorkMs, 0.95), 'ms');
    } else note('no action click measured: applyToRepaint not measured');
    const heap = await page.evaluate(() => (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0);
    if (heap) emit('bellum.ui.jsHeapMb', heap / 1048576, 'MB');
    if (errors.length) note(`page errors during the UI bench: ${errors.slice(0, 3).join(' | ')}`);
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
}

async function main(): Promise<void> {
  engineBench();
  await uiBench();
}

main().catch((e: unknown) => {
  process.stderr.write(`bench: fatal: ${e instanceof Error ? e.stack ?? e.message : String(e)}\n`);
  process.exitCode = 1;
});
