// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TitleScreen } from './TitleScreen';
import { AUTOSAVE_KEY, serializeSave, SAVE_FORMAT, SAVE_VERSION } from '../../../store/saves';

afterEach(() => {
  cleanup();
  localStorage.clear();
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

  it('shows 6.2 and 6.3 as coming, and disables Start when one is chosen', () => {
    render(<TitleScreen onStarted={() => {}} />);
    const start = screen.getByRole('button', { name: 'Start' }) as HTMLButtonElement;
    expect(start.disabled).toBe(false);
    const helvetii = screen.getByRole('radio', { name: /From the Helvetii to the Germans/ });
    expect(helvetii.closest('label')!.textContent).toContain('Coming');
    fireEvent.click(helvetii);
    expect(start.disabled).toBe(true);
    expect(screen.getByText(/BG 6\.2 is coming/)).toBeTruthy();
  });

  it('lists the two Alesia games as coming and not selectable', () => {
    render(<TitleScreen onStarted={() => {}} />);
    const games = screen.getByRole('group', { name: 'Game' });
    const radios = within(games).getAllByRole('radio') as HTMLInputElement[];
    expect(radios).toHaveLength(3);
    expect(radios.filter((r) => r.disabled)).toHaveLength(2);
    expect(games.textContent).toContain('Alesia');
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

  it('starts a solo game through the store and reports it', { timeout: 20000 }, async () => {
    const onStarted = vi.fn();
    render(<TitleScreen onStarted={onStarted} />);
    fireEvent.change(screen.getByLabelText('Seed'), { target: { value: 't' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(onStarted).toHaveBeenCalled(), { timeout: 15000 });
    const { useGame } = await import('../../../store/session');
    const s = useGame.getState().session!;
    expect(s.scenario).toBe('aquitania');
    expect(s.seed).toBe('t');
    expect(s.options).toEqual({ solo: true, gallicAuto: true });
    useGame.getState().quitToTitle();
  });

  it('shows Resume with scenario and turn when an autosave exists', () => {
    localStorage.setItem(
      AUTOSAVE_KEY,
      serializeSave({ format: SAVE_FORMAT, version: SAVE_VERSION, system: 'bellum', scenario: 'aquitania', seed: 's', options: { solo: true }, actions: [], label: 'The Pacification of Aquitania — May 56 BC' }),
    );
    render(<TitleScreen onStarted={() => {}} />);
    const resume = screen.getByRole('region', { name: 'Resume' });
    expect(resume.textContent).toContain('May 56 BC');
    expect(resume.textContent).toContain('The Pacification of Aquitania');
    expect(within(resume).getByRole('button', { name: 'Resume' })).toBeTruthy();
  });

  it('has no Resume without an autosave', () => {
    render(<TitleScreen onStarted={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
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
