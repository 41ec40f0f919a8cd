/**
 * UI metrics, in headless Chromium on the production build (dist/): click → painted frame for
 * a leader's "Select" button (its destinations light up on the map) and for actions that
 * change the map.
 */
import type { Page } from 'playwright-core';
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

export async function uiBench(): Promise<void> {
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
