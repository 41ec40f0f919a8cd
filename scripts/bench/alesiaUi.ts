/**
 * Alesia's (1983 rules) UI metrics (`alesia.ui.*`), in headless Chromium on the production build,
 * timed as uiTiming.ts times Bellum's. Each session is a two-player game at one screen (hand-over
 * "never", so no hand-over screen comes between the clicks), started from the title screen:
 *
 *   firstMapRenderMs   the click on "Set up the rest as Caesar did (historical deployment)" → the
 *                      painted frame with every counter of the set-up on the map (179); the median
 *                      of the sessions.
 *   then End three times (set-up, Gallic movement, off-board movement: no Gaul moves, so no fort
 *   fires and no battle is declared) to the Roman movement phase, every counter still on the map
 *   and every Roman unit free to move:
 *   panFrameP95Ms      drag-pans of the map, 8 px a step, four ways: a step's frame work (its
 *                      pointermove handlers, then that frame's rendering).
 *   select*            a click on a Roman counter that may move (the one nearest the middle of the
 *                      map, in view, on top of its stack and not on a lit hex): it becomes the
 *                      moving unit and its destinations light up (the .ac-targets path; their
 *                      buttons, .ac-cell.target, come after that frame).
 *   apply*             a click on the lit hex in view nearest that unit: it moves there.
 *
 * When no unit that may move is in view, the map is drag-panned towards the nearest one (not timed),
 * as a person would. The Gauls are all off the board at this point (in the town and the OBMC):
 * the Roman movement is where every counter of the set-up is on the map and can be clicked.
 */
import type { Browser, Page } from 'playwright-core';
import { HISTORICAL, promptClick, startAlesia, takeScreen } from '../../tests/browser/lib/alesia.mjs';
import { alesiaClassic } from '../../src/engine/alesia-classic/system';
import { mapPanner } from './mapPan';
import { emit, median, note, quantile } from './report';
import { addApply, addSelect, beforeTimed, clickSamples, describeMarks, emitClicks, heapMb, personClick, pool, SAMPLES, screenMs, timedPromptClick, traceClick, TRACE, withPage, type ClickSamples } from './uiTiming';

/** Games played; COMMENTARII_BENCH_SESSIONS=n plays more (steadier figures when comparing two builds). */
const SESSIONS = Math.max(1, Number(process.env.COMMENTARII_BENCH_SESSIONS) || 3);
/** Select → move pairs a session (60 of each over the sessions). */
const MOVES = 20;
/** The pan: four drags (right, back, down, back) of this many steps of STEP_PX. */
const PAN_STEPS = 24;
const STEP_PX = 8;
/** How far inside the map's edges a clicked point must be, in px. */
const MARGIN = 24;

const MAP = '.ac-map';
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The counters the historical deployment puts on the board (the engine's count). */
function countersAfterDeployment(seed: string): number {
  const r = alesiaClassic.setup({ scenario: 'standard', seed, options: {} });
  if (!r.ok) throw new Error(r.rejection.message);
  const d = alesiaClassic.apply(r.state, { t: 'historical' });
  if (!d.ok) throw new Error(d.rejection.message);
  return Object.values(d.state.units).filter((u) => u.loc.at === 'hex').length;
}

interface Spot {
  id: string;
  hex: string;
  x: number;
  y: number;
}

/**
 * The counter to select: a Roman unit that may move, in view and on top where it is drawn, not on a
 * hex lit for the moving unit (a click there would move that unit); the one nearest the middle of
 * the map. Else where the nearest such counter out of view is, to pan towards it.
 */
function unitToSelect(page: Page): Promise<{ spot: Spot | null; away: { x: number; y: number } | null }> {
  return page.evaluate(
    ({ MAP, MARGIN }) => {
      const map = document.querySelector(MAP)!;
      const box = map.getBoundingClientRect();
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      const inView = (x: number, y: number) => x >= box.left + MARGIN && x <= box.right - MARGIN && y >= box.top + MARGIN && y <= box.bottom - MARGIN;
      // A stack's hex keeps its button (a cell) whatever the number of destinations: it says whether it is one.
      const lit = new Set([...map.querySelectorAll('.ac-cell.target')].map((e) => e.getAttribute('data-hex')));
      let spot: (Spot & { d: number }) | null = null;
      let away: { x: number; y: number; d: number } | null = null;
      for (const el of map.querySelectorAll('.ac-counter.selectable')) {
        const hex = el.closest('[data-stack-hex]')?.getAttribute('data-stack-hex');
        const id = el.getAttribute('data-unit');
        if (!hex || !id || lit.has(hex)) continue;
        const r = el.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        const d = Math.hypot(x - cx, y - cy);
        if (!inView(x, y)) {
          if (!away || d < away.d) away = { x, y, d };
        } else if (document.elementFromPoint(x, y)?.closest('.ac-counter') === el && (!spot || d < spot.d || (d === spot.d && id < spot.id))) {
          spot = { id, hex, x, y, d };
        }
      }
      return { spot, away };
    },
    { MAP, MARGIN },
  );
}

/**
 * The lit hex in view nearest the moving unit (not its own), where a click lands on that hex. When
 * the destinations have no buttons (more than CELL_TARGET_LIMIT of them), the point is found by
 * probing round the unit for their path; the hex is then not known by name (`hex: null`).
 */
function hexToMoveTo(page: Page, unit: string): Promise<{ hex: string | null; from: string; x: number; y: number } | null> {
  return page.evaluate(
    ({ MAP, MARGIN, unit }) => {
      const map = document.querySelector(MAP)!;
      const box = map.getBoundingClientRect();
      const counter = map.querySelector(`[data-unit="${unit}"]`);
      if (!counter) return null;
      const from = counter.closest('[data-stack-hex]')?.getAttribute('data-stack-hex');
      const u = counter.getBoundingClientRect();
      const ux = u.left + u.width / 2;
      const uy = u.top + u.height / 2;
      if (!from) return null;
      let best: { hex: string | null; from: string; x: number; y: number; d: number } | null = null;
      for (const el of map.querySelectorAll('.ac-cell.target')) {
        const hex = el.getAttribute('data-hex');
        if (!hex || hex === from) continue;
        const r = el.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        if (x < box.left + MARGIN || x > box.right - MARGIN || y < box.top + MARGIN || y > box.bottom - MARGIN) continue;
        const hit = document.elementFromPoint(x, y)?.closest('[data-hex], [data-stack-hex]');
        if ((hit?.getAttribute('data-hex') ?? hit?.getAttribute('data-stack-hex')) !== hex) continue;
        const d = Math.hypot(x - ux, y - uy);
        if (!best || d < best.d || (d === best.d && hex < (best.hex ?? ''))) best = { hex, from, x, y, d };
      }
      // Above CELL_TARGET_LIMIT destinations only the path: probe round the unit for it.
      if (!best && map.querySelector('.ac-targets')) {
        const step = u.width * 0.5;
        for (let ring = 1; ring <= 24 && !best; ring++) {
          for (let a = 0; a < 24; a++) {
            const x = ux + Math.cos((a * Math.PI) / 12) * step * ring;
            const y = uy + Math.sin((a * Math.PI) / 12) * step * ring;
            if (x < box.left + MARGIN || x > box.right - MARGIN || y < box.top + MARGIN || y > box.bottom - MARGIN) continue;
            if (!document.elementFromPoint(x, y)?.classList.contains('ac-targets')) continue;
            const d = Math.hypot(x - ux, y - uy);
            if (!best || d < best.d) best = { hex: null, from, x, y, d };
          }
        }
      }
      return best;
    },
    { MAP, MARGIN, unit },
  );
}

const { panTowards, panSamples } = mapPanner({ map: MAP, moved: '.ac-map-over > g', name: 'Alesia', margin: MARGIN, panSteps: PAN_STEPS, stepPx: STEP_PX });

interface AlesiaSamples extends ClickSamples {
  firstMap: number;
  pan: number[];
}

function playSession(browser: Browser, url: string, seed: string): Promise<AlesiaSamples> {
  return withPage(browser, 'the Alesia UI bench', async (page) => {
    const out: AlesiaSamples = { ...clickSamples(), firstMap: NaN, pan: [] };
    // The game's default hand-over ('when something is secret'): the screen is taken at each change of side.
    await startAlesia(page, url, { seed });

    const counters = countersAfterDeployment(seed);
    const deploy = await timedPromptClick(page, `^${escapeRe(HISTORICAL)}$`, { root: MAP, selector: '[data-unit]', count: counters, frames: 600 });
    if (!deploy) throw new Error(`the Alesia prompt offers no "${HISTORICAL}"`);
    if (!deploy.matched) throw new Error(`the historical deployment did not show ${counters} counters on the map within 600 frames`);
    out.firstMap = screenMs(deploy);
    if (SAMPLES) note(`first map ${describeMarks(deploy)}`);

    for (let i = 0; i < 3; i++) await promptClick(page, 'End');
    await takeScreen(page);
    const roman = page.locator('section[aria-label="Prompt"]', { hasText: 'Move the Roman units' });
    await roman.waitFor({ timeout: 10_000 }).catch(() => {
      throw new Error('three Ends after the deployment did not reach the Roman movement phase');
    });
    const onMap = await page.locator(`${MAP} [data-unit]`).count();
    if (onMap !== counters) throw new Error(`${onMap} counters on the map in the Roman movement phase, ${counters} expected`);

    await beforeTimed(page, `Alesia session ${seed}`);
    out.pan = await panSamples(page);

    // COMMENTARII_BENCH_PROFILE=file.json: the first game's timed clicks each profiled on their own,
    // written as a list of Chromium CPU profiles with their kind (select, apply); profileTop.ts reads it.
    const profileTo = seed === 'bench-ac-0' ? process.env.COMMENTARII_BENCH_PROFILE : undefined;
    const cdp = profileTo ? await page.context().newCDPSession(page) : null;
    const profiles: unknown[] = [];
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    }
    let quiet = 0;
    for (let i = 0; i < MOVES; i++) {
      let pick = await unitToSelect(page);
      for (let tries = 0; !pick.spot && pick.away && tries < 4; tries++) {
        await panTowards(page, pick.away);
        pick = await unitToSelect(page);
      }
      const unit = pick.spot;
      if (!unit) {
        note(`no Roman unit that may move could be brought into view after ${i} moves`);
        break;
      }
      const traced = async <T,>(kind: 'select' | 'apply', click: () => Promise<T>): Promise<T> => {
        if (TRACE && seed === 'bench-ac-0') return traceClick(browser, page, kind, click);
        if (!cdp) return click();
        await cdp.send('Profiler.start');
        const r = await click();
        profiles.push({ kind, ...(await cdp.send('Profiler.stop')).profile });
        return r;
      };
      const sel = await traced('select', () => personClick(page, unit.x, unit.y, `the counter ${unit.id}`, { selector: `${MAP}:has([data-unit="${unit.id}"].moving) :is(.ac-cell.target, .ac-targets)` }));
      if (!sel.matched) {
        quiet++;
        continue;
      }
      addSelect(out, sel);
      if (SAMPLES) note(`select ${unit.id} at ${unit.hex}: ${describeMarks(sel)}`);
      const to = await hexToMoveTo(page, unit.id);
      if (!to) {
        note(`no lit hex in view for ${unit.id}: its move not measured`);
        continue;
      }
      const there = to.hex ? `[data-stack-hex="${to.hex}"]` : `[data-stack-hex]:not([data-stack-hex="${to.from}"])`;
      const mv = await traced('apply', () => personClick(page, to.x, to.y, `the lit hex ${to.hex ?? 'on the destinations path'}`, { selector: `${there} [data-unit="${unit.id}"]` }));
      if (!mv.matched) throw new Error(`the click on the lit hex ${to.hex ?? `at ${to.x},${to.y}`} did not move ${unit.id} there within 120 frames`);
      addApply(out, mv);
      if (SAMPLES) note(`move ${unit.id} to ${to.hex}: ${describeMarks(mv)}`);
    }
    if (cdp && profileTo) {
      (await import('node:fs')).writeFileSync(profileTo, JSON.stringify(profiles));
      note(`${profiles.length} CPU profiles of the timed clicks written to ${profileTo}`);
    }
    if (quiet) note(`${quiet} clicks on a Roman counter did not make it the moving unit with its destinations lit within 120 frames`);
    out.heapMb = await heapMb(page);
    return out;
  });
}

export async function alesiaUiBench(browser: Browser, url: string): Promise<void> {
  const all = clickSamples();
  const firstMap: number[] = [];
  const pan: number[] = [];
  for (let i = 0; i < SESSIONS; i++) {
    const r = await playSession(browser, url, `bench-ac-${i}`);
    pool(all, r);
    firstMap.push(r.firstMap);
    pan.push(...r.pan);
  }
  note(`Alesia UI samples: ${all.select.length} selects, ${all.apply.length} moves, ${pan.length} pan frames over ${SESSIONS} games; first map ${firstMap.map((m) => m.toFixed(0)).join(', ')} ms`);
  emit('alesia.ui.firstMapRenderMs', median(firstMap), 'ms');
  emitClicks('alesia.ui.', all);
  if (pan.length) {
    emit('alesia.ui.panFrameP95Ms', quantile(pan, 0.95), 'ms');
    emit('alesia.ui.panFrameMedianMs', median(pan), 'ms');
  }
}
