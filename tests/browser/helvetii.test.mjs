// Scenario 6.2 for two players on one screen, from the title screen: the turn track announces the
// July reinforcements, the Helvetii negotiate passage by keyboard, both players end their phases
// until July, Ariovistus and the Suebi arrive in Germania, and the Roman places his two Gallic
// cavalry with a keyboard press on a prompt button named for the region; with nobody moving after
// that, November ends in a draw in the game-over dialog.
import { checkA11y } from './lib/axe.mjs';
import { assert, closeBriefing, gameOverDialog, handOverDialog, prompt, promptButtons, settle } from './lib/ui.mjs';

const SEED = 'helvetii-browser';
const PASS = /^(Done|End movement|End forced marches|End movement \(go to forced marches\))$/;

async function startHelvetii(page, baseURL) {
  await page.goto(baseURL);
  await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
  await page.getByRole('radio', { name: /From the Helvetii to the Germans/ }).check();
  await page.getByRole('radio', { name: /hotseat/i }).check();
  await page.getByLabel('Seed', { exact: true }).fill(SEED);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await prompt(page).or(handOverDialog(page)).first().waitFor({ timeout: 30_000 });
  await closeBriefing(page);
}

async function passHandOver(page) {
  const d = handOverDialog(page);
  if (await d.isVisible()) {
    await d.locator('button.primary').click();
    await settle(page);
  }
}

const turnName = async (page) => ((await page.locator('.turn-name').textContent()) ?? '').trim();

/** Press (keyboard: focus + Enter) the prompt button named exactly `name`. */
async function pressButton(page, name) {
  const b = prompt(page).getByRole('button', { name, exact: true });
  assert.equal(await b.count(), 1, `the prompt offers "${name}"`);
  await b.focus();
  await page.keyboard.press('Enter');
  await settle(page);
}

export const tests = [
  {
    name: 'two-player 6.2: the game reaches July and Ariovistus arrives; the negotiation and the cavalry placement work by keyboard',
    timeoutMs: 5 * 60_000,
    async run({ page, baseURL, log }) {
      await startHelvetii(page, baseURL);
      assert.equal(await turnName(page), 'April 58 BC');
      // The turn track marks July with both sides' reinforcements before they arrive.
      const july = page.getByRole('list', { name: 'Turn track' }).getByRole('listitem').filter({ hasText: /^Jul/ });
      assert.match((await july.textContent()) ?? '', /reinforcements due: Gallic and Roman/);

      let negotiated = false;
      let placed = false;
      for (let i = 0; i < 200; i++) {
        await passHandOver(page);
        const name = await turnName(page);
        const buttons = (await promptButtons(page)).filter((b) => !b.disabled);
        const nego = buttons.find((b) => /^Negotiate free passage from Helvetii into Sequani$/.test(b.text));
        if (!negotiated && nego) {
          await pressButton(page, nego.text);
          negotiated = true;
          // The roll's line reaches the log once the page has rendered it: wait for it (a cold
          // fresh clone rendered it after the first read and failed this test).
          await page.getByText(/Helvetii negotiate free passage into Sequani/).first().waitFor({ timeout: 15_000 });
          continue;
        }
        const loss = buttons.find((b) => /^(Reduce|Eliminate) /.test(b.text)); // attrition in the scorched Helvetii region
        if (loss) { await pressButton(page, loss.text); continue; }
        const mob = buttons.find((b) => /^Mobilise the /.test(b.text));
        if (mob) { await pressButton(page, mob.text); continue; }
        const reinf = buttons.find((b) => /^Reinforcements arrive in Provincia II$/.test(b.text));
        if (reinf) {
          assert.equal(name, 'July 58 BC');
          await checkA11y(page, '6.2 game screen with the reinforcement choice');
          await pressButton(page, reinf.text);
          placed = true;
          break;
        }
        const pass = buttons.find((b) => PASS.test(b.text));
        assert.ok(pass, `a button ends the step (${name}): ${buttons.map((b) => b.text).join(' | ')}`);
        await pressButton(page, pass.text);
      }
      assert.ok(negotiated, 'the Helvetii negotiated passage');
      assert.ok(placed, 'the Roman placed his July cavalry');
      assert.equal(await turnName(page), 'July 58 BC');
      // Ariovistus is on the map in Germania (the region's accessible name lists him).
      const germania = page.locator('path[data-region="germania"]');
      const label = (await germania.getAttribute('aria-label')) ?? '';
      log(`Germania: ${label}`);
      assert.match(label, /Ariovistus/);
      assert.match(label, /6 Gallic units/);
      const provincia = (await page.locator('path[data-region="provincia-2"]').getAttribute('aria-label')) ?? '';
      assert.match(provincia, /3 Roman units/);
      const body = (await page.locator('body').textContent()) ?? '';
      assert.match(body, /Gallic reinforcements arrive in Germania: Ariovistus/);

      // Both players now sit still to November: nobody reaches a goal, and the verdict is a draw (BG 6.2.6).
      const dialog = gameOverDialog(page);
      for (let i = 0; i < 300 && !(await dialog.isVisible()); i++) {
        await passHandOver(page);
        const buttons = (await promptButtons(page)).filter((b) => !b.disabled);
        const pick = buttons.find((b) => /^(Reduce|Eliminate) /.test(b.text)) ?? buttons.find((b) => PASS.test(b.text));
        if (!pick) { await page.waitForTimeout(50); continue; }
        await pressButton(page, pick.text);
      }
      await dialog.waitFor({ timeout: 10_000 });
      const verdict = ((await dialog.textContent()) ?? '').replace(/\s+/g, ' ');
      log(`dialog: ${verdict.slice(0, 200)}`);
      assert.match(verdict, /Game over — draw/);
      assert.match(verdict, /Sequani pro-Roman: no/);
    },
  },
];
