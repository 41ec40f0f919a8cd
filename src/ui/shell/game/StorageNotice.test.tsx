// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StorageNotice } from './StorageNotice';

afterEach(cleanup);

describe('StorageNotice', () => {
  it('says nothing while saving works', () => {
    const { container } = render(<StorageNotice status={{ database: null, journal: null }} onExport={() => {}} />);
    expect(container.textContent).toBe('');
  });

  it('says the game is not being saved, names the problem and offers Export save', () => {
    const onExport = vi.fn();
    render(<StorageNotice status={{ database: 'the browser storage is full', journal: 'the browser storage is full' }} onExport={onExport} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/^Not saved\. This game is not being saved in this browser \(the browser storage is full\)/);
    fireEvent.click(screen.getByRole('button', { name: 'Export save' }));
    expect(onExport).toHaveBeenCalledTimes(1);
  });

  it('when only the journal fails, says the last action is at risk', () => {
    render(<StorageNotice status={{ database: null, journal: 'the browser does not allow this page to store data' }} onExport={() => {}} />);
    expect(screen.getByRole('alert').textContent).toContain('Saving at risk. The browser does not allow this page to store data: if the page closes suddenly, the last action may be lost.');
  });
});
