// A helper for looking at the screen (not a test): node tests/browser/lib/shots.mjs <outdir>
// Plays the first steps of an Alesia hotseat game at each viewport and saves screenshots.
import path from 'node:path';
import { launchChromium, startServer } from './harness.mjs';
import { HISTORICAL, promptClick, takeScreen } from './alesia.mjs';
import { prompt, settle } from './ui.mjs';

const out = process.argv[2] ?? '/tmp/acb';
const server = await startServer();
const browser = await launchChromium();
try {
  for (const vp of [{ width: 1920, height: 1080 }, { width: 1366, height: 768 }, { width: 390, height: 844 }]) {
    const page = await browser.newPage({ viewport: vp });
    const tag = `${vp.width}x${vp.height}`;
    const shot = (name) => page.screenshot({ path: path.join(out, `${tag}-${name}.png`) });
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
    await page.getByRole('group', { name: 'Game' }).getByRole('radio', { name: /^Caesar: The Epic Battle of Alesia/ }).check();
    await page.getByRole('radio', { name: /hotseat/i }).check();
    await page.getByLabel('Seed', { exact: true }).fill('ac-shots');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByRole('dialog', { name: /^Briefing:/ }).waitFor({ timeout: 30_000 });
    await settle(page);
    await shot('briefing');
    await page.getByRole('dialog', { name: /^Briefing:/ }).getByRole('button', { name: 'To the map' }).click();
    await takeScreen(page);
    await promptClick(page, HISTORICAL);
    await shot('setup');
    await promptClick(page, 'End');
    const box = page.getByRole('complementary', { name: 'Off-board boxes' });
    await box.getByRole('button', { name: /^Move one: a \S+ infantry from zone I/ }).first().click();
    await settle(page);
    if (vp.width < 900) await page.locator('.ac-map').scrollIntoViewIfNeeded();
    await shot('entry');
    if (vp.width < 900) await page.getByRole('navigation', { name: 'Jump to' }).getByRole('link', { name: 'Prompt' }).click();
    await settle(page);
    await shot('entry-prompt');
    for (let i = 0; i < 6 && !(await prompt(page).getByRole('group', { name: 'Fire plan' }).count()); i++) await promptClick(page, 'End');
    if (vp.width < 900) await page.getByRole('navigation', { name: 'Jump to' }).getByRole('link', { name: 'Prompt' }).click();
    await settle(page);
    await shot('plan');
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
