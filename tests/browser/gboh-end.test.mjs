// Alésia (GBoH, seed 002) in Chromium: 12.1 from the title screen to the game-over dialog by the
// prompt's buttons only (issue 17: "12.1 to the game-over dialog by prompt buttons; axe-core clean"):
// the Roman's set-up, the hand-over, the Gaul's secret choice of tribes on the sheet, then the Gaul
// calls the assault off (reading X1: the AP ends as a Withdrawal; 12.1 has one AP, AG 11.0, 12.1) —
// the verdict in the dialog, and the secret choice shown now that the game is over (issue 17 §6).
// axe-core on every screen passed through.
import { assert, gameOverDialog, handOverDialog, prompt, settle } from './lib/ui.mjs';
import { promptClick, takeScreen } from './lib/alesia.mjs';
import { checkA11y } from './lib/axe.mjs';
import { assertInView, assertWithinWidth } from './lib/fit.mjs';

export const tests = [
  {
    name: 'gboh: 12.1 from the title to the game-over dialog by prompt buttons, axe-core clean on each screen',
    timeoutMs: 3 * 60_000,
    async run({ page, baseURL, log }) {
      await page.goto(baseURL);
      await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
      await page.getByRole('group', { name: 'Game' }).getByRole('radio', { name: /^Alésia/ }).check();
      await page.getByRole('radio', { name: /The Final Assault/ }).check();
      await page.getByRole('radio', { name: /hotseat/i }).check();
      await page.getByLabel('Seed', { exact: true }).fill('gb-end');
      await checkA11y(page, 'the title screen with Alésia (GBoH) chosen');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      const briefing = page.getByRole('dialog', { name: /^Briefing:/ });
      await briefing.waitFor({ timeout: 30_000 });
      await checkA11y(page, 'the briefing');
      await briefing.getByRole('button', { name: 'To the map' }).click();
      assert.equal(await takeScreen(page), 'Roman');
      await prompt(page).waitFor();
      await checkA11y(page, 'the Roman set-up');
      await promptClick(page, 'Sample deployment for the rest');
      await checkA11y(page, 'the deployed lines');
      await promptClick(page, 'The lines are manned');

      assert.ok(await handOverDialog(page).isVisible(), 'a hand-over before the Gaul chooses');
      await checkA11y(page, 'the hand-over');
      assert.equal(await takeScreen(page), 'Gallic');
      const sheet = prompt(page).getByRole('group', { name: 'The assignment sheet (secret)' });
      await sheet.waitFor();
      const pick = sheet.getByRole('button', { pressed: false }).first();
      const chosen = ((await pick.textContent()) ?? '').replace(/ — .*/, '').replace(/^✓ /, '').trim();
      await pick.click();
      await checkA11y(page, 'the sheet of the Final Assault');
      await promptClick(page, 'The plan is made');
      await checkA11y(page, 'the Gaul’s first phase');
      await promptClick(page, 'Call off the assault');

      const dialog = gameOverDialog(page);
      await dialog.waitFor({ timeout: 15_000 });
      const text = ((await dialog.textContent()) ?? '').replace(/\s+/g, ' ');
      log(`game over: ${text.slice(0, 300)}`);
      assert.match(text, /^Game over — Roman victory/, 'called off, the assault is a Roman victory (AG 11.0)');
      await checkA11y(page, 'the game-over dialog');
      const all = ((await page.locator('body').textContent()) ?? '').replace(/\s+/g, ' ');
      assert.ok(chosen && all.includes(chosen), `the Gaul's secret choice (${chosen}) is shown at game over`);
    },
  },
  {
    name: 'gboh: the board during the Roman set-up at 1920×1080, 1366×768 and 390×844 — the Entry Zones panel lists the zones in play and shows each on the map',
    timeoutMs: 3 * 60_000,
    async run({ page, baseURL, log }) {
      await page.goto(baseURL);
      await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
      await page.getByRole('group', { name: 'Game' }).getByRole('radio', { name: /^Alésia/ }).check();
      await page.getByRole('radio', { name: /The Final Assault/ }).check();
      await page.getByRole('radio', { name: /hotseat/i }).check();
      await page.getByLabel('Seed', { exact: true }).fill('gb-fit');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      const briefing = page.getByRole('dialog', { name: /^Briefing:/ });
      await briefing.waitFor({ timeout: 30_000 });
      await briefing.getByRole('button', { name: 'To the map' }).click();
      assert.equal(await takeScreen(page), 'Roman');
      await prompt(page).waitFor();
      const map = page.getByRole('group', { name: /^Map of Alésia \(GBoH\), West sheet/ });
      const panel = page.getByRole('region', { name: 'Entry Zones' });
      for (const vp of [{ width: 1920, height: 1080 }, { width: 1366, height: 768 }, { width: 390, height: 844 }]) {
        await page.setViewportSize(vp);
        await settle(page);
        // AG 12.1: the zones in play, III–VI, each listed (none has a counter yet: the Roman sets up first).
        const text = ((await panel.textContent()) ?? '').replace(/\s+/g, ' ');
        log(`${vp.width}×${vp.height}: ${text.slice(0, 160)}`);
        for (const z of ['III', 'IV', 'V', 'VI']) assert.ok(text.includes(`Zone ${z}`), `Zone ${z} listed at ${vp.width}×${vp.height}`);
        assert.ok(!/Zone (I|II|VII|VIII)\b/.test(text), 'only the zones of 12.1');
        const show = panel.getByRole('button', { name: 'Show Zone V on the map' });
        await show.scrollIntoViewIfNeeded();
        await assertInView(page, show, `Show Zone V at ${vp.width}×${vp.height}`);
        await assertWithinWidth(page, panel, `the Entry Zones panel at ${vp.width}×${vp.height}`);
        await show.click();
        await page.waitForTimeout(400);
        // The zone's numeral is brought into the map's view.
        const numeral = map.locator('.gb-zone-numeral', { hasText: /^V$/ });
        const [nb, mb] = [await numeral.boundingBox(), await map.boundingBox()];
        assert.ok(nb && mb, 'the numeral and the map are drawn');
        const inside = nb.x >= mb.x && nb.y >= mb.y && nb.x + nb.width <= mb.x + mb.width && nb.y + nb.height <= mb.y + mb.height;
        assert.ok(inside, `Zone V's numeral within the map at ${vp.width}×${vp.height} (${JSON.stringify(nb)} in ${JSON.stringify(mb)})`);
        await checkA11y(page, `the Roman set-up at ${vp.width}×${vp.height}`);
      }
      // Issue 17 §7: on the phone the bottom bar's finishing button shows its whole label, in view.
      await promptClick(page, 'Sample deployment for the rest');
      const end = page.getByRole('navigation', { name: 'Jump to' }).getByRole('button', { name: 'The lines are manned' });
      await end.waitFor();
      await assertInView(page, end, 'the phone bar\'s "The lines are manned" at 390×844');
      const cut = await end.evaluate((b) => ({ w: b.scrollWidth - b.clientWidth, h: b.scrollHeight - b.clientHeight, text: b.innerText }));
      log(`phone bar's finishing button: ${JSON.stringify(cut)}`);
      assert.ok(cut.w <= 1 && cut.h <= 1 && /The lines are manned/.test(cut.text.replace(/\s+/g, ' ')), `the finishing button's label is not clipped (${JSON.stringify(cut)})`);
      await assertWithinWidth(page, page.getByRole('navigation', { name: 'Jump to' }), 'the phone bar at 390×844');
    },
  },
  {
    name: 'gboh: 12.1 played to its end by prompt buttons — a tribe arrives with its chief, Commands on both sides, hand-overs at every change, the Assault Period ends (reading X1) and the game-over dialog comes',
    timeoutMs: 4 * 60_000,
    async run({ page, baseURL, log }) {
      await page.goto(baseURL);
      await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
      await page.getByRole('group', { name: 'Game' }).getByRole('radio', { name: /^Alésia/ }).check();
      await page.getByRole('radio', { name: /The Final Assault/ }).check();
      await page.getByRole('radio', { name: /hotseat/i }).check();
      await page.getByLabel('Hide the board for a hand-over').selectOption({ label: 'at every change of player' });
      await page.getByLabel('Seed', { exact: true }).fill('gb-long');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      const briefing = page.getByRole('dialog', { name: /^Briefing:/ });
      await briefing.waitFor({ timeout: 30_000 });
      await briefing.getByRole('button', { name: 'To the map' }).click();
      await takeScreen(page);
      await promptClick(page, 'Sample deployment for the rest');
      await promptClick(page, 'The lines are manned');
      assert.equal(await takeScreen(page), 'Gallic');
      const sheet = prompt(page).getByRole('group', { name: 'The assignment sheet (secret)' });
      await sheet.getByRole('button', { pressed: false }).first().click();
      await promptClick(page, 'The plan is made');

      // By the prompt only: the first choice of each kind, in this order; hand-overs taken as they come.
      const order = [/^Place the .+ in Zone /, /^Place .+ with the /, /^End the phase$/, /^No Seizure$/, /^Commit the Command$/, /^Add the /, /^Activate /];
      const dialog = gameOverDialog(page);
      const handOvers = [];
      let clicks = 0;
      for (; clicks < 200 && !(await dialog.isVisible()); clicks++) {
        if (await handOverDialog(page).isVisible()) {
          if (handOvers.length === 0) await checkA11y(page, 'a hand-over in the Assault Period');
          handOvers.push(await takeScreen(page));
          continue;
        }
        let done = false;
        for (const re of order) {
          const b = prompt(page).getByRole('button', { name: re });
          if (!done && (await b.count()) && (await b.first().isVisible())) {
            await b.first().click();
            await settle(page);
            done = true;
          }
        }
        if (!done) {
          const folded = prompt(page).locator('details:not([open]) > summary');
          assert.ok(await folded.count(), `something to click after ${clicks} clicks`);
          await folded.first().click();
        }
        if (clicks === 8) await checkA11y(page, 'the map in the Assault Period');
      }
      log(`${clicks} clicks; hand-overs to: ${handOvers.join(', ')}`);
      await dialog.waitFor({ timeout: 5_000 });
      assert.ok(handOvers.includes('Roman') && handOvers.includes('Gallic'), 'the screen changed hands both ways');
      const text = ((await dialog.textContent()) ?? '').replace(/\s+/g, ' ');
      log(`game over: ${text.slice(0, 240)}`);
      assert.match(text, /^Game over — /, 'the verdict');
      await checkA11y(page, 'the game-over dialog after a played Assault Period');
      const logText = ((await page.getByRole('list', { name: 'Game log' }).textContent()) ?? '').replace(/\s+/g, ' ');
      assert.match(logText, /arrive in Zone (III|IV|V|VI)/, 'a tribe arrived');
    },
  },
];
