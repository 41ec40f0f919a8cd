// Scenario 6.4, The Revolt in Gallia Belgica (reconstructed whole), two players on one screen from
// the title screen to the verdict: pick Bellum Gallicum II and the 6.4 card (balance and level
// marked reconstructed), read the briefing (it says the scenario is a reconstruction), then both
// sides end their phases as quickly as the prompt allows through the eight turns of 57 BC, and the
// game-over dialog gives the BG 6.4.5 count. axe-core checks the title screen, the briefing, the
// game screen and the game-over dialog.
import { checkA11y } from './lib/axe.mjs';
import { assert, briefingDialog, handOverDialog, hurryToGameOver, prompt } from './lib/ui.mjs';

export const tests = [
  {
    name: 'two-player Revolt in Gallia Belgica (BG 6.4, reconstructed) from the title screen to the game-over verdict',
    timeoutMs: 15 * 60_000,
    async run({ page, baseURL, log }) {
      await page.goto(baseURL);
      await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
      await page.getByRole('group', { name: 'Game' }).getByRole('radio', { name: /Bellum Gallicum II/ }).check();
      const card = page.getByRole('radio', { name: /The Revolt in Gallia Belgica/ });
      await card.check();
      const label = ((await card.locator('xpath=ancestor::label').textContent()) ?? '').replace(/\s+/g, ' ');
      assert.match(label, /April – November 57 BC/);
      assert.match(label, /8 turns/);
      assert.match(label, /About even[^]*\(reconstructed\)/);
      assert.match(label, /Intermediate \(reconstructed\)/);
      assert.match(label, /Reconstructed by this edition/);
      await page.getByRole('radio', { name: /hotseat/i }).check();
      const seedBox = page.getByLabel('Seed', { exact: true });
      if (await seedBox.count()) await seedBox.fill('belgica-ui');
      await checkA11y(page, 'the title screen with 6.4 chosen');
      const start = page.getByRole('button', { name: 'Start', exact: true });
      assert.equal(await start.isDisabled(), false, 'Start is enabled for 6.4');
      await start.click();

      // The briefing opens first and says what this scenario is: this edition's reconstruction.
      const briefing = briefingDialog(page);
      await briefing.waitFor({ timeout: 30_000 });
      const brief = ((await briefing.textContent()) ?? '').replace(/\s+/g, ' ');
      assert.match(brief, /The Revolt in Gallia Belgica/);
      assert.match(brief, /this edition's reconstruction: the rules keep only its title/);
      assert.match(brief, /at least 5 of the 7 league regions/);
      await checkA11y(page, 'the 6.4 briefing');
      // By keyboard: focus "To the map" and press Enter.
      await briefing.getByRole('button', { name: 'To the map' }).focus();
      await page.keyboard.press('Enter');
      await briefing.waitFor({ state: 'hidden' });
      await prompt(page).or(handOverDialog(page)).first().waitFor({ timeout: 30_000 });

      // The league stands at home and the Remi are Rome's: the map names them so.
      assert.ok((await page.getByRole('button', { name: /^Remi,.*Pro-Roman/i }).count()) > 0, 'the Remi region is named pro-Roman');
      assert.ok((await page.getByRole('button', { name: /^Nervii,/ }).count()) > 0, 'the Nervii region is on the map by name');
      await checkA11y(page, 'the 6.4 game screen');

      const { clicks, text } = await hurryToGameOver(page, { maxClicks: 3000 });
      log(`${clicks} clicks; dialog: ${text.slice(0, 240)}`);
      // Rome never marched: no league region is Roman, the Belgae keep their freedom (BG 6.4.5).
      assert.match(text, /Gallic victory/);
      assert.match(text, /Rome holds 0 of the 7 league regions: the Belgae keep their freedom/);
      assert.match(text, /November 57 BC/);
      await checkA11y(page, 'the 6.4 game-over dialog');
    },
  },
];
