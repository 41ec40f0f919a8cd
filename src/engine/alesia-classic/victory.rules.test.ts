/** AC 26 — how the game ends: a Roman win, a Gallic win, and the draw when Caesar has fallen (AC 26.3). */
import { describe, expect, it } from 'vitest';
import { clearHex, labelOf } from './combat/testkit';
import { AcCtx } from './ctx';
import { position } from './movement/testkit';
import { endGame } from './victory';

const X = clearHex(0, 2);

describe('AC 26 — the end of the game', () => {
  it('a Roman win while Caesar lives is a Roman win, and play stops', () => {
    const s = position({ caesar: labelOf(X) });
    s.moving = 'r-vii-1';
    const ctx = new AcCtx(s);
    endGame(ctx, 'roman', 'Vercingetorix was taken.');
    expect(s.outcome).toEqual({ winner: 'roman', reason: 'Vercingetorix was taken.' });
    expect(s.phase).toBe('over');
    expect(s.moving).toBeNull();
    expect(ctx.log.at(-1)).toMatchObject({ kind: 'text', side: null, text: 'The Romans win. Vercingetorix was taken.', rule: 'AC 26', heading: true });
  });

  it('AC 26.3: with Caesar eliminated, what would be a Roman win is a draw', () => {
    const s = position({}); // Caesar is off the board, eliminated
    const ctx = new AcCtx(s);
    endGame(ctx, 'roman', 'Time ran out.');
    expect(s.outcome?.winner).toBe('draw');
    expect(s.outcome?.reason).toMatch(/^Time ran out\. But Caesar has fallen/);
    expect(ctx.log.at(-1)).toMatchObject({ text: expect.stringMatching(/^The game is drawn\./) });
  });

  it('a Gallic win stands whether Caesar lives or not (AC 26.1)', () => {
    for (const where of [{}, { caesar: labelOf(X) }] as Record<string, string>[]) {
      const s = position(where);
      const ctx = new AcCtx(s);
      endGame(ctx, 'gallic', 'Vercingetorix escaped.');
      expect(s.outcome).toEqual({ winner: 'gallic', reason: 'Vercingetorix escaped.' });
      expect(ctx.log.at(-1)).toMatchObject({ text: 'The Gauls win. Vercingetorix escaped.' });
    }
  });
});
