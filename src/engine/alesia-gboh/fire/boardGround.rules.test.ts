// One combat ground for fire and shock (fire/boardGround.ts): the map plus what the state lays on it.
import { describe, expect, it } from 'vitest';
import { hexsideBetween } from '../../hex/hexside';
import { parseHexKey } from '../../hex/coords';
import { deepFreeze } from '../../core/deepFreeze';
import { H_RAMPART, S_CREST, S_DITCH, S_GATE, moveBoard } from '../movement/board';
import { sideFillNeeded } from '../movement/fill';
import { boardGround } from './boardGround';

const mb = moveBoard('12.2');

/** A water-ditch hexside (from hex i towards d) with nothing else that bars it. */
function ditchSide(): { a: string; b: string; need: number } {
  for (let i = 0; i < mb.n; i++) {
    for (let d = 0; d < 6; d++) {
      const j = mb.nb[i * 6 + d];
      const bits = mb.side[i * 6 + d];
      if (j < 0 || !(bits & S_DITCH) || bits & S_CREST || bits & S_GATE) continue;
      const need = sideFillNeeded(mb, i, d);
      if (need === null) continue;
      if (!boardGround({ scenario: '12.2' }).prohibited(mb.keys[i], mb.keys[j], 'foot')) continue;
      return { a: mb.keys[i], b: mb.keys[j], need };
    }
  }
  throw new Error('no water ditch on the 12.2 board');
}

describe('the combat ground reads the state (AG 6.48, 8.43, 8.45)', () => {
  it('AG 6.48: a water ditch bars a retreat or an advance until Fill enough lies across it', () => {
    const { a, b, need } = ditchSide();
    const key = hexsideBetween(parseHexKey(a), parseHexKey(b))!;
    const bare = boardGround(deepFreeze({ scenario: '12.2' as const }));
    expect(bare.prohibited(a, b, 'foot')).toBe(true);
    expect(bare.fill(a, b)).toBe(0);
    const filled = boardGround(deepFreeze({ scenario: '12.2' as const, fill: { [key]: need } }));
    expect(filled.fill(a, b)).toBe(need);
    expect(filled.prohibited(a, b, 'foot')).toBe(false);
  });

  it('AG 8.45: a Rampart burnt to Rubble is no longer a Rampart; AG 8.43: a hex On Fire reads so', () => {
    const i = mb.flags.findIndex((f) => (f & H_RAMPART) !== 0);
    const h = mb.keys[i];
    expect(boardGround({ scenario: '12.2' }).isRampart(h)).toBe(true);
    const g = boardGround({ scenario: '12.2', rubble: [h], burning: [h] });
    expect(g.isRampart(h)).toBe(false);
    expect(g.onFire(h)).toBe(true);
    expect(boardGround({ scenario: '12.2' }).onFire(h)).toBe(false);
  });
});
