// Alesia (1983 rules) with three and four players at one screen (AC 17): the players are chosen on
// the title screen, and the screen passes between commanders — the relief army's Gallic commander
// (the besieged one is not called while his force is shut in the town), then the Roman; with four,
// Caesar, then Labienus, each moving only the units of his half of the lines.
import { assert, chooseHandOver, prompt, settle } from './lib/ui.mjs';
import { ALESIA, deployAndHandOver, promptClick, takeScreen, takeScreenThenBriefing } from './lib/alesia.mjs';

async function start(page, baseURL, players) {
  await page.goto(baseURL);
  await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
  await page.getByRole('group', { name: 'Game' }).getByRole('radio', { name: ALESIA }).check();
  await page.getByRole('radio', { name: /hotseat/i }).check();
  await page.getByRole('radiogroup', { name: 'Players' }).getByRole('radio', { name: players === 3 ? /three/ : /four/ }).check();
  await page.getByLabel('Seed', { exact: true }).fill(`ac-players-${players}`);
  // Commanders of one side share everything: the screen passes between them with a hand-over
  // only when the players ask for one at every change of player.
  await chooseHandOver(page, 'always');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  // The briefing first, then the screen handed to the Roman.
  await takeScreenThenBriefing(page);
}

/** Ends phases by the prompt's End until a hand-over names `who`; returns the names handed over to on the way. */
async function endUntil(page, who) {
  const seen = [];
  for (let i = 0; i < 20; i++) {
    const name = await takeScreen(page);
    if (name) seen.push(name);
    if (name && who.test(name)) return seen;
    await promptClick(page, 'End');
    await settle(page);
  }
  return seen;
}

export const tests = [
  {
    name: 'alesia: three players — the relief army’s Gallic commander moves, then the screen passes to the Roman',
    timeoutMs: 2 * 60_000,
    async run({ page, baseURL, log }) {
      await start(page, baseURL, 3);
      const first = await deployAndHandOver(page);
      log(`set-up handed over to: ${first}`);
      assert.match(first ?? '', /relief army/, 'the relief commander takes the screen (the besieged are shut in)');
      assert.match(await page.locator('header').innerText(), /3 players/, 'the header says three players');
      const seen = await endUntil(page, /^Roman/);
      log(`then: ${seen.join(' → ')}`);
      assert.ok(seen.some((n) => /^Roman/.test(n)), 'the screen passes to the Roman');
    },
  },
  {
    name: 'alesia: four players — Caesar moves his half of the lines, then Labienus his',
    timeoutMs: 2 * 60_000,
    async run({ page, baseURL, log }) {
      await start(page, baseURL, 4);
      await deployAndHandOver(page);
      const seen = await endUntil(page, /Caesar/);
      assert.ok(seen.some((n) => /Caesar/.test(n)), `the screen passes to Caesar's player (${seen.join(', ')})`);
      await promptClick(page, 'End');
      const next = await takeScreen(page);
      log(`after Caesar: ${next}`);
      assert.match(next ?? '', /Labienus/, 'then to Labienus’s player');
    },
  },
];
