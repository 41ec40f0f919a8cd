/**
 * The Alesia (1983 rules) bot's answers on the bench's ten positions (scripts/bench/alesiaBot.ts) at
 * a level (default normal), with the search's root statistics: a bot speed change must leave every
 * line the same. Run it on two trees and diff the outputs:
 *
 *   npx vite-node scripts/acBotAnswers.ts [-- --level normal] > after.txt
 */
import { createHash } from 'node:crypto';
import { alesiaClassic } from '../src/engine/alesia-classic/system';
import { botBenchPositions, decide } from './bench/alesiaBot';
import type { BOT_LEVELS } from '../src/engine/core/bot/levels';

const argv = process.argv.slice(2);
const level = (argv.includes('--level') ? argv[argv.indexOf('--level') + 1] : 'normal') as keyof typeof BOT_LEVELS;
for (const [i, { side, s }] of botBenchPositions().entries()) {
  const r = decide(side, s, `bench-${i}`, level);
  const stats = createHash('sha256').update(r.stats.map((x) => `${x.key}:${x.visits}:${x.mean}`).join('\n')).digest('hex').slice(0, 16);
  console.log(`${i} ${side} ${s.phase} iterations=${r.iterations} wasted=${r.wasted} stats=${stats} action=${alesiaClassic.actionKey(r.action)}`);
}
