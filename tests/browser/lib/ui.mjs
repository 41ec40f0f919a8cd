// How a person uses the app, in playwright-core terms: start a game from the title screen,
// read the Prompt region's buttons, click them with a simple deterministic strategy.
import assert from 'node:assert/strict';

export const AUTOSAVE_KEY = 'commentarii.autosave.v1';

/**
 * Waits for the next painted frame after whatever just happened, and for the prompt (drawn a
 * frame after the map, `aria-busy` meanwhile) to show the position now in play.
 */
export async function settle(page) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  await page.waitForFunction(() => document.getElementById('prompt')?.getAttribute('aria-busy') !== 'true');
}

/**
 * Title screen → solo (or hotseat) Aquitania with a fixed seed (and, in hotseat, the game's
 * hand-over setting: 'secret' or 'always') → Start → game screen.
 */
export async function startGame(page, baseURL, { solo = true, seed = 'browser-test', handOver } = {}) {
  await page.goto(baseURL);
  await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
  const scenario = page.getByRole('radio', { name: /Aquitania/ });
  if (await scenario.count()) await scenario.first().check();
  await page.getByRole('radio', { name: solo ? /^Solo/ : /hotseat/i }).check();
  const seedBox = page.getByLabel('Seed', { exact: true });
  if (await seedBox.count()) await seedBox.fill(seed);
  if (handOver) await chooseHandOver(page, handOver);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  // The briefing comes first; hotseat may then open on a hand-over screen.
  await prompt(page).or(handOverDialog(page)).or(briefingDialog(page)).first().waitFor({ timeout: 30_000 });
  await closeBriefing(page);
  await prompt(page).or(handOverDialog(page)).first().waitFor({ timeout: 30_000 });
}

/** On the title screen (hotseat chosen): when the new game hands the screen over. */
export async function chooseHandOver(page, value) {
  const label = { secret: 'when something is secret', always: 'at every change of player' }[value];
  assert.ok(label, `a hand-over setting: ${value}`);
  await page.getByLabel('Hide the board for a hand-over').selectOption({ label });
}

export const briefingDialog = (page) => page.getByRole('dialog', { name: /^Briefing:/ });

/** A new game opens on the scenario briefing: read, then "To the map". */
export async function closeBriefing(page) {
  const dialog = briefingDialog(page);
  if (await dialog.isVisible()) {
    await dialog.getByRole('button', { name: 'To the map' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}

/** The hand-over screen: "Pass to the … player", "A secret decision for the … player", or the result its player sees first. */
export const handOverDialog = (page) => page.getByRole('dialog', { name: /^(Pass to the|A secret decision for the|The result, for the)/ });

/** Passes every hand-over step up now (the result seen, the screen taken); returns how many. */
export async function passHandOver(page) {
  let n = 0;
  for (; n < 4 && (await handOverDialog(page).isVisible()); n++) {
    await handOverDialog(page).locator('button.primary').click();
    await settle(page);
  }
  return n;
}

export const prompt = (page) => page.locator('section[aria-label="Prompt"]');
export const gameOverDialog = (page) => page.getByRole('dialog', { name: /Game over/ });

/** Buttons of the Prompt region, in document order: { index, text, disabled }. */
export async function promptButtons(page) {
  return prompt(page).evaluate((root) =>
    [...root.querySelectorAll('button')].map((b, index) => ({
      index,
      text: (b.getAttribute('aria-label') || b.textContent || '').replace(/\s+/g, ' ').trim(),
      // a button a person cannot see (e.g. in a folded group) counts as unavailable
      disabled: b.disabled || b.getAttribute('aria-disabled') === 'true' || (typeof b.checkVisibility === 'function' && !b.checkVisibility()),
    })),
  );
}

const FINISH = /^(Done|End\b|Finish|Continue|Next|Proceed|No more|Pass|Skip)/i;
const CANCEL = /^(Cancel|Deselect|Back)/i;
const TOGGLE = /^(Take along|Leave behind)/i;
/** Things in the prompt that are not game actions (help, rules links, undo). */
const NOT_AN_ACTION = /^(Undo|Redo|Help|Rules?\b|BG \d|Show|Hide|\?)/i;

/**
 * A newcomer's deterministic strategy: mostly try the game's own actions (select, move, attack,
 * losses…) in a rotating order, but take a "Done"/"End" button after a few actions in a row so
 * every phase ends. Toggles and cancels only when nothing else is offered.
 */
export function chooseButton(buttons, state) {
  const live = buttons.filter((b) => !b.disabled && b.text !== '' && !NOT_AN_ACTION.test(b.text));
  if (live.length === 0) return null;
  const finish = live.filter((b) => FINISH.test(b.text));
  const cancel = live.filter((b) => CANCEL.test(b.text));
  const toggle = live.filter((b) => TOGGLE.test(b.text));
  const acts = live.filter((b) => !FINISH.test(b.text) && !CANCEL.test(b.text) && !TOGGLE.test(b.text));
  state.clicks = (state.clicks ?? 0) + 1;
  state.sinceFinish = state.sinceFinish ?? 0;
  let pick;
  if (finish.length && (state.sinceFinish >= 6 || acts.length === 0)) pick = finish[0];
  else if (acts.length) pick = acts[(state.clicks * 7) % acts.length];
  else if (cancel.length) pick = cancel[0];
  else if (toggle.length) pick = toggle[state.clicks % toggle.length];
  else pick = live[0];
  state.sinceFinish = FINISH.test(pick.text) ? 0 : state.sinceFinish + 1;
  return pick;
}

/** Clicks one Prompt button chosen by `chooseButton`; returns its text, or null when none. */
export async function clickOne(page, state) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const buttons = await promptButtons(page);
    const pick = chooseButton(buttons, state);
    if (!pick) return null;
    try {
      await prompt(page).locator('button').nth(pick.index).click({ timeout: 5_000 });
      await settle(page);
      return pick.text;
    } catch (e) {
      // The prompt re-rendered between reading and clicking: read it again. But something drawn
      // over the button (a tooltip, an overlay) is a real defect: a person's click would land on it.
      const covered = String(e?.message ?? e).split('\n').find((l) => l.includes('intercepts pointer events'));
      if (attempt === 2 && covered) {
        throw new Error(`Prompt button "${pick.text}" cannot be clicked: ${covered.replace(/^\s*-\s*/, '').replace(/\x1b\[[0-9;]*m/g, '')}`);
      }
      if (attempt === 2) throw e;
    }
  }
  return null;
}

/** Plays by Prompt clicks until `until()` is true or `max` clicks. Returns the click log. */
export async function playClicks(page, { max, until = async () => false, state = {} }) {
  const clicked = [];
  let idle = 0;
  while (clicked.length < max) {
    if (await until()) break;
    const t = await clickOne(page, state);
    if (t === null) {
      // Nothing to click: the game may be over, or the UI is busy for a moment.
      if (++idle > 20) break;
      await page.waitForTimeout(100);
      continue;
    }
    idle = 0;
    clicked.push(t);
  }
  return clicked;
}

export const GAMES_DB = 'commentarii-games';
export const JOURNAL_PREFIX = 'commentarii.journal.v1.';

/**
 * Every stored game as the app wrote it to IndexedDB: [{ meta, actions }], last played first.
 * Opening the database creates it the way the app does (one "games" store) if it is not there yet.
 */
export async function readGames(page) {
  return page.evaluate(
    (name) =>
      new Promise((resolve, reject) => {
        const req = indexedDB.open(name);
        req.onupgradeneeded = () => req.result.createObjectStore('games');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const db = req.result;
          const tx = db.transaction('games', 'readonly');
          const all = tx.objectStore('games').openCursor();
          const metas = new Map();
          const actions = new Map();
          all.onsuccess = () => {
            const c = all.result;
            if (!c) return;
            if (Array.isArray(c.key)) {
              const [id] = c.key;
              if (!actions.has(id)) actions.set(id, []);
              actions.get(id).push(c.value);
            } else metas.set(c.key, c.value);
            c.continue();
          };
          tx.oncomplete = () => {
            db.close();
            const games = [...metas.values()].map((meta) => ({ meta, actions: actions.get(meta.id) ?? [] }));
            games.sort((a, b) => (a.meta.lastPlayed < b.meta.lastPlayed ? 1 : a.meta.lastPlayed > b.meta.lastPlayed ? -1 : 0));
            resolve(games);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    GAMES_DB,
  );
}

/** The journal entries still waiting for IndexedDB (keys of localStorage). */
export async function journalKeys(page) {
  return page.evaluate((prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix)), JOURNAL_PREFIX);
}

/** Waits until IndexedDB holds every action played (no journal entry left), at most `timeoutMs`. */
export async function waitForSaved(page, timeoutMs = 5_000) {
  const t0 = Date.now();
  while ((await journalKeys(page)).length > 0) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`the game database did not catch up within ${timeoutMs} ms`);
    await page.waitForTimeout(50);
  }
}

/**
 * The most recently played game, shaped like a save file ({ raw, save }) for older tests: the
 * single autosave of earlier versions is now a record among many.
 */
export async function readAutosave(page) {
  await waitForSaved(page);
  const [game] = await readGames(page);
  if (!game) return null;
  const save = { ...game.meta, actions: game.actions };
  return { raw: JSON.stringify(save), save };
}

/** Number of entries of the game log as shown. */
export async function logLength(page) {
  return page.evaluate(() => {
    const log = document.querySelector('[role="log"]') || document.querySelector('[aria-label="Log"], [aria-label="Game log"]');
    if (!log) return -1;
    const items = log.querySelectorAll('li');
    return items.length > 0 ? items.length : log.children.length;
  });
}

/**
 * How far (px) the newest log entry's bottom lies below the log's visible area, once the log has
 * caught up (entries show a frame after the action) and settled: 0 or less when it is in view.
 */
export async function newestLogEntryOverhang(page) {
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const list = document.querySelector('[aria-label="Game log"]');
    const last = list?.lastElementChild;
    if (!last) return null;
    let box = list;
    while (box && box !== document.body && !/(auto|scroll)/.test(getComputedStyle(box).overflowY)) box = box.parentElement;
    return last.getBoundingClientRect().bottom - box.getBoundingClientRect().bottom;
  });
}

/** What the player sees of where the game stands: turn/phase texts, status, prompt, log length. */
export async function snapshot(page) {
  const texts = await page.evaluate(() => {
    // Visible words only: rule tooltips and hidden parts are left out.
    const norm = (e) => {
      if (!e) return '';
      const c = e.cloneNode(true);
      c.querySelectorAll('[role="tooltip"], [hidden], [aria-hidden="true"]').forEach((x) => x.remove());
      return (c.textContent || '').replace(/\s+/g, ' ').trim();
    };
    const banner = document.querySelector('[role="banner"], header');
    const words = norm(banner);
    return {
      // Turn heading ("June 56 BC"), "turn 2 of 7", the lit month and phase, who is to act.
      turn: norm(banner?.querySelector('h1, h2, h3')),
      turnOf: (words.match(/turn \d+ of \d+/i) || [''])[0],
      current: [...(banner?.querySelectorAll('[aria-current]') ?? [])].map(norm),
      toAct: (words.match(/(Roman|Gallic) to act/i) || [''])[0],
      status: [...document.querySelectorAll('section[aria-label="Prompt"] [role="status"]')].map(norm).filter(Boolean),
    };
  });
  const buttons = (await promptButtons(page)).map((b) => `${b.text}${b.disabled ? ' (disabled)' : ''}`);
  return { ...texts, prompt: buttons, log: await logLength(page) };
}

/** The title screen's Resume buttons, one per game in progress, last played first. */
export const resumeButtons = (page) => page.getByRole('region', { name: 'Games in progress' }).getByRole('button', { name: /^Resume\b/ });

/** From the title screen, "Resume" the `nth` game of the list (0: the last played). */
export async function resume(page, nth = 0) {
  const btn = resumeButtons(page).nth(nth);
  await btn.waitFor({ timeout: 15_000 });
  await btn.click();
  await prompt(page).waitFor({ timeout: 30_000 });
  await settle(page);
}

const HURRY_FINISH = /^(Done|End\b|Finish|Continue|Next|Proceed|No more|Pass|Skip)/i;
const HURRY_CANCEL = /^(Cancel|Deselect|Back)/i;
const HURRY_SKIP = /^(Undo|Redo|Help|Rules?\b|BG \d|Show|Hide|\?)/i;

/** Hurry: end the phase when possible, else step back out of a selection, else the first action. */
export function hurry(buttons) {
  const live = buttons.filter((b) => !b.disabled && b.text !== '' && !HURRY_SKIP.test(b.text));
  return live.find((b) => HURRY_FINISH.test(b.text)) ?? live.find((b) => HURRY_CANCEL.test(b.text)) ?? live[0] ?? null;
}

/**
 * Play the quick way to the game-over dialog: pass hand-overs, and in the Prompt end each phase
 * when possible (see `hurry`). Returns the number of clicks and the dialog's text.
 */
export async function hurryToGameOver(page, { maxClicks }) {
  const dialog = gameOverDialog(page);
  let clicks = 0;
  let idle = 0;
  while (!(await dialog.isVisible())) {
    if (await passHandOver(page)) continue;
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
    assert.ok(clicks < maxClicks, `the game ends within ${maxClicks} clicks`);
  }
  return { clicks, text: ((await dialog.textContent()) ?? '').replace(/\s+/g, ' ') };
}

export { assert };

/** GBoH: waits until no out-of-date destinations' layer is left (hidden, it is replaced a painted frame after a click). */
export async function gbohLateSettled(page) {
  await page.locator('.gb-map .gb-late-targets[visibility="hidden"]').waitFor({ state: 'detached', timeout: 5_000 });
}

/**
 * GBoH board: waits until the selected unit's destinations have their cells (LateTargets.tsx draws
 * them a painted frame after the click that lit them; the lit path comes at once).
 */
export async function gbohTargetCells(page) {
  await page.locator('.gb-map .gb-late-targets:not([visibility="hidden"]) .gb-cell.target').first().waitFor({ timeout: 5_000 });
}
