/**
 * Writes the checked historical deployment of the 1983 game
 * (src/engine/alesia-classic/setup/historical.checked.txt, compared by historical.checked.test.ts).
 * It rests on the board: regenerate it after scripts/alesiaMaps.ts whenever the board changes.
 * Run: npx vite-node scripts/alesiaHistorical.ts — then review the difference (git diff) before committing.
 */
import { writeFileSync } from 'node:fs';
import { historicalLines } from '../src/engine/alesia-classic/setup/historicalTextKit';

const OUT = 'src/engine/alesia-classic/setup/historical.checked.txt';
writeFileSync(OUT, historicalLines().join('\n') + '\n');
console.log(`wrote ${OUT}`);
