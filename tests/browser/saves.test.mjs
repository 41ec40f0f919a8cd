// Games in progress: each in an IndexedDB record of its own, many side by side, never lost.
// (a) reload mid-game resumes at the same point; (b) a truncated save file is refused and the
// stored game is unchanged; (c) two games survive reloads side by side, each resumable where it
// was, and a new game never replaces another; (d) a click followed at once by a reload, or by
// closing the tab, loses nothing; (e) when storage fails, a notice says so and play goes on;
// (f) Delete asks first and removes only that game.
import {
  assert,
  chooseButton,
  newestLogEntryOverhang,
  playClicks,
  prompt,
  promptButtons,
  readAutosave,
  readGames,
  resume,
  resumeButtons,
  settle,
  snapshot,
  startGame,
  waitForSaved,
} from './lib/ui.mjs';

const titleHeading = (page) => page.getByRole('heading', { name: 'Commentarii' });

/** Back to the title screen with the header's Quit button. */
async function quit(page) {
  await page.getByRole('button', { name: 'Quit', exact: true }).click();
  await titleHeading(page).waitFor();
}

/** Reload; the title screen lists the games; resume the `nth`. */
async function reloadAndResume(page, nth = 0) {
  await page.reload();
  await titleHeading(page).waitFor({ timeout: 30_000 });
  await resume(page, nth);
  await settle(page);
}

/** The game record whose seed is `seed`. */
async function gameBySeed(page, seed) {
  const games = await readGames(page);
  return games.find((g) => g.meta.seed === seed) ?? null;
}

/**
 * The worst case of a page that dies right after a click: its IndexedDB transaction never commits.
 * Once `window.__holdWrites` is set, every read-write transaction is aborted at once (a new page
 * starts without the flag, so the next load writes normally).
 */
async function canLoseTransactions(page) {
  await page.addInitScript(() => {
    const open = IDBDatabase.prototype.transaction;
    IDBDatabase.prototype.transaction = function (names, mode, ...rest) {
      const tx = open.call(this, names, mode, ...rest);
      if (mode === 'readwrite' && window.__holdWrites) tx.abort();
      return tx;
    };
  });
}

/** Clicks the Prompt button `chooseButton` picks, without waiting for anything after the click. */
async function clickAndGo(page, state) {
  const pick = chooseButton(await promptButtons(page), state);
  assert.ok(pick, 'there is a button to click');
  await prompt(page).locator('button').nth(pick.index).click();
  return pick.text;
}

/**
 * What the game looks like after `clicks` clicks from a fresh start with `seed`, played in a page
 * of its own (another browser context, so another storage): the reference for the tests below.
 */
async function reference(browser, baseURL, seed, clicks) {
  const ctx = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  try {
    const page = await ctx.newPage();
    await startGame(page, baseURL, { solo: true, seed });
    const played = await playClicks(page, { max: clicks, state: {} });
    assert.equal(played.length, clicks, `the reference game took ${clicks} clicks`);
    return await snapshot(page);
  } finally {
    await ctx.close();
  }
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
      assert.ok(saveBefore, 'the game has a record after playing some actions');
      assert.ok(saveBefore.save.actions.length > 0, 'the record holds the actions played');
      log(`before reload: ${saveBefore.save.actions.length} actions, log ${before.log}, status ${JSON.stringify(before.status).slice(0, 120)}`);
      await reloadAndResume(page);
      const after = await snapshot(page);
      const overhangAfter = await newestLogEntryOverhang(page);
      assert.ok(overhangAfter !== null && overhangAfter <= 1, `after the reload too, the newest log entry is in view (overhang ${overhangAfter} px)`);
      assert.deepEqual(after, before, 'turn/phase, status, prompt and log length are the same after reload');
      const saveAfter = await readAutosave(page);
      assert.equal(saveAfter.save.actions.length, saveBefore.save.actions.length, 'the record did not grow or shrink on resume');
      // And the game goes on from there.
      const more = await playClicks(page, { max: 3 });
      assert.ok(more.length > 0, 'the resumed game accepts further clicks');
    },
  },
  {
    name: 'a truncated save file is refused with a message; the stored game is unchanged',
    timeoutMs: 5 * 60_000,
    async run({ page, baseURL, log }) {
      await startGame(page, baseURL, { solo: true, seed: 'corrupt-1' });
      await playClicks(page, { max: 15 });
      const before = await snapshot(page);
      const saved = await readAutosave(page);
      assert.ok(saved, 'the game has a record');
      const file = JSON.stringify({ format: 'commentarii-save', version: 1, system: 'bellum', scenario: 'aquitania', seed: 'corrupt-1', options: { solo: true }, actions: saved.save.actions });
      // A save cut short, as after a failed download.
      const truncated = file.slice(0, Math.floor(file.length / 2));
      await page.goto(baseURL);
      await titleHeading(page).waitFor();
      await page.locator('input[type="file"]').setInputFiles({ name: 'broken-save.json', mimeType: 'application/json', buffer: Buffer.from(truncated) });
      const alert = page.getByRole('alert');
      await alert.waitFor({ timeout: 10_000 });
      const message = ((await alert.textContent()) ?? '').trim();
      log(`message: ${message}`);
      assert.match(message, /truncated|not a complete|not valid JSON|JSON/i, 'the message names the problem');
      assert.ok(!(await prompt(page).isVisible()), 'the broken file did not open a game');
      const games = await readGames(page);
      assert.equal(games.length, 1, 'no record was made for the broken file');
      assert.deepEqual(games[0].actions, saved.save.actions, 'the stored game is unchanged');
      await resume(page);
      const after = await snapshot(page);
      assert.deepEqual(after, before, 'the resumed game is where it was');
    },
  },
  {
    name: 'two games side by side survive reloads, each resumable where it was; a new game never replaces another',
    timeoutMs: 6 * 60_000,
    async run({ page, baseURL, log }) {
      await startGame(page, baseURL, { solo: true, seed: 'side-a' });
      await playClicks(page, { max: 14 });
      const a = await snapshot(page);
      await quit(page);
      // Starting a second game leaves the first where it was.
      await startGame(page, baseURL, { solo: true, seed: 'side-b' });
      await playClicks(page, { max: 6 });
      const b = await snapshot(page);
      await waitForSaved(page);
      const recA = await gameBySeed(page, 'side-a');
      const recB = await gameBySeed(page, 'side-b');
      assert.ok(recA && recB, 'both games have records');
      assert.notEqual(recA.meta.id, recB.meta.id, 'two records');
      log(`A: ${recA.actions.length} actions, B: ${recB.actions.length} actions`);

      // Reload in the middle of B: the title lists both, B (last played) first.
      await page.reload();
      await titleHeading(page).waitFor();
      await resumeButtons(page).nth(1).waitFor();
      assert.equal(await resumeButtons(page).count(), 2, 'the title screen lists two games');
      const rows = page.getByRole('region', { name: 'Games in progress' }).getByRole('listitem');
      assert.match((await rows.nth(0).textContent()) ?? '', new RegExp(`${recB.actions.length} actions`), 'B is listed first with its action count');
      assert.match((await rows.nth(1).textContent()) ?? '', new RegExp(`${recA.actions.length} actions`), 'A is listed second with its action count');

      await resume(page, 1);
      assert.deepEqual(await snapshot(page), a, 'A resumes where it was');
      await quit(page);
      await page.reload();
      await titleHeading(page).waitFor();
      await resume(page, 0);
      assert.deepEqual(await snapshot(page), b, 'B resumes where it was');
      // Playing on in B leaves A alone.
      await playClicks(page, { max: 3 });
      await waitForSaved(page);
      assert.deepEqual((await gameBySeed(page, 'side-a')).actions, recA.actions, 'A is untouched by play in B');
      assert.ok((await gameBySeed(page, 'side-b')).actions.length > recB.actions.length, 'B grew');
      assert.equal((await readGames(page)).length, 2, 'still two records');
    },
  },
  {
    name: 'a click followed at once by a reload loses nothing',
    timeoutMs: 5 * 60_000,
    async run({ page, context, baseURL, log }) {
      const want = await reference(context.browser(), baseURL, 'crash-reload', 12);
      await canLoseTransactions(page);
      await startGame(page, baseURL, { solo: true, seed: 'crash-reload' });
      const state = {};
      await playClicks(page, { max: 11, state });
      await waitForSaved(page);
      await page.evaluate(() => (window.__holdWrites = true));
      const last = await clickAndGo(page, state);
      await page.reload(); // no wait of any kind after the click
      log(`reloaded right after clicking "${last}"`);
      await titleHeading(page).waitFor();
      await resume(page);
      assert.deepEqual(await snapshot(page), want, 'the resumed game includes the last click');
      await waitForSaved(page);
      assert.equal((await readGames(page))[0].actions.length, 12, 'the database now holds all 12 actions');
    },
  },
  {
    name: 'a click followed at once by closing the tab loses nothing',
    timeoutMs: 5 * 60_000,
    async run({ page, context, baseURL, log }) {
      const want = await reference(context.browser(), baseURL, 'crash-close', 12);
      await canLoseTransactions(page);
      await startGame(page, baseURL, { solo: true, seed: 'crash-close' });
      const state = {};
      await playClicks(page, { max: 11, state });
      await waitForSaved(page);
      await page.evaluate(() => (window.__holdWrites = true));
      const last = await clickAndGo(page, state);
      await page.close({ runBeforeUnload: false });
      log(`closed the tab right after clicking "${last}"`);
      const next = await context.newPage();
      await next.goto(baseURL);
      await titleHeading(next).waitFor();
      await resume(next);
      assert.deepEqual(await snapshot(next), want, 'the game in a new tab includes the last click');
      await waitForSaved(next);
      assert.equal((await readGames(next))[0].actions.length, 12, 'the database now holds all 12 actions');
    },
  },
  {
    name: 'when storage fails, a notice says the game is not being saved, offers Export save, and play goes on',
    timeoutMs: 5 * 60_000,
    async run({ page, baseURL, log }) {
      await page.addInitScript(() => {
        const refuse = (name) => () => {
          throw new DOMException('The quota has been exceeded.', name);
        };
        indexedDB.open = refuse('QuotaExceededError');
        Storage.prototype.setItem = refuse('QuotaExceededError');
        Storage.prototype.getItem = refuse('SecurityError');
        Storage.prototype.removeItem = refuse('SecurityError');
      });
      await startGame(page, baseURL, { solo: true, seed: 'no-storage' });
      const notice = page.getByRole('alert').filter({ hasText: 'Not saved' });
      await notice.waitFor({ timeout: 10_000 });
      const text = ((await notice.textContent()) ?? '').replace(/\s+/g, ' ').trim();
      log(`notice: ${text}`);
      assert.match(text, /not being saved/i, 'the notice says the game is not being saved');
      assert.match(text, /storage is full/i, 'the notice names the problem');
      const played = await playClicks(page, { max: 8 });
      assert.equal(played.length, 8, 'play goes on');
      assert.ok(await notice.isVisible(), 'the notice stays');
      const [download] = await Promise.all([page.waitForEvent('download'), notice.getByRole('button', { name: 'Export save' }).click()]);
      const body = await (await download.createReadStream()).toArray();
      const save = JSON.parse(Buffer.concat(body).toString('utf8'));
      assert.equal(save.format, 'commentarii-save', 'Export save downloads a save file');
      assert.ok(save.actions.length >= 8, `the file holds the actions played (${save.actions.length})`);
    },
  },
  {
    name: 'Delete asks for confirmation and removes only that game',
    timeoutMs: 4 * 60_000,
    async run({ page, baseURL }) {
      await startGame(page, baseURL, { solo: true, seed: 'del-a' });
      await playClicks(page, { max: 3 });
      await quit(page);
      await startGame(page, baseURL, { solo: true, seed: 'del-b' });
      await playClicks(page, { max: 2 });
      await quit(page);
      const list = page.getByRole('region', { name: 'Games in progress' });
      await resumeButtons(page).nth(1).waitFor();
      const del = list.getByRole('button', { name: /^Delete / }).nth(0);
      await del.click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete this game?' });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await resumeButtons(page).count(), 2, 'Escape keeps both games');
      await del.click();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.waitForFunction(() => document.querySelectorAll('.saved-game').length === 1);
      const games = await readGames(page);
      assert.deepEqual(games.map((g) => g.meta.seed), ['del-a'], 'the last played game (del-b) was deleted, del-a kept');
      await page.reload();
      await titleHeading(page).waitFor();
      await resumeButtons(page).first().waitFor();
      assert.equal(await resumeButtons(page).count(), 1, 'after a reload, one game is listed');
    },
  },
  {
    name: 'a game open in one tab is not resumed in a second tab until it is left there',
    timeoutMs: 4 * 60_000,
    async run({ page, context, baseURL }) {
      await startGame(page, baseURL, { solo: true, seed: 'two-tabs' });
      await playClicks(page, { max: 3 });
      await waitForSaved(page);
      const other = await context.newPage();
      await other.goto(baseURL);
      await titleHeading(other).waitFor();
      await resumeButtons(other).first().click();
      const alert = other.getByRole('alert');
      await alert.waitFor();
      assert.match((await alert.textContent()) ?? '', /open in another tab/, 'the second tab is told where the game is');
      assert.ok(!(await prompt(other).isVisible()), 'the second tab did not open it');
      await quit(page);
      await resumeButtons(other).first().click();
      await prompt(other).waitFor();
      assert.equal((await readGames(other))[0].actions.length, 3, 'the second tab has the game once the first has left it');
    },
  },
  {
    name: 'the autosave of an earlier version is listed once and resumes where it was',
    timeoutMs: 4 * 60_000,
    async run({ page, context, baseURL }) {
      // The game, played in a separate context: its actions become an old-style autosave.
      const ctx = await context.browser().newContext({ viewport: { width: 1400, height: 900 } });
      const src = await ctx.newPage();
      await startGame(src, baseURL, { solo: true, seed: 'old-autosave' });
      await playClicks(src, { max: 9 });
      const want = await snapshot(src);
      await waitForSaved(src);
      const [game] = await readGames(src);
      await ctx.close();
      const old = { format: 'commentarii-save', version: 1, system: 'bellum', scenario: 'aquitania', seed: 'old-autosave', options: game.meta.options, actions: game.actions, savedAt: '2026-01-01T12:00:00.000Z', label: game.meta.label };

      await page.goto(baseURL);
      await titleHeading(page).waitFor();
      await page.evaluate((text) => localStorage.setItem('commentarii.autosave.v1', text), JSON.stringify(old));
      for (let load = 0; load < 2; load++) {
        await page.reload();
        await titleHeading(page).waitFor();
        await resumeButtons(page).first().waitFor();
        assert.equal(await resumeButtons(page).count(), 1, `load ${load + 1}: the old autosave is listed once`);
      }
      assert.equal(await page.evaluate(() => localStorage.getItem('commentarii.autosave.v1')), null, 'the old autosave is removed');
      await resume(page);
      assert.deepEqual(await snapshot(page), want, 'the migrated game resumes where it was');
    },
  },
];
