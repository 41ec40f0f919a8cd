/** The combat phase driven through `bellum.apply`: skirmish, evasion, refuge, sieges, sallies. */
import { describe, expect, it } from 'vitest';
import { bellum } from '../system';
import { addLeader, place, emptyAtRomanMove } from '../testing/states';
import { rngFor } from '../testing/forceDice';
import { nextIndex, seedRng } from '../../core/rng';
import type { BellumAction, BellumState } from '../state';
import type { LogEntry } from '../../core/log';
import { act, declineSacks, legalHas, toCombat } from './testkit';
import { boardSide } from './battle/board';
import { decisionIsSecret, pendingSecret } from '../secrecy';
import { sackablePlaces } from './siege';

const GAULS_B = ['bigerriones-inf', 'convenae-inf', 'consoranni-inf', 'auscii-inf', 'sotiates-inf', 'sotiates-cav'];
const GAULS_T = ['tarbelli-inf', 'boii-inf', 'elusates-inf', 'tarusates-inf', 'tarusates-cav'];
const ROMANS = ['legio-vii', 'numidians', 'allied-cav-1', 'civis', 'roman-cav-1'];

const atRomanMove = (): BellumState => emptyAtRomanMove('flow');

function apply(s: BellumState, a: BellumAction): { s: BellumState; log: LogEntry[] } {
  const r = bellum.apply(s, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.rejection.message}`);
  return { s: r.state, log: r.log };
}

describe('BG 4.3 skirmish through the engine', () => {
  it('the Roman detachment is attacked, takes DR, tests its leader as loser', () => {
    const s0 = atRomanMove();
    place(s0, GAULS_T, 'tarbelli');
    place(s0, ['legio-vii', 'numidians', 'allied-cav-1', 'crassus'], 'tarbelli');
    s0.rng = rngFor([]);
    let s = toCombat({ ...s0 });
    // The last endMove opened the phase; redo it with the die forced: 6 − 1 (ranged) = 5 → [1/1, 5] = DR.
    const before = toCombatBefore(s0);
    before.rng = rngFor([6]);
    const r = apply(before, { t: 'endMove' });
    s = r.s;
    const roll = r.log.find((e) => e.kind === 'roll' && e.rule === 'BG 4.3.2');
    expect(roll && roll.kind === 'roll' && roll.cell).toEqual({ table: 'skirmish', row: '5', col: '1/1' });
    expect(s.losses[0]).toMatchObject({ side: 'roman', mode: 'reduce', count: 1, rule: 'BG 4.3.2' });
    s.rng = rngFor([3, 4]);
    const r2 = apply(s, { t: 'loss', unit: 'allied-cav-1' });
    expect(r2.s.units['allied-cav-1'].reduced).toBe(true);
    expect(r2.log.some((e) => e.kind === 'roll' && e.rule === 'BG 4.2.2' && /Crassus.*loser/.test(e.purpose))).toBe(true);
    // BG 4.5.1: the Gallic army in the open does not shield the empty oppida of Tarbelli.
    expect(r2.s.combat!.pending).toMatchObject({ kind: 'sack', side: 'roman' });
    expect(declineSacks(r2.s).step).not.toBe('combat'); // nothing else to fight: the turn moved on
  });

  it('the smaller side with more cavalry may try to evade (BG 4.3.1): 1–3 moves it away', () => {
    const s0 = atRomanMove();
    place(s0, ['tarbelli-inf', 'boii-inf', 'elusates-inf'], 'tarbelli');
    place(s0, ['allied-cav-1', 'roman-cav-1', 'crassus'], 'tarbelli');
    s0.control.santones = 'roman';
    let s = declineSacks(toCombat(s0));
    expect(s.combat!.pending).toEqual({ kind: 'skirmishEvade', side: 'roman' });
    expect(bellum.legalActions(s)).toEqual([{ t: 'evade', to: 'santones' }, { t: 'stand' }]);
    s.rng = rngFor([3]);
    s = act(s, { t: 'evade', to: 'santones' });
    expect(s.units['roman-cav-1'].region).toBe('santones');
    expect(s.leaders.crassus.region).toBe('santones');
  });
});

/** State one action before the combat phase (the Gallic endMove still to play). */
function toCombatBefore(s0: BellumState): BellumState {
  let st = s0;
  for (let i = 0; i < 10; i++) {
    const legal = bellum.legalActions(st);
    if (st.step === 'gallic.move') return st;
    st = act(st, legal.find((a) => a.t === 'endMove') ?? legal[0]);
  }
  throw new Error('no gallic.move step');
}

describe('BG 4.4.1 evasion and refuge, BG 4.5 siege', () => {
  function battleAtBigerriones(): BellumState {
    const s0 = atRomanMove();
    place(s0, GAULS_B, 'bigerriones');
    addLeader(s0, 'adiatuanus', 'bigerriones');
    place(s0, [...ROMANS, 'crassus'], 'bigerriones');
    s0.arrivals.bigerriones = 'roman';
    return toCombat(s0);
  }

  it('attacker declares first, then the defender; a failed Gallic evasion may end in the oppidum; then a siege', () => {
    let s = battleAtBigerriones();
    expect(s.combat!.pending).toEqual({ kind: 'battleEvade', side: 'roman' });
    // BG 4.4.1: each declaration is made unseen by the other side (hotseat hides the screen).
    expect(decisionIsSecret(s)).toBe(true);
    expect(pendingSecret(s)).toBeNull(); // nothing declared yet
    s = act(s, { t: 'stand' });
    expect(s.combat!.pending).toEqual({ kind: 'battleEvade', side: 'gallic' });
    expect(decisionIsSecret(s)).toBe(true);
    expect(pendingSecret(s)?.rule).toBe('BG 4.4.1'); // the Roman declaration waits to be revealed
    s.rng = rngFor([4]); // 4 − 1 (mountain) = 3 > 2: fails
    s = act(s, { t: 'evade', to: 'tarbelli' });
    expect(s.units['sotiates-inf'].region).toBe('bigerriones');
    expect(s.combat!.pending).toEqual({ kind: 'refuge', side: 'gallic' });
    expect(decisionIsSecret(s)).toBe(false);
    expect(pendingSecret(s)).toBeNull(); // both declarations revealed
    s = act(s, { t: 'refuge', place: 'sotiates-oppidum' });
    expect(s.units['sotiates-inf'].place).toBe('sotiates-oppidum');
    expect(s.leaders.adiatuanus.place).toBe('sotiates-oppidum');
    expect(s.combat!.board).toBeNull();
    // BG 4.5.1: the Sotiates' garrison does not shield the region's other, empty oppida.
    expect(s.combat!.pending).toMatchObject({ kind: 'sack', side: 'roman' });
    expect(bellum.legalActions(s)).not.toContainEqual({ t: 'sack', place: 'sotiates-oppidum' });
    s = declineSacks(s);
    // BG 1.IV.D: the Roman may now besiege.
    expect(s.combat!.pending).toEqual({ kind: 'siegeStart', side: 'roman', place: 'sotiates-oppidum' });
    s = act(s, { t: 'besiege', place: 'sotiates-oppidum' });
    expect(s.sieges).toEqual([{ place: 'sotiates-oppidum', region: 'bigerriones', besieger: 'roman', turns: 0 }]);
    expect(bellum.legalActions(s)).toEqual([
      { t: 'sally', place: 'sotiates-oppidum' }, { t: 'endure', place: 'sotiates-oppidum' }, { t: 'surrender', place: 'sotiates-oppidum' },
    ]);
    // Siege turn: besiegers 3 infantry + 1 leader = 4; besieged 3 + 5 infantry + local chief = 9 → −5 (≤−3); die 6 → 1/1.
    s.rng = rngFor([6]);
    const r = apply(s, { t: 'endure', place: 'sotiates-oppidum' });
    const roll = r.log.find((e) => e.kind === 'roll' && e.rule === 'BG 4.5.3');
    expect(roll && roll.kind === 'roll' && roll.purpose).toMatch(/besiegers 4 − besieged 9 = -5/);
    expect(roll && roll.kind === 'roll' && roll.cell).toEqual({ table: 'siege', row: '6', col: '≤−3' });
    expect(r.s.losses.map((o) => [o.side, o.count])).toEqual([['roman', 1], ['gallic', 1]]);
  });

  it('both armies evade at once: the region they leave falls back from its status before (BG 4.4.1, 2.2)', () => {
    const s0 = atRomanMove();
    place(s0, GAULS_B, 'bigerriones');
    addLeader(s0, 'adiatuanus', 'bigerriones');
    place(s0, [...ROMANS, 'crassus'], 'bigerriones');
    s0.arrivals.bigerriones = 'gallic'; // the Gauls attack: their withdrawal is applied first
    let s = toCombat(s0);
    expect(s.control.bigerriones).toBe('contested');
    s = act(s, { t: 'evade', to: 'tarbelli' });
    s.rng = rngFor([1, 1]); // both succeed
    s = act(s, { t: 'evade', to: 'provincia-1' });
    expect(s.units['legio-vii'].region).toBe('provincia-1');
    expect(s.units['sotiates-inf'].region).toBe('tarbelli');
    // Not pro-Roman just because the Gauls' withdrawal was applied first.
    expect(s.control.bigerriones).toBe('gallic');
  });

  it('a lone reduced garrison falls; the besieger may destroy the oppidum (6.1 objective)', () => {
    const s0 = atRomanMove();
    place(s0, ['sotiates-inf'], 'bigerriones', 'sotiates-oppidum');
    s0.units['sotiates-inf'].reduced = true;
    place(s0, [...ROMANS, 'crassus'], 'bigerriones');
    let s = declineSacks(toCombat(s0));
    s = act(s, { t: 'besiege', place: 'sotiates-oppidum' });
    expect(legalHas(s, { t: 'sally', place: 'sotiates-oppidum' })).toBe(false); // not an army
    s.rng = rngFor([6]); // 4 vs 3 + 1 = 4 → 0; die 6 → 0/1
    s = act(s, { t: 'endure', place: 'sotiates-oppidum' });
    s = act(s, { t: 'loss', unit: 'sotiates-inf' });
    expect(s.units['sotiates-inf'].out).toBe('eliminated');
    expect(s.combat!.pending).toEqual({ kind: 'raze', side: 'roman', place: 'sotiates-oppidum' });
    s = act(s, { t: 'raze', place: 'sotiates-oppidum' });
    expect(s.destroyed).toContain('sotiates-oppidum');
    expect(s.sieges).toEqual([]);
  });

  it('after 4 consecutive siege turns the garrison must surrender; leaders are captured', () => {
    const s0 = atRomanMove();
    place(s0, ['sotiates-inf'], 'bigerriones', 'sotiates-oppidum');
    addLeader(s0, 'adiatuanus', 'bigerriones', 'sotiates-oppidum');
    place(s0, [...ROMANS, 'crassus'], 'bigerriones');
    s0.sieges.push({ place: 'sotiates-oppidum', region: 'bigerriones', besieger: 'roman', turns: 3 });
    let s = declineSacks(toCombat(s0));
    expect(s.combat!.pending).toEqual({ kind: 'siegeStart', side: 'roman', place: 'sotiates-oppidum' });
    s = act(s, { t: 'besiege', place: 'sotiates-oppidum' });
    s.rng = rngFor([2]); // 4 vs 3 + 1 + 1 = 5 → −1; die 2 → 1/0
    s = act(s, { t: 'endure', place: 'sotiates-oppidum' });
    s = act(s, { t: 'loss', unit: 'legio-vii' });
    expect(s.units['sotiates-inf'].out).toBe('eliminated');
    expect(s.leaders.adiatuanus.out).toBe('captured');
    expect(s.combat!.pending?.kind).toBe('raze');
  });

  it('voluntary surrender: no Destroyed marker (BG 4.5.2)', () => {
    const s0 = atRomanMove();
    place(s0, ['sotiates-inf'], 'bigerriones', 'sotiates-oppidum');
    addLeader(s0, 'adiatuanus', 'bigerriones', 'sotiates-oppidum');
    place(s0, [...ROMANS, 'crassus'], 'bigerriones');
    let s = declineSacks(toCombat(s0));
    s = act(s, { t: 'besiege', place: 'sotiates-oppidum' });
    s = act(s, { t: 'surrender', place: 'sotiates-oppidum' });
    expect(s.units['sotiates-inf'].out).toBe('eliminated');
    expect(s.leaders.adiatuanus.out).toBe('captured');
    expect(s.destroyed).not.toContain('sotiates-oppidum');
    // This edition's reading: the place is spared for the turn it fell in — here the last combat of
    // the turn, which then ends; the next turn it is an empty enemy oppidum that may be taken (BG 4.5.1).
    expect(s.turn).toBe(s0.turn + 1);
    expect(s.spared).toEqual([]);
    expect(sackablePlaces(s, 'roman')).toContain('sotiates-oppidum');
  });

  it('raising a siege: the besiegers retreat to a neighbour (BG 4.5.6)', () => {
    const s0 = atRomanMove();
    place(s0, ['sotiates-inf'], 'bigerriones', 'sotiates-oppidum');
    place(s0, [...ROMANS, 'crassus'], 'bigerriones');
    s0.sieges.push({ place: 'sotiates-oppidum', region: 'bigerriones', besieger: 'roman', turns: 1 });
    let s = declineSacks(toCombat(s0));
    s = act(s, { t: 'lift', place: 'sotiates-oppidum' });
    expect(s.sieges).toEqual([]);
    expect(s.units['legio-vii'].region).toBe('provincia-1'); // the only own-controlled neighbour
    expect(s.leaders.crassus.region).toBe('provincia-1');
  });

  it('an empty enemy oppidum may be taken and destroyed without a siege (BG 4.5.1)', () => {
    const s0 = atRomanMove();
    place(s0, ['legio-vii', 'crassus'], 'bigerriones');
    let s = toCombat(s0);
    expect(s.combat!.pending).toMatchObject({ kind: 'sack', side: 'roman' });
    s = act(s, { t: 'sack', place: 'sotiates-oppidum' });
    expect(s.destroyed).toEqual(['sotiates-oppidum']);
    s = act(s, { t: 'done' });
    expect(s.step).not.toBe('combat');
  });

  it('BG 4.5.4 a sally: one sequence and a pursuit; survivors go back inside, a beaten besieger lifts the siege', () => {
    let checked = 0;
    for (let seed = 0; seed < 12; seed++) {
      const s0 = atRomanMove();
      place(s0, GAULS_B, 'bigerriones', 'sotiates-oppidum');
      addLeader(s0, 'adiatuanus', 'bigerriones', 'sotiates-oppidum');
      place(s0, [...ROMANS, 'crassus'], 'bigerriones');
      s0.sieges.push({ place: 'sotiates-oppidum', region: 'bigerriones', besieger: 'roman', turns: 1 });
      let s = declineSacks(toCombat(s0));
      s = act(s, { t: 'besiege', place: 'sotiates-oppidum' });
      s.rng = seedRng(`sally-${seed}`);
      s = act(s, { t: 'sally', place: 'sotiates-oppidum' });
      expect(s.combat!.board).toMatchObject({ attacker: 'gallic', sally: 'sotiates-oppidum' });
      let rng = seedRng(`pick-${seed}`);
      while (s.step === 'combat' && s.combat?.board) {
        const legal = bellum.legalActions(s);
        const p = s.combat!.pending;
        const deployed = p && s.combat!.board ? boardSide(s.combat!.board, p.side).deployed.length : 1;
        const pref = legal.find((a) => a.t === 'autoDeploy' && deployed === 0) ?? legal.find((a) => a.t === 'confirmDeploy');
        let k: number;
        [k, rng] = nextIndex(rng, legal.length);
        s = act(s, pref ?? legal[k]);
      }
      expect(s.combat?.board ?? null).toBeNull();
      const gauls = GAULS_B.filter((u) => s.units[u].out === null);
      for (const u of gauls) expect(s.units[u].place).toBe('sotiates-oppidum');
      const siege = s.sieges.find((x) => x.place === 'sotiates-oppidum');
      if (siege) expect(siege.turns).toBe(2); // the sally counted as a siege turn
      else if (s.units['legio-vii'].out === null) expect(s.units['legio-vii'].region).not.toBe('bigerriones');
      checked += 1;
    }
    expect(checked).toBe(12);
  });
});
