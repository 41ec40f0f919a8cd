// (b) Reloading mid-game comes back to the same point; (c) a truncated save file is refused
// with a visible message and the autosaved game is still there, unchanged.
import { assert, newestLogEntryOverhang, playClicks, prompt, readAutosave, resume, settle, snapshot, startGame } from './lib/ui.mjs';

/** Reload; resume through the title screen's Resume button when the app asks. */
async function reloadAndResume(page) {
  await page.reload();
  await page.waitForLoadState('load');
  const resumeBtn = page.getByRole('button', { name: 'Resume', exact: true });
  await Promise.race([prompt(page).waitFor({ timeout: 30_000 }), resumeBtn.waitFor({ timeout: 30_000 })]);
  if (!(await prompt(page).isVisible())) await resume(page);
  await settle(page);
}

export const tests = [
  {
    name: 'reload mid-game resumes at the same point',
    timeoutMs: 5 * 60_000,
    async run({ page, baseURL, log }) {
      await startGame(page, baseURL, { solo: true, seed: 'reload-1' });
      await playClicks(page, { max: 25 });
      const before = await snapshot(page);
      // The log follows play: its newest entry is in view (entries out of view are laid out at an
      // estimated height until seen, and the log must still end on the newest).
      const overhang = await newestLogEntryOverhang(page);
      assert.ok(overhang !== null && overhang <= 1, `the newest log entry is in view (it overhangs by ${overhang} px)`);
      const saveBefore = await readAutosave(page);
      assert.ok(saveBefore, 'an autosave exists after playing some actions');
      assert.ok(saveBefore.save.actions.length > 0, 'the autosave holds the actions played');
      log(`before reload: ${saveBefore.save.actions.length} actions, log ${before.log}, status ${JSON.stringify(before.status).slice(0, 120)}`);
      await reloadAndResume(page);
      const after = await snapshot(page);
      const overhangAfter = await newestLogEntryOverhang(page);
      assert.ok(overhangAfter !== null && overhangAfter <= 1, `after the reload too, the newest log entry is in view (overhang ${overhangAfter} px)`);
      assert.deepEqual(after, before, 'turn/phase, status, prompt and log length are the same after reload');
      const saveAfter = await readAutosave(page);
      assert.equal(saveAfter.save.actions.length, saveBefore.save.actions.length, 'the autosave did not grow or shrink on resume');
      // And the game goes on from there.
      const more = await playClicks(page, { max: 3 });
      assert.ok(more.length > 0, 'the resumed game accepts further clicks');
    },
  },
  {
    name: 'a truncated save file is refused with a message; the autosaved game is unchanged',
    timeoutMs: 5 * 60_000,
    async run({ page, baseURL, log }) {
      await startGame(page, baseURL, { solo: true, seed: 'corrupt-1' });
      await playClicks(page, { max: 15 });
      const before = await snapshot(page);
      const saved = await readAutosave(page);
      assert.ok(saved, 'an autosave exists');
      // A save cut short, as after a failed download.
      const truncated = saved.raw.slice(0, Math.floor(saved.raw.length / 2));
      await page.goto(baseURL);
      await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
      await page.locator('input[type="file"]').setInputFiles({ name: 'broken-save.json', mimeType: 'application/json', buffer: Buffer.from(truncated) });
      const alert = page.getByRole('alert');
      await alert.waitFor({ timeout: 10_000 });
      const message = ((await alert.textContent()) ?? '').trim();
      log(`message: ${message}`);
      assert.match(message, /truncated|not a complete|not valid JSON|JSON/i, 'the message names the problem');
      assert.ok(!(await prompt(page).isVisible()), 'the broken file did not open a game');
      const still = await readAutosave(page);
      assert.equal(still?.raw, saved.raw, 'the autosave is byte-for-byte unchanged');
      await resume(page);
      const after = await snapshot(page);
      assert.deepEqual(after, before, 'the resumed game is where it was');
    },
  },
];
