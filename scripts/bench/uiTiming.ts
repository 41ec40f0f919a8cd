/**
 * How the UI benches time the app in headless Chromium (dist/ served by the test harness): a
 * person's input (a click with a real press, a step of a drag) is timed in the page from the
 * input's own time stamp to the painted frame that shows its result, and the samples are pooled
 * into the `*.ui.*` metrics. Shared by Bellum's (ui.ts) and Alesia's (alesiaUi.ts) benches.
 *
 * What the marks mean, all in the page's clock (performance.now()):
 *   t0          the input event's time stamp: when Chromium received the input
 *   dispatch    when the app's listeners begin to run (a drag's moves wait for the next frame:
 *               Chromium hands them to the page at its start)
 *   dom         the result is in the DOM (`until` matched), once React's microtasks have run
 *   frameStart  the next animation frame begins
 *   end         a task after that frame: its rendering (style, layout, paint) is done
 */
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startServer, VIEWPORT } from '../../tests/browser/lib/harness.mjs';
import { emit, median, note, quantile } from './report';

/** COMMENTARII_BENCH_SAMPLES=1 prints every timed click to stderr (which ones are slow). */
export const SAMPLES = !!process.env.COMMENTARII_BENCH_SAMPLES;

/** A sample's marks as SAMPLES prints them: input → painted frame, then each stretch of it. */
export const describeMarks = (m: Marks): string =>
  `${screenMs(m).toFixed(1)} ms = to dispatch ${(m.dispatch - m.t0).toFixed(1)} + handlers to DOM ${(m.dom - m.dispatch).toFixed(1)}` +
  ` + wait for the frame ${(m.frameStart - m.dom).toFixed(1)} + frame ${(m.end - m.frameStart).toFixed(1)} (work ${workMs(m).toFixed(1)})`;

/** COMMENTARII_BENCH_TRACE=1: the first game's timed clicks each traced by Chromium; the renderer main thread's time by event (stderr). */
export const TRACE = !!process.env.COMMENTARII_BENCH_TRACE;

/** A Chromium trace event, with the fields the notes read. */
interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { reason?: string; nodeName?: string } };
}

/** Runs a click under a Chromium trace and notes the main thread's costliest top-level event kinds. */
export async function traceClick<T>(browser: Browser, page: Page, kind: string, click: () => Promise<T>): Promise<T> {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8.execute', ...(process.env.COMMENTARII_BENCH_TRACE === 'args' ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : [])] });
  const r = await click();
  const buf = await browser.stopTracing();
  const events = (JSON.parse(buf.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  // The renderer's main thread: the one running the page's script.
  const main = events.find((e) => e.name === 'FunctionCall' || e.name === 'EventDispatch');
  const by = new Map<string, number>();
  for (const e of events) {
    if (!main || e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X' || !e.dur) continue;
    if (!['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'Commit', 'EventDispatch', 'FunctionCall', 'RunMicrotasks', 'HitTest', 'ParseHTML', 'UpdateLayer', 'IntersectionObserverController::computeIntersections', 'TimerFire', 'FireAnimationFrame', 'FireIdleCallback', 'v8.callFunction', 'MajorGC', 'MinorGC', 'ScheduleStyleRecalculation', 'InvalidateLayout', 'PaintImage', 'RasterTask', 'Document::updateStyleAndLayout', 'LocalFrameView::RunPostLifecycleSteps', 'Accessibility'].includes(e.name) && !e.name.startsWith('Accessibility')) continue;
    by.set(e.name, (by.get(e.name) ?? 0) + e.dur / 1000);
  }
  if (process.env.COMMENTARII_BENCH_TRACE === 'args') {
    const big = events
      .filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && (e.dur ?? 0) > 1500 && ['Layout', 'Paint', 'UpdateLayoutTree', 'HitTest', 'PrePaint'].includes(e.name));
    const inval = new Map<string, number>();
    for (const e of events) {
      if (e.name !== 'LayoutInvalidationTracking' && e.name !== 'StyleRecalcInvalidationTracking') continue;
      const k = `${e.name.slice(0, 5)} ${e.args?.data?.reason} ${(e.args?.data?.nodeName ?? '').slice(0, 60)}`;
      inval.set(k, (inval.get(k) ?? 0) + 1);
    }
    note(`  invalidations: ${[...inval].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${v}× ${k}`).join(' | ')}`);
    for (const e of big) note(`  ${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)} ms ${JSON.stringify(e.args).slice(0, 400)}`);
  }
  note(`trace ${kind}: ${[...by].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`);
  return r;
}

export interface Marks {
  t0: number;
  dispatch: number;
  dom: number;
  frameStart: number;
  end: number;
  /** `until` matched within the frames allowed (true when there was no `until`). */
  matched: boolean;
}

/** Input → painted frame: what the person waits for, including the wait for the frame to begin. */
export const screenMs = (m: Marks): number => m.end - m.t0;
/** Input → result in the DOM. */
export const domMs = (m: Marks): number => m.dom - m.t0;
/** The app's own work for a click: input → DOM, then that frame's rendering (not the wait for the frame). */
export const workMs = (m: Marks): number => m.dom - m.t0 + (m.end - m.frameStart);
/** A frame's work for a drag step: the handlers (from their dispatch) and that frame's rendering. */
export const frameWorkMs = (m: Marks): number => m.dom - m.dispatch + (m.end - m.frameStart);

/** What shows that the input's result is in the DOM: `count` (default 1) matches of `selector` under `root`. */
export interface Until {
  selector: string;
  /** The element searched; the whole document when absent or not found. */
  root?: string;
  count?: number;
  /** Frames to wait for the match before giving up (default 120, two seconds at 60 Hz). */
  frames?: number;
}

/**
 * Arms the page for the next trusted `event`: a capture listener on window sees it before the app
 * does, one on the bubble side (after the app's handlers: nothing timed here stops propagation)
 * waits for `until`, then for the frame that shows it.
 */
async function arm(page: Page, event: 'click' | 'pointermove', until?: Until): Promise<void> {
  await page.evaluate(
    ({ event, until }) => {
      const w = window as unknown as { __benchInput?: Promise<unknown> };
      w.__benchInput = new Promise((resolve) => {
        let t0 = 0;
        let dispatch = 0;
        const first = (e: Event) => {
          if (!e.isTrusted) return;
          t0 = e.timeStamp;
          dispatch = performance.now();
        };
        const after = async (e: Event) => {
          if (!e.isTrusted) return;
          window.removeEventListener(event, first, true);
          window.removeEventListener(event, after);
          const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
          // React commits a click's update in a microtask: let it run before looking for the result.
          for (let i = 0; i < 3; i++) await new Promise<void>((r) => queueMicrotask(r));
          let matched = !until;
          if (until) {
            const root = (until.root && document.querySelector(until.root)) || document;
            for (let i = 0; i < (until.frames ?? 120) && !matched; i++) {
              if (root.querySelectorAll(until.selector).length >= (until.count ?? 1)) matched = true;
              else await frame();
            }
          }
          const dom = performance.now();
          // The frame that shows the change, then a task after it: the time between the frame's
          // start and that task is the frame's rendering work (style, layout, paint).
          let frameStart = 0;
          await new Promise<void>((r) => requestAnimationFrame(() => { frameStart = performance.now(); setTimeout(r, 0); }));
          resolve({ t0, dispatch, dom, frameStart, end: performance.now(), matched });
        };
        window.addEventListener(event, first, true);
        window.addEventListener(event, after);
      });
    },
    { event, until },
  );
}

/** The marks of the armed input; `what` names it in the error when it never reaches the page. */
async function marks(page: Page, what: string, timeoutMs = 5000): Promise<Marks> {
  const r = (await page.evaluate(
    (ms) => Promise.race([
      (window as unknown as { __benchInput: Promise<unknown> }).__benchInput,
      new Promise((resolve) => setTimeout(() => resolve(null), ms)),
    ]),
    timeoutMs,
  )) as Marks | null;
  if (!r) throw new Error(`${what} never reached the page (no ${timeoutMs / 1000} s answer)`);
  return r;
}

/**
 * Clicks at (x, y) as a person would: the mouse moves there and rests a moment (its hover state and
 * tooltip are painted), presses, and releases 60 ms later (the focus the press gives is painted
 * before the release). Timed from the click event.
 */
export async function personClick(page: Page, x: number, y: number, what: string, until?: Until): Promise<Marks> {
  await page.mouse.move(x, y);
  await page.waitForTimeout(40);
  await arm(page, 'click', until);
  await page.mouse.down();
  await page.waitForTimeout(60);
  await page.mouse.up();
  return marks(page, `the click on ${what}`);
}

/** One step of a drag (the button is down) to (x, y), timed from its pointermove. */
export async function timedDragStep(page: Page, x: number, y: number): Promise<Marks> {
  await arm(page, 'pointermove');
  await page.mouse.move(x, y);
  return marks(page, `the drag step to (${Math.round(x)}, ${Math.round(y)})`);
}

export interface TimedButton extends Marks {
  text: string;
}

/**
 * Clicks the first enabled Prompt button whose text matches `pattern` (case-insensitive) with
 * `personClick`, scrolled into view first; null when there is none. Rule links (.rule-link) in
 * the Prompt open the rules browser, not an action, and are passed over.
 */
export async function timedPromptClick(page: Page, pattern: string, until?: Until): Promise<TimedButton | null> {
  const target = await page.evaluate((pat) => {
    const root = document.querySelector('section[aria-label="Prompt"]');
    if (!root) return null;
    const re = new RegExp(pat, 'i');
    const btn = [...root.querySelectorAll('button')].find((b) => !b.disabled && !b.classList.contains('rule-link') && re.test((b.textContent ?? '').trim()));
    if (!btn) return null;
    btn.scrollIntoView({ block: 'nearest' });
    const r = btn.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2, text: (btn.textContent ?? '').trim() };
  }, pattern);
  if (!target) return null;
  const m = await personClick(page, target.x, target.y, `"${target.text}"`, until);
  return { ...m, text: target.text };
}

/** Click samples of one game's UI bench, in ms. */
export interface ClickSamples {
  select: number[];
  selectDom: number[];
  selectWork: number[];
  apply: number[];
  applyWork: number[];
  heapMb: number;
}

export const clickSamples = (): ClickSamples => ({ select: [], selectDom: [], selectWork: [], apply: [], applyWork: [], heapMb: 0 });

export function addSelect(out: ClickSamples, m: Marks): void {
  out.select.push(screenMs(m));
  out.selectDom.push(domMs(m));
  out.selectWork.push(workMs(m));
}

export function addApply(out: ClickSamples, m: Marks): void {
  out.apply.push(screenMs(m));
  out.applyWork.push(workMs(m));
}

/** Pools a session's samples into `all` (the heap: the largest seen). */
export function pool(all: ClickSamples, r: ClickSamples): void {
  for (const k of ['select', 'selectDom', 'selectWork', 'apply', 'applyWork'] as const) all[k].push(...r[k]);
  all.heapMb = Math.max(all.heapMb, r.heapMb);
}

/** The page's JS heap in MB (Chromium's performance.memory). */
/**
 * A full garbage collection in the page (CDP), before the timed part of a session. Why: the untimed
 * scripting that brings a game to its timed clicks leaves garbage that slows the app's own DOM work
 * until V8 happens to collect it. Playwright's accessible-name lookups (getByRole with a name) ask
 * each labelable element in scope for its `labels`; each such live list stays registered with the
 * document until collected, and every node the app then inserts or removes walks them all. After the
 * GBoH bench's set-up (thousands of prompt buttons looked up by name) an appendChild cost 70–130 µs
 * instead of under 1 µs; a person's browser never carries that. `appendProbeUs` shows it.
 */
export async function collectGarbage(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
  } finally {
    await cdp.detach();
  }
}

/** What one appendChild of a fresh span into a detached div costs in the page now, in µs (the mean of 300). */
export function appendProbeUs(page: Page): Promise<number> {
  return page.evaluate(() => {
    const parent = document.createElement('div');
    const kids: Node[] = [];
    for (let i = 0; i < 300; i++) kids.push(document.createElement('span'));
    const t0 = performance.now();
    for (const k of kids) parent.appendChild(k);
    return ((performance.now() - t0) / kids.length) * 1000;
  });
}

/**
 * Readies a session's page for its timed part: its garbage collected (see `collectGarbage`), and under
 * SAMPLES the cost of a DOM insertion before and after noted.
 */
export async function beforeTimed(page: Page, what: string): Promise<void> {
  const before = SAMPLES ? await appendProbeUs(page) : 0;
  await collectGarbage(page);
  if (SAMPLES) note(`${what}: an appendChild cost ${before.toFixed(1)} µs before the collection, ${(await appendProbeUs(page)).toFixed(1)} µs after`);
}

export async function heapMb(page: Page): Promise<number> {
  const heap = await page.evaluate(() => (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0);
  return heap / 1048576;
}

/** The click metrics under `prefix` ("bellum.ui."): p95 and median of select and apply, work p95, heap. */
export function emitClicks(prefix: string, all: ClickSamples): void {
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
}

/**
 * A fresh page (own storage) of the browser at the tests' viewport, its page errors collected and
 * noted when `run` ends; the context is closed whatever happens.
 */
export async function withPage<T>(browser: Browser, what: string, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const out = await run(page);
    if (errors.length) note(`page errors during ${what}: ${errors.slice(0, 3).join(' | ')}`);
    return out;
  } finally {
    await context.close();
  }
}

/**
 * The static server for dist/ and one Chromium at its default pace (60 Hz), closed after `run`.
 *
 * Chromium's switches against the frame pace do not help here. Measured in Debian's headless
 * Chromium: with --disable-frame-rate-limit and/or --disable-gpu-vsync, frames still come at about
 * 60 per second and a requestAnimationFrame still waits up to 16.6 ms. Adding
 * --run-all-compositor-stages-before-draw does lift the pace, but Chromium then draws frames back to
 * back even when nothing changes, which keeps both cores of a small machine busy and distorts every
 * figure.
 */
export async function withBrowser(run: (browser: Browser, url: string) => Promise<void>): Promise<void> {
  const server = await startServer();
  const browser = await launchChromium();
  try {
    await run(browser, server.url);
  } finally {
    await browser.close();
    await server.close();
  }
}
