/**
 * The Bellum playout policy: answers an entry of the legal list (the very object) on positions of
 * every scenario, is a function of the state and its generator, never writes into a frozen state —
 * and plays better than uniform random: it scores more against random play than random play does.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import { seedRng, type RngState } from '../../core/rng';
import { playMatch, randomSeat, type Seat } from '../../core/bot/match';
import { bellum } from '../system';
import { cloneState } from '../ctx';
import type { BellumAction, BellumState, Side } from '../state';
import type { BellumView } from '../view';
import { determinizeBellum } from './determinize';
import { guideBellum, policyBellum } from './policy';
import { BOT_SCENARIOS, choicePositions, firstStep, gamePositions, start } from './testPositions';

/** The policy as a player: it reads a sample of its side's view (nothing else is given to it). */
function policySeat(seed: string): Seat<BellumAction, BellumView, Side> {
  let rng: RngState = seedRng(seed);
  return (view, side, legal) => {
    let s: BellumState;
    let a: BellumAction;
    [s, rng] = determinizeBellum(view, side, rng);
    [a, rng] = policyBellum(s, legal, rng);
    return a;
  };
}

/** Score (win 1, draw ½) of `side` played by `seat` against random play over `games` games. */
function scoreOf(scenario: string, side: Side, seat: (g: number) => Seat<BellumAction, BellumView, Side>, games: number): number {
  let score = 0;
  for (let g = 0; g < games; g++) {
    const rand = randomSeat<BellumAction, BellumView, Side>(`opp:${g}`);
    const seats = side === 'roman' ? { roman: seat(g), gallic: rand } : { roman: rand, gallic: seat(g) };
    const r = playMatch(bellum, start(scenario, `policy-test:${g}`), seats, 3000);
    expect(r.outcome).not.toBeNull();
    score += r.outcome!.winner === side ? 1 : r.outcome!.winner === 'draw' ? 0.5 : 0;
  }
  return score;
}

describe('Bellum bot: policy', () => {
  for (const scenario of BOT_SCENARIOS) {
    it(`${scenario}: an entry of the legal list, the same for the same generator, frozen state untouched`, () => {
      const states = gamePositions(scenario, 'pol', 300);
      for (const side of ['roman', 'gallic'] as Side[]) {
        for (const [n, s0] of choicePositions(states, side, 10).entries()) {
          const s = deepFreeze(s0);
          const legal = bellum.legalActions(s);
          const before = JSON.stringify(s);
          const [a, r1] = policyBellum(s, legal, seedRng(n));
          expect(legal).toContain(a);
          expect(r1).not.toEqual(seedRng(n));
          expect(policyBellum(s, legal, seedRng(n))[0]).toBe(a);
          expect(JSON.stringify(s)).toBe(before);
        }
      }
    });
  }

  // Uniform random against uniform random, and the policy against it, on the same game seeds.
  const CASES: [string, Side][] = [['helvetii', 'gallic'], ['last-uprising', 'roman'], ['veneti-fleet', 'roman']];
  for (const [scenario, side] of CASES) {
    it(`${scenario}, ${side}: scores more against random play than random play does`, () => {
      const games = 6;
      const policy = scoreOf(scenario, side, (g) => policySeat(`pol:${g}`), games);
      const random = scoreOf(scenario, side, (g) => randomSeat(`self:${g}`), games);
      console.info(`bellum ${scenario} ${side}: policy ${policy}/${games}, random ${random}/${games} against random`);
      expect(policy).toBeGreaterThan(random);
      expect(policy).toBeGreaterThanOrEqual(games / 2);
    });
  }
});

describe('Bellum guide (the search\'s prior)', () => {
  it('never puts down a force that could march, nor picks up one it would put down again', () => {
    let selected = 0;
    let selects = 0;
    for (const scenario of BOT_SCENARIOS) {
      for (const s of gamePositions(scenario, 'guide', 300)) {
        const side = bellum.toAct(s);
        if (!side) continue;
        const legal = bellum.legalActions(s);
        const marches = legal.some((a) => a.t === 'move' || a.t === 'forced');
        if (s.selection && marches) {
          selected++;
          expect(guideBellum(s, legal, seedRng('g'))[0].t).not.toBe('deselect');
        }
        const [g] = guideBellum(s, legal, seedRng('g'));
        if (g.t !== 'select') continue;
        selects++;
        const r = bellum.apply(s, g);
        if (!r.ok || bellum.toAct(r.state) !== side) continue;
        expect(guideBellum(r.state, bellum.legalActions(r.state), seedRng('g'))[0].t).not.toBe('deselect');
      }
    }
    expect(selected).toBeGreaterThan(5);
    expect(selects).toBeGreaterThan(5);
  });
});

describe('Bellum policy: movement', () => {
  it('picks up no force it would put down again (no endless select and deselect), whatever its generator', () => {
    let selects = 0;
    for (const scenario of BOT_SCENARIOS) {
      for (const s of gamePositions(scenario, 'guide', 300)) {
        const side = bellum.toAct(s);
        if (!side || s.selection) continue;
        const legal = bellum.legalActions(s);
        for (let k = 0; k < 3; k++) {
          let [a, rng] = policyBellum(s, legal, seedRng(`m${k}`));
          if (a.t !== 'select') continue;
          selects++;
          // What follows the select, by the policy, up to the force's march or its putting down.
          let t = s;
          for (let i = 0; i < 8 && (a.t === 'select' || a.t === 'toggle'); i++) {
            const r = bellum.apply(t, a);
            if (!r.ok || bellum.toAct(r.state) !== side) break;
            t = r.state;
            [a, rng] = policyBellum(t, bellum.legalActions(t), rng);
          }
          // (A uniform move is no rule of thumb: there are none in a movement step.)
          expect(a.t).not.toBe('deselect');
        }
      }
    }
    expect(selects).toBeGreaterThan(20);
  });

  it('BG 3.4, 6.1: a force far from its goal is never held back by chance (Crassus force-marches from Veneti, whatever the generator)', () => {
    const s = firstStep('aquitania', 'far', 'roman.forced', 'roman');
    const legal = bellum.legalActions(s);
    for (let k = 0; k < 200; k++) expect(policyBellum(s, legal, seedRng(`far${k}`))[0]).toEqual({ t: 'select', leader: 'crassus' });
  });
});

describe('Bellum policy: the naval exercise (BG 5)', () => {
  /** The first Roman movement step of the Veneti fleet scenario (other steps: 'done' or the first entry). */
  function firstRomanMove(): BellumState {
    let s = start('veneti-fleet', 'naval');
    for (let i = 0; i < 200 && !(s.step === 'roman.move' && bellum.toAct(s) === 'roman'); i++) {
      const legal = bellum.legalActions(s);
      const r = bellum.apply(s, legal.find((a) => a.t === 'done') ?? legal[0]);
      if (!r.ok) throw new Error(r.rejection.message);
      s = r.state;
    }
    return s;
  }

  it('BG 5.1: with a turn left, the legion on the coast builds a trireme; BG 5.3: a trireme away from the Veneti ships sails to them', () => {
    const s = firstRomanMove();
    const legal = bellum.legalActions(s);
    expect(legal.some((a) => a.t === 'build')).toBe(true);
    expect(guideBellum(s, legal, seedRng('n'))[0].t).toBe('build');
    // A trireme off in Pictones, the Veneti ships on their coast: it sails back to fight.
    const t = JSON.parse(JSON.stringify(s)) as BellumState;
    t.units['trireme-2'] = { ...t.units['trireme-2'], region: 'pictones' };
    for (const id of ['veneti-ship-1', 'veneti-ship-2']) if (t.units[id]) t.units[id] = { ...t.units[id], region: 'veneti', place: null, out: null };
    const tl = bellum.legalActions(t);
    const sail = tl.find((a) => a.t === 'sail' && a.ship === 'trireme-2' && a.to === 'veneti');
    expect(sail).toBeDefined();
    expect(guideBellum(t, tl, seedRng('n'))[0]).toBe(sail);
  });
  it('BG 6.3.5, 4.5.2: in the last uprising\'s closing turns the Gauls go inside their oppida; not earlier', () => {
    const early = cloneState(firstStep('last-uprising', 'refuge', 'gallic.move', 'gallic'));
    early.turn = 3;
    const late = cloneState(early);
    late.turn = 8; // three combat phases left: a siege cannot force a garrison before the end
    const pick = (s: BellumState) => policyBellum(s, bellum.legalActions(s), seedRng('refuge'))[0];
    expect(bellum.legalActions(early).some((a) => a.t === 'garrison')).toBe(true);
    expect(pick(early).t).not.toBe('garrison');
    const a = pick(late);
    expect(a.t).toBe('garrison');
    expect(bellum.legalActions(late)).toContainEqual(a);
  });
});
