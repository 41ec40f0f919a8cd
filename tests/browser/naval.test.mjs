// Naval combat through the UI (BG 5.6): the naval exercise scenario from the title screen, two
// players on one screen; the Gallic player raises the Veneti fleet in its region, both movement
// phases end, and the naval combat in Veneti opens the combat phase. Every round is shown before
// the Roman commits — the wind roll, both fleets with what they carry, modifiers with rule ids,
// the odds — and is fought from the keyboard until one fleet is gone or the Romans escape; the log
// holds each roll with its modifiers. The sea zones are keyboard buttons on the map.
import { checkA11y } from './lib/axe.mjs';
import { assert, closeBriefing, prompt, settle } from './lib/ui.mjs';

const SEED = 'naval-ui';

/** Press the prompt button named `name` from the keyboard (focus, Enter). */
async function pressKey(page, name) {
  const button = prompt(page).getByRole('button', { name, exact: true });
  assert.equal(await button.count(), 1, `the prompt offers one "${name}"`);
  await button.focus();
  await page.keyboard.press('Enter');
  await settle(page);
}

/** Titles of the prompt's buttons now. */
async function labels(page) {
  return prompt(page).getByRole('button').evaluateAll((bs) => bs.map((b) => (b.getAttribute('aria-label') || b.textContent || '').replace(/\s+/g, ' ').trim()));
}

export const tests = [
  {
    name: 'naval exercise: the Veneti fleet is raised, and naval combat resolves round by round from the prompt',
    timeoutMs: 3 * 60_000,
    async run({ page, baseURL, log }) {
      await page.goto(baseURL);
      await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
      await page.getByRole('radio', { name: /Fleet of the Veneti/ }).check();
      await page.getByRole('radio', { name: /hotseat/i }).check();
      const seedBox = page.getByLabel('Seed', { exact: true });
      if (await seedBox.count()) await seedBox.fill(SEED);
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await prompt(page).first().waitFor({ timeout: 30_000 });
      await closeBriefing(page);

      // BG 5.2: the Veneti are on the map, so the Gallic player places the fleet first.
      assert.match(await prompt(page).innerText(), /set their two ships in the Veneti region or inside Corbilo/);
      await pressKey(page, 'Raise the Veneti fleet in the Veneti region');

      // The seas are keyboard buttons named for what is at sea.
      const atlantic = page.getByRole('button', { name: /^Oceanus Atlanticus, Atlantic maritime zone/ });
      assert.equal(await atlantic.count(), 1, 'the Atlantic is a button on the map');

      // End the supply and movement steps until the combat phase opens with the naval combat.
      const naval = prompt(page).getByRole('region', { name: /^Naval combat in Veneti, round 1/ });
      for (let i = 0; i < 12 && !(await naval.count()); i++) {
        const names = await labels(page);
        const end = names.find((n) => /^(Done|End movement|End forced marches)/.test(n));
        assert.ok(end, `a way to end the step is offered (${names.join(' | ')})`);
        await pressKey(page, end);
      }
      assert.equal(await naval.count(), 1, 'the naval combat preview is shown before the Roman decides');
      const text = (await naval.innerText()).replace(/\s+/g, ' ');
      log(`round 1 preview: ${text.slice(0, 240)}`);
      assert.match(text, /Wind \(Gallic roll\): die \d/);
      assert.match(text, /(light|strong) wind/);
      assert.match(text, /Roman fleet: 2 ships/);
      assert.match(text, /Gallic fleet: 2 ships/);
      assert.match(text, /carrying D\. Iunius Brutus, Cretans/);
      assert.match(text, /counter carrying ranged troops/);
      assert.match(text, /A Gallic ship is lost \d+%/);
      assert.ok((await naval.getByRole('button', { name: /BG 5\.6\.1/ }).count()) > 0, 'modifiers cite BG 5.6.1');
      await checkA11y(page, 'the naval combat preview');
      // The Battle tab lists the rounds; the Veneti region's counters name their ships.
      await page.getByRole('tab', { name: 'Battle' }).click();
      await settle(page);
      assert.match(await page.getByRole('region', { name: /^Naval combat/ }).last().innerText(), /Veneti, 1/);
      await checkA11y(page, 'the Battle tab during a naval combat');
      await page.getByRole('tab', { name: 'Log' }).click();
      assert.ok((await page.getByRole('button', { name: /Roman stack in Veneti: .*2 ships/ }).count()) === 1, 'the Roman stack in Veneti names its 2 ships');

      // Fight every round from the keyboard until the naval combat is over.
      let rounds = 0;
      while ((await prompt(page).getByRole('region', { name: /^Naval combat in Veneti/ }).count()) && rounds < 40) {
        await pressKey(page, 'Fight this naval round');
        rounds++;
      }
      assert.ok(rounds >= 1 && rounds < 40, `the naval combat ended after ${rounds} rounds`);
      const logText = (await page.getByRole('list', { name: 'Game log' }).innerText()).replace(/\s+/g, ' ');
      assert.match(logText, /Wind for naval combat round \d+ in Veneti/);
      assert.match(logText, /Roman naval combat roll, round \d+ in Veneti/);
      assert.match(logText, /ship counters?/);
      assert.match(logText, /(The naval combat in Veneti is over|is lost)/);
      log(`${rounds} rounds fought; the combat phase goes on: ${(await prompt(page).innerText()).replace(/\s+/g, ' ').slice(0, 160)}`);
    },
  },
];
