/** Writes docs/alesia-gboh-sheets.svg (run: npx vite-node scripts/gbohSheets.ts). */
import { writeFileSync } from 'node:fs';
import { gbohSheetsSvg } from './lib/gbohSheetsSvg';

writeFileSync('docs/alesia-gboh-sheets.svg', gbohSheetsSvg());
console.log('wrote docs/alesia-gboh-sheets.svg');
