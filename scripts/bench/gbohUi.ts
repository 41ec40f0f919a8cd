/**
 * Alésia (GBoH, seed 002)'s UI metrics (`alesia-gboh.ui.*`, issue 17), in headless Chromium on the
 * production build, timed as uiTiming.ts times the other games. Each session is a two-player game at
 * one screen of scenario 12.3 (The Players' Game: both map sheets), started from the title screen:
 *
 *   firstMapRenderMs   the click on "Sample deployment for the rest" → the painted frame with every
 *                      counter of the Roman set-up on the two sheets; the median of the sessions.
 *   then the lines are manned; the Gaul (after the hand-over) spreads his tribes over the zones on
 *   the assignment sheet, brings one tribe in with a chief, activates that chief's Command and ends
 *   his phase; no Seizure; the Roman takes the screen and activates a Command (AG 4.1) — when its
 *   units have all moved, its phase is ended and the next Roman Command taken (up to COMMANDS):
 *   panFrameP95Ms      drag-pans of the map, 8 px a step, four ways: a step's frame work.
 *   select*            a click on a hex holding a Roman unit that may move (its cell says "select …";
 *                      the one nearest the middle of the map, in view): the unit is selected and its
 *                      destinations light up (the .gb-targets path).
 *   apply*             the click that moves it: on the lit hex in view nearest it when that hex has
 *                      one choice, else (AG 7.11: several facings there) on the facing picker's first
 *                      vertex after an untimed click on the hex.
 *
 * When no unit that may move is in view, the map is drag-panned towards the nearest one (not timed).
 */
import { writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { promptClick, takeScreen } from '../../tests/browser/lib/alesia.mjs';
import { alesiaGboh } from '../../src/engine/alesia-gboh/system';
import { mapPanner } from './mapPan';
import { emit, median, note, quantile } from './report';
import { addApply, addSelect, beforeTimed, clickSamples, describeMarks, emitClicks, heapMb, personClick, pool, SAMPLES, screenMs, timedPromptClick, traceClick, TRACE, withPage, type ClickSamples } from './uiTiming';

/**
 * COMMENTARII_BENCH_PROFILE=file.json: Chromium's CPU profiles of the first game's timed clicks, each
 * on its own with its `kind` (select, apply, or picker: the untimed click that opens the facing
 * picker), written there as a list; `npx vite-node scripts/bench/profileTop.ts -- file.json 40 apply`
 * lists the costliest functions. Best on an unminified build (`npx vite build --minify false
 * --outDir /tmp/x`, then COMMENTARII_DIST=/tmp/x).
 */
const PROFILE = process.env.COMMENTARII_BENCH_PROFILE;
/** COMMENTARII_BENCH_MUTATIONS=1: the first game's timed clicks each report the elements they add and remove, by tag (stderr). */
const MUTATIONS = !!process.env.COMMENTARII_BENCH_MUTATIONS;

/** Runs a click with a MutationObserver on the page and notes the elements it added and removed, by tag and class. */
async function countMutations<T>(page: Page, kind: string, click: () => Promise<T>): Promise<T> {
  await page.evaluate(() => {
    const w = window as unknown as { __mut: { added: Record<string, number>; removed: Record<string, number> }; __mo: MutationObserver };
    w.__mut = { added: {}, removed: {} };
    const name = (n: Node) => (n instanceof Element ? `${n.tagName.toLowerCase()}.${(n.getAttribute('class') ?? '').split(' ')[0]}` : n.nodeName);
    const deep = (n: Node, into: Record<string, number>) => {
      into[name(n)] = (into[name(n)] ?? 0) + 1;
      if (n instanceof Element) for (const c of n.querySelectorAll('*')) into[name(c)] = (into[name(c)] ?? 0) + 1;
    };
    w.__mo = new MutationObserver((ms) => {
      for (const m of ms) {
        m.addedNodes.forEach((n) => deep(n, w.__mut.added));
        m.removedNodes.forEach((n) => deep(n, w.__mut.removed));
      }
    });
    w.__mo.observe(document.body, { childList: true, subtree: true });
  });
  const r = await click();
  const seen = await page.evaluate(() => {
    const w = window as unknown as { __mut: { added: Record<string, number>; removed: Record<string, number> }; __mo: MutationObserver };
    w.__mo.takeRecords();
    w.__mo.disconnect();
    return w.__mut;
  });
  const top = (o: Record<string, number>) => Object.entries(o).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${v} ${k}`).join(', ');
  const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
  note(`${kind}: added ${sum(seen.added)} (${top(seen.added)}); removed ${sum(seen.removed)} (${top(seen.removed)})`);
  return r;
}

/**
 * COMMENTARII_BENCH_DOMOPS=1: the first game's timed clicks each report, per kind of node inserted or
 * removed (tag.class, and whether its new parent is in the document), the calls and the time they
 * took, until the click's frame is painted (stderr) — what of a click's DOM work is costly.
 */
const DOMOPS = !!process.env.COMMENTARII_BENCH_DOMOPS;

/** Runs a click with Node's insert and remove methods timed, and notes the costliest by node kind. */
async function timeDomOps<T>(page: Page, kind: string, click: () => Promise<T>): Promise<T> {
  await page.evaluate(() => {
    const w = window as unknown as { __ops: Record<string, [number, number]>; __opsOff?: () => void };
    w.__ops = {};
    const name = (n: Node, parent: Node) => `${n instanceof Element ? `${n.tagName.toLowerCase()}.${(n.getAttribute('class') ?? '').split(' ')[0]}` : n.nodeName}${parent.isConnected ? ' (live)' : ''}`;
    const P = Node.prototype as unknown as Record<string, (...a: unknown[]) => unknown>;
    const saved: [string, (...a: unknown[]) => unknown][] = [];
    for (const m of ['appendChild', 'insertBefore', 'removeChild']) {
      const orig = P[m];
      saved.push([m, orig]);
      P[m] = function (this: Node, ...args: unknown[]) {
        const k = `${m} ${name(args[0] as Node, this)}`;
        const t = performance.now();
        const r = orig.apply(this, args);
        const e = (w.__ops[k] ??= [0, 0]);
        e[0]++;
        e[1] += performance.now() - t;
        return r;
      };
    }
    // Only the click's own stretch: stop at the painted frame after it.
    const stop = () => { for (const [m, f] of saved) P[m] = f; };
    w.__opsOff = stop;
    window.addEventListener('click', () => requestAnimationFrame(() => setTimeout(stop, 0)), { once: true });
  });
  const r = await click();
  const ops = await page.evaluate(() => {
    const w = window as unknown as { __ops: Record<string, [number, number]>; __opsOff?: () => void };
    w.__opsOff?.();
    return w.__ops;
  });
  const top = Object.entries(ops).sort((a, b) => b[1][1] - a[1][1]).slice(0, 6).map(([k, [n, ms]]) => `${k} ×${n} ${ms.toFixed(2)} ms`).join('; ');
  note(`${kind} DOM ops: ${top}`);
  return r;
}

/** Games played; COMMENTARII_BENCH_SESSIONS=n plays more. */
const SESSIONS = Math.max(1, Number(process.env.COMMENTARII_BENCH_SESSIONS) || 3);
/** Select → move pairs a session. */
const MOVES = 20;
const PAN_STEPS = 24;
const STEP_PX = 8;
/** Roman Commands activated a session at most (the moves are taken from them in turn). */
const COMMANDS = 3;
/** How far inside the map's edges a clicked point must be, in px. */
const MARGIN = 24;

const MAP = '.gb-map';
const PROMPT = 'section[aria-label="Prompt"]';
const SAMPLE = 'Sample deployment for the rest';

/** The counters (units and leaders) the sample deployment of 12.3 puts on the two sheets (the engine's count). */
function countersAfterSample(seed: string): number {
  const r = alesiaGboh.setup({ scenario: '12.3', seed, options: {} });
  if (!r.ok) throw new Error(r.rejection.message);
  const d = alesiaGboh.apply(r.state, { t: 'sample' });
  if (!d.ok) throw new Error(d.rejection.message);
  return [...Object.values(d.state.units), ...Object.values(d.state.leaders)].filter((u) => u.loc.at === 'hex').length;
}

/** Waits until the prompt shows the position now in play (it follows a click a painted frame late, `aria-busy` meanwhile). */
const promptReady = (page: Page) => page.waitForFunction(() => document.getElementById('prompt')?.getAttribute('aria-busy') !== 'true');

/**
 * Clicks the first enabled Prompt button whose text matches; when none does, opens the folded groups
 * one at a time, closing again each that has no match (as a person looks for a choice, not leaving a
 * list of thousands open); false when none. Buttons are found by their text (CSS and `hasText`), not
 * by accessible name: a name lookup leaves a live `labels` list registered for every button it
 * looked at, which slows the app's DOM work (uiTiming.ts `collectGarbage`).
 */
async function promptFirst(page: Page, re: RegExp): Promise<boolean> {
  await promptReady(page);
  const button = page.locator(`${PROMPT} button:not([disabled])`, { hasText: re });
  if ((await button.count()) === 0) {
    const details = page.locator(`${PROMPT} details`);
    const n = await details.count();
    for (let i = 0; i < n && (await button.count()) === 0; i++) {
      const d = details.nth(i);
      if (await d.evaluate((el) => (el as HTMLDetailsElement).open)) continue;
      await d.locator(':scope > summary').click();
      if ((await button.count()) === 0) await d.locator(':scope > summary').click();
    }
  }
  if ((await button.count()) === 0) return false;
  await button.first().click();
  await page.waitForTimeout(50);
  return true;
}

const handOverToRoman = (page: Page) => page.getByRole('dialog', { name: /^(Pass to the|A secret decision for the) Roman/ });

/** AG 5.31: every tribe of the assignment sheet sent to a zone its list offers, spread over them. */
async function planTheAssault(page: Page): Promise<void> {
  const sheet = page.locator(PROMPT).getByRole('group', { name: 'The assignment sheet (secret)' });
  await sheet.waitFor({ timeout: 10_000 });
  const selects = sheet.getByRole('combobox', { name: /^Entry Zone of the / });
  const n = await selects.count();
  for (let i = 0; i < n; i++) {
    const sel = selects.nth(i);
    const zones = (await sel.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).filter((v) => v);
    if (zones.length) await sel.selectOption(zones[(i * 3) % zones.length]);
  }
  await promptClick(page, 'The plan is made');
}

/**
 * The Gaul's turn until the screen is handed to the Roman: one tribe brought in with a chief (AG 5.41),
 * that chief's Command formed and committed (AG 4.1), the phase ended, no Seizure.
 */
async function gallicTurn(page: Page): Promise<void> {
  await takeScreen(page);
  const once = new Set<string>();
  const order: { re: RegExp; once?: true }[] = [
    { re: /^Place the .+ in Zone /, once: true },
    { re: /^Place .+ with the /, once: true },
    { re: /^Placement done$/ },
    { re: /^Activate / },
    { re: /^Add the / },
    { re: /^Commit the Command$/ },
    { re: /^End the phase$/ },
    { re: /^No Seizure$/ },
  ];
  for (let i = 0; i < 20; i++) {
    if (await handOverToRoman(page).isVisible()) return;
    let clicked = false;
    for (const o of order) {
      if (clicked || (o.once && once.has(o.re.source))) continue;
      if (o.re.source.startsWith('^Place the')) {
        // The tribes' placements may be only on the zones' buttons on the board's edge.
        if (!(await promptFirst(page, o.re))) {
          const zone = page.locator(`${MAP} .gb-zone.lit`).first();
          if (!(await zone.count())) continue;
          await zone.click({ force: true });
          await promptReady(page);
          const suggested = page.locator(`${PROMPT} button.action.suggested`);
          if (await suggested.count()) await suggested.first().click();
        }
        once.add(o.re.source);
        clicked = true;
      } else if (await promptFirst(page, o.re)) {
        if (o.once) once.add(o.re.source);
        clicked = true;
      }
    }
    if (!clicked) throw new Error(`the Gaul's turn cannot go on (step ${i}): no expected button in the prompt`);
  }
  if (!(await handOverToRoman(page).isVisible())) throw new Error('the Gaul\'s turn did not hand the screen to the Roman');
}

/**
 * From wherever the turn stands to the next Roman Command activated (AG 4.1): the Seizures declined
 * (AG 5.21), the Gaul's Commands formed, committed and ended, the screen taken at each hand-over.
 * False when none is reached (the assault called off, or a step this script does not play).
 */
async function nextRomanCommand(page: Page): Promise<boolean> {
  let side: string | null = null;
  for (let i = 0; i < 30; i++) {
    side = (await takeScreen(page)) ?? side;
    if (await promptFirst(page, /^No Seizure$/)) continue;
    if (await promptFirst(page, /^Activate /)) {
      if (side === 'Roman') return true;
      continue;
    }
    let clicked = false;
    for (const re of [/^Add the /, /^Commit the Command$/, /^End the phase$/]) if (!clicked && (await promptFirst(page, re))) clicked = true;
    if (!clicked) return false;
  }
  return false;
}

interface Spot {
  hex: string;
  x: number;
  y: number;
}

/** A hex in view whose cell offers to select a unit (not lit for the moving unit), nearest the middle; else the nearest out of view. */
function hexToSelect(page: Page, skip: readonly string[]): Promise<{ spot: Spot | null; away: { x: number; y: number } | null }> {
  return page.evaluate(
    ({ MAP, MARGIN, skip }) => {
      const map = document.querySelector(MAP)!;
      const box = map.getBoundingClientRect();
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      const inView = (x: number, y: number) => x >= box.left + MARGIN && x <= box.right - MARGIN && y >= box.top + MARGIN && y <= box.bottom - MARGIN;
      let spot: (Spot & { d: number }) | null = null;
      let away: { x: number; y: number; d: number } | null = null;
      for (const el of map.querySelectorAll('.gb-cell:not(.target)')) {
        const hex = el.getAttribute('data-hex');
        if (!hex || skip.includes(hex) || !/(^|\. )select /.test(el.getAttribute('aria-label') ?? '')) continue;
        if (!map.querySelector(`[data-stack-hex="${hex}"] .gb-counter`)) continue;
        const r = el.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        const d = Math.hypot(x - cx, y - cy);
        if (!inView(x, y)) {
          if (!away || d < away.d) away = { x, y, d };
        } else if (document.elementFromPoint(x, y)?.closest('[data-hex], [data-stack-hex]')?.getAttribute('data-hex') === hex && (!spot || d < spot.d)) {
          spot = { hex, x, y, d };
        }
      }
      return { spot, away };
    },
    { MAP, MARGIN, skip },
  );
}

/** The lit hex in view nearest the selected unit (its id and hex too), where a click lands on that hex. */
function hexToMoveTo(page: Page): Promise<{ unit: string; from: string; hex: string; x: number; y: number } | null> {
  return page.evaluate(
    ({ MAP, MARGIN }) => {
      const map = document.querySelector(MAP)!;
      const box = map.getBoundingClientRect();
      const counter = map.querySelector('.gb-counter.selected');
      const unit = counter?.getAttribute('data-unit');
      const from = counter?.closest('[data-stack-hex]')?.getAttribute('data-stack-hex');
      if (!counter || !unit || !from) return null;
      const u = counter.getBoundingClientRect();
      const ux = u.left + u.width / 2;
      const uy = u.top + u.height / 2;
      let best: { unit: string; from: string; hex: string; x: number; y: number; d: number } | null = null;
      for (const el of map.querySelectorAll('.gb-cell.target')) {
        const hex = el.getAttribute('data-hex');
        if (!hex || hex === from) continue;
        const r = el.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        if (x < box.left + MARGIN || x > box.right - MARGIN || y < box.top + MARGIN || y > box.bottom - MARGIN) continue;
        if (document.elementFromPoint(x, y)?.closest('[data-hex], [data-stack-hex]')?.getAttribute('data-hex') !== hex) continue;
        const d = Math.hypot(x - ux, y - uy);
        if (!best || d < best.d) best = { unit, from, hex, x, y, d };
      }
      return best;
    },
    { MAP, MARGIN },
  );
}

const { panTowards, panSamples } = mapPanner({ map: MAP, moved: '.gb-map-over > g', name: 'Alésia (GBoH)', margin: MARGIN, panSteps: PAN_STEPS, stepPx: STEP_PX });

interface GbohSamples extends ClickSamples {
  firstMap: number;
  pan: number[];
}

/** The first facing button of the open picker, in view, where a click lands on it. */
function facingButton(page: Page): Promise<{ x: number; y: number } | null> {
  return page.evaluate((MAP) => {
    for (const el of document.querySelectorAll(`${MAP} .gb-facing-button`)) {
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (document.elementFromPoint(x, y)?.closest('.gb-facing-button') === el) return { x, y };
    }
    return null;
  }, MAP);
}

function playSession(browser: Browser, url: string, seed: string): Promise<GbohSamples> {
  return withPage(browser, 'the Alésia (GBoH) UI bench', async (page) => {
    const out: GbohSamples = { ...clickSamples(), firstMap: NaN, pan: [] };
    await page.goto(url);
    await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
    await page.getByRole('group', { name: 'Game' }).getByRole('radio', { name: /^Alésia/ }).check();
    await page.getByRole('radio', { name: /The Players' Game/ }).check();
    await page.getByRole('radio', { name: /hotseat/i }).check();
    await page.getByLabel('Seed', { exact: true }).fill(seed);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const briefing = page.getByRole('dialog', { name: /^Briefing:/ });
    await briefing.waitFor({ timeout: 30_000 });
    await briefing.getByRole('button', { name: 'To the map' }).click();
    await takeScreen(page);
    await page.locator(PROMPT).waitFor();
    await page.getByRole('group', { name: /^Map of Alésia \(GBoH\), West and East sheets/ }).waitFor();

    const counters = countersAfterSample(seed);
    const deploy = await timedPromptClick(page, `^${SAMPLE}$`, { root: MAP, selector: '.gb-map-stacks [data-unit]', count: counters, frames: 600 });
    if (!deploy) throw new Error(`the prompt offers no "${SAMPLE}"`);
    if (!deploy.matched) throw new Error(`the sample deployment did not show ${counters} counters on the map within 600 frames`);
    out.firstMap = screenMs(deploy);
    if (SAMPLES) note(`first map ${describeMarks(deploy)}`);

    await promptClick(page, 'The lines are manned');
    await takeScreen(page);
    await planTheAssault(page);
    await gallicTurn(page);
    if (!(await nextRomanCommand(page))) throw new Error('no Roman Command to activate after the Gaul\'s turn');

    await beforeTimed(page, `GBoH session ${seed}`);
    out.pan = await panSamples(page);

    // COMMENTARII_BENCH_PROFILE: the first game's timed clicks each profiled on their own.
    const profiler = PROFILE && seed.endsWith('-0') ? await page.context().newCDPSession(page) : null;
    const profiles: unknown[] = [];
    if (profiler) {
      await profiler.send('Profiler.enable');
      await profiler.send('Profiler.setSamplingInterval', { interval: 100 });
    }
    const profiled = async <T>(kind: 'select' | 'apply', click: () => Promise<T>): Promise<T> => {
      if (MUTATIONS && seed.endsWith('-0')) return countMutations(page, kind, click);
      if (DOMOPS && seed.endsWith('-0')) return timeDomOps(page, kind, click);
      if (TRACE && seed.endsWith('-0')) return traceClick(browser, page, kind, click);
      if (!profiler) return click();
      await profiler.send('Profiler.start');
      const r = await click();
      profiles.push({ kind, ...(await profiler.send('Profiler.stop')).profile });
      return r;
    };

    let quiet = 0;
    let commands = 1;
    const done: string[] = [];
    for (let i = 0; i < MOVES; i++) {
      let pick = await hexToSelect(page, done);
      for (let tries = 0; !pick.spot && pick.away && tries < 4; tries++) {
        await panTowards(page, pick.away);
        pick = await hexToSelect(page, done);
      }
      if (!pick.spot && commands < COMMANDS) {
        // This Command's units have moved: its phase ended, the Gaul's played, the next Roman Command activated.
        if ((await promptFirst(page, /^End the phase$/)) && (await nextRomanCommand(page))) {
          commands++;
          done.length = 0;
          pick = await hexToSelect(page, done);
        }
      }
      const spot = pick.spot;
      if (!spot) {
        note(`no Roman unit that may move could be brought into view after ${i} moves (${commands} Commands)`);
        break;
      }
      done.push(spot.hex);
      const sel = await profiled('select', () => personClick(page, spot.x, spot.y, `the hex ${spot.hex}`, { selector: `${MAP}:has([data-stack-hex="${spot.hex}"] .gb-counter.selected) .gb-targets` }));
      if (!sel.matched) {
        quiet++;
        continue;
      }
      addSelect(out, sel);
      if (SAMPLES) note(`select at ${spot.hex}: ${describeMarks(sel)}`);
      const to = await hexToMoveTo(page);
      if (!to) {
        note(`no lit hex in view for the unit selected at ${spot.hex}: its move not measured`);
        continue;
      }
      const moved = `[data-stack-hex="${to.hex}"] [data-unit="${to.unit}"]`;
      // One choice there: this click moves it. Several facings: it opens the picker (AG 7.11).
      const hexClick = await profiled('apply', () => personClick(page, to.x, to.y, `the lit hex ${to.hex}`, { selector: `${moved}, ${MAP} .gb-facing-button` }));
      if (!hexClick.matched) throw new Error(`the click on the lit hex ${to.hex} neither moved ${to.unit} nor opened the facing picker`);
      if ((await page.locator(moved).count()) > 0) {
        addApply(out, hexClick);
        if (SAMPLES) note(`move ${to.unit} to ${to.hex}: ${describeMarks(hexClick)}`);
        done.push(to.hex);
        continue;
      }
      // The click that opened the picker is not a timed move: its profile is kept apart.
      if (profiler) (profiles[profiles.length - 1] as { kind: string }).kind = 'picker';
      const face = await facingButton(page);
      if (!face) {
        note(`the facing picker at ${to.hex} has no button in view: the move not measured`);
        await page.keyboard.press('Escape');
        continue;
      }
      const mv = await profiled('apply', () => personClick(page, face.x, face.y, `a facing at ${to.hex}`, { selector: moved }));
      if (!mv.matched) throw new Error(`the facing chosen at ${to.hex} did not move ${to.unit} there within 120 frames`);
      addApply(out, mv);
      done.push(to.hex);
      if (SAMPLES) note(`move ${to.unit} to ${to.hex} (facing picked): ${describeMarks(mv)}`);
    }
    if (profiler && PROFILE) {
      writeFileSync(PROFILE, JSON.stringify(profiles));
      note(`${profiles.length} CPU profiles of the timed clicks written to ${PROFILE}`);
    }
    if (quiet) note(`${quiet} clicks on a Roman unit's hex did not select it with its destinations lit within 120 frames`);
    out.heapMb = await heapMb(page);
    return out;
  });
}

export async function gbohUiBench(browser: Browser, url: string): Promise<void> {
  const all = clickSamples();
  const firstMap: number[] = [];
  const pan: number[] = [];
  for (let i = 0; i < SESSIONS; i++) {
    const r = await playSession(browser, url, `bench-gb-${i}`);
    pool(all, r);
    firstMap.push(r.firstMap);
    pan.push(...r.pan);
  }
  note(`Alésia (GBoH) UI samples: ${all.select.length} selects, ${all.apply.length} moves, ${pan.length} pan frames over ${SESSIONS} games of 12.3; first map ${firstMap.map((m) => m.toFixed(0)).join(', ')} ms`);
  emit('alesia-gboh.ui.firstMapRenderMs', median(firstMap), 'ms');
  emitClicks('alesia-gboh.ui.', all);
  if (pan.length) {
    emit('alesia-gboh.ui.panFrameP95Ms', quantile(pan, 0.95), 'ms');
    emit('alesia-gboh.ui.panFrameMedianMs', median(pan), 'ms');
  }
}
