// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useShortcuts, type Shortcuts } from './useShortcuts';

afterEach(cleanup);

function Screen({ s, enabled = true }: { s: Shortcuts; enabled?: boolean }) {
  useShortcuts(enabled, s);
  return (
    <div>
      <button type="button">Select Crassus</button>
      <div role="group" aria-label="Map of Gaul">
        <svg>
          <path data-region="veneti" tabIndex={0} role="button" aria-label="Veneti" d="M0 0 L10 0 L10 10 Z" />
        </svg>
      </div>
      <div role="log" aria-label="Log" tabIndex={0}>
        entries
      </div>
      <div role="tabpanel" aria-label="Rules">
        <input type="search" aria-label="Search the rules" />
        <input type="checkbox" aria-label="Only reconstructed" />
        <textarea aria-label="Notes" />
        <select aria-label="Scenario">
          <option>6.1</option>
        </select>
        <div contentEditable aria-label="Editable" role="textbox" tabIndex={0} suppressContentEditableWarning>
          x
        </div>
      </div>
    </div>
  );
}

const spies = (): Shortcuts & Record<string, ReturnType<typeof vi.fn>> => ({ undo: vi.fn(), redo: vi.fn(), end: vi.fn(), escape: vi.fn() });

describe('useShortcuts', () => {
  it('fires wherever focus is: a button, a map region (SVG), the log, a checkbox, nothing', () => {
    const s = spies();
    render(<Screen s={s} />);
    const targets = [
      screen.getByRole('button', { name: 'Select Crassus' }),
      screen.getByRole('button', { name: 'Veneti' }),
      screen.getByRole('log'),
      screen.getByRole('checkbox'),
      document.body,
    ];
    for (const t of targets) {
      t.focus();
      fireEvent.keyDown(t, { key: 'u' });
      fireEvent.keyDown(t, { key: 'Y' });
      fireEvent.keyDown(t, { key: 'e' });
      fireEvent.keyDown(t, { key: 'Escape' });
    }
    expect(s.undo).toHaveBeenCalledTimes(targets.length);
    expect(s.redo).toHaveBeenCalledTimes(targets.length);
    expect(s.end).toHaveBeenCalledTimes(targets.length);
    expect(s.escape).toHaveBeenCalledTimes(targets.length);
  });

  it('never fires while typing in a text field (search, textarea, select, contenteditable)', () => {
    const s = spies();
    render(<Screen s={s} />);
    for (const t of [screen.getByRole('searchbox'), screen.getByRole('textbox', { name: 'Notes' }), screen.getByRole('combobox'), screen.getByRole('textbox', { name: 'Editable' })]) {
      fireEvent.keyDown(t, { key: 'u' });
      fireEvent.keyDown(t, { key: 'e' });
      fireEvent.keyDown(t, { key: 'Escape' });
    }
    expect(s.undo).not.toHaveBeenCalled();
    expect(s.end).not.toHaveBeenCalled();
    expect(s.escape).not.toHaveBeenCalled();
  });

  it('leaves Ctrl, Alt and Meta combinations to the browser, and a key another handler took', () => {
    const s = spies();
    render(<Screen s={s} />);
    const b = screen.getByRole('button', { name: 'Select Crassus' });
    fireEvent.keyDown(b, { key: 'y', ctrlKey: true });
    fireEvent.keyDown(b, { key: 'u', metaKey: true });
    fireEvent.keyDown(b, { key: 'e', altKey: true });
    b.addEventListener('keydown', (e) => e.preventDefault(), { once: true });
    fireEvent.keyDown(b, { key: 'u' });
    expect(s.undo).not.toHaveBeenCalled();
    expect(s.redo).not.toHaveBeenCalled();
    expect(s.end).not.toHaveBeenCalled();
  });

  it('prevents the default of a key it used, and does nothing while disabled (a hand-over)', () => {
    const s = spies();
    const { rerender } = render(<Screen s={s} />);
    const b = screen.getByRole('button', { name: 'Select Crassus' });
    expect(fireEvent.keyDown(b, { key: 'u' })).toBe(false); // default prevented
    expect(fireEvent.keyDown(b, { key: 'q' })).toBe(true); // not a shortcut: untouched
    rerender(<Screen s={s} enabled={false} />);
    fireEvent.keyDown(b, { key: 'u' });
    expect(s.undo).toHaveBeenCalledTimes(1);
  });
});
