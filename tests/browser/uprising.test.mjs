// Scenario 6.3, The Last Uprising, two players on one screen from the title screen to the verdict:
// both sides end their phases as quickly as the prompt allows (taking losses and combat choices as
// offered) through all ten turns of 51 BC, and the game-over dialog gives the BG 6.3.5 count.
import { assert, closeBriefing, handOverDialog, hurryToGameOver, prompt } from './lib/ui.mjs';

export const tests = [
  {
    name: 'two-player Last Uprising (BG 6.3) from the title screen to the game-over verdict',
    timeoutMs: 15 * 60_000,
    async run({ page, baseURL, log }) {
      await page.addInitScript(() => localStorage.setItem('commentarii.handOver', 'never'));
      await page.goto(baseURL);
      await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
      const card = page.getByRole('radio', { name: /The Last Uprising/ });
      await card.check();
      const label = ((await card.locator('xpath=ancestor::label').textContent()) ?? '').replace(/\s+/g, ' ');
      assert.match(label, /Winter – November 51 BC/);
      assert.match(label, /Favours the Romans/);
      assert.match(label, /10 turns/);
      assert.match(label, /header says 7 turns; this edition plays the dated Winter–November, 10/, 'the card states the reading of the length');
      await page.getByRole('radio', { name: /hotseat/i }).check();
      const seedBox = page.getByLabel('Seed', { exact: true });
      if (await seedBox.count()) await seedBox.fill('uprising-ui');
      const start = page.getByRole('button', { name: 'Start', exact: true });
      assert.equal(await start.isDisabled(), false, 'Start is enabled for 6.3');
      await start.click();
      await prompt(page).or(handOverDialog(page)).first().waitFor({ timeout: 30_000 });
      // The briefing states the set-up as printed and the reading of the length (BG 6.3.1).
      const brief = page.getByRole('dialog', { name: /^Briefing:/ });
      if (await brief.isVisible()) {
        const words = (await brief.textContent()) ?? '';
        assert.match(words, /heading says 7 turns, but its dates span the whole year: this edition plays all ten/);
        assert.match(words, /Labienus holds the Mediomatrici/);
      }
      await closeBriefing(page);

      // The hiberna of the set-up are on the map, by name (BG 6.3.3: Aedui, Mediomatrici, Remi).
      const aedui = page.getByRole('button', { name: /^Aedui,.*Hiberna: Roman winter quarters/ }).first();
      assert.ok((await aedui.count()) > 0, 'the Aedui region names its hiberna');
      for (const r of ['Mediomatrici', 'Remi']) {
        assert.ok((await page.getByRole('button', { name: new RegExp(`^${r},.*Hiberna: Roman winter quarters`) }).count()) > 0, `${r} names its hiberna`);
      }

      const { clicks, text } = await hurryToGameOver(page, { maxClicks: 4000 });
      log(`${clicks} clicks; dialog: ${text.slice(0, 200)}`);
      assert.match(text, /Rome holds \d of the 7 regions that rose/);
      assert.match(text, /victory|draw/i);
    },
  },
];
