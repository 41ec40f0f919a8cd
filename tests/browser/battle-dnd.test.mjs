// Drag and drop on the battle board (BG 4.4.2) in a real Chromium, on a 1366×768 laptop screen: solo
// Aquitania with the scripted Roman plan (scripts/planLabels.ts) up to the pitched battle in
// Bigerriones. The board takes the main area and fits the window (both armies, every wing with its A
// and E spaces, the course of the battle and the prompt's decision in view without scrolling); the
// player drags a counter from "To deploy" onto the Left, Centre and Right wings in turn (the wings that
// take it are marked while it is dragged), then, after deploying the rest from the Prompt, drags a
// reserve unit into the first line, with the rolled sequence and its dice in view.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/harness.mjs';
import { assertInView } from './lib/fit.mjs';
import { assert, prompt, settle, startGame } from './lib/ui.mjs';

const SEED = 'plan-0';
const LAPTOP = { width: 1366, height: 768 };

/** Asserts that the battle board needs no scrolling: neither its own area nor the page scrolls. */
async function assertNoScroll(page) {
  const m = await page.evaluate(() => {
    const el = document.querySelector('#main-panel-board');
    return { sh: el.scrollHeight, ch: el.clientHeight, sw: el.scrollWidth, cw: el.clientWidth, y: window.scrollY, dh: document.documentElement.scrollHeight, vh: innerHeight };
  });
  assert.ok(m.sh <= m.ch + 1 && m.sw <= m.cw + 1, `the battle board does not scroll (${m.sw}×${m.sh} in ${m.cw}×${m.ch})`);
  assert.ok(m.y === 0 && m.dh <= m.vh + 1, 'the page does not scroll');
}

/** Both armies, every wing with its A and E spaces, the course of the battle and the prompt's decision. */
async function assertBoardFits(page) {
  await assertNoScroll(page);
  for (const side of ['Roman', 'Gallic']) {
    await assertInView(page, army(page, side), `the ${side} army`);
    for (const w of ['Left', 'Centre', 'Right', 'Reserve']) await assertInView(page, wing(page, side, w), `the ${side} ${w} wing`);
    for (const w of ['Left', 'Centre', 'Right']) {
      for (const box of ['A box (weakened)', 'E box (eliminated)']) {
        await assertInView(page, army(page, side).getByRole('region', { name: `${w} ${box}` }), `the ${side} ${w} ${box}`);
      }
    }
  }
  const course = page.getByRole('region', { name: 'Course of the battle' });
  await assertInView(page, course, 'the course of the battle');
  await assertInView(page, course.getByRole('status'), "the battle's current step");
  await assertInView(page, prompt(page).locator('.prompt-status'), "the prompt's decision");
}

export function planLabels(seed) {
  const out = execFileSync(path.join(ROOT, 'node_modules/.bin/vite-node'), ['scripts/planLabels.ts', '--', seed], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop());
}

export const army = (page, side) => page.getByRole('region', { name: new RegExp(`^${side} army`) });
export const wing = (page, side, name) => army(page, side).getByRole('region', { name: new RegExp(`^${name} —`) });
const promptButton = (page, label) => prompt(page).getByRole('button', { name: label, exact: true });
const unitName = async (counter) => ((await counter.getAttribute('aria-label')) ?? '').split(',')[0];

async function clickPrompt(page, label) {
  const button = promptButton(page, label);
  assert.equal(await button.count(), 1, `the prompt offers exactly one "${label}"`);
  await button.click();
  await settle(page);
}

export const tests = [
  {
    name: 'battle board: drag a counter onto a wing to deploy it, and a reserve unit into the first line',
    timeoutMs: 3 * 60_000,
    async run({ page, baseURL, log }) {
      const plan = planLabels(SEED);
      const at = plan.labels.findIndex((l) => /^Auto-deploy|^Deploy /.test(l));
      assert.ok(at > 0, 'the plan reaches a battle deployment');
      await page.setViewportSize(LAPTOP);
      await startGame(page, baseURL, { solo: true, seed: SEED });
      for (const label of plan.labels.slice(0, at)) await clickPrompt(page, label);

      // The board has taken the main area by itself; the map is one click away.
      const boardTab = page.getByRole('tab', { name: 'Battle board' });
      assert.equal(await boardTab.getAttribute('aria-selected'), 'true', 'the Battle board tab is selected');
      await page.getByRole('heading', { name: /^Pitched battle in/ }).waitFor();
      await page.getByText('Drag a counter to a wing, or use the buttons in the Prompt.').waitFor();
      await assertBoardFits(page);
      for (const b of await prompt(page).locator('.wing-grid button').all()) await assertInView(page, b, `the deploy button "${await b.textContent()}"`);
      await page.getByRole('tab', { name: 'Map', exact: true }).click();
      await page.getByRole('group', { name: 'Map of Gaul' }).waitFor();
      assert.equal(await page.getByRole('heading', { name: /^Pitched battle in/ }).isVisible(), false, 'the map replaces the board');
      await page.getByRole('tab', { name: 'Map', exact: true }).focus();
      await page.keyboard.press('ArrowRight'); // tab keys: from Map back to the board
      assert.equal(await boardTab.getAttribute('aria-selected'), 'true', 'the keyboard brings the board back');
      await page.getByRole('heading', { name: /^Pitched battle in/ }).waitFor();

      // --- Deployment: from the "To deploy" box onto the Left wing, by mouse down / move / up.
      const toDeploy = army(page, 'Roman').getByRole('region', { name: /^To deploy/ });
      const counter = toDeploy.locator('[draggable="true"]').first();
      const id = await counter.getAttribute('data-unit');
      const name = await unitName(counter);
      assert.ok(id && name, 'a Roman counter waits in "To deploy" and is draggable');
      assert.equal(await promptButton(page, `Deploy ${name} on the Left`).count(), 1, 'the prompt offers the deployment');
      assert.equal(await army(page, 'Gallic').locator('[draggable="true"]').count(), 0, 'no Gallic counter is draggable in solo');

      const left = wing(page, 'Roman', 'Left');
      await counter.hover();
      await page.mouse.down();
      const box = await left.boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
      // while dragging: the four Roman wings are marked "Drop here", no Gallic wing is
      assert.equal(await army(page, 'Roman').locator('.wing.drop-target').count(), 4);
      assert.equal(await army(page, 'Gallic').locator('.wing.drop-target').count(), 0);
      assert.equal(await army(page, 'Roman').getByText('Drop here').count(), 4);
      assert.ok(await left.evaluate((el) => getComputedStyle(el).outlineStyle !== 'none'), 'the target wing is outlined');
      await page.mouse.up();
      await settle(page);

      assert.equal(await left.locator(`[data-unit="${id}"]`).count(), 1, `${name} stands on the Left wing`);
      assert.equal(await toDeploy.locator(`[data-unit="${id}"]`).count(), 0, `${name} left the "To deploy" box`);
      assert.equal(await promptButton(page, `Deploy ${name} on the Left`).count(), 0, 'the prompt no longer offers that deployment');
      assert.equal(await page.locator('.wing.drop-target').count(), 0, 'no wing is marked after the drop');

      // A drop on the enemy's wing does nothing.
      const second = toDeploy.locator('[draggable="true"]').first();
      const id2 = await second.getAttribute('data-unit');
      await second.dragTo(wing(page, 'Gallic', 'Centre'));
      await settle(page);
      assert.equal(await toDeploy.locator(`[data-unit="${id2}"]`).count(), 1, 'a counter dropped on a Gallic wing stays in "To deploy"');

      // Every other wing of the first line takes a dragged counter too.
      const deployed = [name];
      for (const w of ['Centre', 'Right']) {
        const c = toDeploy.locator('[draggable="true"]').first();
        const cid = await c.getAttribute('data-unit');
        const cname = await unitName(c);
        await c.hover();
        await page.mouse.down();
        const wb = await wing(page, 'Roman', w).boundingBox();
        await page.mouse.move(wb.x + wb.width / 2, wb.y + wb.height / 2, { steps: 8 });
        await page.mouse.up();
        await settle(page);
        assert.equal(await wing(page, 'Roman', w).locator(`[data-unit="${cid}"]`).count(), 1, `${cname} stands on the ${w} wing`);
        deployed.push(cname);
      }
      await assertBoardFits(page);

      // --- Realignment (between the sequences): from the Reserve into the Centre, with dragTo.
      await clickPrompt(page, plan.labels[at]); // Auto-deploy
      await clickPrompt(page, 'Confirm deployment');
      // The first sequence is rolled: its dice and result are in view with the whole board.
      const course = page.getByRole('region', { name: 'Course of the battle' });
      const rolled = course.getByRole('list', { name: 'Sequences' }).getByText(/^Sequence 1 of 2: odds .*, die \d/);
      await rolled.waitFor();
      await assertInView(page, rolled, 'the rolled sequence (odds, die, result)');
      await assertInView(page, course.locator('.battle-record li').last(), 'the latest entry of the battle record');
      await assertBoardFits(page);
      const reserve = wing(page, 'Roman', 'Reserve');
      const moving = reserve.locator('[draggable="true"]').first();
      await moving.waitFor();
      const rid = await moving.getAttribute('data-unit');
      const rname = await unitName(moving);
      assert.equal(await promptButton(page, `Move ${rname} from the reserve to the Centre`).count(), 1, 'the prompt offers the realignment');
      const centre = wing(page, 'Roman', 'Centre');
      await moving.dragTo(centre);
      await settle(page);
      assert.equal(await centre.locator(`[data-unit="${rid}"]`).count(), 1, `${rname} stands in the Centre`);
      assert.equal(await reserve.locator(`[data-unit="${rid}"]`).count(), 0, `${rname} left the Reserve`);
      assert.equal(
        await prompt(page).getByRole('button', { name: new RegExp(`^Move ${rname.replace(/[()]/g, '\\$&')} from the reserve`) }).count(),
        0,
        'the prompt no longer offers that unit\'s realignment',
      );
      log(`deployed ${deployed.join(', ')} on the Left, Centre and Right by drag; realigned ${rname} to the Centre by drag`);
    },
  },
];
