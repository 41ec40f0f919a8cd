/** Rules review: regressions for rule bugs found in the engine (one describe per rule). */
import { describe, expect, it } from 'vitest';
import { addUnit, emptyAtRomanMove, place, play } from './testing/states';
import { rngFor } from './testing/forceDice';
import { scorchSites } from './supply';
import type { BellumState } from './state';

const GAULS_T = ['tarbelli-inf', 'boii-inf', 'elusates-inf', 'tarusates-inf', 'tarusates-cav'];
const ROMANS = ['legio-vii', 'numidians', 'allied-cav-1', 'civis', 'roman-cav-1'];


describe('BG 4.4.2 — the attacker is the side whose army arrived last', () => {
  it('a lone Gallic leader joining after the Roman army came in does not make the Gauls the attacker', () => {
    let s = emptyAtRomanMove('review');
    place(s, GAULS_T, 'tarbelli'); // a Gallic army, already there
    place(s, [...ROMANS, 'crassus'], 'nitiobriges');
    place(s, ['adiatuanus'], 'bigerriones');
    // Roman phase: the army marches into Tarbelli, where the Gallic army stands.
    s.mayMove = [...ROMANS].sort();
    s = play(s, [{ t: 'select', leader: 'crassus' }, { t: 'move', to: 'tarbelli' }, { t: 'endMove' }, { t: 'endMove' }]);
    expect(s.step).toBe('gallic.move');
    // Gallic phase: only a leader, alone, comes in afterwards.
    s = play(s, [{ t: 'select', leader: 'adiatuanus' }, { t: 'move', to: 'tarbelli' }, { t: 'endMove' }]);
    expect(s.step).toBe('combat');
    const battle = s.combat!.encounters.find((e) => e.kind === 'battle' && e.region === 'tarbelli');
    expect(battle?.attacker).toBe('roman');
  });
});

describe('BG 4.5.5 / 4.5.6 — only a relief army raises a siege by winning a skirmish', () => {
  /** Romans besieging the Sotiates' oppidum; a small Gallic band (not an army) in the open beside them. */
  function besiegers(die: number): BellumState {
    let s = emptyAtRomanMove('review');
    place(s, [...ROMANS, 'crassus'], 'bigerriones');
    addUnit(s, 'cretans', 'bigerriones'); // six units: still an army after losing one
    for (const u of [...ROMANS, 'cretans']) s.units[u].reduced = true;
    place(s, ['consoranni-inf'], 'bigerriones', 'sotiates-oppidum');
    place(s, ['sotiates-inf', 'tarusates-inf', 'bigerriones-inf', 'tarbelli-inf'], 'bigerriones');
    s.sieges = [{ place: 'sotiates-oppidum', region: 'bigerriones', besieger: 'roman', turns: 1 }];
    s = play(s, [{ t: 'endMove' }, { t: 'endMove' }]);
    s.rng = rngFor([die]);
    return play(s, [{ t: 'endMove' }]);
  }

  it('the Roman besiegers beaten in a skirmish by 4 Gallic units keep their siege and stay', () => {
    // Find the die that makes the Roman (attacker: more units) lose the skirmish.
    const die = [1, 2, 3, 4, 5, 6].find((d) => {
      const s = besiegers(d);
      return s.combat?.encounters[0]?.loser === 'roman';
    });
    expect(die).toBeDefined();
    let s = besiegers(die!);
    expect(s.losses[0]).toMatchObject({ side: 'roman', count: 1 });
    s.rng = rngFor([3, 4]); // Crassus's Leader Table test as loser: 7, no effect
    s = play(s, [{ t: 'loss', unit: 'civis' }]);
    expect(s.sieges.map((x) => x.place)).toEqual(['sotiates-oppidum']);
    expect(s.units['legio-vii'].region).toBe('bigerriones');
    expect(s.leaders.crassus.region).toBe('bigerriones');
  });
});

describe('BG 2.3.1 / 2.3.5 — Gallia Romana is always Fertile', () => {
  it('the Gaul may not lay Scorched Earth in a Gallia Romana region he has come to control', () => {
    const s = emptyAtRomanMove('review');
    place(s, ['sotiates-inf'], 'provincia-1');
    expect(s.control['provincia-1']).toBe('gallic');
    expect(scorchSites(s)).toContain('tarbelli');
    expect(scorchSites(s)).not.toContain('provincia-1');
  });
});
