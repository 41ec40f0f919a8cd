/**
 * Resolving a battle (AC 15–16, 19, 24.7, 26.2): the log line that states the odds, the automatic
 * results, who shares a beaten stack's fate, and the void results in a fort. Frozen states, dice
 * fixed with `rngFor`.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import type { AcAction } from '../actions';
import { nbrs } from '../map/map';
import { acUnit } from '../data/units';
import { position } from '../movement/testkit';
import { unitOf, type AcState } from '../state';
import { ix, playLogged as play } from '../testing';
import { alesiaClassic } from '../system';
import { clearHex, inCombat, labelOf, rngFor } from './testkit';

const X = clearHex(0, 3);
const [N0, N1, N2, N3, N4, N5] = nbrs(X);
const L = labelOf(X);
/** Caesar far off, so that no result here ends the game by his absence (AC 26.3). */
const CAESAR = { caesar: 'D32' };

/** `side` attacks `hex` with `attackers`; the next dice are `dice`; `edit` may touch the position first. */
function fight(where: Record<string, string>, side: 'gallic' | 'roman', attackers: string[], hex: string, dice: number[], edit?: (s: AcState) => void) {
  const p = position({ ...CAESAR, ...where });
  edit?.(p);
  let s = inCombat(p, side);
  s = play(s, { t: 'attack', hex }, ...attackers.map((unit) => ({ t: 'join', unit, battle: 0 }) as AcAction), { t: 'fight' }).s;
  return play(deepFreeze({ ...s, rng: rngFor(...dice) }), { t: 'resolve', battle: 0 });
}

describe('AC 15.1 — the battle is announced with its strengths, terms and odds column', () => {
  it('5 against 6 at 1-2', () => {
    const r = fight({ 'r-x-1': labelOf(X), 'gr-99': labelOf(N0) }, 'gallic', ['gr-99'], X, [3]);
    expect(r.texts[0]).toBe(`Battle at ${L}: 5 against 6 (${L} 6) — odds 1-2, column 1-2.`);
    expect(r.rules[0]).toBe('AC 15.1');
  });

  it('a fort doubles the garrison and the line says why', () => {
    const r = fight({ 'fort-1': L, 'r-vii-1': L, 'gr-1': labelOf(N0), 'gr-2': labelOf(N0) }, 'gallic', ['gr-1', 'gr-2'], X, [3]);
    expect(r.texts[0]).toBe(`Battle at ${L}: 14 against 10 (${L} 5 doubled (AC 24.1)) — odds 1-1, column 1-1.`);
  });

  it('AC 15.5: at 6-1 or more no die is rolled and the defenders are lost', () => {
    const six = { 'r-vii-1': labelOf(N0), 'r-vii-2': labelOf(N0), 'r-vii-3': labelOf(N0), 'r-viii-1': labelOf(N1), 'r-viii-2': labelOf(N1), 'r-viii-3': labelOf(N1) };
    const r = fight({ 'gr-99': L, ...six }, 'roman', Object.keys(six), X, [3]);
    expect(r.rolls).toHaveLength(0);
    expect(r.texts).toContain('Odds of 6-1 or more: the defenders are eliminated without a roll.');
    expect(r.rules).toContain('AC 15.5');
    expect(unitOf(r.s, 'gr-99').loc.at).toBe('gone');
  });
});

describe('AC 19.1, AC 26.2 — a leader shares the fate of the units he is stacked with', () => {
  const aedui = { 'r-vii-1': L, 'r-vii-2': L, 'r-vii-3': L, 'gr-99': labelOf(N0), vercingetorix: labelOf(N0) };

  it('Vercingetorix alone with an attacker that is wiped out (AE) falls with it, and the Roman wins', () => {
    const r = fight(aedui, 'gallic', ['gr-99'], X, [6]);
    expect(r.rolls[0].result).toBe('AE DA3');
    expect(unitOf(r.s, 'vercingetorix').loc.at).toBe('gone');
    expect(r.texts).toContain(`All attackers are lost: 15th assault group of the Aedui, Vercingetorix eliminated.`);
    expect(r.rules).toContain('AC 15.3 AE');
    expect(r.s.outcome).toEqual({ winner: 'roman', reason: 'Vercingetorix was lost in battle (AC 26.2).' });
  });

  it('with another Gaul not in the battle in his hex, Vercingetorix stays with that one', () => {
    const r = fight({ ...aedui, 'gr-98': labelOf(N0) }, 'gallic', ['gr-99'], X, [6], (s) => {
      s.units[ix('gr-98')] = { ...unitOf(s, 'gr-98'), disrupted: true }; // AC 21.2: it may not attack
    });
    expect(unitOf(r.s, 'gr-99').loc.at).toBe('gone');
    expect(unitOf(r.s, 'vercingetorix').loc).toEqual({ at: 'hex', hex: N0 });
    expect(r.s.outcome).toBeNull();
  });
});

describe('AC 19.6 — a Roman leader may stand clear of a result against his attackers', () => {
  it('the Roman is told which leaders may, and why', () => {
    // The AH-19.6 soak-off: one cohort attacks N0 at 1-4, two others attack N2; Labienus stays at X.
    let s = inCombat(position({ ...CAESAR, labienus: L, 'r-vii-1': L, 'r-vii-2': L, 'r-vii-3': L, 'gb-1': labelOf(N0), 'gb-2': labelOf(N0), 'gr-99': labelOf(N2) }), 'roman');
    s = play(s, { t: 'attack', hex: N0 }, { t: 'join', unit: 'r-vii-1', battle: 0 }, { t: 'attack', hex: N2 }, { t: 'join', unit: 'r-vii-2', battle: 1 }, { t: 'join', unit: 'r-vii-3', battle: 1 }, { t: 'fight' }).s;
    const r = play(deepFreeze({ ...s, rng: rngFor(5, 6) }), { t: 'resolve', battle: 0 });
    expect(r.rolls[0].result).toBe('AE DA3');
    expect(r.texts).toContain('AE DA3: Labienus may stand clear of the result, as other Roman units not in the battle stay in the hex. The Roman chooses.');
    expect(r.rules).toContain('AC 19.6');
  });
});

describe('AC 24.7 — a Melee or a Battle Rages is void when one whole force is in a fort', () => {
  it('the attackers in a fort: a Melee leaves everyone as they were', () => {
    const r = fight({ 'fort-1': L, 'r-vii-1': L, 'gr-99': labelOf(N0) }, 'roman', ['r-vii-1'], N0, [3]);
    expect(r.rolls[0].result).toBe('Melee');
    expect(r.texts).toContain('Melee — void, as one whole force is in a fort.');
    expect(r.rules).toContain('AC 24.7');
  });

  it('outside a fort a Melee stands: nobody moves', () => {
    const r = fight({ 'r-vii-1': L, 'gr-99': labelOf(N0) }, 'roman', ['r-vii-1'], N0, [3]);
    expect(r.rolls[0].result).toBe('Melee');
    expect(r.texts).toContain('Melee: both sides stay where they are; whoever moves next must attack or withdraw.');
    expect(r.rules).toContain('AC 15.3 Melee');
  });

  it('a Battle Rages in the open is logged with its hexes and sides', () => {
    const r = fight({ 'r-vii-1': L, 'gr-1': labelOf(N0) }, 'gallic', ['gr-1'], X, [1]);
    expect(r.rolls[0].result).toBe('Battle Rages');
    expect(r.texts).toContain(`Battle Rages at ${L}: every unit in it is inverted and stays put; the gallic must fight it again next turn unless the roman counterattacks first.`);
  });
});

describe('AC 16.2 — a beaten stack with no way back is lost', () => {
  it('the log names the hex and the rule', () => {
    const where: Record<string, string> = { 'gb-26': L, 'r-vii-1': labelOf(N0) };
    const far = [N1, N2, N3, N4, N5].map((n) => nbrs(n).find((m) => m !== X && !nbrs(X).includes(m))!);
    far.forEach((h, i) => (where[`r-viii-${i + 1}`] = labelOf(h)));
    const r = fight(where, 'roman', ['r-vii-1'], X, [2]);
    expect(r.rolls[0].result).toBe('DR1');
    expect(r.texts.some((t) => t.startsWith(`No retreat open from ${L}: `) && t.endsWith(' eliminated.'))).toBe(true);
    expect(r.rules).toContain('AC 16.2');
  });
});

describe('AC 15.4 — Gauls surrounded by Roman ZOC and attacked at 2-1', () => {
  it('are eliminated without a roll, and the log says so', () => {
    const r = fight({ 'gb-26': L, 'r-vii-1': labelOf(N0), 'r-vii-2': labelOf(N2), 'r-vii-3': labelOf(N4) }, 'roman', ['r-vii-1', 'r-vii-2', 'r-vii-3'], X, [3]);
    expect(r.rolls).toHaveLength(0);
    expect(r.texts).toContain('The Gauls are surrounded and attacked at 2-1 or more: they are eliminated without a roll.');
    expect(r.rules).toContain('AC 15.4');
  });
});

describe('AC 19.4–19.5 — the extra dice go only with the leader’s own stack', () => {
  it('Labienus elsewhere on the board adds no die; Caesar with Roman defenders adds two', () => {
    const away = fight({ 'r-vii-1': labelOf(N0), 'gr-1': L, labienus: labelOf(N3) }, 'roman', ['r-vii-1'], X, [3, 3, 3]);
    expect(away.rolls[0].dice).toHaveLength(1);
    const defending = fight({ 'r-vii-1': L, caesar: L, 'gr-1': labelOf(N0), 'gr-2': labelOf(N0) }, 'gallic', ['gr-1', 'gr-2'], X, [3, 3, 3]);
    expect(defending.rolls[0].dice).toHaveLength(3);
  });
});

describe('AC 19.1 — a Roman leader with no other unit to stay with shares the result', () => {
  it('Labienus alone with a cohort wiped out attacking is lost with it, no choice asked', () => {
    // A lone cohort attacks two Gallic stacks' worth at 1-4; a 6 is AE DA3.
    const r = fight({ labienus: labelOf(N0), 'r-vii-1': labelOf(N0), 'gb-1': L, 'gb-2': L }, 'roman', ['r-vii-1'], X, [6, 6]);
    expect(r.rolls[0].result).toBe('AE DA3');
    expect(r.rules).not.toContain('AC 19.6');
    expect(unitOf(r.s, 'labienus').loc.at).toBe('gone');
  });
});

describe('AC 20.3 — an archer stays when another unit not in the battle stays in its hex', () => {
  it('the beaten cohort retreats; the archer stays with the cohort that did not fight', () => {
    // r-vii-1 attacks from N0 and is beaten back (AR); r-vii-2 and the archer stay at N0 (r-vii-2 in a fort need not attack).
    const where = { 'r-vii-1': labelOf(N0), 'r-vii-2': labelOf(N0), 'r-arch-1': labelOf(N0), 'fort-1': labelOf(N0), 'gb-1': L, 'gb-2': L };
    const r = fight(where, 'roman', ['r-vii-1'], X, [3]);
    expect(r.rolls[0].result).toMatch(/^AR/);
    const queued = r.s.combat!.after.find((a) => a.kind === 'retreat');
    expect(queued).toMatchObject({ kind: 'retreat', units: ['r-vii-1'] });
  });
});

describe('AC 15.3 — after an AR with DA the defenders’ advance is theirs', () => {
  it('the advance is logged under AC 15.3 DA', () => {
    const r = fight({ 'r-vii-1': L, 'r-vii-2': L, 'r-vii-3': L, 'gr-99': labelOf(N0) }, 'gallic', ['gr-99'], X, [4]);
    expect(r.rolls[0].result).toMatch(/^AR\d DA\d$/);
    const back = play(r.s, alesiaClassic.legalActions(r.s).find((a) => a.t === 'retreat')!);
    const adv = alesiaClassic.legalActions(back.s).find((a) => a.t === 'advance') as Extract<AcAction, { t: 'advance' }>;
    expect(adv).toBeDefined();
    const moved = play(back.s, adv);
    expect(moved.rules).toContain('AC 15.3 DA');
  });
});

describe('AC 15.3 BR — a Battle Rages fought again is no longer raging', () => {
  it('after the refight the units are upright again', () => {
    const r = fight({ 'r-vii-1': L, 'gr-1': labelOf(N0) }, 'gallic', ['gr-1'], X, [1]);
    expect(unitOf(r.s, 'gr-1').raging).toBe(true);
    let s = inCombat({ ...r.s, phase: 'gallic-move' }, 'gallic');
    s = play(s, { t: 'fight' }).s;
    const again = play(deepFreeze({ ...s, rng: rngFor(3) }), { t: 'resolve', battle: 0 });
    expect(again.rolls[0].result).not.toBe('Battle Rages');
    expect(unitOf(again.s, 'gr-1').raging ?? false).toBe(false);
    expect(unitOf(again.s, 'r-vii-1').raging ?? false).toBe(false);
  });
});

describe('AC 15.3 — each result carried out under its own rule', () => {
  it('DE: the defenders are lost under AC 15.3 DE, and the roll names the battle and its hex', () => {
    // Three Gauls against a lone cohort; a 1 is DE at these odds.
    const r = fight({ 'r-vii-1': L, 'gr-1': labelOf(N0), 'gr-2': labelOf(N0), 'gr-3': labelOf(N1) }, 'gallic', ['gr-1', 'gr-2', 'gr-3'], X, [1]);
    expect(r.rolls[0].result).toMatch(/^DE/);
    expect(r.rolls[0].purpose).toBe(`Battle at ${L}`);
    expect(r.rolls[0].refs).toEqual([{ kind: 'hex', id: X }]);
    expect(r.texts).toContain(`All defenders are lost: ${acUnit('r-vii-1').name} eliminated.`);
    expect(r.rules).toContain('AC 15.3 DE');
    expect(r.s.combat!.after[0]).toMatchObject({ kind: 'advance', chooser: 'gallic', into: [X], rule: 'AC 15.3 AA' });
  });

  it('AC 15.5: the automatic elimination is logged under its own rule', () => {
    const six = { 'r-vii-1': labelOf(N0), 'r-vii-2': labelOf(N0), 'r-vii-3': labelOf(N0), 'r-viii-1': labelOf(N1), 'r-viii-2': labelOf(N1), 'r-viii-3': labelOf(N1) };
    const r = fight({ 'gr-99': L, ...six }, 'roman', Object.keys(six), X, [3]);
    const i = r.texts.findIndex((t) => t.startsWith('All defenders are lost'));
    expect(i).toBeGreaterThan(-1);
    expect(r.rules.filter((x) => x === 'AC 15.5').length).toBeGreaterThanOrEqual(2);
  });

  it('DE that takes Vercingetorix ends the game: no advance is queued', () => {
    const six = { 'r-vii-1': labelOf(N0), 'r-vii-2': labelOf(N0), 'r-vii-3': labelOf(N0), 'r-viii-1': labelOf(N1), 'r-viii-2': labelOf(N1), 'r-viii-3': labelOf(N1) };
    const r = fight({ 'gr-99': L, vercingetorix: L, ...six }, 'roman', Object.keys(six), X, [1]);
    expect(r.s.outcome?.winner).toBe('roman');
    expect(r.s.combat?.after ?? []).toEqual([]);
  });

  it('DR with no way back: the beaten stack is lost and the victors may advance at once', () => {
    // Three Gauls beat a cohort whose every way back lies in the ZOC of Gauls two hexes out.
    const where: Record<string, string> = { 'r-vii-1': L, 'gr-1': labelOf(N0), 'gr-2': labelOf(N0), 'gr-3': labelOf(N1) };
    const far = [N2, N3, N4, N5].map((n) => nbrs(n).find((m) => m !== X && !nbrs(X).includes(m))!);
    far.forEach((h, i) => (where[`gr-${i + 10}`] = labelOf(h)));
    const r = fight(where, 'gallic', ['gr-1', 'gr-2', 'gr-3'], X, [2]);
    expect(r.rolls[0].result).toMatch(/^DR\d AA\d$/);
    expect(unitOf(r.s, 'r-vii-1').loc.at).toBe('gone');
    expect(r.s.combat!.after[0]).toMatchObject({ kind: 'advance', chooser: 'gallic', into: [X], rule: 'AC 15.3 AA' });
  });

  it('DR: the retreat is carried out under AC 15.3 DR', () => {
    const r = fight({ 'gr-99': L, 'r-vii-1': labelOf(N0) }, 'roman', ['r-vii-1'], X, [2]);
    expect(r.rolls[0].result).toMatch(/^DR/);
    const back = play(r.s, alesiaClassic.legalActions(r.s).find((a) => a.t === 'retreat')!);
    expect(back.rules[0]).toBe('AC 15.3 DR');
  });

  it('AE: the Roman advance after it is logged under AC 15.3 DA', () => {
    const r = fight({ 'r-vii-1': L, 'r-vii-2': L, 'r-vii-3': L, 'gr-99': labelOf(N0) }, 'gallic', ['gr-99'], X, [6]);
    expect(r.rolls[0].result).toBe('AE DA3');
    const adv = alesiaClassic.legalActions(r.s).find((a) => a.t === 'advance')!;
    expect(play(r.s, adv).rules).toContain('AC 15.3 DA');
  });
});

describe('AC 19.4–19.5 — the Roman keeps the die best for him, attacking or defending', () => {
  it('Caesar with Roman defenders: of 1, 6, 6 the Roman keeps a 6 (best for a defender)', () => {
    const r = fight({ 'r-vii-1': L, caesar: L, 'gr-1': labelOf(N0) }, 'gallic', ['gr-1'], X, [1, 6, 6]);
    expect(r.rolls[0].dice).toEqual([1, 6, 6]);
    expect(r.rolls[0].total).toBe(6);
  });
});

describe('AC 24.7, AC 15.3 BR — Battle Rages in a fort, and with a leader', () => {
  it('void in a fort, under AC 24.7', () => {
    const r = fight({ 'fort-1': L, 'r-vii-1': L, 'gr-1': labelOf(N0), 'gr-2': labelOf(N0) }, 'gallic', ['gr-1', 'gr-2'], X, [1]);
    expect(r.rolls[0].result).toBe('Battle Rages');
    expect(r.rules).toContain('AC 24.7');
    expect(r.s.rages).toEqual([]);
  });

  it('in the open: the rage records the fighting units, not the leader with them', () => {
    const r = fight({ 'r-vii-1': L, labienus: L, 'gr-1': labelOf(N0) }, 'gallic', ['gr-1'], X, [1]);
    expect(r.rolls[0].result).toBe('Battle Rages');
    expect(r.s.rages).toEqual([{ attackerSide: 'gallic', attackers: ['gr-1'], defenders: ['r-vii-1'] }]);
    expect(r.rules).toContain('AC 15.3 BR');
  });
});

describe('AC 16.1, AC 24.9 — a hex held only by a fort counts as vacated', () => {
  it('once the cohort is gone, the Gauls may advance into the fort hex it held', () => {
    const six = { 'gr-1': labelOf(N0), 'gr-2': labelOf(N0), 'gr-3': labelOf(N1), 'gr-4': labelOf(N1), 'gr-5': labelOf(N2), 'gr-6': labelOf(N2) };
    const r = fight({ 'fort-1': L, 'r-vii-1': L, ...six }, 'gallic', Object.keys(six), X, [1]);
    expect(r.rolls[0].result).toMatch(/^D[ER]/);
    let s = r.s;
    const back = alesiaClassic.legalActions(s).find((a) => a.t === 'retreat');
    if (back) s = play(s, back).s;
    expect(unitOf(s, 'fort-1').loc).toEqual({ at: 'hex', hex: X });
    expect(alesiaClassic.legalActions(s)).toContainEqual(expect.objectContaining({ t: 'advance', to: X }));
  });
});

describe('AC 19.6 — who is offered to stand clear', () => {
  it('not after a result against the defenders, nor when only a fort stays in the leader’s hex', () => {
    // A DR for the Roman attackers: no choice.
    const dr = fight({ labienus: labelOf(N0), 'r-vii-1': labelOf(N0), 'fort-1': labelOf(N0), 'gr-99': L }, 'roman', ['r-vii-1'], X, [2]);
    expect(dr.rules).not.toContain('AC 19.6');
    // An AE with only the fort left beside Labienus: he shares the cohort's fate.
    const ae = fight({ labienus: labelOf(N0), 'r-vii-1': labelOf(N0), 'fort-1': labelOf(N0), 'gb-1': L, 'gb-2': L }, 'roman', ['r-vii-1'], X, [6, 6]);
    expect(ae.rolls[0].result).toBe('AE DA3');
    expect(ae.rules).not.toContain('AC 19.6');
    expect(unitOf(ae.s, 'labienus').loc.at).toBe('gone');
  });
});
