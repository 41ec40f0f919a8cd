// @vitest-environment jsdom
/**
 * The battle board on states produced by the real engine: the Nervii battle of BG 4.4.2
 * (examples 1 and 2) — odds preview 48 : 50 → 2/3 with +3, then the rolled sequence.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { bellum } from '../../../engine/bellum/system';
import { rngFor } from '../../../engine/bellum/testing/forceDice';
import { deployPlan, NERVII_GALLIC, NERVII_ROMAN, nerviiState } from '../../../engine/bellum/testing/nervii';
import { act, toCombat } from '../../../engine/bellum/combat/testkit';
import type { BellumState } from '../../../engine/bellum/state';
import { BattleBoard } from './BattleBoard';

afterEach(cleanup);

const ROMAN = NERVII_ROMAN;
const GALLIC = NERVII_GALLIC;
const deploy = deployPlan;

/** Example 1 at the start of the battle: both sides stand (no evasion). */
function nervii(): BellumState {
  return act(toCombat(nerviiState()), { t: 'stand' });
}

describe('BattleBoard on engine states (BG 4.4.2, Nervii)', { timeout: 60_000 }, () => {
  it('previews 48 : 50 → 2/3 with +3 during deployment, then shows the rolled sequence', () => {
    let s = nervii();
    s = act(deploy(s, ROMAN), { t: 'confirmDeploy' });
    s = deploy(s, GALLIC);
    const view = render(<BattleBoard state={s} />);
    const roman = screen.getByRole('region', { name: /^Roman army \(attacker\)/ });
    const names = within(within(roman).getByRole('region', { name: 'Leaders' })).getAllByRole('img');
    expect(names).toHaveLength(7);
    expect(names[0].getAttribute('aria-label')).toMatch(/^C\. Iulius Caesar, Army Commander/);
    expect(roman.querySelector('.side-totals')!.textContent).toContain('First line 48 SP · Reserve 10 SP');
    // Deployment not finished: the odds are labelled an estimate, from the first lines placed so far.
    const odds = screen.getByRole('region', { name: /Estimate while deploying/ });
    expect(odds.textContent).toMatch(/An estimate: deployment is not finished/);
    expect(odds.querySelector('.odds-line')!.textContent).toMatch(/48 SP.*50 SP.*column 2\/3/);
    expect(odds.querySelector('.odds-drm-total')!.textContent).toContain('+3');
    // Die faces read "4", "3, 5" or "3–5".
    const faces = (t: string): number[] => t.split(', ').flatMap((x) => { const [a, b] = x.split('–').map(Number); return b ? Array.from({ length: b - a + 1 }, (_, i) => a + i) : [a]; });
    const die4 = [...odds.querySelectorAll('tbody tr')].find((tr) => faces(tr.querySelector('th')!.textContent!).includes(4))!;
    expect(die4.textContent).toContain('R / ½');
    expect(die4.textContent).toContain('Roman (attacker)');
    view.unmount();

    s.rng = rngFor([4]);
    const r = bellum.apply(s, { t: 'confirmDeploy' });
    if (!r.ok) throw new Error(r.rejection.message);
    render(<BattleBoard state={r.state} log={r.log} />);
    expect(screen.getByRole('status').textContent).toMatch(/Gallic player weakens 7 first-line units/);
    const record = screen.getByRole('region', { name: /Battle record/ });
    const roll = within(record).getAllByRole('group').find((g) => g.textContent!.includes('Pitched Battle Table, row 7, column 2/3'));
    expect(roll).toBeTruthy();
    expect(roll!.querySelectorAll('.roll-mods li')).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'Sequences' }).textContent).toMatch(/Sequence 1 of 2: odds 2\/3, die 4, total 7/);
  });
});
