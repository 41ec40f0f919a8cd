// @vitest-environment jsdom
/** The Alesia odds preview on hand-built positions: the seed's example, leaders, doubling, automatic elimination, fire. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { AcAction } from '../../../engine/alesia-classic/actions';
import { alesiaClassic } from '../../../engine/alesia-classic/system';
import { position } from '../../../engine/alesia-classic/movement/testkit';
import { clearHex, inCombat, labelOf } from '../../../engine/alesia-classic/combat/testkit';
import { nbrs } from '../../../engine/alesia-classic/map/map';
import type { AcState } from '../../../engine/alesia-classic/state';
import { alesiaClassicUi } from '../ui';
import { AcPreview } from './AcPreview';
import { battlePreviews, firePreview } from './previewModel';
import { play } from '../../../engine/alesia-classic/testing';

afterEach(cleanup);

const X = clearHex();
const [N0, N1, N2, N3, N4, N5] = nbrs(X);


/** The seed's example of AC 15.2: two 8-6s and a 6-6 against a cohort and a cavalry squadron, declared, not yet fought. */
function seedExample(extra: Record<string, string> = {}): AcState {
  const base = position({ 'r-vii-1': labelOf(X), 'r-cav-1': labelOf(X), 'gb-5': labelOf(N0), 'gb-6': labelOf(N0), 'gb-20': labelOf(N1), ...extra });
  return play(inCombat(base, 'gallic'), { t: 'attack', hex: X }, { t: 'join', unit: 'gb-5', battle: 0 }, { t: 'join', unit: 'gb-6', battle: 0 }, { t: 'join', unit: 'gb-20', battle: 0 });
}

const show = (s: AcState) => render(<AcPreview state={s} legal={alesiaClassic.legalActions(s)} />);
const percent = (t: string) => Number(/\(([\d.]+)%\)/.exec(t)![1]);
const fraction = (t: string) => { const m = /(\d+)\/(\d+)/.exec(t)!; return Number(m[1]) / Number(m[2]); };

describe('Alesia odds preview — declared battles (before the attack is committed)', () => {
  it('the seed’s example: 22 against 7, 3-1, six results summing to 100%', () => {
    const s = seedExample();
    expect(s.combat!.locked).toBe(false);
    expect(alesiaClassicUi.prompt.Preview).toBe(AcPreview);
    show(s);
    const panel = screen.getByRole('region', { name: /Battle 1: Gallic attack on/ });
    const odds = panel.querySelector('.odds-line')!.textContent!;
    expect(odds).toMatch(/22 against 7: odds 3-1/);
    expect(odds).toContain('column 3-1');
    // each side's factors, unit by unit
    const att = within(panel).getByRole('list', { name: /Attacking units/ });
    expect(within(att).getAllByRole('listitem').map((li) => li.querySelector('strong')!.textContent)).toEqual(['8', '8', '6']);
    expect(panel.textContent).toContain('Gallic (attacking): 22');
    expect(panel.textContent).toContain('Roman (defending): 7');
    const defUnits = within(panel).getByRole('list', { name: /Defending units at/ });
    expect(within(defUnits).getAllByRole('listitem').map((li) => li.querySelector('strong')!.textContent)).toEqual(['5', '2']);
    expect(panel.textContent).toMatch(/not doubled: no terrain or fort doubles/);
    expect(panel.textContent).toMatch(/No Roman leader in the battle: one die/);
    // six results, their chances summing to 100%
    const table = within(panel).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1, -1);
    expect(rows).toHaveLength(6);
    expect(rows.map((r) => r.querySelector('th')!.textContent).sort()).toEqual(['AR1', 'Battle Rages', 'DR1', 'DR2 AA1', 'DR3 AA1', 'Melee'].sort());
    const chances = rows.map((r) => r.querySelector('.acp-chance')!.textContent!);
    expect(chances.reduce((t, c) => t + fraction(c), 0)).toBeCloseTo(1, 12);
    expect(chances.reduce((t, c) => t + percent(c), 0)).toBeCloseTo(100, 0);
    expect(table.querySelector('.acp-total')!.textContent).toContain('100.0%');
    expect(screen.getByText(/Nothing is rolled until the attacks are committed/)).toBeTruthy();
    // every control (the rule links) is a native button with a name: keyboard-reachable
    for (const b of screen.getAllByRole('button')) {
      expect(b.tagName).toBe('BUTTON');
      expect(b.textContent!.trim()).not.toBe('');
    }
  });

  it('Caesar with the defenders gives two extra dice, and the chances cover all 216 throws', () => {
    const s = seedExample({ caesar: labelOf(X) });
    const [b] = battlePreviews(s);
    expect(b.leaders).toEqual(['Caesar']);
    expect(b.extra).toBe(2);
    expect(b.romanRole).toBe('defender');
    expect(b.chances.reduce((t, c) => t + c.ways, 0)).toBe(216);
    show(s);
    expect(screen.getByText(/Roman leaders in the battle: Caesar: 2 extra dice; 3 dice are thrown/)).toBeTruthy();
    const total = document.querySelector('.acp-total')!.textContent!;
    expect(total).toBe('216/216 (100.0%)');
  });

  it('a defender in a fort is doubled, with the rule that doubles it', () => {
    const s = seedExample({ 'fort-1': labelOf(X) });
    const [b] = battlePreviews(s);
    expect(b.odds!.defence).toBe(14);
    expect(b.defence[0].doubled).toBe(true);
    show(s);
    const panel = screen.getByRole('region', { name: /Battle 1/ });
    expect(panel.textContent).toMatch(/7 × 2 = 14, doubled once/);
    expect(panel.textContent).toContain('in a fort');
    expect(within(panel).getAllByRole('button', { name: 'AC 24.1' }).length).toBeGreaterThan(0);
    expect(panel.querySelector('.odds-line')!.textContent).toMatch(/22 against 14: odds 1-1/);
  });

  it('6-1 or more: automatic elimination, certain, no die', () => {
    const base = position({ 'r-cav-1': labelOf(X), 'gb-5': labelOf(N0), 'gb-6': labelOf(N0) });
    const s = play(inCombat(base, 'gallic'), { t: 'attack', hex: X }, { t: 'join', unit: 'gb-5', battle: 0 }, { t: 'join', unit: 'gb-6', battle: 0 });
    const [b] = battlePreviews(s);
    expect(b.odds!.automatic).toBe('AC 15.5');
    show(s);
    expect(screen.getByText(/Automatic elimination/).closest('p')!.textContent).toMatch(/odds of 6-1 or more/);
    expect(document.querySelector('.acp-total')!.textContent).toContain('100.0%');
    expect(screen.queryByText(/one die/)).toBeNull();
  });

  it('a Gallic stack surrounded and attacked at 2-1: automatic elimination (AC 15.4)', () => {
    const where: Record<string, string> = { 'gb-20': labelOf(X) };
    const romans = ['r-x-1', 'r-x-2', 'r-x-3', 'r-x-4', 'r-x-5', 'r-x-6'];
    [N0, N1, N2, N3, N4, N5].forEach((n, i) => (where[romans[i]] = labelOf(n)));
    let s = inCombat(position(where), 'roman');
    s = play(s, { t: 'attack', hex: X }, { t: 'join', unit: 'r-x-1', battle: 0 }, { t: 'join', unit: 'r-x-2', battle: 0 });
    const [b] = battlePreviews(s);
    expect(b.odds!.surrounded).toBe(true);
    expect(b.odds!.automatic).toBe('AC 15.4');
    show(s);
    expect(screen.getByText(/Automatic elimination/).closest('p')!.textContent).toMatch(/surrounded/);
  });

  it('a battle with no attacker yet says so instead of odds', () => {
    const base = position({ 'r-vii-1': labelOf(X), 'gb-5': labelOf(N0) });
    const s = play(inCombat(base, 'gallic'), { t: 'attack', hex: X });
    show(s);
    expect(screen.getByText(/No attacking unit has joined this battle yet/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('Alesia odds preview — locked battles', () => {
  it('shows the battles still to resolve, and nothing while a retreat is pending', () => {
    const s = play(seedExample(), { t: 'fight' });
    expect(s.combat!.locked).toBe(true);
    show(s);
    expect(screen.getByRole('heading', { name: /Battles still to resolve/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: /Battle 1 \(to resolve\)/ }).querySelector('.odds-line')!.textContent).toMatch(/22 against 7: odds 3-1/);
    cleanup();
    const after = structuredClone(s);
    after.combat!.after = [{ kind: 'advance', chooser: 'gallic', units: ['gb-5'], into: [X], hexes: 1, rule: 'AC 15.3' }];
    const { container } = show(after);
    expect(container.textContent).toBe('');
  });
});

describe('Alesia fire window preview', () => {
  it('names the moving unit and each volley with its chances from the missile tables', () => {
    const s = position({ 'gb-5': labelOf(N0), 'fort-1': labelOf(X), 'r-vii-1': labelOf(X), 'r-arch-1': labelOf(X) });
    s.fire.window = { target: 'gb-5', hex: N0, entering: false };
    const legal: AcAction[] = [
      { t: 'fire', shooter: 'fort-1', volley: 'primary', target: 'gb-5' },
      { t: 'fire', shooter: 'r-arch-1', volley: 'primary', target: 'gb-5' },
      { t: 'holdFire' },
    ];
    const p = firePreview(s, legal)!;
    expect(p.moving?.id).toBe('gb-5');
    expect(p.volleys.map((v) => v.chances.map((c) => `${c.text}:${c.ways}`).join(' '))).toEqual([
      '-:2 D:1 E:1 D*:1 E*:1',
      '-:3 D:1 E:2',
    ]);
    render(<AcPreview state={s} legal={legal} />);
    const panel = screen.getByRole('region', { name: /Fire at the moving unit/ });
    expect(panel.textContent).toContain(`has moved into ${labelOf(N0)}`);
    const rows = within(panel).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('Missile Engine Table');
    expect(rows[0].textContent).toMatch(/E\* every unit in the hex eliminated: 1\/6 \(16\.7%\)/);
    expect(rows[1].textContent).toContain('Archer/Slinger Table');
    expect(rows[1].textContent).toMatch(/- no effect: 3\/6 \(50\.0%\)/);
  });
});
