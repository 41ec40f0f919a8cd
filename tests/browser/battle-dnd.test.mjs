// Drag and drop on the battle board (BG 4.4.2) in a real Chromium: solo Aquitania with the scripted
// Roman plan (scripts/planLabels.ts) up to the pitched battle in Bigerriones; there the player drags
// a counter from "To deploy" onto the Left wing (the wings that take it are marked while it is
// dragged), then, after deploying the rest from the Prompt, drags a reserve unit into the first line.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/harness.mjs';
import { assert, prompt, settle, startGame } from './lib/ui.mjs';

const SEED = 'plan-0';

function planLabels(seed) {
  const out = execFileSync(path.join(ROOT, 'node_modules/.bin/vite-node'), ['scripts/planLabels.ts', '--', seed], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop());
}

const army = (page, side) => page.getByRole('region', { name: new RegExp(`^${side} army`) });
const wing = (page, side, name) => army(page, side).getByRole('region', { name: new RegExp(`^${name} —`) });
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
      await startGame(page, baseURL, { solo: true, seed: SEED });
      for (const label of plan.labels.slice(0, at)) await clickPrompt(page, label);

      await page.getByRole('tab', { name: 'Battle' }).click();
      await page.getByRole('heading', { name: /^Pitched battle in/ }).waitFor();
      await page.getByText('Drag a counter to a wing, or use the buttons in the Prompt.').waitFor();

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

      // --- Realignment (between the sequences): from the Reserve into the Centre, with dragTo.
      await clickPrompt(page, plan.labels[at]); // Auto-deploy
      await clickPrompt(page, 'Confirm deployment');
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
      log(`deployed ${name} by drag; realigned ${rname} to the Centre by drag`);
    },
  },
];
