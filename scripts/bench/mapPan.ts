/**
 * Panning a hex board in the UI bench, shared by the boards that pan by dragging (alesiaUi.ts,
 * gbohUi.ts): the map's middle on screen, an untimed drag bringing a point nearer it, and four timed
 * drags (right and back, down and back) giving the frame work of each step.
 */
import type { Page } from 'playwright-core';
import { note } from './report';
import { describeMarks, frameWorkMs, SAMPLES, timedDragStep } from './uiTiming';

export interface MapPanOptions {
  /** The map's selector, e.g. '.ac-map'. */
  map: string;
  /** The selector of the group whose transform the drag changes, inside the map. */
  moved: string;
  /** The board's name in messages. */
  name: string;
  margin: number;
  panSteps: number;
  stepPx: number;
}

export function mapPanner(o: MapPanOptions) {
  async function mapCentre(page: Page): Promise<{ x: number; y: number; w: number; h: number }> {
    const box = await page.locator(o.map).boundingBox();
    if (!box) throw new Error(`the ${o.name} map is not shown`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2, w: box.width, h: box.height };
  }

  const mapTransform = (page: Page) => page.locator(`${o.map} ${o.moved}`).first().getAttribute('transform');

  /** Untimed: drag the map so that a point on screen comes nearer its middle. */
  async function panTowards(page: Page, p: { x: number; y: number }): Promise<void> {
    const c = await mapCentre(page);
    const dx = Math.max(-c.w / 2 + o.margin, Math.min(c.w / 2 - o.margin, c.x - p.x));
    const dy = Math.max(-c.h / 2 + o.margin, Math.min(c.h / 2 - o.margin, c.y - p.y));
    await page.mouse.move(c.x, c.y);
    await page.mouse.down();
    await page.mouse.move(c.x + dx, c.y + dy, { steps: 10 });
    await page.mouse.up();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  }

  /** Four timed drags from the middle of the map: right and back, down and back. Frame work per step. */
  async function panSamples(page: Page): Promise<number[]> {
    const out: number[] = [];
    const c = await mapCentre(page);
    const reach = o.panSteps * o.stepPx;
    for (const [fx, fy, tx, ty] of [[0, 0, 1, 0], [1, 0, 0, 0], [0, 0, 0, 1], [0, 1, 0, 0]]) {
      const x0 = c.x + fx * reach;
      const y0 = c.y + fy * reach;
      const before = await mapTransform(page);
      await page.mouse.move(x0, y0);
      await page.mouse.down();
      for (let i = 1; i <= o.panSteps; i++) {
        const t = i / o.panSteps;
        const m = await timedDragStep(page, x0 + (tx - fx) * reach * t, y0 + (ty - fy) * reach * t);
        out.push(frameWorkMs(m));
        if (SAMPLES) note(`pan step, frame work ${frameWorkMs(m).toFixed(1)} ms: ${describeMarks(m)}`);
      }
      await page.mouse.up();
      if ((await mapTransform(page)) === before) note(`a drag did not move the ${o.name} map (at the edge of the board?)`);
    }
    return out;
  }

  return { mapCentre, panTowards, panSamples };
}
