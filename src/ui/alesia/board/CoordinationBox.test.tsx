// @vitest-environment jsdom
/** AC 18 — the Gaul's coordination box is on his board only. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { AcAction } from '../../../engine/alesia-classic/actions';
import { alesiaClassic } from '../../../engine/alesia-classic/system';
import { deployed } from '../../../engine/alesia-classic/testing';
import type { AcState } from '../../../engine/alesia-classic/state';
import { ViewedBoard } from './ViewedBoard';

afterEach(cleanup);

function renderViewed(state: AcState) {
  return render(
    <ViewedBoard state={state} log={[]} legal={alesiaClassic.legalActions(state)} highlight={[]} inspected={null} onInspect={() => {}} onAct={vi.fn<(a: AcAction) => void>()} onSuggest={() => {}} onCell={() => {}} />,
  );
}

describe('the coordination box (AC 18)', () => {
  it('the Gallic board shows the secret counter and the progress towards the sortie, under an accessible name', () => {
    const s = deployed('coord-ui'); // two players: a counter is drawn (AC 18.2)
    expect(s.phase).toBe('gallic-move');
    renderViewed(s);
    const box = screen.getByRole('region', { name: /Coordination/ });
    expect(within(box).getByText(new RegExp(`Secret counter \\(AC 18\\.2\\): ${s.coordination.delay} turns?`))).toBeTruthy();
    expect(box.textContent).toMatch(/0 of 10 relief units landed this turn/);
    expect(box.textContent).toMatch(/none fought yet/);
    expect(box.textContent).toMatch(/shut in Alesia/);
  });

  it('the Roman board holds nothing of it', () => {
    let s = deployed('coord-ui');
    while (s.phase !== 'roman-move') {
      const r = alesiaClassic.apply(s, { t: 'end' });
      if (!r.ok) throw new Error(r.rejection.message);
      s = r.state;
    }
    const { container } = renderViewed(s);
    expect(screen.queryByRole('region', { name: /Coordination/ })).toBeNull();
    expect(container.textContent).not.toMatch(/coordination|Secret counter|relief units landed/i);
  });
});
