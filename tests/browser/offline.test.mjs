// Offline play: after a first visit the service worker holds the whole build, so with the network
// off the game loads, starts and plays (issue 7, §7); the manifest makes it installable.
import { assert, logLength, playClicks, prompt, startGame } from './lib/ui.mjs';

export const tests = [
  {
    name: 'offline: after a first visit the game loads, starts and plays with the network off',
    timeoutMs: 120_000,
    async run({ page, context, baseURL, log }) {
      await page.goto(baseURL);
      await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
      // The worker installs (precaching every chunk) and takes control of the page.
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, null, {
        timeout: 30_000,
      });
      const manifest = await page.evaluate(async () => {
        const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href');
        return href ? (await fetch(href)).json() : null;
      });
      assert.ok(manifest, 'the page links a web app manifest');
      assert.equal(manifest.short_name, 'Commentarii');
      assert.ok(manifest.icons.some((i) => i.sizes === '512x512'), 'the manifest has a 512 px icon');

      await context.setOffline(true);
      assert.equal(await page.evaluate(() => navigator.onLine), false, 'the browser is offline');
      await page.reload();
      await startGame(page, baseURL, { solo: true, seed: 'offline-1' });
      const before = await logLength(page);
      await playClicks(page, { max: 6 });
      const after = await logLength(page);
      log(`log ${before} → ${after} entries, offline`);
      assert.ok(after > before, 'moves were played offline');
      assert.ok(await prompt(page).isVisible());
      await context.setOffline(false);
    },
  },
];
