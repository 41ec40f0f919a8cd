/**
 * UI metrics, in headless Chromium on the production build (dist/): click → painted frame for
 * a leader's "Select" button (its destinations light up on the map) and for actions that
 * change the map.
 */
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startServer, VIEWPORT } from '../../tests/browser/lib/harness.mjs';
import { emit, median, note, quantile } from './report';

interface Timed {
  ms: number;
  domMs: number;
  workMs: number;
  text: string;
  lit: boolean;
}

/**
 * Clicks the first enabled Prompt button whose text matches as a person would: the mouse moves onto
 * it, rests there a moment (its hover state and tooltip are painted), presses, and releases 60 ms later.
 * Timed in the page from the click event's own time stamp (when Chromium received the input), until
 * `litSelector` matches something on the map (when given) and the frame showing the change is done.
 */
async function timedPromptClick(page: Page, pattern: string, litSelector?: string): Promise<Timed | null> {
  const target = await page.evaluate((pat) => {
    const root = document.querySelector('section[aria-label="Prompt"]');
    if (!root) return null;
    const re = new RegExp(pat, 'i');
    // Game choices only: rule links (.rule-link) inside the Prompt open the rules browser, not an action.
    const btn = [...root.querySelectorAll('button')].find((b) => !b.disabled && !b.classList.contains('rule-link') && re.test((b.textContent ?? '').trim()));
    if (!btn) return null;
    btn.scrollIntoView({ block: 'nearest' });
    const r = btn.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2, text: (btn.textContent ?? '').trim() };
  }, pattern);
  if (!target) return null;
  await page.mouse.move(target.x, target.y);
  await page.waitForTimeout(40);
  // Armed before the press: a capture listener on window sees the click before the app does; one on
  // the bubble side (no prompt button stops the click's propagation) runs after the app's handlers.
  await page.evaluate((lit) => {
    const w = window as unknown as { __benchClick?: Promise<unknown> };
    w.__benchClick = new Promise((resolve) => {
      let t0 = 0;
      const first = (e: Event) => {
        if (e.isTrusted) t0 = e.timeStamp;
      };
      const after = async (e: Event) => {
        if (!e.isTrusted) return;
        window.removeEventListener('click', first, true);
        window.removeEventListener('click', after);
        const map = document.querySelector('[aria-label="Map of Gaul"]') ?? document.body;
        const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
        // React commits a click's update in a microtask: let it run before looking for the result.
        for (let i = 0; i < 3; i++) await new Promise<void>((r) => queueMicrotask(r));
        let isLit = !lit;
        for (let i = 0; i < 120 && lit && !isLit; i++) {
          if (map.querySelector(lit)) isLit = true;
          else await frame();
        }
        // Input until the result is in the DOM.
        const domMs = performance.now() - t0;
        // The frame that shows the change, then a task after it: the time between the frame's start
        // and that task is the frame's rendering work (style, layout, paint).
        let frameStart = 0;
        await new Promise<void>((r) => requestAnimationFrame(() => { frameStart = performance.now(); setTimeout(r, 0); }));
        const end = performance.now();
        resolve({ ms: end - t0, domMs, workMs: domMs + (end - frameStart), lit: isLit });
      };
      window.addEventListener('click', first, true);
      window.addEventListener('click', after);
    });
  }, litSelector ?? '');
  // A person's press lasts about a tenth of a second: the focus it gives the button (and the
  // tooltip that opens with it) is painted before the release.
  await page.mouse.down();
  await page.waitForTimeout(60);
  await page.mouse.up();
  const r = (await page.evaluate(() => Promise.race([
    (window as unknown as { __benchClick: Promise<unknown> }).__benchClick,
    new Promise((resolve) => setTimeout(() => resolve(null), 5000)),
  ]))) as Omit<Timed, 'text'> | null;
  if (!r) throw new Error(`the click on "${target.text}" never reached the page`);
  return { ...r, text: target.text };
}

/** COMMENTARII_BENCH_SAMPLES=1 prints every timed apply click to stderr (which actions are slow). */
const SAMPLES = !!process.env.COMMENTARII_BENCH_SAMPLES;

interface UiSamples {
  select: number[];
  selectDom: number[];
  selectWork: number[];
  apply: number[];
  applyWork: number[];
  heapMb: number;
}

/** One solo game in a fresh page: `selects` Select/Cancel pairs, then up to `applies` action clicks. */
async function playSession(browser: Browser, url: string, seedText: string, selects = 40, applies = 150): Promise<UiSamples> {
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
    if (await seed.count()) await seed.fill(seedText);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.locator('section[aria-label="Prompt"]').waitFor({ timeout: 30_000 });
    // A new game opens on the scenario briefing: close it, as a player would.
    const briefing = page.getByRole('button', { name: 'To the map' });
    if (await briefing.isVisible()) await briefing.click();

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
        if (SAMPLES) note(`apply ${r.ms.toFixed(1)} ms (dom ${r.domMs.toFixed(1)}, work ${r.workMs.toFixed(1)}): ${r.text.slice(0, 60)}`);
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
 * `SESSIONS` solo games in fresh pages of one Chromium at its default pace (60 Hz), samples pooled.
 *
 * `*P95Ms` runs from the click's input time stamp to the painted frame, so it includes the wait for
 * that frame to begin (0–16.7 ms at 60 Hz, depending on when in the frame the click lands).
 * `*WorkP95Ms` is the app's own part: input → result in the DOM → that frame's rendering (style,
 * layout, paint), leaving out the wait for the frame to begin.
 *
 * Chromium's switches against the frame pace do not help here. Measured in Debian's headless
 * Chromium: with --disable-frame-rate-limit and/or --disable-gpu-vsync, frames still come at about
 * 60 per second and a requestAnimationFrame still waits up to 16.6 ms. Adding
 * --run-all-compositor-stages-before-draw does lift the pace, but Chromium then draws frames back to
 * back even when nothing changes, which keeps both cores of a small machine busy and distorts every
 * figure.
 */
const SESSIONS = 3;

export async function uiBench(): Promise<void> {
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const all: UiSamples = { select: [], selectDom: [], selectWork: [], apply: [], applyWork: [], heapMb: 0 };
    for (let i = 0; i < SESSIONS; i++) {
      const r = await playSession(browser, server.url, `bench-ui-${i}`);
      for (const k of ['select', 'selectDom', 'selectWork', 'apply', 'applyWork'] as const) all[k].push(...r[k]);
      all.heapMb = Math.max(all.heapMb, r.heapMb);
    }
    const prefix = 'bellum.ui.';
    note(`UI samples: ${all.select.length} selects, ${all.apply.length} actions over ${SESSIONS} games`);
    if (all.select.length) {
      emit(`${prefix}selectToHighlightP95Ms`, quantile(all.select, 0.95), 'ms');
      emit(`${prefix}selectToHighlightMedianMs`, median(all.select), 'ms');
      emit(`${prefix}selectToDomP95Ms`, quantile(all.selectDom, 0.95), 'ms');
      emit(`${prefix}selectWorkP95Ms`, quantile(all.selectWork, 0.95), 'ms');
    }
    if (all.apply.length) {
      emit(`${prefix}applyToRepaintP95Ms`, quantile(all.apply, 0.95), 'ms');
      emit(`${prefix}applyToRepaintMedianMs`, median(all.apply), 'ms');
      emit(`${prefix}applyWorkP95Ms`, quantile(all.applyWork, 0.95), 'ms');
    }
    if (all.heapMb) emit(`${prefix}jsHeapMb`, all.heapMb, 'MB');
  } finally {
    await browser.close();
    await server.close();
  }
}
