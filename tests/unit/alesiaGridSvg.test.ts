/** The picture of the 1983 board in docs/ is the board the game plays on (redraw: npx vite-node scripts/alesiaMaps.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { acGridSvg } from '../../scripts/lib/acGridSvg';

describe('docs/alesia-1983-grid.svg', () => {
  it('matches the board as the data now derive it', () => {
    const onDisk = readFileSync(new URL('../../docs/alesia-1983-grid.svg', import.meta.url), 'utf8');
    expect(onDisk === acGridSvg(), 'stale: run npx vite-node scripts/alesiaMaps.ts').toBe(true);
  });
});
