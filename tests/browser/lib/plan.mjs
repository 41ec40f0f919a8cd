// Scripted games as the prompt-button labels to click, in order, for a seed:
// scripts/planLabels.ts (solo, the scripted Roman plan to the end) and scripts/siegeLabels.ts
// (two players, to a Roman siege decision).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './harness.mjs';

function scriptLabels(script, seed) {
  const out = execFileSync(path.join(ROOT, 'node_modules/.bin/vite-node'), [script, '--', seed], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop());
}

export const planLabels = (seed) => scriptLabels('scripts/planLabels.ts', seed);
export const siegeLabels = (seed) => scriptLabels('scripts/siegeLabels.ts', seed);
