/**
 * Previews of a combat before it is decided (combat/preview.ts), on fixed positions: the terms and
 * the odds column the roll will read (BG 4.3.2, 4.4.2, 4.5.3) and what a move would bring (BG 4.1, 4.5.1).
 */
import { describe, expect, it } from 'vitest';
import { addLeader, addUnit, emptyAtRomanMove } from '../testing/states';
import { twoArmies } from './battle/battleKit';
import { battleEstimate, currentEncounter, moveCombat, siegePreview, skirmishPreview } from './preview';

function skirmishAtTarbelli() {
  const s = emptyAtRomanMove('preview-rules');
  addUnit(s, 'legio-vii', 'tarbelli');
  addLeader(s, 'crassus', 'tarbelli');
  addUnit(s, 'tarbelli-inf', 'tarbelli');
  addUnit(s, 'boii-inf', 'tarbelli');
  return s;
}
function besiegers() {
  const s = emptyAtRomanMove('preview-siege');
  addUnit(s, 'sotiates-inf', 'bigerriones', 'sotiates-oppidum');
  for (const u of ['legio-vii', 'legio-viii', 'numidians', 'civis', 'roman-cav-1']) addUnit(s, u, 'bigerriones');
  addLeader(s, 'crassus', 'bigerriones');
  return s;
}

describe('BG 4.4.2 the battle estimate before deployment', () => {
  it('the side that entered last attacks; every unit counted, no modifier; each die grouped by result and winner', () => {
    const p = battleEstimate(twoArmies({ attacker: 'gallic' }), 'santones')!;
    expect(p).toMatchObject({ region: 'santones', estimate: true, attacker: 'gallic', defender: 'roman', column: '2/3' });
    expect(p.attack).toEqual({ total: 16, terms: [{ label: 'strength points of all 5 units, none kept in reserve', value: 16, rule: 'BG 4.4.2' }] });
    expect(p.defence.total).toBe(18);
    expect(p.outcomes.map((o) => [o.text, o.winner, o.dice])).toEqual([
      ['E¼ / R', 'roman', [1]], ['½ / R', 'roman', [2, 3]], ['¼ / ¼', 'roman', [4]], ['¼ / ¼', 'gallic', [5]], ['R / ½', 'gallic', [6]],
    ]);
    expect(p.outcomes[1].chance).toBeCloseTo(2 / 6);
  });
  it('the Roman attacks when nobody is recorded as arriving; a lone unit is named so; nobody in the open: no estimate', () => {
    const s = twoArmies({ gauls: ['tarbelli-inf'] });
    delete s.arrivals.santones;
    const p = battleEstimate(s, 'santones')!;
    expect(p.attacker).toBe('roman');
    expect(p.defence.terms[0].label).toBe('strength points of its only unit, none kept in reserve');
    expect(battleEstimate(s, 'pictones')).toBeNull();
  });
});

describe('BG 4.3.2 the skirmish preview', () => {
  it('the larger force attacks; the best leader is added; the loser of each result', () => {
    const p = skirmishPreview(skirmishAtTarbelli(), 'tarbelli')!;
    expect(p).toMatchObject({ attacker: 'gallic', defender: 'roman', column: '2/3', drm: 0 });
    expect(p.attack.terms).toEqual([{ label: 'strength points of 2 units', value: 6, rule: 'BG 4.3.2' }]);
    expect(p.defence.terms).toEqual([
      { label: 'strength points of 1 unit', value: 5, rule: 'BG 4.3.2' },
      { label: 'P. Licinius Crassus, best leader', value: 4, rule: 'BG 4.3.2' },
    ]);
    expect(p.outcomes.map((o) => [o.code, o.loser, o.dice])).toEqual([['AR', 'gallic', [1, 2]], ['EX', null, [3]], ['NE', null, [4, 5]], ['DR', 'roman', [6]]]);
    expect(skirmishPreview(skirmishAtTarbelli(), 'santones')).toBeNull();
  });
});

describe('BG 4.5.3 the siege preview', () => {
  it('a siege not yet begun: the besiegers\' share as if it were, turns 0', () => {
    const p = siegePreview(besiegers(), 'sotiates-oppidum')!;
    expect(p).toMatchObject({ besieger: 'roman', besieged: 'gallic', running: false, turns: 0, diff: 1, column: '+1' });
    expect(p.attack.total).toBe(5);
    expect(p.defence.total).toBe(4);
    expect(p.outcomes.map((o) => [o.besieger, o.besieged, o.dice])).toEqual([[1, 0, [1]], [1, 1, [2]], [0, 1, [3, 4, 5]], [0, 2, [6]]]);
  });
  it('a running siege counts its turns; an empty place has no preview', () => {
    const s = besiegers();
    s.sieges = [{ place: 'sotiates-oppidum', region: 'bigerriones', besieger: 'roman', turns: 2 }];
    expect(siegePreview(s, 'sotiates-oppidum')).toMatchObject({ running: true, turns: 2 });
    expect(siegePreview(s, 'turba')).toBeNull();
  });
});

describe('BG 4.1, 4.5.1 what a move would bring', () => {
  it('a battle, a skirmish, a siege, or nothing, in the words shown to the player', () => {
    expect(moveCombat(twoArmies(), 'roman', ['legio-ix'], 'santones')).toEqual({ kind: 'battle', ownUnits: 6, enemyUnits: 5, rule: 'BG 4.1', text: '5 enemy units in the open against your 6: a pitched battle (both sides have an army)' });
    expect(moveCombat(skirmishAtTarbelli(), 'gallic', ['sotiates-inf'], 'tarbelli')).toEqual({ kind: 'skirmish', ownUnits: 3, enemyUnits: 1, rule: 'BG 4.1', text: '1 enemy unit in the open against your 3: a skirmish (one side has fewer than 5 units)' });
    expect(moveCombat(besiegers(), 'roman', ['legio-ix'], 'bigerriones')).toEqual({ kind: 'siege', ownUnits: 6, enemyUnits: 1, rule: 'BG 4.5.1', text: 'enemy inside Oppidum of the Sotiates (1 unit): a siege is possible (an army of 5 units and a leader per siege)' });
    expect(moveCombat(skirmishAtTarbelli(), 'gallic', ['sotiates-inf'], 'pictones')).toEqual({ kind: 'none', ownUnits: 1, enemyUnits: 0, rule: 'BG 4.1', text: 'no enemy there' });
  });
  it('a destroyed place opens no siege', () => {
    const s = besiegers();
    s.destroyed = ['sotiates-oppidum'];
    expect(moveCombat(s, 'roman', [], 'bigerriones').kind).toBe('none');
  });
});

describe('the combat being fought', () => {
  it('its kind, region and place; none outside a combat', () => {
    const s = besiegers();
    expect(currentEncounter(s)).toBeNull();
    s.combat = { encounters: [{ kind: 'siege', region: 'bigerriones', place: 'sotiates-oppidum', stage: 'start' }, { kind: 'battle', region: 'santones', stage: 'start' }], index: 1, siegesListed: true, sackOffered: [], pending: null, board: null };
    expect(currentEncounter(s)).toEqual({ kind: 'battle', region: 'santones', place: null });
    s.combat.index = 0;
    expect(currentEncounter(s)).toEqual({ kind: 'siege', region: 'bigerriones', place: 'sotiates-oppidum' });
  });
});
