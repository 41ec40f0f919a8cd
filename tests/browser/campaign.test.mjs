// A whole Roman campaign through the UI: the scripted Roman plan of tests/unit/romanPlan.ts is
// turned into the prompt-button labels a player would click (scripts/planLabels.ts), and the test
// clicks exactly those buttons from the title screen on: a pitched battle on the battle board,
// the Sotiates' oppidum taken, and the game-over dialog announcing a Roman victory.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/harness.mjs';
import { assert, gameOverDialog, prompt, settle, startGame } from './lib/ui.mjs';

const SEED = 'plan-0';

function planLabels(seed) {
  const out = execFileSync(path.join(ROOT, 'node_modules/.bin/vite-node'), ['scripts/planLabels.ts', '--', seed], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop());
}

export const tests = [
  {
    name: 'solo Aquitania: Crassus wins the campaign by prompt clicks, with a pitched battle on the battle board',
    timeoutMs: 10 * 60_000,
    async run({ page, baseURL, log }) {
      const plan = planLabels(SEED);
      assert.equal(plan.winner, 'roman', 'the scripted plan wins with this seed');
      assert.ok(plan.battle, 'the plan fights a pitched battle');
      await startGame(page, baseURL, { solo: true, seed: SEED });
      let sawBoard = false;
      let sawSiege = false;
      for (const [i, label] of plan.labels.entries()) {
        const button = prompt(page).getByRole('button', { name: label, exact: true });
        if (/^(Besiege|Continue the siege of) /.test(label)) {
          // Before the Roman lays or continues a siege, the prompt shows both strengths and the column.
          const odds = prompt(page).getByRole('region', { name: /^Siege odds/ });
          const text = ((await odds.textContent()) ?? '').replace(/\s+/g, ' ');
          assert.match(text, /Besiegers \(Roman\) \d+/, `the siege preview shows the besiegers' strength: ${text}`);
          assert.match(text, /Besieged \(Gallic\) \d+/, "the siege preview shows the besieged's strength");
          assert.match(text, /Siege Table column [^ ]+/, 'the siege preview names the Siege Table column');
          if (!sawSiege) log(`siege preview: ${text.slice(0, 200)}`);
          sawSiege = true;
        }
        assert.equal(await button.count(), 1, `click ${i + 1}: the prompt offers exactly one "${label}"`);
        await button.click();
        await settle(page);
        if (!sawBoard && /^Deploy|^Auto-deploy|realign/i.test(label)) {
          // the board takes the main area by itself (its tab is selected); a click keeps it there
          await page.getByRole('tab', { name: 'Battle board' }).click();
          const board = page.getByRole('heading', { name: /^Pitched battle in/ });
          sawBoard = (await board.count()) > 0;
        }
      }
      assert.ok(sawBoard, 'the battle board showed the pitched battle');
      assert.ok(sawSiege, 'the plan besieges the oppidum, with the siege preview in the prompt');
      const dialog = gameOverDialog(page);
      await dialog.waitFor({ timeout: 10_000 });
      const text = ((await dialog.textContent()) ?? '').replace(/\s+/g, ' ');
      log(`${plan.labels.length} clicks; dialog: ${text.slice(0, 150)}`);
      assert.match(text, /Roman victory/);
      assert.match(text, /Oppidum of the Sotiates destroyed: yes/);
    },
  },
];
