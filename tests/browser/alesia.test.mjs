// Alesia (1983 rules) played in the browser, two players at one screen: from the title screen to
// a fort's volley under the default fire plan; the same move with fire asked of the Roman (the
// move stops, the Roman answers on his own screen, which shows no OBMC box, sees his volley, and the
// Gallic screen comes back only through a hand-over that is all the page holds — by text, by
// keyboard, with axe-core); an attack's odds before Fight; a whole game by prompt buttons to the
// game-over dialog.
import { assert, gameOverDialog, handOverDialog, prompt, promptButtons, settle } from './lib/ui.mjs';
import { acPlan, deployAndHandOver, HISTORICAL, logTexts, moveInFromObmc, promptClick, startAlesia, takeScreen } from './lib/alesia.mjs';
import { checkA11y } from './lib/axe.mjs';

const SEED = 'ac-0';

/** Every name a relief or besieged unit can have, as it reads in text. */
const GAUL_NAME = /\b[A-Z][a-z]+ (?:assault group of the [A-Z][a-z]+|squadron of Gallic cavalry)/g;

/**
 * The page holds the hand-over and nothing else: its visible text names no Gallic unit (but the
 * one both sides saw enter), no box, town or log; the keyboard reaches only its own controls.
 */
async function assertOnlyHandOver(page, what, seenUnit, log) {
  const text = await page.evaluate(() => document.body.innerText);
  const named = [...new Set(text.match(GAUL_NAME) ?? [])].filter((n) => n !== seenUnit);
  assert.deepEqual(named, [], `${what}: no Gallic unit is named`);
  for (const secret of ['Off-Board Movement Chart', 'town box', 'Game log', 'moves off the board']) assert.ok(!text.includes(secret), `${what}: no "${secret}"`);
  assert.equal(await page.locator('main, header, [aria-label="Game log"]').count(), 0, `${what}: no game screen under it`);
  const stops = [];
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const a = document.activeElement;
        if (!a || a === document.body) return 'page';
        return a.closest('.overlay.handover') ? `in: ${(a.textContent ?? '').trim().slice(0, 30)}` : `OUT: ${a.outerHTML.slice(0, 80)}`;
      }),
    );
  }
  log(`${what}: Tab → ${[...new Set(stops)].join(' | ')}`);
  assert.deepEqual(stops.filter((x) => x.startsWith('OUT')), [], `${what}: Tab reaches only the hand-over's controls`);
  assert.ok(stops.some((x) => x.startsWith('in: ')), `${what}: Tab reaches the hand-over's controls`);
}

export const tests = [
  {
    name: 'alesia: title screen → two players → historical deployment → hand-over → a relief unit in from zone I draws a fort’s volley',
    timeoutMs: 2 * 60_000,
    async run({ page, baseURL, log }) {
      const plan = acPlan('fort', SEED);
      log(`${plan.obmc} → ${plan.moveLabel}`);
      await startAlesia(page, baseURL, { seed: SEED });
      const side = await deployAndHandOver(page);
      assert.equal(side, 'Gallic', 'the screen passes to the Gallic player for his secret moves');
      const gameLog = page.getByRole('list', { name: 'Game log' });
      assert.equal(await gameLog.locator('li', { hasText: /volley/ }).count(), 0, 'no volley yet');
      await moveInFromObmc(page, plan);
      // With the default setting the screen is hidden again before the Gaul's next secret decision.
      await takeScreen(page);
      const volley = gameLog.locator('li', { hasText: /Fort \d+ fires its \w+ volley/ }).first();
      await volley.waitFor({ timeout: 5_000 });
      log(((await volley.textContent()) ?? '').replace(/\s+/g, ' ').slice(0, 160));
    },
  },
  {
    name: 'alesia: fire asked of the Roman — he answers on his own screen, sees his volley, and the Gallic screen comes back only through a hand-over that holds nothing else',
    timeoutMs: 2 * 60_000,
    async run({ page, baseURL, log }) {
      const plan = acPlan('ask', SEED);
      // The title screen has no control for Alesia's own options: the game is started from a save
      // file of no actions that asks for fire to be asked (the "Load file…" button). The game's
      // hand-over setting is the default: when something is secret.
      const save = { format: 'commentarii-save', version: 1, system: 'alesia-classic', scenario: 'standard', seed: SEED, options: { fire: 'ask', players: 2, solo: false }, actions: [] };
      await page.goto(baseURL);
      await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
      await page.locator('input[type="file"]').setInputFiles({ name: 'alesia-ask.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(save)) });
      // The briefing comes before any hand-over.
      const briefing = page.getByRole('dialog', { name: /^Briefing:/ });
      await briefing.waitFor({ timeout: 30_000 });
      await briefing.getByRole('button', { name: 'To the map' }).click();
      await promptClick(page, HISTORICAL);
      await promptClick(page, 'End');

      // (b) The screen passes to the Gaul: the hand-over is all the page holds.
      await handOverDialog(page).waitFor();
      await assertOnlyHandOver(page, 'the hand-over to the Gaul', plan.unitName, log);
      await checkA11y(page, 'the hand-over to the Gallic player');
      assert.equal(await takeScreen(page), 'Gallic');
      await moveInFromObmc(page, plan);

      // The move stopped in the field of fire: the Roman answers on his own screen — no hand-over,
      // his screen keeps nothing from the Gaul — and it names no unit in the OBMC or the town.
      await prompt(page).getByText(/moved into your field of fire/).waitFor();
      assert.equal(await handOverDialog(page).isVisible(), false, 'no hand-over to the Roman: nothing secret is on his screen');
      const buttons = (await promptButtons(page)).map((b) => b.text);
      assert.ok(buttons.includes('Hold fire'), 'the Roman may let the unit move on');
      const words = await page.evaluate(() => {
        const out = [document.body.textContent ?? '', document.title];
        for (const el of document.querySelectorAll('[aria-label], [title], [alt], [aria-description]')) {
          for (const a of ['aria-label', 'title', 'alt', 'aria-description']) out.push(el.getAttribute(a) ?? '');
        }
        return out.join('\n');
      });
      const named = new Set(words.match(GAUL_NAME) ?? []);
      assert.deepEqual([...named].filter((n) => n !== plan.unitName), [], 'no Gallic unit off the board is named anywhere in the page');
      const box = page.getByRole('complementary', { name: 'Off-board boxes' });
      assert.ok(await box.getByRole('list', { name: 'Presence chart (AC 11.9)' }).isVisible(), 'the presence chart is shown');
      assert.equal(await box.getByRole('listitem', { name: /^Zone / }).count(), 0, 'no OBMC box is shown');
      assert.equal(await page.getByRole('list', { name: 'Game log' }).locator('li', { hasText: /volley/ }).count(), 0, 'no volley before the Roman fires');
      await promptClick(page, plan.fireLabel);

      // (a) He sees his volley's result first; then the Gallic screen waits behind a hand-over.
      const result = page.getByRole('dialog', { name: 'The result, for the Roman player' });
      await result.waitFor();
      assert.match(await result.innerText(), /volley/i, 'the Roman sees his volley');
      await assertOnlyHandOver(page, 'the Roman’s result', plan.unitName, log);
      await result.getByRole('button', { name: 'Seen — pass the screen' }).click();
      const back = page.getByRole('dialog', { name: 'Pass to the Gallic player' });
      await back.waitFor();
      await assertOnlyHandOver(page, 'the hand-over back to the Gaul', plan.unitName, log);
      await checkA11y(page, 'the hand-over back to the Gallic player');
      assert.equal(await takeScreen(page), 'Gallic');
      const volley = page.getByRole('list', { name: 'Game log' }).locator('li', { hasText: /Fort \d+ fires its tertiary volley/ }).first();
      await volley.waitFor({ timeout: 5_000 });
      log(((await volley.textContent()) ?? '').replace(/\s+/g, ' ').slice(0, 160));
      // The Gaul's own screen shows his off-board boxes again.
      assert.ok((await box.getByRole('listitem', { name: /^Zone / }).count()) > 0, 'the Gaul sees his OBMC boxes');
    },
  },
  {
    name: 'alesia: an attack shows its odds before Fight, and resolves',
    timeoutMs: 2 * 60_000,
    async run({ page, baseURL, log }) {
      const plan = acPlan('attack', SEED);
      log(plan.steps.join(' › '));
      await startAlesia(page, baseURL, { seed: SEED });
      await promptClick(page, HISTORICAL);
      await promptClick(page, 'End');
      await takeScreen(page);
      await moveInFromObmc(page, plan);
      for (const label of plan.steps) await promptClick(page, label);
      const odds = prompt(page).getByRole('region', { name: /^Odds of the battles declared/ });
      await odds.waitFor();
      const text = ((await odds.textContent()) ?? '').replace(/\s+/g, ' ');
      const line = ((await odds.locator('.odds-line').first().textContent()) ?? '').replace(/\s+/g, ' ');
      log(line);
      assert.match(line, /^\d+ against \d+: odds \S+/, 'the strengths and the odds are shown');
      assert.match(text, /\d+%/, 'each result with its chance');
      assert.ok((await promptButtons(page)).some((b) => b.text === 'Fight the battles declared'), 'Fight is offered with the preview');
      await promptClick(page, 'Fight the battles declared');
      const before = await logTexts(page);
      await promptClick(page, 'Resolve battle 1');
      await page.waitForTimeout(300);
      // When the Gaul must answer (a retreat), the Roman first sees the battle's result, then the
      // screen passes: the Gallic screen waits behind the hand-over.
      const result = page.getByRole('dialog', { name: 'The result, for the Roman player' });
      if (await result.isVisible()) log(`result shown first: ${(await result.innerText()).replace(/\s+/g, ' ').slice(0, 120)}`);
      await takeScreen(page);
      const after = await logTexts(page);
      assert.notDeepEqual(after, before, 'the battle is logged');
      assert.ok(!(await promptButtons(page)).some((b) => b.text === 'Resolve battle 1'), 'battle 1 is resolved');
      log(after.filter((t) => !before.includes(t)).map((t) => t.replace(/\s+/g, ' ').slice(0, 100)).join(' | '));
    },
  },
  {
    name: 'alesia: a whole game by prompt buttons to the game-over dialog',
    timeoutMs: 8 * 60_000,
    async run({ page, baseURL, log }) {
      await startAlesia(page, baseURL, { seed: 'ac-full' });
      await promptClick(page, HISTORICAL);
      const ORDER = [/^End$/, /^Fight the battles declared$/, /^Resolve battle \d+$/, /^Hold fire$/, /^Retreat /, / advances to /, /^No further advance$/];
      let clicks = 0;
      while (!(await gameOverDialog(page).isVisible())) {
        assert.ok(clicks < 2000, 'the game ends within 2000 clicks');
        if (await takeScreen(page)) continue;
        const live = (await promptButtons(page)).filter((b) => !b.disabled);
        const pick = ORDER.map((re) => live.find((b) => re.test(b.text))).find(Boolean);
        if (!pick) {
          // The screen may be between states for a frame.
          await page.waitForTimeout(100);
          assert.ok(++clicks < 2000);
          if (clicks % 50 === 0) log(`no button to press among: ${live.map((b) => b.text).join(', ')}`);
          continue;
        }
        await prompt(page).locator('button').nth(pick.index).click();
        await settle(page);
        clicks++;
      }
      const dialog = gameOverDialog(page);
      log(`${clicks} clicks; ${((await dialog.textContent()) ?? '').replace(/\s+/g, ' ').slice(0, 200)}`);
      assert.match((await dialog.textContent()) ?? '', /Roman|Gallic|draw/i);
    },
  },
];
