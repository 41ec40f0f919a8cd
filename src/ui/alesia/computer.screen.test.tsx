// @vitest-environment jsdom
/**
 * Alesia (1983 rules) against the computer (issue 18): the Roman person watches the computer play
 * the Gaul from the Roman's own view — the board with the off-board boxes closed to him (AC 11.8),
 * the town's count only (AC 9.2), his own log — and nothing of the Gaul's screen is ever in the
 * page: not the OBMC's counters, not the unit the Gaul has selected there, not his off-board moves.
 * Once the Roman takes the Gaul's seat over and claims the screen, the same page shows them (so
 * the checks below could fail).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { visibleLog } from '../../engine/core/log';
import { acUnit } from '../../engine/alesia-classic/data/units';
import type { AcAction } from '../../engine/alesia-classic/actions';
import { unitEntries, unitIn, type AcState } from '../../engine/alesia-classic/state';
import { renderGameScreen } from '../shell/__fixtures__/gameScreen';
import { unitWords } from './board/names';
import { useAlesiaClassicGame } from './store';
import { alesiaClassicUi } from './ui';

const store = () => useAlesiaClassicGame.getState();

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  store().quitToTitle();
});

const play = (pick: (legal: readonly AcAction[], s: AcState) => AcAction | undefined) => {
  const s = store().session!.state;
  const a = pick(alesiaClassicUi.legal(s), s);
  expect(a).toBeTruthy();
  act(() => {
    expect(store().act(a!)).toBe(true);
  });
};

/** The page's last log entry the Roman may read is on the page (the log follows a painted frame late). */
async function logCaughtUp(seat: string) {
  const last = visibleLog(store().session!.log, seat).filter((e) => e.kind === 'text').at(-1)!;
  await waitFor(() => expect(screen.getByRole('list', { name: 'Game log' }).textContent).toContain((last as { text: string }).text));
}

describe('Alesia (1983) against the computer', () => {
  it('the Roman person watches the computer Gaul from the Roman’s own view: nothing of the Gaul’s screen in the page', { timeout: 60_000 }, async () => {
    expect(store().newGame({ scenario: 'standard', seed: 'watch', options: { solo: false, players: 2 } as never, seats: { gallic: 'easy' } })).toBe(true);
    play(() => ({ t: 'historical' }));
    play(() => ({ t: 'end' }));
    renderGameScreen(alesiaClassicUi);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Commentarii — Roman: you · Gallic: computer (easy)');

    // The Gaul selects a unit in an OBMC box, then ends his move and shifts a unit between boxes.
    const s0 = store().session!.state;
    const inObmc = (s: AcState, id: string) => unitIn(s.units, id)?.loc.at === 'obmc';
    play((legal) => legal.find((a) => a.t === 'select' && inObmc(s0, a.unit)));
    const selected = store().session!.state.moving!;
    expect(selected).toBeTruthy();
    for (let i = 0; i < 3 && store().session!.state.phase !== 'gallic-offboard'; i++) {
      play((legal) => legal.find((a) => a.t === 'end'));
    }
    expect(store().session!.state.phase).toBe('gallic-offboard');
    play((legal) => legal.find((a) => a.t === 'shift'));
    const s = store().session!.state;
    const secretLines = store().session!.log.filter((e) => e.hiddenFrom?.includes('roman'));
    expect(secretLines.length).toBeGreaterThan(0);
    const boxed = unitEntries(s).filter(([, u]) => u.loc.at === 'obmc' || u.loc.at === 'town');
    expect(boxed.length).toBeGreaterThan(5);

    // The computer's turn beside the Roman's own board, track and log.
    await logCaughtUp('roman');
    const turn = screen.getByRole('region', { name: 'Computer to act' });
    expect(within(turn).getByRole('status').textContent).toMatch(/Gallic player computer \(easy\)/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(/The boxes are hidden from the Roman \(AC 11\.8\)/)).toBeTruthy();
    expect(screen.getByText(/hidden from the Roman, AC 9\.2/)).toBeTruthy();
    // Nothing of the Gaul's screen: no box opened, no counter listed in one, no hidden line, no coordination counter (AC 18.2).
    const page = () => document.body.textContent ?? '';
    expect(document.querySelector('.ac-zones, .ac-group-units')).toBeNull();
    expect(document.querySelector('[aria-label^="List the "][aria-label*=" zone "]')).toBeNull();
    expect(page()).not.toContain(`${unitWords(selected)} (moving)`);
    for (const e of secretLines) expect(page()).not.toContain((e as { text: string }).text);
    expect(document.querySelector('.ac-coordination')).toBeNull();

    // Take over: the Gaul's screen is handed over, and once claimed it shows the boxes and the lines.
    act(() => fireEvent.click(within(turn).getByRole('button', { name: 'Take over' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: /^I am the Gallic/ })));
    expect(document.querySelector('.ac-zones')).not.toBeNull();
    expect(document.querySelector('.ac-coordination')).not.toBeNull();
    await logCaughtUp('gallic');
    expect(page()).toContain((secretLines.at(-1) as { text: string }).text);
    expect(acUnit(selected).side).toBe('gallic');
  });
});
