// The scripted Roman plan of scripts/planLabels.ts: the Prompt labels to click, in order, for a seed.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './harness.mjs';

export function planLabels(seed) {
  const out = execFileSync(path.join(ROOT, 'node_modules/.bin/vite-node'), ['scripts/planLabels.ts', '--', seed], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop());
}
