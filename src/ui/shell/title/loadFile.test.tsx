// @vitest-environment jsdom
/**
 * The title screen's Load file: a refusal is one bounded sentence whatever the file holds (a check
 * value two million digits long, a file name of any length), and a long load shows its progress.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TitleScreen } from './TitleScreen';
import { MAX_MESSAGE, serializeSave, SAVE_FORMAT, SAVE_VERSION, type SaveFile } from '../../../store/saves';
import { bellum } from '../../../engine/bellum/system';
import { hashState } from '../../../engine/core/hash';
import { setReplayClock } from '../../../store/replaySession';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const save = (over: Partial<SaveFile> = {}): SaveFile => ({
  format: SAVE_FORMAT,
  version: SAVE_VERSION,
  system: 'bellum',
  scenario: 'aquitania',
  seed: 's',
  options: { solo: false },
  actions: [],
  ...over,
});

function load(text: string, name = 'game.json') {
  fireEvent.change(screen.getByLabelText('Load a saved game file'), { target: { files: [new File([text], name, { type: 'application/json' })] } });
}

describe('Load file', () => {
  it('a save whose check value is two million digits long is refused in one short sentence', async () => {
    render(<TitleScreen onStarted={() => {}} />);
    load(serializeSave(save({ stateHash: 'f'.repeat(1_900_000) })), `${'very-long-name-'.repeat(40)}.json`);
    const alert = await screen.findByRole('alert');
    const text = alert.querySelector('span')!.textContent!;
    expect(text.length).toBeLessThanOrEqual(MAX_MESSAGE);
    expect(text).toMatch(/check value "stateHash" is malformed/);
    expect(text).not.toMatch(/ffffffffffffffffffff/);
  });

  it('a file the rules refuse is refused in one sentence naming the action, bounded too', async () => {
    const onStarted = vi.fn();
    render(<TitleScreen onStarted={onStarted} />);
    load(serializeSave(save({ actions: [{ t: 'retreat', to: 'x'.repeat(60) }] })));
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    const text = alert.querySelector('span')!.textContent!;
    expect(text).toMatch(/^game\.json: Action 1 of 1 \("retreat"\) is not allowed at that point of the game \(BG [\d.]+: .*\), so the save cannot be replayed\.$/);
    expect(text.length).toBeLessThanOrEqual(MAX_MESSAGE);
    expect(onStarted).not.toHaveBeenCalled();
  }, 20_000);

  it('a long load shows its progress, then opens the game', async () => {
    // A real game long enough to take more than one slice of replay.
    const r = bellum.setup({ scenario: 'aquitania', seed: 'p', options: { solo: false } });
    if (!r.ok) throw new Error(r.rejection.message);
    let s = r.state;
    const actions: unknown[] = [];
    for (let n = 0; n < 400 && bellum.toAct(s); n++) {
      const legal = bellum.legalActions(s);
      const x = bellum.apply(s, legal[(n * 7) % legal.length]);
      if (!x.ok) throw new Error(x.rejection.message);
      s = x.state;
      actions.push(x.action);
    }
    const onStarted = vi.fn();
    let t = 0;
    // Every look at the replay's clock: 50 ms on, so the replay runs in many slices (the page's own
    // clock is left alone: faking it also drove React's scheduler, and the test timed out under load).
    setReplayClock(() => (t += 50));
    try {
      render(<TitleScreen onStarted={onStarted} />);
      load(serializeSave(save({ seed: 'p', actions, stateHash: hashState(s) })));
      const status = await screen.findByRole('status', {}, { timeout: 15_000 }).catch((e) => {
        throw new Error(`${e}\n${document.body.textContent?.slice(0, 300)}`);
      });
      expect(status.textContent).toMatch(new RegExp(`^Replaying the game: [\\d,]+ of ${actions.length} actions`));
      expect(status.querySelector('progress')).not.toBeNull();
      await waitFor(() => expect(onStarted).toHaveBeenCalled(), { timeout: 15_000 });
      await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    } finally {
      setReplayClock(null);
    }
  }, 30_000);
});
