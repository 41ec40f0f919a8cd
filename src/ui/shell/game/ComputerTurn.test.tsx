// @vitest-environment jsdom
/** The computer's turn box: what it says while it thinks, waits for the briefing, is stopped, or failed. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SystemUiContext } from '../SystemUiContext';
import { toyUi } from '../__fixtures__/toyUi';
import { ComputerTurn } from './ComputerTurn';

const none = () => {};
function box(props: { stopped?: boolean; waiting?: boolean; error?: string | null }) {
  render(
    <SystemUiContext.Provider value={toyUi() as never}>
      <ComputerTurn seat="blue" level="easy" stopped={props.stopped ?? false} waiting={props.waiting} covered={false} error={props.error ?? null} onStop={none} onResume={none} onTakeOver={none} onQuit={none} />
    </SystemUiContext.Provider>,
  );
  return screen.getByRole('status').textContent ?? '';
}

describe('ComputerTurn', () => {
  it('says it thinks while it searches', () => {
    expect(box({})).toMatch(/thinking…/);
  });
  it('waiting for the briefing', () => {
    const t = box({ waiting: true });
    expect(t).toMatch(/waits until the briefing is closed/);
    expect(t).not.toMatch(/thinking/);
  });
  it('stopped wins over waiting', () => {
    expect(box({ stopped: true, waiting: true })).toMatch(/stopped\./);
  });
});
