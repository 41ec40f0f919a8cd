/**
 * UI metrics, in headless Chromium on the production build (dist/): click → painted frame for
 * a leader's "Select" button (its destinations light up on the map) and for actions that
 * change the map.
 */
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startServer, VIEWPORT } from '../../tests/browser/lib/harness.mjs';
import { emit, median, note, quantile } from './report';

/**
 * In the page: click the first enabled Prompt button whose text matches, then wait frame by frame
 * until `litSelector` matches something (when given), and for the frame after that to be painted.
 */
async function timedPromptClick(page: Page, pattern: string, litSelector?: string): Promise<{ ms: number; domMs: number; workMs: number; text: string; mutations: number; lit: boolean } | null> {
  return page.evaluate(async ([pat, lit]) => {
    const root = document.querySelector('section[aria-label="Prompt"]');
    if (!root) return null;
    const re = new RegExp(pat, 'i');
    // Game choices only: rule links (.rule-link) inside the Prompt open the rules browser, not an action.
    const btn = [...root.querySelectorAll('button')].find((b) => !b.disabled && !b.classList.contains('rule-link') && re.test((b.textContent ?? '').trim()));
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

interface UiSamples {
  select: number[];
  selectDom: number[];
  selectWork: number[];
  apply: number[];
  applyWork: number[];
  heapMb: number;
}

/** One solo game in a fresh page: `selects` Select/Cancel pairs, then up to `applies` action clicks. */
async function playSession(browser: Browser, url: string, selects = 40, applies = 150): Promise<UiSamples> {
  const out: UiSamples = { select: [], selectDom: [], selectWork: [], apply: [], applyWork: [], heapMb: 0 };
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url);
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
    let quiet = 0;
    for (let i = 0; i < selects; i++) {
      const r = await timedPromptClick(page, '^Select\\b', '.target');
      if (!r) break;
      out.select.push(r.ms);
      out.selectDom.push(r.domMs);
      out.selectWork.push(r.workMs);
      if (!r.lit) quiet++;
      const c = await timedPromptClick(page, '^Cancel');
      if (!c) break;
    }
    if (quiet) note(`${quiet} of ${out.select.length} select clicks lit no destination (.target) on the map within 120 frames`);
    if (!out.select.length) note('no "Select …" button found in the Prompt: selectToHighlight not measured');

    // Apply → repaint: play on with a simple strategy and time every action click that is not a
    // pure selection change (moves, depots, combat, losses, ends of phases).
    let k = 0;
    for (let i = 0; i < 400 && out.apply.length < applies; i++) {
      if (await page.getByRole('dialog', { name: /Game over/ }).isVisible()) break;
      const pick = k++ % 3 === 2 ? '^(Done|End)' : '^(Move to|Enter|Forced|Build|Reduce|Eliminate|Attack|Battle|Siege|Fight|Resolve|Roll|Take|Put)';
      let r = await timedPromptClick(page, pick);
      if (!r) r = await timedPromptClick(page, '^(Select)\\b');
      if (!r) r = await timedPromptClick(page, '^(Done|End|Continue|Next)');
      if (!r) r = await timedPromptClick(page, '.');
      if (!r) break;
      if (!/^(Select|Cancel|Take along|Leave behind)/.test(r.text)) {
        out.apply.push(r.ms);
        out.applyWork.push(r.workMs);
      }
    }
    if (!out.apply.length) note('no action click measured: applyToRepaint not measured');
    const heap = await page.evaluate(() => (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0);
    out.heapMb = heap / 1048576;
    if (errors.length) note(`page errors during the UI bench: ${errors.slice(0, 3).join(' | ')}`);
  } finally {
    await context.close();
  }
  return out;
}

/**
 * Two runs of the same session.
 *
 * 1. `bellum.ui.*`: Chromium runs with its frame-rate limit off (--disable-frame-rate-limit
 *    --disable-gpu-vsync), so frames are not held for a 60 Hz display. Headless Chromium still
 *    begins frames on its own schedule, though: measured here, a change can wait several
 *    milliseconds for its frame even so (see `*WorkP95Ms` against `*P95Ms`).
 * 2. `bellum.ui.at60Hz.*`: the same session at the default pace, where each click also waits for
 *    the next 60 Hz tick (0–16.7 ms whatever the app does).
 * `*WorkP95Ms` is the app's own part in both: click → result in the DOM → that frame's rendering
 * (style, layout, paint), leaving out the wait for the frame to begin.
 */
export async function uiBench(): Promise<void> {
  const server = await startServer();
  try {
    const runs: [string, string[]][] = [
      ['bellum.ui.', ['--disable-frame-rate-limit', '--disable-gpu-vsync']],
      ['bellum.ui.at60Hz.', []],
    ];
    for (const [prefix, args] of runs) {
      const browser = await launchChromium(args);
      try {
        const r = await playSession(browser, server.url);
        if (r.select.length) {
          emit(`${prefix}selectToHighlightP95Ms`, quantile(r.select, 0.95), 'ms');
          emit(`${prefix}selectToHighlightMedianMs`, median(r.select), 'ms');
          // Click → highlight in the DOM, before the paint.
          emit(`${prefix}selectToDomP95Ms`, quantile(r.selectDom, 0.95), 'ms');
          // Click → DOM → that frame's rendering, leaving out any wait for the frame to begin.
          emit(`${prefix}selectWorkP95Ms`, quantile(r.selectWork, 0.95), 'ms');
        }
        if (r.apply.length) {
          emit(`${prefix}applyToRepaintP95Ms`, quantile(r.apply, 0.95), 'ms');
          emit(`${prefix}applyToRepaintMedianMs`, median(r.apply), 'ms');
          emit(`${prefix}applyWorkP95Ms`, quantile(r.applyWork, 0.95), 'ms');
        }
        if (r.heapMb) emit(`${prefix}jsHeapMb`, r.heapMb, 'MB');
      } finally {
        await browser.close();
      }
    }
  } finally {
    await server.close();
  }
}
