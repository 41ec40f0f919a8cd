// The Alesia map's toolbar and inspector in a real browser, at 1366×768 and 390×844: the toolbar
// wraps without pushing the map or the prompt away; ZOC, Fire, Forts and Labels draw their
// overlays; a relief unit's destination shows its MF cost under the pointer; a click on a hex
// fills the inspector under the prompt with its printed name and ground.
import { checkA11y } from './lib/axe.mjs';
import { assertInView, assertWithinWidth } from './lib/fit.mjs';
import { assert, prompt, settle } from './lib/ui.mjs';
import { HISTORICAL, promptClick, startAlesia, takeScreen } from './lib/alesia.mjs';

export const tests = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
].map((vp) => ({
  name: `alesia map tools at ${vp.width}×${vp.height}: overlays, labels, MF cost on hover, the inspector`,
  timeoutMs: 2 * 60_000,
  async run({ page, baseURL, log }) {
    await page.setViewportSize(vp);
    await startAlesia(page, baseURL, { seed: 'ac-tools' });
    await promptClick(page, HISTORICAL);
    await promptClick(page, 'End');
    await takeScreen(page);
    const tools = page.getByRole('toolbar', { name: 'Map view' });
    const map = page.getByRole('group', { name: /Map of Alesia/ });
    for (const name of ['ZOC', 'Fire', 'Forts', 'Hex labels']) {
      const b = tools.getByRole('button', { name, exact: true });
      await b.click();
      assert.equal(await b.getAttribute('aria-pressed'), 'true', `${name} is pressed`);
    }
    await settle(page);
    await assertWithinWidth(page, tools, 'the map toolbar');
    const tb = await tools.boundingBox();
    const mb = await map.boundingBox();
    log(`toolbar ${Math.round(tb.width)}×${Math.round(tb.height)}, map ${Math.round(mb.width)}×${Math.round(mb.height)}`);
    assert.ok(tb.height <= (vp.width > 900 ? 40 : 80), `the toolbar takes one line (two on a phone): ${Math.round(tb.height)} px`);
    assert.ok(mb.height >= 0.4 * vp.height, `the map keeps most of its height (${Math.round(mb.height)} px)`);
    assert.ok(mb.y >= tb.y + tb.height - 1, 'the toolbar does not cover the map');
    const counts = await page.evaluate(() => ({
      forts: document.querySelectorAll('.ac-fort-ring').length,
      fire: document.querySelectorAll('.ac-fire-band').length,
      labels: document.querySelectorAll('.ac-hex-labels text').length,
    }));
    log(JSON.stringify(counts));
    assert.ok(counts.forts >= 1 && counts.fire >= 1, 'the fort rings and the fields of fire are drawn');
    assert.ok(counts.labels > 20 && counts.labels < 2627, `the labels in view are drawn, not all 2,627 (${counts.labels})`);
    if (vp.width > 900) await assertInView(page, prompt(page), 'the prompt');

    // A relief unit in from zone I: the pointer on a destination shows its cost.
    const box = page.getByRole('complementary', { name: 'Off-board boxes' });
    await box.getByRole('button', { name: /^Move one: a \S+ infantry from zone I/ }).first().click();
    await settle(page);
    const target = page.locator('.ac-cell.target').first();
    const label = (await target.getAttribute('aria-label')) ?? '';
    assert.match(label, /; move here, \d*½? ?MF of 6, /, `the destination names its cost: ${label}`);
    await target.scrollIntoViewIfNeeded();
    await target.hover({ force: true });
    await page.locator('.ac-cost-tip').waitFor({ timeout: 3_000 });
    log(`tip: ${await page.locator('.ac-cost-tip').textContent()}`);
    // A click on a hex fills the inspector.
    await page.locator('.ac-cell').first().dispatchEvent('click');
    const inspector = page.getByRole('region', { name: 'Inspector' });
    await inspector.getByRole('heading', { name: /^Hex [A-Z]{1,2}\d+$/ }).waitFor({ timeout: 3_000 });
    assert.match((await inspector.textContent()) ?? '', /Elevation|Town|town/);
    if (vp.width > 900) await assertInView(page, prompt(page), 'the prompt, with the inspector filled');
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth + 1), 'no sideways scrolling');
    if (vp.width > 900) await checkA11y(page, 'the Alesia map with every overlay on and the inspector filled');
  },
}));
