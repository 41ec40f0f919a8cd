// Screenshots of the screens a player meets, at 1920×1080, 1366×768 and 390×844, for checking by
// eye that nothing needed for the decision is clipped: the title, a new game, the siege preview
// (two players, scripts/siegeLabels.ts), the replay, and the game-over dialog with its summary.
//   npm run build && node scripts/screens.mjs [out-dir]
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium, startServer } from '../tests/browser/lib/harness.mjs';
import { siegeLabels } from '../tests/browser/lib/plan.mjs';
import { closeBriefing, gameOverDialog, playClicks, prompt, settle, startGame } from '../tests/browser/lib/ui.mjs';

const out = process.argv[2] ?? '/tmp/commentarii-screens';
fs.mkdirSync(out, { recursive: true });
const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];
const siege = siegeLabels('siege-0');

const { url, close } = await startServer();
const browser = await launchChromium();
try {
  for (const size of SIZES) {
    const tag = `${size.width}x${size.height}`;
    const shot = (page, name) => page.screenshot({ path: path.join(out, `${tag}-${name}.png`) });
    const context = await browser.newContext({ viewport: size });
    let page = await context.newPage();
    await page.goto(url);
    await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
    await shot(page, 'title');
    await startGame(page, url, { solo: false, seed: 'siege-0' }).catch(() => undefined);
    for (const label of siege.labels) {
      const b = prompt(page).getByRole('button', { name: label, exact: true });
      if ((await b.count()) === 0) for (const more of await prompt(page).locator('details:not([open]) > summary').all()) await more.click();
      await b.click();
      await settle(page);
    }
    await prompt(page).getByRole('region', { name: /^Siege odds/ }).scrollIntoViewIfNeeded();
    await shot(page, 'siege-preview');
    await page.getByRole('button', { name: 'Replay' }).first().click();
    await settle(page);
    await shot(page, 'replay');
    await page.close();

    page = await context.newPage();
    await page.goto(url);
    await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
    await page.getByRole('radio', { name: /^Solo/ }).check();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await prompt(page).waitFor();
    await shot(page, 'briefing');
    await closeBriefing(page);
    await shot(page, 'game');
    await playClicks(page, { max: 3000, until: () => gameOverDialog(page).isVisible() });
    await shot(page, 'game-over');
    await context.close();
    process.stdout.write(`${tag} done\n`);
  }
} finally {
  await browser.close();
  await close();
}
process.stdout.write(`screenshots in ${out}\n`);
