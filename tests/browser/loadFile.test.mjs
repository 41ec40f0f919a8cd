// Load file in Chromium (issue 16, §4): a long save (an Alesia set-up of thousands of actions, near
// the action limit) opens as a game while the page stays alive, its progress shown as it replays;
// a save whose check value is two million digits long is refused in one short sentence. The time
// is logged, not asserted (`npm run bench` reports the load times against their targets).
import { assert, prompt } from './lib/ui.mjs';

const titleHeading = (page) => page.getByRole('heading', { name: 'Commentarii' });
const load = (page, name, text) => page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });

export const tests = [
  {
    name: 'load file: a save near the action limit opens, replayed in slices with its progress; a huge check value is refused briefly',
    timeoutMs: 3 * 60_000,
    async run({ page, baseURL, log }) {
      await page.goto(baseURL);
      await titleHeading(page).waitFor();
      // The Roman picks one counter, then another, and so on: 3,900 legal actions of the set-up (AC 3.2).
      const actions = Array.from({ length: 3_900 }, (_, i) => ({ t: 'pick', unit: i % 2 ? 'r-vii-2' : 'r-vii-1' }));
      const save = { format: 'commentarii-save', version: 1, system: 'alesia-classic', scenario: 'standard', seed: 'long', options: { players: 2 }, actions };
      const t0 = Date.now();
      await load(page, 'long.json', JSON.stringify(save));
      const status = page.getByRole('status').filter({ hasText: /^Replaying the game/ });
      const seen = await status.waitFor({ timeout: 20_000 }).then(
        () => true,
        () => false,
      );
      // (It may be gone already: a look of half a second at most.)
      if (seen) log(`progress: ${((await status.textContent({ timeout: 500 }).catch(() => '(done)')) ?? '').trim()}`);
      await prompt(page).or(page.getByRole('dialog')).first().waitFor({ timeout: 60_000 });
      log(`opened after ${Date.now() - t0} ms (progress ${seen ? 'shown' : 'not seen'})`);
      assert.ok(!(await page.getByRole('alert').isVisible()), 'no refusal');

      await page.goto(baseURL);
      await titleHeading(page).waitFor();
      const hashed = { ...save, actions: [], stateHash: 'f'.repeat(2_000_000 - 200) };
      await load(page, 'hash.json', JSON.stringify(hashed));
      const alert = page.getByRole('alert');
      await alert.waitFor({ timeout: 30_000 });
      const message = ((await alert.locator('span').textContent()) ?? '').trim();
      log(`message: ${message}`);
      assert.ok(message.length <= 200, `the refusal is short (${message.length} characters)`);
      assert.match(message, /^hash\.json: /);
      assert.ok(!message.includes('ffffffffffffffffffff'), 'the check value is not echoed');
    },
  },
];
