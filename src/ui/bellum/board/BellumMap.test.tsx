// @vitest-environment jsdom
/** A click on a region out of reach says why (issue 16 §3): the map sends the decision aimed there, the engine refuses it with the choices and the rule. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { bellum } from '../../../engine/bellum/system';
import type { BellumAction, BellumState } from '../../../engine/bellum/state';
import { BellumMap } from './BellumMap';

afterEach(cleanup);

function uprisingAtScorch(): BellumState {
  const r = bellum.setup({ scenario: 'last-uprising', seed: 'why', options: {} });
  if (!r.ok) throw new Error(r.rejection.message);
  expect(r.state.step).toBe('supply.scorch');
  return r.state;
}

function renderBoard(state: BellumState, onAct: (a: BellumAction) => void) {
  render(
    <BellumMap
      state={state}
      log={[]}
      legal={bellum.legalActions(state)}
      highlight={[]}
      inspected={null}
      onInspect={() => {}}
      onAct={onAct}
      onSuggest={() => {}}
      onCell={() => {}}
    />,
  );
  return screen.getByRole('group', { name: 'Map of Gaul' });
}

describe('BellumMap: an unreachable region says why', () => {
  it('a click outside the decision\'s regions is sent as that decision, and the engine names the choices and the rule', () => {
    const s = uprisingAtScorch();
    const scorchable = bellum.legalActions(s).flatMap((a) => (a.t === 'scorch' ? [a.region] : []));
    expect(scorchable.length).toBeGreaterThan(0);
    expect(scorchable).not.toContain('aedui');
    const onAct = vi.fn();
    const map = renderBoard(s, onAct);
    fireEvent.click(within(map).getByRole('button', { name: /^Aedui,/ }));
    expect(onAct).toHaveBeenCalledWith({ t: 'scorch', region: 'aedui' });
    const r = bellum.apply(s, onAct.mock.calls[0][0]);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.rejection.rule).toBe('BG 2.3.5');
      expect(r.rejection.message).toMatch(/^Aedui is not a choice: Scorched Earth may be laid now only in /);
    }
  });
  it('a click on one of the choices acts, with no refusal', () => {
    const s = uprisingAtScorch();
    const first = bellum.legalActions(s).find((a) => a.t === 'scorch') as { t: 'scorch'; region: string };
    const onAct = vi.fn();
    const map = renderBoard(s, onAct);
    fireEvent.click(map.querySelector(`[data-region="${first.region}"]`)!);
    expect(onAct).toHaveBeenCalledWith(first);
    expect(bellum.apply(s, first).ok).toBe(true);
  });
});
