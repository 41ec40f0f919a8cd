// How a person plays Alesia (1983 rules) in the browser tests: pick the game on the title screen,
// start a two-player game, take the screen at a hand-over, click prompt buttons by their labels
// (opening folded groups as a player would), and the scripted openings of lib/acPlan.ts.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './harness.mjs';
import { assert, chooseHandOver, closeBriefing, handOverDialog, prompt, settle } from './ui.mjs';

export const ALESIA = /^Caesar: The Epic Battle of Alesia/;
export const HISTORICAL = 'Set up the rest as Caesar did (historical deployment)';

/** A scripted opening found with the engine (see lib/acPlan.ts). */
export function acPlan(mode, seed) {
  const out = execFileSync(path.join(ROOT, 'node_modules/.bin/vite-node'), ['tests/browser/lib/acPlan.ts', '--', mode, seed], { cwd: ROOT, encoding: 'utf8' });
  const plan = JSON.parse(out.trim().split('\n').pop());
  assert.ok(plan.found, `the engine finds a ${mode} opening for seed ${seed}`);
  return plan;
}

/**
 * Title screen → Alesia, two players at one screen, the seed (and the game's hand-over setting,
 * 'secret' by default or 'always') → Start → briefing closed.
 */
export async function startAlesia(page, baseURL, { seed = 'ac-0', handOver } = {}) {
  await page.goto(baseURL);
  await page.getByRole('heading', { name: 'Commentarii' }).waitFor();
  const game = page.getByRole('group', { name: 'Game' });
  assert.ok(await game.getByRole('radio', { name: /Bellum Gallicum/ }).isChecked(), 'the title screen opens on Bellum Gallicum II');
  await game.getByRole('radio', { name: ALESIA }).check();
  await page.getByRole('radio', { name: /hotseat/i }).check();
  await page.getByLabel('Seed', { exact: true }).fill(seed);
  if (handOver) await chooseHandOver(page, handOver);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('dialog', { name: /^Briefing:/ }).waitFor({ timeout: 30_000 });
  await closeBriefing(page);
  await takeScreen(page);
  await prompt(page).waitFor();
}

/**
 * After Start: the briefing comes first (before any hand-over); reads past it, takes the screen
 * if it is handed over, and waits for the prompt.
 */
export async function takeScreenThenBriefing(page) {
  await page.getByRole('dialog', { name: /^Briefing:/ }).waitFor({ timeout: 30_000 });
  await closeBriefing(page);
  await takeScreen(page);
  await prompt(page).waitFor();
}

/**
 * A hand-over screen, if one is up: the player who just acted has seen his result, then the player
 * to act takes the screen. Returns the side named.
 */
export async function takeScreen(page) {
  await settle(page);
  const dialog = handOverDialog(page);
  if (!(await dialog.isVisible())) return null;
  const seen = dialog.getByRole('button', { name: 'Seen — pass the screen' });
  if (await seen.isVisible()) {
    await seen.click();
    await settle(page);
  }
  const name = ((await dialog.getByRole('heading').first().textContent()) ?? '').replace(/^Pass to the |^A secret decision for the | player$/g, '');
  await dialog.getByRole('button', { name: /^I am the / }).click();
  await dialog.waitFor({ state: 'hidden' });
  await settle(page);
  return name;
}

/**
 * Clicks the prompt's button of this exact label, opening a folded group if it is inside one; then
 * takes the screen if a hand-over comes up (with the default setting the screen is hidden before
 * every secret Gallic decision).
 */
export async function promptClick(page, label) {
  await takeScreen(page);
  const button = prompt(page).getByRole('button', { name: label, exact: true });
  if ((await button.count()) === 0 || !(await button.first().isVisible())) {
    const folded = prompt(page).locator('details:not([open]) > summary');
    for (let i = 0; i < 20 && (await folded.count()) > 0; i++) await folded.first().click();
  }
  assert.equal(await button.count(), 1, `the prompt offers "${label}"`);
  await button.click();
  await settle(page);
}

/** `promptClick`, then the screen taken if a hand-over came up. */
export async function promptClickThenTake(page, label) {
  await promptClick(page, label);
  return takeScreen(page);
}

/** The historical deployment and the end of the set-up (the screen goes to the Gaul). */
export async function deployAndHandOver(page) {
  await promptClick(page, HISTORICAL);
  await promptClick(page, 'End');
  return takeScreen(page);
}

/** Brings the plan's relief unit in from OBMC zone I: its box's "Move one", then the move. */
export async function moveInFromObmc(page, plan) {
  const box = page.getByRole('complementary', { name: 'Off-board boxes' });
  await box.getByRole('button', { name: plan.obmc, exact: true }).click();
  await settle(page);
  await takeScreen(page);
  await promptClick(page, plan.moveLabel);
}

/** The game log's entries as text. */
export async function logTexts(page) {
  return page.getByRole('list', { name: 'Game log' }).locator('li').allTextContents();
}
