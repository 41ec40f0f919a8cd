// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act as flush, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from '../../bellum/testing/render';
import { bellum } from '../../../engine/bellum/system';
import { useGame } from '../../bellum/store';
import { useRuleNav } from '../common/ruleNav';
import { endAction } from '../../bellum/actionModel';
import GameScreen from './GameScreen';
import { promptCaughtUp } from './promptTesting';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  useGame.getState().quitToTitle();
});

function start(options: { solo: boolean; gallicAuto?: boolean }, seed = 't', handOver?: 'secret' | 'always') {
  expect(useGame.getState().newGame({ scenario: 'aquitania', seed, options, handOver })).toBe(true);
  return useGame.getState().session!;
}

/** Plays "end/done" actions until the Gallic player must decide. */
function advanceToGallic(): void {
  for (let i = 0; i < 200; i++) {
    const s = useGame.getState().session!.state;
    if (bellum.toAct(s) === 'gallic') return;
    const legal = bellum.legalActions(s);
    const a = endAction(legal) ?? legal[legal.length - 1];
    expect(useGame.getState().act(a)).toBe(true);
  }
  throw new Error('the Gallic player never had to act');
}

/** The briefing opens first in a new game (before any hand-over): close it. */
function closeBriefing(): void {
  const b = screen.queryByRole('button', { name: 'To the map' });
  if (b) fireEvent.click(b);
}

/** The player who just rolled sees the result before the screen passes: he has seen it. */
function seeResult(): void {
  const seen = screen.queryByRole('button', { name: 'Seen — pass the screen' });
  if (seen) fireEvent.click(seen);
}

describe('GameScreen', () => {
  it('shows the track, the map, the prompt and the tabs', () => {
    start({ solo: true });
    render(<GameScreen onExit={() => {}} />);
    expect(screen.getByRole('heading', { name: 'May 56 BC' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Map of Gaul' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Prompt' })).toBeTruthy();
    for (const t of ['Log', 'Battle', 'Tables', 'Rules']) expect(screen.getByRole('tab', { name: t })).toBeTruthy();
    for (const b of ['Undo', 'Redo', 'Export save', 'Quit']) expect(screen.getByRole('button', { name: b })).toBeTruthy();
  });

  it('a rule link in the prompt opens the Rules tab; the player may go back to the log', () => {
    start({ solo: true });
    render(<GameScreen onExit={() => {}} />);
    const prompt = screen.getByRole('region', { name: 'Prompt' });
    const link = prompt.querySelector('button.rule-link') as HTMLButtonElement;
    fireEvent.click(link);
    expect(screen.getByRole('tab', { name: 'Rules' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Log' }));
    expect(screen.getByRole('tab', { name: 'Log' }).getAttribute('aria-selected')).toBe('true');
    // An action re-renders the screen: the Log tab stays; the same link asked again opens Rules again.
    const legal = bellum.legalActions(useGame.getState().session!.state);
    expect(useGame.getState().act(endAction(legal) ?? legal[0])).toBe(true);
    expect(screen.getByRole('tab', { name: 'Log' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('region', { name: 'Prompt' }).querySelector('button.rule-link') as HTMLButtonElement);
    expect(screen.getByRole('tab', { name: 'Rules' }).getAttribute('aria-selected')).toBe('true');
    useRuleNav.getState().close();
  });

  it('marks the automatic Gallic decisions of a solo game in the log', () => {
    start({ solo: true });
    render(<GameScreen onExit={() => {}} />);
    const log = screen.getByRole('list', { name: 'Game log' });
    const autos = within(log).getAllByText('automatic');
    expect(autos.length).toBeGreaterThan(0);
  });

  it('selects a leader by clicking his stack and moves by clicking a lit region', async () => {
    start({ solo: true });
    render(<GameScreen onExit={() => {}} />);
    const map = screen.getByRole('group', { name: 'Map of Gaul' });
    fireEvent.click(within(map).getByRole('button', { name: /— Roman stack in Veneti/ }));
    const sel = useGame.getState().session!.state.selection;
    expect(sel?.leaders).toEqual(['crassus']);
    const dest = bellum.legalActions(useGame.getState().session!.state).find((a) => a.t === 'move')!;
    if (dest.t !== 'move') throw new Error('no move');
    fireEvent.click(map.querySelector(`[data-region="${dest.to}"]`)!);
    const after = useGame.getState().session!.state;
    expect(after.leaders.crassus.region).toBe(dest.to);
    // The inspector follows the click's painted frame.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Inspector' }).textContent).toContain('Crassus'));
  });

  it('explains, naming the rule, why a clicked region cannot be reached', () => {
    start({ solo: true });
    render(<GameScreen onExit={() => {}} />);
    const map = screen.getByRole('group', { name: 'Map of Gaul' });
    fireEvent.click(within(map).getByRole('button', { name: /— Roman stack in Veneti/ }));
    fireEvent.click(map.querySelector('[data-region="arverni"]')!);
    const alert = within(screen.getByRole('region', { name: 'Prompt' })).getByRole('alert');
    expect(alert.textContent).toMatch(/BG 3\.3/);
    expect(alert.textContent).toMatch(/do not share a border/);
    expect(useGame.getState().session!.state.leaders.crassus.region).toBe('veneti');
  });

  it('undoes with the U key and ends the step with E', () => {
    start({ solo: true });
    render(<GameScreen onExit={() => {}} />);
    const before = useGame.getState().session!.state.step;
    fireEvent.keyDown(window, { key: 'e' });
    expect(useGame.getState().session!.state.step).not.toBe(before);
    fireEvent.keyDown(window, { key: 'u' });
    expect(useGame.getState().session!.state.step).toBe(before);
  });

  it('in hotseat with the default setting, play passes to the Gallic player without hiding the board (nothing is secret)', async () => {
    start({ solo: false });
    advanceToGallic();
    render(<GameScreen onExit={() => {}} />);
    closeBriefing();
    expect(screen.queryByRole('dialog', { name: /Pass to/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Prompt' }).textContent).toContain('Gallic player');
    // the setting is in the header and belongs to the game (not to the browser); the Gallic
    // player has the screen, so "always" hands over only when play passes to Rome
    fireEvent.change(screen.getByRole('combobox', { name: /Hand over/ }), { target: { value: 'always' } });
    expect(useGame.getState().handOver).toBe('always');
    expect(localStorage.getItem('commentarii.handOver')).toBeNull();
    expect(screen.queryByRole('dialog', { name: /Pass to/ })).toBeNull();
    for (let i = 0; i < 30 && bellum.toAct(useGame.getState().session!.state) === 'gallic'; i++) {
      const actions = within(screen.getByRole('region', { name: 'Prompt' })).getAllByRole('button').filter((b) => b.classList.contains('action'));
      fireEvent.click(actions.find((b) => /^Done/.test(b.textContent ?? '')) ?? actions[0]);
      await promptCaughtUp();
    }
    seeResult();
    expect(screen.getByRole('dialog', { name: 'Pass to the Roman player' })).toBeTruthy();
  });

  it('in hotseat ("always"), a new game opens on its briefing alone, then the first hand-over (with Quit)', () => {
    start({ solo: false }, 't', 'always');
    const onExit = vi.fn();
    render(<GameScreen onExit={onExit} />);
    expect(screen.getByRole('dialog', { name: /^Briefing:/ })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: /Pass to/ })).toBeNull();
    expect(document.querySelector('.game-main, .game-head')).toBeNull();
    closeBriefing();
    const dialog = screen.getByRole('dialog', { name: /^Pass to the / });
    expect(document.querySelector('.game-main, .game-head')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quit' }));
    expect(onExit).toHaveBeenCalled();
  });

  it('in hotseat ("always"), hides the prompt behind a hand-over screen when the Gallic player must act', () => {
    start({ solo: false }, 't', 'always');
    advanceToGallic();
    render(<GameScreen onExit={() => {}} />);
    closeBriefing();
    const dialog = screen.getByRole('dialog', { name: 'Pass to the Gallic player' });
    expect(screen.queryByRole('region', { name: 'Prompt' })).toBeNull();
    // nothing of the game under the hand-over: no map, no log, no header; Quit is there
    expect(document.querySelector('.game-main, .game-head, .log')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Quit' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'I am the Gallic player' }));
    expect(screen.queryByRole('dialog', { name: 'Pass to the Gallic player' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Prompt' }).textContent).toContain('Gallic player');
  });

  it('in hotseat ("always"), hands the screen back to the Roman player when play passes to Rome', async () => {
    start({ solo: false }, 't', 'always');
    advanceToGallic();
    render(<GameScreen onExit={() => {}} />);
    closeBriefing();
    fireEvent.click(screen.getByRole('button', { name: 'I am the Gallic player' }));
    // the Gaul takes his decisions (losses, then Done): play passes to Rome
    for (let i = 0; i < 30 && bellum.toAct(useGame.getState().session!.state) === 'gallic'; i++) {
      const actions = within(screen.getByRole('region', { name: 'Prompt' })).getAllByRole('button').filter((b) => b.classList.contains('action'));
      fireEvent.click(actions.find((b) => /^Done/.test(b.textContent ?? '')) ?? actions[0]);
      await promptCaughtUp();
    }
    expect(bellum.toAct(useGame.getState().session!.state)).toBe('roman');
    // the Gaul's last click rolled dice: he sees the result first, then passes the screen
    seeResult();
    const dialog = screen.getByRole('dialog', { name: 'Pass to the Roman player' });
    expect(screen.queryByRole('region', { name: 'Prompt' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'I am the Roman player' }));
    expect(screen.getByRole('region', { name: 'Prompt' }).textContent).toContain('Roman player');
  });

  it('leaves for the title screen on Quit', () => {
    start({ solo: true });
    const onExit = vi.fn();
    render(<GameScreen onExit={onExit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Quit' }));
    expect(onExit).toHaveBeenCalled();
  });
});

describe('GameScreen during a pitched battle', { timeout: 60_000 }, () => {
  it('puts the battle board in the main area, keeps the map one click away, and brings the map back after', async () => {
    const { romanPlan } = await import('../../../../tests/unit/romanPlan');
    start({ solo: true }, 'plan-0');
    const step = () => {
      const s = useGame.getState().session!.state;
      expect(useGame.getState().act(romanPlan(s, bellum.legalActions(s)))).toBe(true);
    };
    const board = () => useGame.getState().session!.state.combat?.board;
    for (let i = 0; i < 3000 && !board(); i++) step();
    expect(board()).toBeTruthy();
    render(<GameScreen onExit={() => {}} />);
    const boardTab = screen.getByRole('tab', { name: 'Battle board' });
    expect(boardTab.getAttribute('aria-selected')).toBe('true');
    const heading = screen.getByRole('heading', { name: /^Pitched battle in/ });
    expect(heading.closest('[hidden]')).toBeNull();
    expect(heading.closest('#main-area')).toBeTruthy();
    // one board on the page: the Battle side tab points to it
    fireEvent.click(screen.getByRole('tab', { name: 'Battle' }));
    expect(screen.getAllByRole('heading', { name: /^Pitched battle in/ })).toHaveLength(1);
    // the map, one click away
    fireEvent.click(screen.getByRole('tab', { name: 'Map' }));
    expect(screen.getByRole('group', { name: 'Map of Gaul' }).closest('[hidden]')).toBeNull();
    expect(heading.closest('[hidden]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show the battle board' }));
    expect(heading.closest('[hidden]')).toBeNull();
    // play the battle out: the map comes back and the tabs above it go
    flush(() => {
      for (let i = 0; i < 500 && board(); i++) step();
    });
    expect(board()).toBeFalsy();
    expect(screen.queryByRole('tab', { name: 'Battle board' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Map of Gaul' }).closest('[hidden]')).toBeNull();
  });
});
