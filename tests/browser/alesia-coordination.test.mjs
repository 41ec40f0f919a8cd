// Alesia (1983 rules), issue 16 §3: the Gaul sees his coordination (AC 18) in a box of his own
// screen — the secret counter, the landings, the battle, the turn of the sortie — named for
// assistive technology and clean under axe-core; the Roman's screen holds nothing of it.
import { assert } from './lib/ui.mjs';
import { deployAndHandOver, startAlesia } from './lib/alesia.mjs';
import { checkA11y } from './lib/axe.mjs';

const COORDINATION_WORDS = /Secret counter|relief units landed|Coordination \(AC 18\)/;

export const tests = [
  {
    name: 'alesia: the Gaul’s coordination box on his screen only (AC 18)',
    timeoutMs: 2 * 60_000,
    async run({ page, baseURL, log }) {
      await startAlesia(page, baseURL, { seed: 'ac-coord' });
      const aside = page.getByRole('complementary', { name: 'Off-board boxes' });
      await aside.waitFor();
      // The Roman sets up first: nothing of the Gaul's coordination on his screen.
      assert.equal(await aside.getByRole('region', { name: /^Coordination/ }).count(), 0, 'no coordination box on the Roman screen');
      assert.doesNotMatch(await page.evaluate(() => document.body.textContent ?? ''), COORDINATION_WORDS, 'no coordination words in the Roman page');
      assert.equal(await deployAndHandOver(page), 'Gallic', 'the screen passes to the Gaul');
      const coord = aside.getByRole('region', { name: /^Coordination/ });
      await coord.waitFor();
      const text = ((await coord.textContent()) ?? '').replace(/\s+/g, ' ');
      log(text.slice(0, 200));
      assert.match(text, /Secret counter \(AC 18\.2\): [123] turns? of delay/);
      assert.match(text, /0 of 10 relief units landed this turn/);
      assert.match(text, /shut in Alesia/);
      await checkA11y(page, 'the coordination box', { selector: '.ac-coordination' });
    },
  },
];
