// Alesia (1983 rules), optional AC 17.7 — timed moves in a real browser: the option on the title
// screen, the header's clock standing still behind the hand-over screen and running once the
// commander has taken it, and his move ended for him when the time is spent. The page's clock is
// Playwright's, so a minute passes in a moment.
import { assert, settle } from './lib/ui.mjs';
import { ALESIA, deployAndHandOver, takeScreen, takeScreenThenBriefing } from './lib/alesia.mjs';
import { checkA11y } from './lib/axe.mjs';

export const tests = [
  {
    name: 'alesia: timed moves (17.7) — the clock waits for the commander, runs, and ends his move when time is up',
    timeoutMs: 2 * 60_000,
    async run({ page, baseURL, log }) {
      await page.clock.install();
      await page.goto(baseURL);
      await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
      await page.getByRole('group', { name: 'Game' }).getByRole('radio', { name: ALESIA }).check();
      await page.getByRole('radiogroup', { name: 'Players' }).getByRole('radio', { name: /three/ }).check();
      await page.getByRole('radio', { name: 'Three players, hotseat' }).check();
      await page.getByRole('checkbox', { name: /Timed moves/ }).check();
      assert.equal(await page.getByLabel('Minutes for each Roman move').inputValue(), '20', 'three players: the Roman’s suggested 20 minutes');
      await page.getByLabel('Minutes for each Gallic move').fill('1');
      await page.getByLabel('Seed', { exact: true }).fill('ac-clock');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await takeScreenThenBriefing(page);
      const first = await deployAndHandOver(page);
      assert.match(first ?? '', /relief army/, 'the relief commander takes the screen');
      const timer = page.getByRole('banner').getByRole('timer');
      await page.clock.runFor(20_000);
      await settle(page);
      const running = await timer.textContent();
      log(`after 20 s: ${running}`);
      assert.match(running ?? '', /^Relief army: 0:4\d left$/, 'the relief army’s minute runs once he has the screen');
      await checkA11y(page, 'alesia timed move');
      await page.clock.runFor(45_000);
      await settle(page);
      await page.getByText(/Time up for Relief army: the move was ended/).waitFor({ timeout: 10_000 });
      const phase = await page.getByRole('banner').locator('[aria-current="step"]').textContent();
      log(`phase now: ${phase}`);
      assert.ok(phase !== 'Gallic movement' && phase !== 'Off-board movement', `the Gallic movement is over (${phase})`);
    },
  },
];
