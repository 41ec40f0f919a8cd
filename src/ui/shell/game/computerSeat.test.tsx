// @vitest-environment jsdom
/**
 * The computer at a seat (issue 18), on the toy counter game: while it is to act the screen shows
 * its side and "thinking…", with Stop / Resume and Take over; its answer goes through the store like
 * a click; it is asked from its side's VIEW only; a screen that hides something from the person at
 * the table is never rendered while it acts; the seats come back with a resumed game; Suggest names
 * and lights a move for the person without playing it; computer against computer plays to the end.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshStorage } from '../../../store/__fixtures__/gameDbFixture';
import { installStorage, toyLegal, toySystem, type ToyAction, type ToyOptions, type ToySide, type ToyState } from '../../../store/__fixtures__/toySystem';
import { toyUi as toyUiOf } from '../__fixtures__/toyUi';
import type { BotAdapter } from '../../../engine/core/bot/adapter';
import type { GameSystem } from '../../../engine/core/contract';
import { nextIndex } from '../../../engine/core/rng';
import type { SeatHolders } from '../../../store/seatHolders';
import { inThreadClient } from '../bot/client';
import type { BotClient, BotRequest } from '../bot/types';
import type { SystemUi } from '../registry';
import { renderGameScreen } from '../__fixtures__/gameScreen';
import { promptCaughtUp } from './promptTesting';

/** What a side sees of the toy game: the counter and whose turn, not the dice. */
interface ToyView {
  viewer: ToySide;
  side: ToySide;
  count: number;
  goal: number;
}
const toyEngine: GameSystem<ToyState, ToyAction, ToyView, ToySide, ToyOptions> = {
  ...toySystem,
  view: (s, viewer) => ({ viewer, side: s.side, count: s.count, goal: s.goal }),
};
/** The toy's bot: any state with the view's counter, dice reseeded; scores the counter's progress. */
const toyAdapter: BotAdapter<ToyState, ToyAction, ToyView, ToySide> = {
  determinize(v, _side, rng) {
    const [x, next] = nextIndex(rng, 1 << 30);
    return [{ scenario: 'duel', side: v.side, count: v.count, goal: v.goal, rng: x, over: false }, next];
  },
  evaluate: (s, side) => (s.side === side ? 0.5 + s.count / (4 * s.goal) : 0.5 - s.count / (4 * s.goal)),
};

/** `hidesBlue`: Blue's screen keeps something from Red (as the Gaul's does from the Roman). */
const toyUi = (hidesBlue: boolean) =>
  toyUiOf({
    engine: toyEngine,
    // Read from the position, as a real system's seats are (Alesia: by its number of players).
    seats: { all: (s) => (s.goal > 0 ? ['red', 'blue'] : []), hides: (s, v, w) => !s.over && hidesBlue && v === 'blue' && w !== 'blue' },
  });

/**
 * A toy whose sides keep secrets as the Gaul does from the Roman: a peek's log line is hidden from
 * the other side, and each side's own screen shows its secret (the dice) on the board and the track.
 * `seats`: the seats of the game (a third seat, 'green', never acts: a third person at the table).
 */
function secretToy(seats: readonly string[] = ['red', 'blue'], hides: (v: string, w: string) => boolean = (v, w) => v === 'blue' && w !== 'blue') {
  const engine: typeof toyEngine = {
    ...toyEngine,
    apply(s, a) {
      const r = toyEngine.apply(s, a);
      if (!r.ok || a.t !== 'peek') return r;
      return { ...r, log: r.log.map((e) => ({ ...e, hiddenFrom: [s.side === 'red' ? 'blue' : 'red'] })) };
    },
  };
  const seen = (state: ToyState, viewer: string | undefined) => viewer ?? state.side;
  return toyUiOf({
    engine,
    seats: { all: () => seats, hides: (s, v, w) => !s.over && hides(v, w) },
    Board: ({ state, legal, viewer }) => (
      <section aria-label="Toy board">
        <p>Screen of {seen(state, viewer)}</p>
        {/* The secret a side's own screen shows: only ever rendered on that side's screen. */}
        <p>{seen(state, viewer) === 'blue' ? `Blue's secret ${state.rng}` : ''}</p>
        <button type="button" disabled={legal.length === 0}>
          Board push
        </button>
      </section>
    ),
    Track: ({ state, viewer, mode }) => (
      <p>
        Track seen by {seen(state, viewer)}; {mode ?? 'toy'}
      </p>
    ),
  });
}

/** A client that answers when the test says: its requests are kept, with whether they were cancelled. */
function heldClient() {
  const asked: { req: BotRequest; cancelled: boolean; answer(i: number): void }[] = [];
  const client: BotClient = {
    decide(req) {
      let answer!: (i: number) => void;
      const result = new Promise<number>((r) => (answer = r));
      const entry = { req, cancelled: false, answer };
      asked.push(entry);
      return { result, cancel: () => void (entry.cancelled = true) };
    },
  };
  return { asked, client: () => client };
}

const show = (ui: SystemUi, client: () => BotClient, onExit: () => void = () => undefined) => renderGameScreen(ui, { client, onExit });

/** A hotseat game (`solo: false`, as the title screen starts one): the shell hands the screen over. */
function start(ui: SystemUi, seats: SeatHolders, goal = 1000) {
  expect(ui.store.getState().newGame({ scenario: 'duel', seed: 'toy', options: { goal, solo: false }, seats })).toBe(true);
}

beforeEach(() => {
  freshStorage();
});
afterEach(() => {
  cleanup();
  installStorage(undefined);
});

describe('a seat held by the computer', () => {
  it('thinks from its own view, can be stopped, resumed and taken over, and plays through the store', async () => {
    const ui = toyUi(false);
    const held = heldClient();
    start(ui, { blue: 'easy' });
    show(ui, held.client);
    const prompt = () => screen.getByRole('region', { name: 'Prompt' });
    act(() => fireEvent.click(within(prompt()).getByRole('button', { name: 'Pass' })));
    // Blue's turn: the side and "thinking…"; the board is watched, not played.
    const turn = screen.getByRole('region', { name: 'Computer to act' });
    expect(within(turn).getByRole('status').textContent).toMatch(/Blue player computer \(easy\) — thinking…/);
    expect((screen.getByRole('button', { name: 'Board push' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('region', { name: 'Prompt' })).toBeNull();
    await waitFor(() => expect(held.asked).toHaveLength(1));
    const state = ui.store.getState().session!.state;
    expect(held.asked[0].req).toEqual({ system: 'bellum', side: 'blue', view: toyEngine.view(state, 'blue'), legal: toyLegal(state), level: 'easy', seed: `bot:${ui.store.getState().gameId}:1` });
    expect(held.asked[0].req.view).not.toHaveProperty('rng');

    // Stop: the question is cancelled, nothing is played; Resume asks again.
    act(() => fireEvent.click(within(turn).getByRole('button', { name: 'Stop' })));
    expect(held.asked[0].cancelled).toBe(true);
    expect(within(turn).getByRole('status').textContent).toMatch(/stopped\./);
    held.asked[0].answer(0);
    await new Promise((r) => setTimeout(r, 400));
    expect(ui.store.getState().session!.actions).toHaveLength(1);
    act(() => fireEvent.click(within(turn).getByRole('button', { name: 'Resume' })));
    await waitFor(() => expect(held.asked).toHaveLength(2));
    // Its answer (an index into the legal list) is played like a click: the same log entry.
    held.asked[1].answer(1);
    await waitFor(() => expect(ui.store.getState().session!.actions).toHaveLength(2));
    const session = ui.store.getState().session!;
    expect(session.actions[1]).toEqual({ t: 'inc', by: 2 });
    expect(session.log.at(-1)).toMatchObject({ kind: 'text', side: 'blue', text: 'blue adds 2.' });
    await waitFor(() => expect(held.asked).toHaveLength(3));

    // The seat and its level come back with the game.
    await ui.store.getState().whenSaved();
    const id = ui.store.getState().gameId!;
    cleanup();
    ui.store.getState().quitToTitle();
    expect(held.asked[2].cancelled).toBe(true);
    expect(await ui.store.getState().resumeGame(id)).toBe(true);
    expect(ui.store.getState().seats).toEqual({ blue: 'easy' });
    show(ui, held.client);
    await waitFor(() => expect(held.asked).toHaveLength(4));
    expect(screen.getByRole('region', { name: 'Computer to act' }).textContent).toMatch(/thinking…/);

    // Take over: the seat is a person's (in the store and the record), the prompt is Blue's.
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Take over' })));
    expect(held.asked[3].cancelled).toBe(true);
    expect(ui.store.getState().seats).toEqual({});
    await promptCaughtUp();
    expect(prompt().textContent).toContain('blue: push the counter (now 2)');
    expect((screen.getByRole('button', { name: 'Board push' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("the person alone against the computer watches it play from his own side's view, read-only: the computer's screen is never rendered", async () => {
    const ui = secretToy();
    const held = heldClient();
    start(ui, { blue: 'normal' });
    show(ui, held.client);
    const prompt = () => within(screen.getByRole('region', { name: 'Prompt' }));
    // The header says who holds each seat; no "hotseat" for one person.
    expect(screen.getByText(/^Track seen by red/).textContent).toBe('Track seen by red; Red: you · Blue: computer (normal)');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Commentarii — Red: you · Blue: computer (normal)');
    // Nobody to hand the screen to: no hand-over setting.
    expect(screen.queryByRole('combobox', { name: /Hand over/ })).toBeNull();
    act(() => fireEvent.click(prompt().getByRole('button', { name: 'Peek' })));
    act(() => fireEvent.click(prompt().getByRole('button', { name: 'Pass' })));
    // Blue's turn: its turn in the prompt's place, beside Red's own board, track and log.
    const turn = screen.getByRole('region', { name: 'Computer to act' });
    expect(within(turn).getByRole('status').textContent).toMatch(/Blue player computer \(normal\) — thinking…/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('region', { name: 'Toy board' }).textContent).toContain('Screen of red');
    expect((screen.getByRole('button', { name: 'Board push' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/^Track seen by/).textContent).toMatch(/^Track seen by red;/);
    await waitFor(() => expect(held.asked).toHaveLength(1));
    // Blue peeks (a line hidden from Red), then adds 1 (open to both).
    held.asked[0].answer(3);
    await waitFor(() => expect(held.asked).toHaveLength(2));
    held.asked[1].answer(0);
    await waitFor(() => expect(held.asked).toHaveLength(3));
    await waitFor(() => expect(screen.getByText('blue adds 1.')).toBeTruthy());
    expect(ui.store.getState().session!.log.some((e) => e.kind === 'text' && e.text === 'blue peeks.')).toBe(true);
    // Nothing of Blue's screen is in the page: not its secret, not its hidden log line.
    expect(document.body.textContent).not.toMatch(/Blue's secret|blue peeks/);
    expect(screen.getByText('red peeks.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Toy board' }).textContent).toContain('Screen of red');
    // Blue passes: Red's own screen comes back without a hand-over (Red never left it).
    held.asked[2].answer(4);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Prompt' })).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.textContent).not.toMatch(/Blue's secret|blue peeks/);
    // Red passes again, then takes Blue's seat over: the screen is handed over to Blue first; once
    // claimed, Blue's own screen shows its secret and its line (the fixture does render them).
    act(() => fireEvent.click(prompt().getByRole('button', { name: 'Pass' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Take over' })));
    expect(screen.getByRole('dialog', { name: 'Pass to the Blue player' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Toy board' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/Blue's secret|blue peeks/);
    act(() => fireEvent.click(screen.getByRole('button', { name: /^I am the Blue/ })));
    expect(screen.getByRole('region', { name: 'Toy board' }).textContent).toContain("Blue's secret");
    await waitFor(() => expect(screen.getByText('blue peeks.')).toBeTruthy());
    // Every seat a person's now: the game's own words again.
    expect(screen.getByText(/^Track seen by/).textContent).toBe('Track seen by blue; toy');
  });

  it('with two persons at the table: the computer’s screen is not rendered before a person has the screen; then his own view is', async () => {
    // Three seats, each screen keeping something from every other seat; Red is the computer's and acts first.
    const ui = secretToy(['red', 'blue', 'green'], (v, w) => v !== w);
    const held = heldClient();
    start(ui, { red: 'easy' });
    show(ui, held.client);
    // Nobody has the screen yet: only the computer's turn, nothing of any side's screen.
    const dialog = screen.getByRole('dialog', { name: 'The computer plays the Red side' });
    expect(within(dialog).getByRole('status').textContent).toMatch(/thinking…/);
    expect(screen.queryByRole('region', { name: 'Toy board' })).toBeNull();
    expect(screen.queryByText(/^Track seen by/)).toBeNull();
    await waitFor(() => expect(held.asked).toHaveLength(1));
    held.asked[0].answer(4);
    // Blue's screen is handed over (Green may be looking), then Blue plays and passes.
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Pass to the Blue player' })).toBeTruthy());
    act(() => fireEvent.click(screen.getByRole('button', { name: /^I am the Blue/ })));
    act(() => fireEvent.click(within(screen.getByRole('region', { name: 'Prompt' })).getByRole('button', { name: 'Pass' })));
    // Red's turn: Blue has the screen, so Blue's own view is shown with the computer's turn.
    expect(screen.getByRole('region', { name: 'Computer to act' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Toy board' }).textContent).toContain('Screen of blue');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.textContent).not.toMatch(/Screen of red/);
    // Two persons share the screen: "hotseat", each seat named with its holder.
    expect(screen.getByText(/^Track seen by/).textContent).toBe('Track seen by blue; Red: computer (easy) · Blue: person · Green: person · hotseat');
    expect(screen.getByRole('combobox', { name: /Hand over/ })).toBeTruthy();
  });

  it('a failed question is said, and Try again asks anew', async () => {
    const ui = toyUi(false);
    const held = heldClient();
    let fails = 1;
    const flaky = (): BotClient => ({
      decide: (req) => (fails-- > 0 ? { result: Promise.reject(new Error('the Worker could not start')), cancel: () => undefined } : held.client().decide(req)),
    });
    start(ui, { blue: 'hard' });
    show(ui, flaky);
    act(() => fireEvent.click(within(screen.getByRole('region', { name: 'Prompt' })).getByRole('button', { name: 'Pass' })));
    const turn = screen.getByRole('region', { name: 'Computer to act' });
    await waitFor(() => expect(within(turn).getByRole('status').textContent).toMatch(/could not decide: the Worker could not start/));
    expect(held.asked).toHaveLength(0);
    act(() => fireEvent.click(within(turn).getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(held.asked).toHaveLength(1));
    expect(within(turn).getByRole('status').textContent).toMatch(/thinking…/);
    held.asked[0].answer(0);
    await waitFor(() => expect(ui.store.getState().session!.actions).toHaveLength(2));
  });

  it('Quit from the computer’s turn goes back to the title screen (the seats of no position are not asked for)', async () => {
    // Two persons, neither at the screen yet, and the computer's screen keeps something from them: its turn alone, with Quit.
    const ui = secretToy(['red', 'blue', 'green'], (v, w) => v !== w);
    const held = heldClient();
    let exited = 0;
    start(ui, { red: 'easy' });
    show(ui, held.client, () => void (exited += 1));
    await waitFor(() => expect(held.asked).toHaveLength(1));
    act(() => fireEvent.click(within(screen.getByRole('dialog', { name: 'The computer plays the Red side' })).getByRole('button', { name: 'Quit' })));
    expect(exited).toBeGreaterThan(0);
    expect(held.asked[0].cancelled).toBe(true);
    expect(ui.store.getState().session).toBeNull();
  });

  it('Suggest asks from the person’s own view, names and lights the move, and plays nothing', async () => {
    const ui = toyUi(false);
    const held = heldClient();
    start(ui, {});
    show(ui, held.client);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Suggest' })));
    expect(screen.getByText('The computer is thinking…')).toBeTruthy();
    const state = ui.store.getState().session!.state;
    expect(held.asked[0].req).toMatchObject({ side: 'red', view: toyEngine.view(state, 'red'), level: 'normal' });
    held.asked[0].answer(1);
    await waitFor(() => expect(screen.getByText('Suggested: Add 2')).toBeTruthy());
    const button = within(screen.getByRole('region', { name: 'Prompt' })).getByRole('button', { name: 'Add 2' });
    expect(button.className).toContain('suggested');
    expect(ui.store.getState().session!.actions).toHaveLength(0);
    // A new position drops the suggestion (and cancels a question still open).
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Suggest' })));
    act(() => fireEvent.click(within(screen.getByRole('region', { name: 'Prompt' })).getByRole('button', { name: 'Add 1' })));
    expect(held.asked[1].cancelled).toBe(true);
    expect(screen.queryByText(/^Suggested:/)).toBeNull();
  });

  it('computer against computer, with the real search in-thread, is watched to the end of the game', { timeout: 60_000 }, async () => {
    const ui = toyUi(true);
    start(ui, { red: 'easy', blue: 'easy' }, 4);
    show(ui, () => inThreadClient(async () => ({ system: toyEngine, adapter: toyAdapter })));
    // Nobody at the table to hide from: the board is shown while they play.
    expect(screen.getByRole('region', { name: 'Toy board' })).toBeTruthy();
    await waitFor(() => expect(ui.store.getState().session!.state.over).toBe(true), { timeout: 50_000 });
    const { actions, state } = ui.store.getState().session!;
    expect(state.count).toBeGreaterThanOrEqual(4);
    // Every action was legal where it was played (the store refuses any other) and is replayed so.
    let s = toySystem.setup({ scenario: 'duel', seed: 'toy', options: { goal: 4, solo: false } as ToyOptions });
    for (const a of actions) {
      expect(s.ok).toBe(true);
      s = toySystem.apply((s as { state: ToyState }).state, a) as typeof s;
    }
    expect((s as { state: ToyState }).state).toEqual(state);
  });
});
