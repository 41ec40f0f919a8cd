// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TitleScreen } from './TitleScreen';
import { serializeSave, SAVE_FORMAT, SAVE_VERSION } from '../../../store/saves';
import { appGameDb, type GameMeta } from '../../../store/gameDb';
import { AUTOSAVE_KEY } from '../../../store/migrate';

async function clearGames() {
  const db = appGameDb();
  for (const g of await db.list()) await db.remove(g.id);
}
beforeEach(clearGames);
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const meta = (id: string, over: Partial<GameMeta> = {}): GameMeta => ({
  id,
  system: 'bellum',
  scenario: 'aquitania',
  seed: id,
  options: { solo: true, gallicAuto: true },
  mode: 'Solo, Gallic decisions automatic',
  label: 'The Pacification of Aquitania — May 56 BC',
  created: '2026-01-02T10:00:00.000Z',
  lastPlayed: '2026-01-02T10:00:00.000Z',
  actionCount: 0,
  origin: 'new',
  ...over,
});

describe('TitleScreen', () => {
  it('lists scenario 6.1 with its length, 7 turns, balance and level', () => {
    render(<TitleScreen onStarted={() => {}} />);
    const group = screen.getByRole('group', { name: 'Scenario' });
    const card = within(group).getByRole('radio', { name: /The Pacification of Aquitania/ });
    expect((card as HTMLInputElement).checked).toBe(true);
    const label = card.closest('label')!;
    expect(label.textContent).toContain('7 turns');
    expect(label.textContent).toContain('Favours the Romans');
    expect(label.textContent).toContain('May – November 56 BC');
    expect(label.textContent).toContain('Solo introduction');
  });

  it('offers 6.2 for two players (easy, balanced, 8 turns), and 6.3 and 6.4 as playable', () => {
    render(<TitleScreen onStarted={() => {}} />);
    const start = screen.getByRole('button', { name: 'Start' }) as HTMLButtonElement;
    const helvetii = screen.getByRole('radio', { name: /From the Helvetii to the Germans/ });
    const card = helvetii.closest('label')!.textContent!;
    expect(card).not.toContain('Coming');
    expect(card).toMatch(/Easy/);
    expect(card).toMatch(/Balanced/);
    expect(card).toMatch(/8 turns/);
    fireEvent.click(helvetii);
    expect(start.disabled).toBe(false);
    expect((screen.getByRole('radio', { name: /Solo \(you are Rome\)/ }) as HTMLInputElement).disabled).toBe(true);
    for (const name of [/The Last Uprising/, /The Revolt in Gallia Belgica/]) {
      const radio = screen.getByRole('radio', { name });
      expect(radio.closest('label')!.textContent).not.toContain('Coming');
      fireEvent.click(radio);
      expect(start.disabled).toBe(false);
    }
  });

  it('offers 6.3 The Last Uprising as playable: Winter – November 51 BC, 10 turns, favours the Romans', () => {
    render(<TitleScreen onStarted={() => {}} />);
    const start = screen.getByRole('button', { name: 'Start' }) as HTMLButtonElement;
    const card = screen.getByRole('radio', { name: /The Last Uprising/ });
    const label = card.closest('label')!;
    expect(label.textContent).not.toContain('Coming');
    expect(label.textContent).toContain('Winter – November 51 BC');
    expect(label.textContent).toContain('10 turns');
    expect(label.textContent).toContain('Favours the Romans');
    expect(label.textContent).toMatch(/header says 7 turns; this edition plays the dated Winter–November, 10/);
    fireEvent.click(card);
    expect(start.disabled).toBe(false);
  });

  it('offers Alesia (1983) and the GBoH Alésia as playable, the GBoH one with its three scenarios', () => {
    render(<TitleScreen onStarted={() => {}} />);
    const games = screen.getByRole('group', { name: 'Game' });
    const radios = within(games).getAllByRole('radio') as HTMLInputElement[];
    expect(radios).toHaveLength(3);
    expect(radios.filter((r) => r.disabled)).toHaveLength(0);
    expect(radios.find((r) => r.value === 'alesia-classic')!.disabled).toBe(false);
    expect(radios.find((r) => r.value === 'alesia-gboh')!.disabled).toBe(false);
    expect(games.textContent).toContain('Alesia');
    fireEvent.click(radios.find((r) => r.value === 'alesia-gboh')!);
    const scenarios = screen.getByRole('group', { name: 'Scenario' });
    expect(scenarios.textContent).toMatch(/The Final Assault[\s\S]*The Historical Scenario[\s\S]*The Players' Game/);
    // No solo mode: two players at one screen.
    expect((screen.getByRole('radio', { name: 'Solo (you are Rome)' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('offers the Gallic-decision setting only in solo, and a random editable seed', () => {
    render(<TitleScreen onStarted={() => {}} />);
    const seed = screen.getByLabelText('Seed') as HTMLInputElement;
    expect(seed.value).toMatch(/\S+/);
    fireEvent.change(seed, { target: { value: 'my-seed' } });
    expect(seed.value).toBe('my-seed');
    const auto = screen.getByRole('radio', { name: 'automatic' }) as HTMLInputElement;
    expect(auto.disabled).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'Two players, hotseat' }));
    expect(auto.disabled).toBe(true);
  });

  it('names the hotseat choice for the players chosen: Alesia with four reads "Four players", Bellum stays two', () => {
    render(<TitleScreen onStarted={() => {}} />);
    expect(screen.getByRole('radio', { name: 'Two players, hotseat' })).toBeTruthy();
    const games = screen.getByRole('group', { name: 'Game' });
    fireEvent.click(within(games).getAllByRole('radio').find((r) => (r as HTMLInputElement).value === 'alesia-classic')!);
    expect(screen.getByRole('radio', { name: 'Two players, hotseat' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /four \(two a side\)/ }));
    expect(screen.getByRole('radio', { name: 'Four players, hotseat' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /three \(two Gauls\)/ }));
    expect(screen.getByRole('radio', { name: 'Three players, hotseat' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Two players, hotseat' })).toBeNull();
    fireEvent.click(within(games).getAllByRole('radio').find((r) => (r as HTMLInputElement).value === 'bellum')!);
    expect(screen.getByRole('radio', { name: 'Two players, hotseat' })).toBeTruthy();
  });

  it('Alesia 1983: each seat a person or the computer (easy / normal / hard); with four players any of the four; Bellum its two sides, hidden under the 6.1 solo rule', { timeout: 30000 }, async () => {
    const onStarted = vi.fn();
    render(<TitleScreen onStarted={onStarted} />);
    expect(screen.queryByRole('group', { name: 'Who plays' })).toBeNull();
    const games = screen.getByRole('group', { name: 'Game' });
    fireEvent.click(within(games).getAllByRole('radio').find((r) => (r as HTMLInputElement).value === 'alesia-classic')!);
    const seats = screen.getByRole('group', { name: 'Who plays' });
    const selects = () => within(seats).getAllByRole('combobox') as HTMLSelectElement[];
    expect(selects().map((s) => s.labels?.[0]?.textContent)).toEqual(['Roman', 'Gallic']);
    expect(selects().every((s) => s.value === 'person')).toBe(true);
    expect([...selects()[1].options].map((o) => o.textContent)).toEqual(['A person', 'Computer — easy', 'Computer — normal', 'Computer — hard']);
    fireEvent.change(screen.getByLabelText('Gallic'), { target: { value: 'normal' } });
    expect(within(seats).getByRole('status').textContent).toMatch(/own side’s view/);
    fireEvent.click(screen.getByRole('radio', { name: /four \(two a side\)/ }));
    expect(selects().map((s) => s.labels?.[0]?.textContent)).toEqual(['Roman (Caesar)', 'Roman (Labienus)', 'Gallic (Vercingetorix, besieged)', 'Gallic (relief army)']);
    for (const s of selects()) fireEvent.change(s, { target: { value: 'easy' } });
    expect(within(seats).getByRole('status').textContent).toMatch(/you watch/);
    fireEvent.click(screen.getByRole('radio', { name: /two \(one a side\)/ }));
    fireEvent.change(screen.getByLabelText('Roman'), { target: { value: 'person' } });
    fireEvent.change(screen.getByLabelText('Gallic'), { target: { value: 'hard' } });
    fireEvent.change(screen.getByLabelText('Seed'), { target: { value: 'seats' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(onStarted).toHaveBeenCalled(), { timeout: 25000 });
    const { useAlesiaClassicGame } = await import('../../alesia/store');
    // Only the seats this game has: the four-player choices made before are not carried over.
    expect(useAlesiaClassicGame.getState().seats).toEqual({ gallic: 'hard' });
    useAlesiaClassicGame.getState().quitToTitle();
    fireEvent.click(within(games).getAllByRole('radio').find((r) => (r as HTMLInputElement).value === 'bellum')!);
    fireEvent.click(screen.getByRole('radio', { name: /hotseat/i }));
    const bgSeats = screen.getByRole('group', { name: 'Who plays' });
    expect((within(bgSeats).getAllByRole('combobox') as HTMLSelectElement[]).map((s) => s.labels?.[0]?.textContent)).toEqual(['Roman', 'Gallic']);
    // 6.1's own solo rule (the Gauls frozen) is a choice of its own: no seats to give the computer.
    fireEvent.click(screen.getByRole('radio', { name: /^Solo/ }));
    expect(screen.queryByRole('group', { name: 'Who plays' })).toBeNull();
  });

  it('starts a solo game through the store and reports it', { timeout: 20000 }, async () => {
    const onStarted = vi.fn();
    render(<TitleScreen onStarted={onStarted} />);
    fireEvent.change(screen.getByLabelText('Seed'), { target: { value: 't' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(onStarted).toHaveBeenCalled(), { timeout: 15000 });
    const { useGame } = await import('../../bellum/store');
    const s = useGame.getState().session!;
    expect(s.scenario).toBe('aquitania');
    expect(s.seed).toBe('t');
    expect(s.options).toEqual({ solo: true, gallicAuto: true });
    useGame.getState().quitToTitle();
  });

  it('lists every game in progress, last played first, each with Resume and Delete', async () => {
    const db = appGameDb();
    await db.write(meta('a', { lastPlayed: '2026-01-02T10:00:00.000Z' }), 0, []);
    await db.write(meta('b', { lastPlayed: '2026-01-03T10:00:00.000Z', label: 'The Pacification of Aquitania — July 56 BC', mode: 'Two players, hotseat', actionCount: 1 }), 0, [{ t: 'done' }]);
    await db.write(meta('c', { lastPlayed: '2026-01-01T10:00:00.000Z', finished: true, label: 'The Pacification of Aquitania — November 56 BC' }), 0, []);
    render(<TitleScreen onStarted={() => {}} />);
    const list = await screen.findByRole('region', { name: 'Games in progress' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('.saved-where')!.textContent)).toEqual(['July 56 BC', 'May 56 BC', 'November 56 BC']);
    expect(rows[0].textContent).toContain('BG 6.1 The Pacification of Aquitania');
    expect(rows[0].textContent).toContain('Two players, hotseat');
    expect(rows[0].textContent).toContain('1 action');
    expect(rows[0].textContent).toContain('Bellum Gallicum II');
    expect(rows[0].querySelector('time')!.getAttribute('datetime')).toBe('2026-01-03T10:00:00.000Z');
    expect(rows[2].textContent).toContain('Finished');
    expect(rows[1].textContent).not.toContain('Finished');
    expect(within(rows[1]).getByRole('button', { name: 'Resume BG 6.1 The Pacification of Aquitania, May 56 BC' })).toBeTruthy();
    expect(within(rows[1]).getByRole('button', { name: /^Delete / })).toBeTruthy();
  });

  it('Delete asks in a dialog; Cancel keeps the game, Delete removes only that one', async () => {
    const db = appGameDb();
    await db.write(meta('a', { label: 'The Pacification of Aquitania — May 56 BC' }), 0, []);
    await db.write(meta('b', { label: 'The Pacification of Aquitania — June 56 BC', lastPlayed: '2026-01-05T10:00:00.000Z' }), 0, []);
    render(<TitleScreen onStarted={() => {}} />);
    const del = await screen.findByRole('button', { name: 'Delete BG 6.1 The Pacification of Aquitania, May 56 BC' });
    fireEvent.click(del);
    let dialog = screen.getByRole('alertdialog', { name: 'Delete this game?' });
    expect(dialog.textContent).toContain('May 56 BC');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(del);
    expect((await db.list()).length).toBe(2);

    fireEvent.click(del);
    dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('listitem').textContent).toContain('June 56 BC');
    expect((await db.list()).map((g) => g.id)).toEqual(['b']);
  });

  it('moves an old autosave into the list once', async () => {
    localStorage.setItem(
      AUTOSAVE_KEY,
      serializeSave({ format: SAVE_FORMAT, version: SAVE_VERSION, system: 'bellum', scenario: 'aquitania', seed: 's', options: { solo: true }, actions: [], label: 'The Pacification of Aquitania — May 56 BC' }),
    );
    render(<TitleScreen onStarted={() => {}} />);
    const list = await screen.findByRole('region', { name: 'Games in progress' });
    expect(list.textContent).toContain('May 56 BC');
    expect(list.textContent).toContain('Solo');
    expect(localStorage.getItem(AUTOSAVE_KEY)).toBeNull();
    expect((await appGameDb().list()).length).toBe(1);
  });

  it('has no list and no Resume without a game', async () => {
    render(<TitleScreen onStarted={() => {}} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Games in progress' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Resume/ })).toBeNull();
  });

  it('names the problem of a bad save file in an alert', async () => {
    const onStarted = vi.fn();
    render(<TitleScreen onStarted={onStarted} />);
    const input = screen.getByLabelText('Load a saved game file');
    const file = new File(['{"hello": 1}'], 'bad.json', { type: 'application/json' });
    fireEvent.change(input, { target: { files: [file] } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/not a Commentarii save file/);
    expect(onStarted).not.toHaveBeenCalled();
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
