// @vitest-environment jsdom
/**
 * The prompt's combat previews show the engine's numbers for the decision asked now: found in
 * random games with the armies in contact (a siege to begin or hold, a battle or skirmish to
 * avoid or fight, a selected force to move).
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { battleEstimate, moveCombat, siegePreview, skirmishPreview } from '../../../engine/bellum/combat/preview';
import { REGION_BY_ID } from '../../../engine/bellum/data/regions';
import { unitsIn } from '../../../engine/bellum/queries';
import { bellum } from '../../../engine/bellum/system';
import { randomContactGame } from '../../../engine/bellum/testing/contact';
import type { BellumState } from '../../../engine/bellum/state';
import type { LogEntry } from '../../../engine/core/log';
import { render } from '../testing/render';
import { CombatPreview } from './CombatPreview';
import { SiegePanel } from './SiegePanel';

afterEach(cleanup);

/** The first position of a random contact game that `ok` accepts, with the log so far. */
function find(ok: (s: BellumState) => boolean): { state: BellumState; log: LogEntry[] } {
  for (let n = 0; n < 60; n++) {
    const g = randomContactGame(`pvui${n}`, { stop: ok, max: 3000 });
    if (g.stopped) return g;
  }
  throw new Error('no such position in 60 random games');
}

const pendingKind = (s: BellumState) => s.combat?.pending?.kind;

describe('combat previews in the prompt', () => {
  it('a siege decision shows both strengths, the difference and the Siege Table column', () => {
    const { state } = find((s) => pendingKind(s) === 'siegeStart' || pendingKind(s) === 'siegeDefence');
    const placeId = (state.combat!.pending as { place: string }).place;
    const p = siegePreview(state, placeId)!;
    render(<CombatPreview state={state} legal={bellum.legalActions(state)} />);
    const panel = screen.getByRole('region', { name: /Siege odds/ });
    expect(within(panel).getByText(`Besiegers (${p.besieger === 'roman' ? 'Roman' : 'Gallic'}) ${p.attack.total}`)).toBeTruthy();
    expect(within(panel).getByText(`Besieged (${p.besieged === 'roman' ? 'Roman' : 'Gallic'}) ${p.defence.total}`)).toBeTruthy();
    expect(panel.textContent).toContain(`Siege Table column ${p.column}`);
    expect(within(panel).getAllByRole('row').length).toBe(p.outcomes.length + 1);
  });

  it('the choice to avoid a pitched battle shows an estimate, labelled as such', () => {
    const { state } = find((s) => pendingKind(s) === 'battleEvade');
    const region = state.combat!.encounters[state.combat!.index].region;
    const p = battleEstimate(state, region)!;
    render(<CombatPreview state={state} legal={bellum.legalActions(state)} />);
    const panel = screen.getByRole('region', { name: /^Estimate: pitched battle/ });
    expect(panel.textContent).toContain(`Column about ${p.column}`);
    expect(panel.textContent).toMatch(/reserve/);
  });

  it('the choice to avoid a skirmish shows its odds', () => {
    const { state } = find((s) => pendingKind(s) === 'skirmishEvade');
    const region = state.combat!.encounters[state.combat!.index].region;
    const p = skirmishPreview(state, region)!;
    render(<CombatPreview state={state} legal={bellum.legalActions(state)} />);
    const panel = screen.getByRole('region', { name: /^Skirmish odds/ });
    expect(panel.textContent).toContain(`${p.attack.total} : ${p.defence.total} gives Skirmish Table column ${p.column}`);
  });

  it('a selected force lists the moves that would bring a combat', () => {
    const enemyTo = (s: BellumState): string[] =>
      bellum.legalActions(s).flatMap((a) => (a.t === 'move' && a.to !== s.selection?.region && unitsIn(s, a.to, 'gallic', 'field').length > 0 ? [a.to] : []));
    const { state } = find((s) => s.step === 'roman.move' && !!s.selection && enemyTo(s).length > 0);
    render(<CombatPreview state={state} legal={bellum.legalActions(state)} />);
    const panel = screen.getByRole('region', { name: 'Moves into enemy regions' });
    for (const to of enemyTo(state)) {
      const m = moveCombat(state, 'roman', state.selection!.units, to);
      expect(panel.textContent).toContain(`${REGION_BY_ID[to].name}: ${m.text}`);
    }
  });

  it('the Battle tab shows the siege under way with its turn count and last result', () => {
    const { state, log } = find((s) => s.sieges.some((x) => x.turns >= 1));
    render(<SiegePanel state={state} log={log} />);
    const siege = state.sieges.find((x) => x.turns >= 1)!;
    const panel = screen.getByRole('region', { name: /Siege now|Sieges under way/ });
    expect(panel.textContent).toContain(`${siege.turns} siege turn`);
    expect(panel.textContent).toMatch(/Last result: die \d/);
    expect(within(panel).getAllByRole('region', { name: /Next siege turn/ }).length).toBeGreaterThan(0);
  });
});
