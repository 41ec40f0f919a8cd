// The Alesia (1983 rules) board tells the player what he needs (issue 16 §3), played as a person
// would at 1920×1080, 1366×768 and 390×844: the briefing opens at its top; counter letters and
// stack counts read at 8 px or more at the opening zoom; a relief unit brought in from the OBMC
// lights its entry hexes, in view; a click on a hex it may not enter says why, with the rule; the
// phase's End stays in view however long the prompt (above the phone bar); the Roman's fire plan is
// a small form whose Set takes the matching legal plan; axe-core passes on the new controls.
import { checkA11y } from './lib/axe.mjs';
import { assert, prompt, resume, settle } from './lib/ui.mjs';
import { HISTORICAL, promptClick, takeScreen } from './lib/alesia.mjs';

const VIEWPORTS = [
  { width: 1920, height: 1080 },
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];

/** The on-screen sizes (px) of the smallest side letter, stack count and factors drawn on the map. */
async function mapTextPx(page) {
  return page.evaluate(() => {
    // Every counter is drawn at the same scale: those off screen count too.
    const px = (sel) => {
      const sizes = [...document.querySelectorAll(`.ac-map ${sel}`)].map((t) => (t.getScreenCTM()?.a ?? 0) * parseFloat(getComputedStyle(t).fontSize));
      return sizes.length ? Math.min(...sizes) : null;
    };
    return { letter: px('.ac-counter-side'), count: px('.ac-stack-count text'), factors: px('.ac-counter-factors'), edge: px('.ac-edge-label'), labels: px('.ac-hex-labels text') };
  });
}

/** Is the element's centre on screen and the element itself what is there (not under a bar)? */
async function reachable(locator) {
  return locator.evaluate((el) => {
    const b = el.getBoundingClientRect();
    const x = (b.left + b.right) / 2;
    const y = (b.top + b.bottom) / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
    const top = document.elementFromPoint(x, y);
    return !!top && (top === el || el.contains(top));
  });
}

/** Title screen → Alesia, two players at one screen (hand-overs when something is secret) → the briefing. */
async function start(page, baseURL, seed) {
  await page.goto(baseURL);
  await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
  await page.getByRole('group', { name: 'Game' }).getByRole('radio', { name: /^Caesar: The Epic Battle of Alesia/ }).check();
  await page.getByRole('radio', { name: /hotseat/i }).check();
  await page.getByLabel('Seed', { exact: true }).fill(seed);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const briefing = page.getByRole('dialog', { name: /^Briefing:/ });
  await briefing.waitFor({ timeout: 30_000 });
  return briefing;
}

export const tests = VIEWPORTS.map((vp) => ({
  name: `alesia board at ${vp.width}×${vp.height}: briefing at its top, legible counters, entry hexes lit and in view, why a hex is barred, End in view, the fire plan form`,
  timeoutMs: 3 * 60_000,
  async run({ page, baseURL, log }) {
    await page.setViewportSize(vp);
    const briefing = await start(page, baseURL, 'ac-board');
    // The briefing opens at its top, its way to the map in view.
    await settle(page);
    assert.equal(await briefing.evaluate((d) => d.scrollTop), 0, 'the briefing opens at its top');
    assert.ok(await reachable(briefing.getByRole('button', { name: 'To the map' })), 'its To the map is in view');
    await briefing.getByRole('button', { name: 'To the map' }).click();
    await takeScreen(page);
    await promptClick(page, HISTORICAL);

    // Map text at the opening zoom.
    const px = await mapTextPx(page);
    log(`smallest side letter ${px.letter?.toFixed(1)} px, stack count ${px.count?.toFixed(1)} px, factors ${px.factors?.toFixed(1)} px`);
    assert.ok(px.letter !== null && px.letter >= 8, `counter letters read at 8 px or more (${px.letter})`);
    assert.ok(px.count !== null && px.count >= 8, `stack counts read at 8 px or more (${px.count})`);
    assert.ok(px.edge !== null && px.edge >= 8, `the board's edge names read at 8 px or more (${px.edge})`);
    // The hex names, turned on at the opening zoom: drawn, at 8 px or more.
    const labels = page.getByRole('toolbar', { name: 'Map view' }).getByRole('button', { name: 'Hex labels', exact: true });
    await labels.click();
    await settle(page);
    const withLabels = await mapTextPx(page);
    log(`hex names ${withLabels.labels?.toFixed(1)} px, edge names ${px.edge?.toFixed(1)} px`);
    assert.ok(withLabels.labels !== null && withLabels.labels >= 8, `the hex names are drawn at the opening zoom, at 8 px or more (${withLabels.labels})`);
    await labels.click();

    await promptClick(page, 'End');
    // The Gallic movement: a relief unit from zone I. Its entry hexes are lit, one of them in view.
    await takeScreen(page);
    const box = page.getByRole('complementary', { name: 'Off-board boxes' });
    await box.getByRole('button', { name: /^Move one: a \S+ infantry from zone I/ }).first().click();
    await settle(page);
    await page.waitForFunction(() => document.querySelectorAll('.ac-cell.target').length > 0);
    const lit = await page.evaluate(() => {
      const map = document.querySelector('.ac-map').getBoundingClientRect();
      const cells = [...document.querySelectorAll('.ac-cell.target')];
      const inView = cells.filter((c) => {
        const b = c.getBoundingClientRect();
        const x = (b.left + b.right) / 2;
        const y = (b.top + b.bottom) / 2;
        return x >= map.left && x <= map.right && y >= map.top && y <= map.bottom;
      });
      return { all: cells.length, inView: inView.length };
    });
    log(`${lit.all} entry hexes lit, ${lit.inView} in the map's view`);
    assert.ok(lit.inView > 0, 'the entry hexes are brought into view');

    // End stays in view, however long the prompt; on a phone, above the bar at the foot of the screen.
    const end = prompt(page).getByRole('button', { name: 'End', exact: true });
    if (vp.width <= 900) await page.getByRole('navigation', { name: 'Jump to' }).getByRole('link', { name: 'Prompt' }).click().catch(() => prompt(page).scrollIntoViewIfNeeded());
    await settle(page);
    assert.ok(await reachable(end), 'End is in view and not covered');

    // On a phone the bar at the foot of the screen carries End too, wherever the page is scrolled.
    if (vp.width <= 700) {
      await page.locator('.ac-map').scrollIntoViewIfNeeded();
      assert.ok(await reachable(page.getByRole('navigation', { name: 'Jump to' }).getByRole('button', { name: 'End', exact: true })), 'the phone bar’s End is in view over the map');
    }
    // A hex held by the enemy: a click there says why, with its rule.
    const enemy = page.locator('.ac-cell[aria-label*="Roman counter"]');
    if (vp.width <= 900) await page.locator('.ac-map').scrollIntoViewIfNeeded();
    const again = await enemy.evaluateAll((cells) => {
      const map = document.querySelector('.ac-map').getBoundingClientRect();
      for (const c of cells) {
        const b = c.getBoundingClientRect();
        const x = (b.left + b.right) / 2;
        const y = (b.top + b.bottom) / 2;
        if (x > map.left + 10 && x < map.right - 10 && y > map.top + 10 && y < map.bottom - 60) return { x, y };
      }
      return null;
    });
    assert.ok(again, 'a Roman stack is in view');
    await page.mouse.click(again.x, again.y);
    await settle(page);
    const note = page.getByRole('status', { name: 'Note on the map' });
    await note.locator('.ac-map-note').waitFor();
    const text = ((await note.locator('.ac-map-note').evaluate((p) => p.innerText)) ?? '').replace(/\s+/g, ' ');
    log(text);
    assert.match(text, /^Not to [A-Z]+\d+: Enemy units hold that hex: no unit may enter it\. \( ?AC 5\.5 ?\)/);
    await checkA11y(page, `the Alesia map with a note, ${vp.width}×${vp.height}`);
    await note.getByRole('button', { name: 'Dismiss the note' }).click();

    // On to the Roman movement: the fire plan as a form.
    for (let i = 0; i < 6 && !(await prompt(page).getByRole('group', { name: 'Fire plan' }).count()); i++) {
      await takeScreen(page);
      await promptClick(page, 'End');
    }
    const plan = prompt(page).getByRole('group', { name: 'Fire plan' });
    await plan.waitFor();
    const forts = plan.getByRole('group', { name: /^Forts/ });
    const set = forts.getByRole('button', { name: /^Set the forts/ });
    assert.ok(await set.isDisabled(), 'nothing to set while the form shows the plan in force');
    assert.ok((await plan.getByRole('button').count()) < 12, 'a form, not a button per combination');
    await forts.getByRole('combobox', { name: /^Fire/ }).selectOption('close');
    await forts.getByRole('combobox', { name: /At units of strength/ }).selectOption('6');
    await set.click();
    await settle(page);
    const inForce = ((await forts.locator('.ac-plan-now').textContent()) ?? '').trim();
    log(inForce);
    assert.equal(inForce, 'In force: fire 2 hexes and closer, at units of strength 6 or more.');
    assert.ok(await set.isDisabled(), 'set: the form shows the new plan in force');
    if (vp.width <= 900) await page.getByRole('navigation', { name: 'Jump to' }).getByRole('link', { name: 'Prompt' }).click();
    await settle(page);
    assert.ok(await reachable(prompt(page).getByRole('button', { name: 'End', exact: true })), 'End is in view below the fire plan form');
    await checkA11y(page, `the Roman movement with the fire plan form, ${vp.width}×${vp.height}`);
  },
}));

/** Clicks the centre of a hex's cell on the map, as a person would (whatever counter is drawn over it). */
async function clickHex(page, cell) {
  await cell.waitFor({ state: 'attached' });
  const b = await cell.boundingBox();
  const map = await page.locator('.ac-map').boundingBox();
  const x = b.x + b.width / 2;
  const y = b.y + b.height / 2;
  assert.ok(x > map.x && x < map.x + map.width && y > map.y && y < map.y + map.height, 'the hex is in the map’s view');
  await page.mouse.click(x, y);
  await settle(page);
}

tests.push({
  name: 'alesia board: an attack declared on the map (keyboard); resumed on a phone, the map opens on the retreat or advance it calls for, taken there (mouse)',
  timeoutMs: 3 * 60_000,
  async run({ page, baseURL, log }) {
    const { acPlan, moveInFromObmc } = await import('./lib/alesia.mjs');
    const plan = acPlan('retreat', 'ac-0');
    log(plan.steps.join(' › '));
    await page.setViewportSize({ width: 1366, height: 768 });
    const briefing = await start(page, baseURL, 'ac-0');
    await briefing.getByRole('button', { name: 'To the map' }).click();
    await takeScreen(page);
    await promptClick(page, HISTORICAL);
    await promptClick(page, 'End');
    await takeScreen(page);
    await moveInFromObmc(page, plan);
    for (const label of plan.steps) {
      const attack = /^Attack the units at ([A-Z]+\d+)$/.exec(label);
      if (attack) {
        // The hex to attack, lit on the map, named so: Enter on it declares the battle.
        const cell = page.locator(`.ac-cell.target[aria-label^="Hex ${attack[1]},"]`);
        await cell.waitFor({ state: 'attached' });
        assert.match((await cell.getAttribute('aria-label')) ?? '', /; attack here$/);
        await cell.focus();
        await page.keyboard.press('Enter');
        await settle(page);
        log(`attack declared by Enter on ${attack[1]}`);
      } else await promptClick(page, label);
    }
    await checkA11y(page, 'the Alesia map with a battle declared');
    await promptClick(page, 'Fight the battles declared');
    await promptClick(page, 'Resolve battle 1');
    await takeScreen(page);
    // Resumed on a phone (reload, then the title screen's resume): the map opens on the decision.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await resume(page).catch(() => {});
    await takeScreen(page);
    await page.waitForFunction(() => document.querySelectorAll('.ac-cell.target').length > 0);
    const inView = await page.evaluate(() => {
      const map = document.querySelector('.ac-map').getBoundingClientRect();
      return [...document.querySelectorAll('.ac-cell.target')].filter((c) => {
        const b = c.getBoundingClientRect();
        const x = (b.left + b.right) / 2;
        const y = (b.top + b.bottom) / 2;
        return x >= map.left && x <= map.right && y >= map.top && y <= map.bottom;
      }).length;
    });
    log(`resumed at 390×844: ${inView} of the decision's hexes in the map's view`);
    assert.ok(inView > 0, 'on resuming, the map shows the decision’s hexes');
    // A retreat or an advance: its hexes lit on the map, one taken there.
    const lit = page.locator('.ac-cell.target');
    await page.locator('.ac-map').scrollIntoViewIfNeeded();
    await settle(page);
    const names = await lit.evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
    const choice = names.findIndex((n) => /; (retreat here|.* can advance here)$/.test(n ?? ''));
    assert.ok(choice >= 0, `a retreat or an advance is lit on the map (the plan found one): ${(await prompt(page).locator('.prompt-text').textContent())?.slice(0, 80)}`);
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/retreat-on-map.png` });
    const before = (await page.getByRole('list', { name: 'Game log' }).locator('li').count());
    await clickHex(page, lit.nth(choice));
    log(`taken on the map: ${names[choice]?.split('; ').pop()}`);
    await page.waitForFunction((n) => document.querySelectorAll('[aria-label="Game log"] li').length > n, before);
  },
});
