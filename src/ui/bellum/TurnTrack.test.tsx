// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { TurnTrack } from './TurnTrack';
import { markersOf } from './map/mapModel';
import { groupActions } from './actionModel';
import { helvetii } from '../../engine/bellum/testing/helvetii';

afterEach(cleanup);

describe('TurnTrack — BG 3.1 reinforcements and the 6.2 phase order', () => {
  it('marks July 58 BC with the reinforcements of both sides before they arrive, in words', () => {
    render(<TurnTrack scenario="helvetii" year={58} turn={3} step="gallic.move" toAct="gallic" mode="Two players" />);
    const track = screen.getByRole('list', { name: 'Turn track' });
    const months = within(track).getAllByRole('listitem');
    expect(months).toHaveLength(8);
    const july = months.find((li) => li.textContent!.startsWith('Jul'))!;
    expect(july.textContent).toMatch(/reinforcements due: Gallic and Roman/);
    expect(july.textContent).toMatch(/Ariovistus, a Suebi chief/); // the tooltip text
    expect(months.filter((li) => /reinforcements due/.test(li.textContent!))).toHaveLength(1);
  });
  it('shows the Gallic movement phase before the Roman one in 6.2, and the standard order in 6.1', () => {
    render(<TurnTrack scenario="helvetii" year={58} turn={3} step="gallic.move" toAct="gallic" mode="Two players" />);
    const names = within(screen.getByRole('list', { name: 'Phases of the turn' })).getAllByRole('listitem').map((li) => li.textContent!);
    expect(names.findIndex((n) => n.includes('Gallic movement'))).toBeLessThan(names.findIndex((n) => n.includes('Roman movement')));
    cleanup();
    render(<TurnTrack scenario="aquitania" year={56} turn={4} step="roman.move" toAct="roman" mode="Solo" />);
    const std = within(screen.getByRole('list', { name: 'Phases of the turn' })).getAllByRole('listitem').map((li) => li.textContent!);
    expect(std.findIndex((n) => n.includes('Gallic movement'))).toBeGreaterThan(std.findIndex((n) => n.includes('Roman movement')));
  });
});

describe('map and prompt — BG 3.3.3 Rhenus markers, BG 6.2.7 negotiation', () => {
  it('a Rhenus marker shows on the region of a piece holding it, named for its side', () => {
    const s = helvetii();
    s.leaders['caesar'].region = 'sequani';
    s.rhenus['caesar'] = 'sequani';
    const m = markersOf(s, 'sequani').find((x) => x.kind === 'Rh');
    expect(m?.title).toMatch(/Rhenus marker: the Roman force here may cross the Rhine/);
    expect(markersOf(s, 'helvetii').some((x) => x.kind === 'Rh')).toBe(false);
  });
  it('negotiation, reinforcement and mobilisation actions get their own prompt groups', () => {
    const groups = groupActions([
      { t: 'negotiate', from: 'helvetii', to: 'sequani' },
      { t: 'reinforce', id: 'aedui-horse', region: 'cisalpina' },
      { t: 'mobilise', tribe: 'lingones' },
      { t: 'endMove' },
    ]);
    expect(groups.map((g) => g.id)).toEqual(['reinforce', 'mobilise', 'negotiate', 'finish']);
  });
});
