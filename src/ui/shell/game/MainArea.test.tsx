// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MainArea, useMainView } from './MainArea';

afterEach(cleanup);

/** The main area as the game screen uses it, with the battle key under the test's control. */
function Harness({ initial }: { initial: string | null }) {
  const [key, setKey] = useState<string | null>(initial);
  const [view, setView] = useMainView(key);
  return (
    <>
      <button type="button" onClick={() => setKey('battle-2')}>
        next battle
      </button>
      <button type="button" onClick={() => setKey(null)}>
        battle over
      </button>
      <MainArea view={view} onView={setView} map={<p>the map</p>} board={key ? <p>the board</p> : null} />
    </>
  );
}

const visible = (text: string): boolean => !screen.getByText(text).closest('[hidden]');

describe('MainArea', () => {
  it('shows the map alone, without tabs, while no battle is set up', () => {
    render(<Harness initial={null} />);
    expect(visible('the map')).toBe(true);
    expect(screen.queryByText('the board')).toBeNull();
    expect(screen.queryByRole('tablist', { name: 'Main view' })).toBeNull();
  });

  it('shows the board when a battle is set up, with the map one click away, and back', () => {
    render(<Harness initial="battle-1" />);
    const boardTab = screen.getByRole('tab', { name: 'Battle board' });
    const mapTab = screen.getByRole('tab', { name: 'Map' });
    expect(boardTab.getAttribute('aria-selected')).toBe('true');
    expect(visible('the board')).toBe(true);
    expect(visible('the map')).toBe(false);
    fireEvent.click(mapTab);
    expect(mapTab.getAttribute('aria-selected')).toBe('true');
    expect(visible('the map')).toBe(true);
    expect(visible('the board')).toBe(false);
    fireEvent.click(boardTab);
    expect(visible('the board')).toBe(true);
    // the panels are labelled by their tabs
    expect(screen.getByRole('tabpanel', { name: 'Battle board' })).toBeTruthy();
  });

  it('is keyboard operable: arrows, Home and End switch the view and move the focus', () => {
    render(<Harness initial="battle-1" />);
    const boardTab = screen.getByRole('tab', { name: 'Battle board' });
    const mapTab = screen.getByRole('tab', { name: 'Map' });
    // only the selected tab is in the tab order
    expect(boardTab.tabIndex).toBe(0);
    expect(mapTab.tabIndex).toBe(-1);
    boardTab.focus();
    fireEvent.keyDown(boardTab, { key: 'ArrowLeft' });
    expect(mapTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(mapTab);
    expect(visible('the map')).toBe(true);
    fireEvent.keyDown(mapTab, { key: 'End' });
    expect(document.activeElement).toBe(boardTab);
    expect(visible('the board')).toBe(true);
    fireEvent.keyDown(boardTab, { key: 'Home' });
    expect(visible('the map')).toBe(true);
    fireEvent.keyDown(mapTab, { key: 'ArrowRight' });
    expect(visible('the board')).toBe(true);
  });

  it('a new battle brings the board up again; the end of the battle brings the map back', () => {
    render(<Harness initial="battle-1" />);
    fireEvent.click(screen.getByRole('tab', { name: 'Map' }));
    expect(visible('the map')).toBe(true);
    fireEvent.click(screen.getByText('next battle'));
    expect(visible('the board')).toBe(true);
    fireEvent.click(screen.getByText('battle over'));
    expect(visible('the map')).toBe(true);
    expect(screen.queryByRole('tab', { name: 'Battle board' })).toBeNull();
  });
});
