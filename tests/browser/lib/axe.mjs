// Accessibility check with axe-core in the page: fails on serious or critical violations, listing
// each rule, its impact, and the first few offending elements.
import { createRequire } from 'node:module';
import { assert } from './ui.mjs';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

/** Runs axe on the page (or within `selector`) and asserts no serious or critical violation. */
export async function checkA11y(page, where, { selector } = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async (sel) => {
    const r = await window.axe.run(sel ? document.querySelector(sel) : document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  }, selector ?? null);
  assert.deepEqual(violations, [], `axe-core on ${where}:\n  ${violations.join('\n  ')}`);
}
