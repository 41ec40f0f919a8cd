// Scenario 6.3, The Last Uprising, two players on one screen from the title screen to the verdict:
// both sides end their phases as quickly as the prompt allows (taking losses and combat choices as
// offered) through all ten turns of 51 BC, and the game-over dialog gives the BG 6.3.5 count.
import { assert, gameOverDialog, handOverDialog, prompt, promptButtons, settle, closeBriefing } from './lib/ui.mjs';

const FINISH = /^(Done|End\b|Finish|Continue|Next|Proceed|No more|Pass|Skip)/i;
const CANCEL = /^(Cancel|Deselect|Back)/i;
const NOT_AN_ACTION = /^(Undo|Redo|Help|Rules?\b|BG \d|Show|Hide|\?)/i;

/** Hurry: end the phase when possible, else step back out of a selection, else the first action. */
function hurry(buttons) {
  const live = buttons.filter((b) => !b.disabled && b.text !== '' && !NOT_AN_ACTION.test(b.text));
  return live.find((b) => FINISH.test(b.text)) ?? live.find((b) => CANCEL.test(b.text)) ?? live[0] ?? null;
}

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
      await page.getByRole('radio', { name: /hotseat/i }).check();
      const seedBox = page.getByLabel('Seed', { exact: true });
      if (await seedBox.count()) await seedBox.fill('uprising-ui');
      const start = page.getByRole('button', { name: 'Start', exact: true });
      assert.equal(await start.isDisabled(), false, 'Start is enabled for 6.3');
      await start.click();
      await prompt(page).or(handOverDialog(page)).first().waitFor({ timeout: 30_000 });
      await closeBriefing(page);

      // The hiberna of the set-up are on the map, by name.
      const aedui = page.getByRole('button', { name: /^Aedui,.*Hiberna: Roman winter quarters/ }).first();
      assert.ok((await aedui.count()) > 0, 'the Aedui region names its hiberna');

      const dialog = gameOverDialog(page);
      let clicks = 0;
      let idle = 0;
      while (!(await dialog.isVisible())) {
        if (await handOverDialog(page).isVisible()) {
          await handOverDialog(page).getByRole('button').first().click();
          await settle(page);
          continue;
        }
        const pick = hurry(await promptButtons(page));
        if (!pick) {
          assert.ok(++idle < 50, `nothing to click after ${clicks} clicks`);
          await page.waitForTimeout(100);
          continue;
        }
        idle = 0;
        try {
          await prompt(page).locator('button').nth(pick.index).click({ timeout: 5_000 });
        } catch {
          continue; // the prompt re-rendered between reading and clicking: read it again
        }
        await settle(page);
        clicks += 1;
        assert.ok(clicks < 4000, 'the game ends within 4000 clicks');
      }
      const text = ((await dialog.textContent()) ?? '').replace(/\s+/g, ' ');
      log(`${clicks} clicks; dialog: ${text.slice(0, 200)}`);
      assert.match(text, /Rome holds \d of the 7 regions that rose/);
      assert.match(text, /victory|draw/i);
    },
  },
];
