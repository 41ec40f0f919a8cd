// Scenario 6.4, The Revolt in Gallia Belgica (reconstructed whole), two players on one screen from
// the title screen to the verdict: pick Bellum Gallicum II and the 6.4 card (balance and level
// marked reconstructed), read the briefing (it says the scenario is a reconstruction), then both
// sides end their phases as quickly as the prompt allows through the eight turns of 57 BC, and the
// game-over dialog gives the BG 6.4.5 count. axe-core checks the title screen, the briefing, the
// game screen and the game-over dialog.
import { checkA11y } from './lib/axe.mjs';
import { assert, briefingDialog, gameOverDialog, handOverDialog, prompt, promptButtons, settle } from './lib/ui.mjs';

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
    name: 'two-player Revolt in Gallia Belgica (BG 6.4, reconstructed) from the title screen to the game-over verdict',
    timeoutMs: 15 * 60_000,
    async run({ page, baseURL, log }) {
      await page.addInitScript(() => localStorage.setItem('commentarii.handOver', 'never'));
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
        assert.ok(clicks < 3000, 'the game ends within 3000 clicks');
      }
      const text = ((await dialog.textContent()) ?? '').replace(/\s+/g, ' ');
      log(`${clicks} clicks; dialog: ${text.slice(0, 240)}`);
      // Rome never marched: no league region is Roman, the Belgae keep their freedom (BG 6.4.5).
      assert.match(text, /Gallic victory/);
      assert.match(text, /Rome holds 0 of the 7 league regions: the Belgae keep their freedom/);
      assert.match(text, /November 57 BC/);
      await checkA11y(page, 'the 6.4 game-over dialog');
    },
  },
];
