/**
 * Bellum Gallicum's UI metrics (`bellum.ui.*`), in headless Chromium on the production build
 * (dist/): click → painted frame for a leader's "Select" button (its destinations light up on the
 * map) and for actions that change the map. The timing method is uiTiming.ts's.
 */
import type { Browser, Page } from 'playwright-core';
import { note } from './report';
import { addApply, addSelect, beforeTimed, clickSamples, describeMarks, emitClicks, heapMb, pool, SAMPLES, timedPromptClick, traceClick, TRACE, withPage, type ClickSamples, type TimedButton } from './uiTiming';

/** A Prompt button clicked as a person would, timed until `lit` matches on the map of Gaul (when given). */
const promptClick = (page: Page, pattern: string, lit?: string): Promise<TimedButton | null> =>
  timedPromptClick(page, pattern, lit ? { root: '[aria-label="Map of Gaul"]', selector: lit } : undefined);

/** One solo game in a fresh page: `selects` Select/Cancel pairs, then up to `applies` action clicks. */
function playSession(browser: Browser, url: string, seedText: string, selects = 40, applies = 150): Promise<ClickSamples> {
  return withPage(browser, 'the Bellum UI bench', async (page) => {
    const out = clickSamples();
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
      const r = await promptClick(page, '^(Done|End)');
      if (!r) break;
    }
    await beforeTimed(page, `Bellum session ${seedText}`);
    // COMMENTARII_BENCH_TRACE: the first game's timed clicks traced (the main thread's time by event).
    const traced = (kind: string, click: () => Promise<TimedButton | null>) => (TRACE && seedText.endsWith('-0') ? traceClick(browser, page, kind, click) : click());
    let quiet = 0;
    for (let i = 0; i < selects; i++) {
      const r = await traced('select', () => promptClick(page, '^Select\\b', '.target'));
      if (!r) break;
      addSelect(out, r);
      if (!r.matched) quiet++;
      const c = await promptClick(page, '^Cancel');
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
      let r = await traced('apply', () => promptClick(page, pick));
      if (!r) r = await promptClick(page, '^(Select)\\b');
      if (!r) r = await promptClick(page, '^(Done|End|Continue|Next)');
      if (!r) r = await promptClick(page, '.');
      if (!r) break;
      if (!/^(Select|Cancel|Take along|Leave behind)/.test(r.text)) {
        addApply(out, r);
        if (SAMPLES) note(`apply ${describeMarks(r)}: ${r.text.slice(0, 60)}`);
      }
    }
    if (!out.apply.length) note('no action click measured: applyToRepaint not measured');
    out.heapMb = await heapMb(page);
    return out;
  });
}

/**
 * `SESSIONS` solo games in fresh pages of one Chromium at its default pace (60 Hz), samples pooled.
 *
 * `*P95Ms` runs from the click's input time stamp to the painted frame, so it includes the wait for
 * that frame to begin (0–16.7 ms at 60 Hz, depending on when in the frame the click lands).
 * `*WorkP95Ms` is the app's own part: input → result in the DOM → that frame's rendering (style,
 * layout, paint), leaving out the wait for the frame to begin.
 */
const SESSIONS = 3;

export async function bellumUiBench(browser: Browser, url: string): Promise<void> {
  const all = clickSamples();
  for (let i = 0; i < SESSIONS; i++) pool(all, await playSession(browser, url, `bench-ui-${i}`));
  note(`Bellum UI samples: ${all.select.length} selects, ${all.apply.length} actions over ${SESSIONS} games`);
  emitClicks('bellum.ui.', all);
}
