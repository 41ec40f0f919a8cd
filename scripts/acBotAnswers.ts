/**
 * A bot's answers on its bench's positions (Alesia 1983 by default: scripts/bench/alesiaBot.ts;
 * `--system bellum`: scripts/bench/bellumBot.ts) at a level (default normal), with the search's root
 * statistics: a bot speed change must leave every line the same. Run it on two trees and diff the
 * outputs:
 *
 *   npx vite-node scripts/acBotAnswers.ts [-- --level normal --system alesia|bellum] > after.txt
 */
import { createHash } from 'node:crypto';
import { loadBotTree } from './lib/botBenchTrees';

const argv = process.argv.slice(2);
const arg = (k: string, d: string) => (argv.includes(k) ? argv[argv.indexOf(k) + 1] : d);
const tree = await loadBotTree(process.cwd(), arg('--system', 'alesia'));
for (const [i, { side, s, label }] of tree.positions.entries()) {
  const r = tree.decide(side, s, `bench-${i}`, arg('--level', 'normal'));
  const stats = createHash('sha256').update(r.stats.map((x) => `${x.key}:${x.visits}:${x.mean}`).join('\n')).digest('hex').slice(0, 16);
  console.log(`${i} ${label} iterations=${r.iterations} wasted=${r.wasted} stats=${stats} action=${tree.key(r.action)}`);
}
