/**
 * Writes docs/alesia-1983-grid.svg and the checked 1983 board
 * (src/engine/alesia-classic/map/board.checked.txt, compared by board.checked.test.ts).
 * Run: npx vite-node scripts/alesiaMaps.ts — then review the board's difference (git diff) before committing.
 */
import { writeFileSync } from 'node:fs';
import { boardLines } from '../src/engine/alesia-classic/map/boardTextKit';
import { acMap } from '../src/engine/alesia-classic/map/map';
import { acGridSvg } from './lib/acGridSvg';

writeFileSync('docs/alesia-1983-grid.svg', acGridSvg());
console.log('wrote docs/alesia-1983-grid.svg');
writeFileSync('src/engine/alesia-classic/map/board.checked.txt', boardLines(acMap()).join('\n') + '\n');
console.log('wrote src/engine/alesia-classic/map/board.checked.txt');
