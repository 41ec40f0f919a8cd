/** The prompt's words for the decisions of nightfall (AC 12.3) and of a leader standing clear (AC 19.6). */
import { describe, expect, it } from 'vitest';
import { clearHex, inCombat, labelOf, rngFor } from '../../engine/alesia-classic/combat/testkit';
import { describeAction } from '../../engine/alesia-classic/describe';
import { EDGE_ZONES } from '../../engine/alesia-classic/map/zones';
import { hexAt, nbrs } from '../../engine/alesia-classic/map/map';
import { position } from '../../engine/alesia-classic/movement/testkit';
import { alesiaClassic } from '../../engine/alesia-classic/system';
import { play } from '../../engine/alesia-classic/testing';
import { actionRule, groupActions, instruction } from './prompt';

describe('Alesia prompt', () => {
  it('AC 12.3: at nightfall the Gaul is asked the box of each unit as near to two zones, in a group of its own', () => {
    const delta = [...EDGE_ZONES.entries()].find(([k, z]) => z.length === 2 && hexAt(k))![0];
    const s = play({ ...position({ caesar: 'D32', 'gr-1': labelOf(delta) }, 'roman-move'), turn: 12 }, { t: 'end' });
    expect(instruction(s)).toEqual({ text: expect.stringMatching(/^Gallic: Night falls/), rule: 'AC 12.3' });
    const legal = alesiaClassic.legalActions(s);
    expect(groupActions(legal).map((g) => g.id)).toEqual(['withdraw']);
    expect(actionRule(s, legal[0])).toBe('AC 12.3');
    expect(describeAction(s, legal[0])).toMatch(/withdraws to zone (I|II|III|IV|V|VI|VII|VIII|IX|X)$/);
  });

  it('AC 19.6: the Roman is asked whether Labienus stands clear of a beaten soak-off', () => {
    const X = clearHex(0, 3);
    const [N0, , N2] = nbrs(X);
    let s = inCombat(position({ labienus: labelOf(X), 'r-vii-1': labelOf(X), 'r-vii-2': labelOf(X), 'r-vii-3': labelOf(X), 'gb-1': labelOf(N0), 'gb-2': labelOf(N0), 'gr-99': labelOf(N2) }), 'roman');
    s = play(s, { t: 'attack', hex: N0 }, { t: 'join', unit: 'r-vii-1', battle: 0 }, { t: 'attack', hex: N2 }, { t: 'join', unit: 'r-vii-2', battle: 1 }, { t: 'join', unit: 'r-vii-3', battle: 1 }, { t: 'fight' });
    s = play({ ...s, rng: rngFor(5, 6) }, { t: 'resolve', battle: 0 });
    expect(instruction(s)).toEqual({ text: expect.stringMatching(/^Roman: Labienus .* stand clear of the result/), rule: 'AC 19.6' });
    const legal = alesiaClassic.legalActions(s);
    expect(groupActions(legal).map((g) => g.id)).toEqual(['standAside']);
    expect(legal.map((a) => describeAction(s, a))).toEqual(['Labienus stands clear of the result', "Labienus shares the attackers' fate"]);
  });
});
