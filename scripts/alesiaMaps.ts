/** Writes docs/alesia-1983-grid.svg (run: npx vite-node scripts/alesiaMaps.ts). */
import { writeFileSync } from 'node:fs';
import { acGridSvg } from './lib/acGridSvg';

writeFileSync('docs/alesia-1983-grid.svg', acGridSvg());
console.log('wrote docs/alesia-1983-grid.svg');
