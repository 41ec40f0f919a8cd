// @vitest-environment jsdom
/** The phone bar carries the phase's finishing choice, in view wherever the page is scrolled (issue 16 §3). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { render } from '../../bellum/testing/render';
import { describeAction } from '../../../engine/bellum/describe';
import { bellum } from '../../../engine/bellum/system';
import { aquitania } from '../../bellum/testState';
import { endAction } from '../../bellum/actionModel';
import { PhoneBar } from './PhoneBar';

afterEach(cleanup);

describe('PhoneBar', () => {
  it('offers the keyboard\'s End (the legal end action) beside the jumps, and takes that very action', () => {
    const s = aquitania();
    const legal = bellum.legalActions(s);
    const end = endAction(legal)!;
    expect(end).toBeTruthy();
    const onAct = vi.fn();
    render(<PhoneBar toAct="roman" state={s} legal={legal} onAct={onAct} />);
    const bar = screen.getByRole('navigation', { name: 'Jump to' });
    fireEvent.click(within(bar).getByRole('button', { name: describeAction(s, end) }));
    expect(onAct).toHaveBeenCalledWith(end);
    expect(within(bar).getByRole('link', { name: 'Prompt' })).toBeTruthy();
  });

  it('has no End when nobody is to act', () => {
    const s = aquitania();
    render(<PhoneBar toAct={null} state={s} legal={[]} onAct={() => {}} />);
    expect(within(screen.getByRole('navigation', { name: 'Jump to' })).queryByRole('button')).toBeNull();
  });
});
