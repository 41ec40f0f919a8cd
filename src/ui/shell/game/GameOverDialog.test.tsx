// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { render } from '../../bellum/testing/render';
import { GameOverDialog } from './GameOverDialog';

afterEach(cleanup);

describe('GameOverDialog', () => {
  it('is a dialog named "Game over — …" with the reason and two ways out', () => {
    const onReview = vi.fn();
    const onTitle = vi.fn();
    render(<GameOverDialog outcome={{ winner: 'roman', reason: 'Both Aquitanian regions are pro-Roman.' }} when="November 56 BC" onReview={onReview} onTitle={onTitle} />);
    const dialog = screen.getByRole('dialog', { name: /^Game over/ });
    expect(dialog.textContent).toContain('Roman victory');
    expect(dialog.textContent).toContain('Both Aquitanian regions are pro-Roman.');
    expect(document.activeElement?.textContent).toBe('Review the map');
    fireEvent.click(screen.getByRole('button', { name: 'Review the map' }));
    expect(onReview).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Back to title' }));
    expect(onTitle).toHaveBeenCalled();
  });

  it('names a Gallic victory and a draw; Escape reviews the map', () => {
    const onReview = vi.fn();
    const { rerender } = render(<GameOverDialog outcome={{ winner: 'gallic', reason: 'r' }} when="" onReview={onReview} onTitle={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Game over — Gallic victory' })).toBeTruthy();
    rerender(<GameOverDialog outcome={{ winner: 'draw', reason: 'r' }} when="" onReview={onReview} onTitle={() => {}} />);
    const d = screen.getByRole('dialog', { name: 'Game over — draw' });
    fireEvent.keyDown(d, { key: 'Escape' });
    expect(onReview).toHaveBeenCalled();
  });

  it('tells the dice seed once the game is over (kept out of the list of games in progress)', () => {
    render(<GameOverDialog outcome={{ winner: 'roman', reason: 'r' }} when="November 56 BC" seed="k3j9x2" onReview={() => {}} onTitle={() => {}} />);
    expect(screen.getByRole('dialog', { name: /^Game over/ }).textContent).toContain('dice seed k3j9x2');
  });
});
