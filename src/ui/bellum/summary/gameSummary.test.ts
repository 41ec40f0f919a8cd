import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../engine/core/log';
import { UNIT_BY_ID } from '../../../engine/bellum/data/units';
import { aquitania } from '../../../engine/bellum/testing/states';
import { randomContactGame } from '../../../engine/bellum/testing/contact';
import { gameSummary } from './gameSummary';

const text = (t: string, heading = false): LogEntry => ({ kind: 'text', side: null, text: t, ...(heading ? { heading } : {}) });

describe('game-over summary (Bellum)', () => {
  it('folds the turns of one siege into one record that ends with its result', () => {
    const sum = gameSummary(aquitania(), [
      text('Possible siege of Oppidum of the Sotiates.', true),
      text('Roman forces lay siege to Oppidum of the Sotiates.'),
      text('Siege of Oppidum of the Sotiates: turn 1 of at most 4.'),
      text('Skirmish in Tarbelli.', true),
      text('The Gallic side loses the skirmish.'),
      text('Siege of Oppidum of the Sotiates.', true),
      text('Oppidum of the Sotiates falls: its last unit is gone.'),
      text('Siege of Oppidum of the Sotiates.', true),
      text('Roman forces lay siege to Oppidum of the Sotiates.'),
    ]);
    expect(sum.combats.map((c) => [c.kind, c.result])).toEqual([
      ['siege', 'Oppidum of the Sotiates falls: its last unit is gone.'],
      ['skirmish', 'The Gallic side loses the skirmish.'],
      ['siege', 'Roman forces lay siege to Oppidum of the Sotiates.'],
    ]);
  });

  it('counts every unit out of play and every leader lost, by side, and gives each combat a result', () => {
    let combats = 0;
    for (let n = 0; n < 6; n++) {
      const { state, log } = randomContactGame(`sum${n}`);
      const sum = gameSummary(state, log);
      for (const side of ['roman', 'gallic'] as const) {
        const out = Object.entries(state.units).filter(([id, u]) => UNIT_BY_ID[id].side === side && u.out !== null).length;
        expect(sum.losses[side].eliminated).toBe(out);
      }
      const lost = Object.values(state.leaders).filter((l) => l.out === 'killed' || l.out === 'captured').length;
      expect(sum.leaders).toHaveLength(lost);
      const headings = log.filter((e) => e.kind === 'text' && e.heading && /^(Skirmish|Pitched battle) in /.test(e.text)).length;
      expect(sum.combats.filter((c) => c.kind !== 'siege')).toHaveLength(headings);
      for (const c of sum.combats.filter((x) => x.kind !== 'siege')) expect(c.result, c.title).not.toBe('No result recorded.');
      combats += sum.combats.length;
    }
    expect(combats).toBeGreaterThan(0);
  }, 60_000);
});
