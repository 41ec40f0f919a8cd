/**
 * The verdicts the players read at game over (BG 6.2.6, 6.3.5, 6.4.5) and the 6.3 oppidum roll's
 * log; BG 4.2.2 returning chiefs' placement and log.
 */
import { describe, expect, it } from 'vitest';
import type { DieRollEntry, TextEntry } from '../../core/log';
import { bellum } from '../system';
import { Ctx, cloneState } from '../ctx';
import { UPRISING_REGIONS } from '../data/scenarios/lastUprising';
import { LEAGUE_REGIONS } from '../data/scenarios/belgica';
import { entryBarred, lastUprisingVictory, oppidumNeedsRoll, oppidumOpenToGauls, rollOppidumUse, uprisingScore } from '../lastUprising';
import { chiefsDue, returnCapturedChiefs, returnSpot } from '../chiefReturn';
import { belgicaVictory, leagueHeld } from './belgica';
import { helvetiiVictory } from './helvetii';
import { rngFor } from '../testing/forceDice';
import { helvetii } from '../testing/helvetii';
import { addUnit, clearPieces, emptyAtRomanMove, place } from '../testing/states';
import type { BellumState } from '../state';

function setup(scenario: string): BellumState {
  const r = bellum.setup({ scenario, seed: 'verdict', options: {} });
  if (!r.ok) throw new Error(r.rejection.message);
  return cloneState(r.state);
}

describe('BG 6.3.5 — the Last Uprising verdict', () => {
  const withRoman = (n: number): BellumState => {
    const s = setup('last-uprising');
    UPRISING_REGIONS.forEach((r, i) => (s.control[r] = i < n ? 'roman' : 'gallic'));
    return s;
  };
  it('names the count and the regions still defiant', () => {
    expect(lastUprisingVictory(withRoman(7)).reason).toBe('Rome holds 7 of the 7 regions that rose: the last uprising is crushed.');
    expect(lastUprisingVictory(withRoman(6)).reason).toBe('Rome holds 6 of the 7 regions that rose (5–6 is a draw): Gaul is neither free nor quiet; still defiant: Bituriges.');
    expect(lastUprisingVictory(withRoman(4)).reason).toBe('Rome holds 4 of the 7 regions that rose (4 or fewer): the uprising has won; still defiant: Treveri, Arverni, Bituriges.');
    const v = lastUprisingVictory(withRoman(6));
    expect(v.rule).toBe('BG 6.3.5');
    expect(v.details).toContainEqual({ text: 'Bituriges pro-Roman', met: false });
    expect(v.details).toContainEqual({ text: 'Pictones pro-Roman', met: true });
    expect(v.details.map((d) => d.text)).toEqual([...v.details.map((d) => d.text)].sort());
    expect(v.refs).toHaveLength(7);
    expect(uprisingScore(withRoman(6))).toMatchObject({ held: UPRISING_REGIONS.slice(0, 6), lost: ['bituriges'], winner: 'draw' });
  });
  it('a contested region is not pro-Roman', () => {
    const s = withRoman(7);
    s.control.arverni = 'contested';
    expect(uprisingScore(s).winner).toBe('draw');
    expect(uprisingScore(s).lost).toEqual(['arverni']);
  });
});

describe('BG 6.3.6 — the oppidum-use roll', () => {
  it('1–4: the gates open for good; the roll is logged with its rule', () => {
    const s = setup('last-uprising');
    s.rng = rngFor([4]);
    const ctx = new Ctx(s);
    expect(oppidumNeedsRoll(s, 'vellaunodunum')).toBe(true);
    expect(oppidumOpenToGauls(s, 'vellaunodunum')).toBe(false);
    expect(rollOppidumUse(ctx, 'vellaunodunum')).toBe(true);
    const r = ctx.log[0] as DieRollEntry;
    expect(r).toMatchObject({ side: 'gallic', rule: 'BG 6.3.6', result: 'the gates open: the oppidum is open to the Gauls' });
    expect(r.purpose).toMatch(/^May the Gauls use Vellaunodunum \(.+\)\? 1–4 yes$/);
    expect(r.refs).toContainEqual({ kind: 'oppidum', id: 'vellaunodunum' });
    expect(oppidumNeedsRoll(s, 'vellaunodunum')).toBe(false);
    expect(oppidumOpenToGauls(s, 'vellaunodunum')).toBe(true);
  });
  it('5–6: closed for good', () => {
    const s = setup('last-uprising');
    s.oppidumTests = { other: true };
    s.rng = rngFor([5]);
    const ctx = new Ctx(s);
    expect(rollOppidumUse(ctx, 'vellaunodunum')).toBe(false);
    expect((ctx.log[0] as DieRollEntry).result).toBe('the town refuses: closed to the Gauls for the rest of the game');
    expect(s.oppidumTests).toEqual({ other: true, vellaunodunum: false });
    expect(oppidumNeedsRoll(s, 'vellaunodunum')).toBe(false);
    expect(oppidumOpenToGauls(s, 'vellaunodunum')).toBe(false);
  });
  it('Aquitania is barred to the Gauls only, and only in 6.3', () => {
    const s = setup('last-uprising');
    expect(entryBarred(s, 'gallic', 'tarbelli')).toBe(true);
    expect(entryBarred(s, 'roman', 'tarbelli')).toBe(false);
    expect(entryBarred(s, 'gallic', 'santones')).toBe(false);
  });
});

describe('BG 6.4.5 — the Belgica verdict', () => {
  const withRoman = (n: number, remi = true): BellumState => {
    const s = setup('belgica');
    LEAGUE_REGIONS.forEach((r, i) => (s.control[r] = i < n ? 'roman' : 'contested'));
    s.control.remi = remi ? 'roman' : 'gallic';
    return s;
  };
  it('reads the count in every verdict', () => {
    expect(belgicaVictory(withRoman(5)).reason).toBe('Rome holds 5 of the 7 league regions and the Remi: the Belgic league is broken.');
    expect(belgicaVictory(withRoman(3)).reason).toBe('Rome holds 3 of the 7 league regions (3–4 is a draw): Belgica is neither conquered nor free.');
    expect(belgicaVictory(withRoman(2)).reason).toBe('Rome holds 2 of the 7 league regions: the Belgae keep their freedom.');
    expect(belgicaVictory(withRoman(6, false)).reason).toBe('The Belgae have overrun the Remi, Rome\'s only friends in the north (Rome holds 6 of the 7 league regions).');
    const v = belgicaVictory(withRoman(1));
    expect(v.rule).toBe('BG 6.4.5');
    expect(v.refs).toEqual(['remi', ...LEAGUE_REGIONS]);
    expect(v.details[0]).toEqual({ text: 'Remi pro-Roman', met: true });
    expect(v.details[1]).toEqual({ text: 'Bellovaci pro-Roman', met: true });
    expect(v.details[2]).toEqual({ text: 'Suessiones pro-Roman', met: false });
    expect(leagueHeld(withRoman(2))).toEqual(['bellovaci', 'suessiones']);
  });
});

describe('BG 6.2.6 — the Helvetii verdict', () => {
  const end = (): BellumState => {
    const s = clearPieces(helvetii('v'));
    for (const r of Object.keys(s.control)) s.control[r] = 'gallic';
    return s;
  };
  it('Orgetorix with anti-Roman Gallic units in Pictones or Santones, held uncontested: the Gauls win', () => {
    const s = end();
    place(s, ['orgetorix', 'helvetii-inf'], 'santones');
    s.control.santones = 'gallic';
    const v = helvetiiVictory(s);
    expect(v.winner).toBe('gallic');
    expect(v.reason).toBe('The Helvetii have reached the Atlantic in Santones — Orgetorix with anti-Roman Gallic units holds Pictones or Santones uncontested: yes; Sequani pro-Roman: no.');
    expect(v.refs).toEqual(['pictones', 'santones', 'sequani']);
    expect(v.rule).toBe('BG 6.2.6');
  });
  it('not without Orgetorix, not with Germans only, not contested', () => {
    const a = end();
    place(a, ['helvetii-inf'], 'santones');
    place(a, ['orgetorix'], 'pictones');
    expect(helvetiiVictory(a).winner).toBe('draw');
    const b = end();
    place(b, ['orgetorix'], 'santones');
    addUnit(b, 'german-inf-1', 'santones');
    b.control.santones = 'gallic';
    expect(helvetiiVictory(b).winner).toBe('draw');
    const c = end();
    place(c, ['orgetorix', 'helvetii-inf'], 'santones');
    c.control.santones = 'contested';
    expect(helvetiiVictory(c).winner).toBe('draw');
    const d = end();
    place(d, ['orgetorix', 'helvetii-inf'], 'santones');
    d.leaders.orgetorix.out = 'killed';
    expect(helvetiiVictory(d).winner).toBe('draw');
  });
  it('otherwise Rome wins holding the Sequani; else a draw', () => {
    const s = end();
    s.control.sequani = 'roman';
    expect(helvetiiVictory(s)).toMatchObject({ winner: 'roman', reason: 'Caesar has stopped the Helvetii and holds the Sequani — Orgetorix with anti-Roman Gallic units holds Pictones or Santones uncontested: no; Sequani pro-Roman: yes.' });
    s.control.sequani = 'contested';
    expect(helvetiiVictory(s)).toMatchObject({ winner: 'draw', reason: 'Neither side has its goal — Orgetorix with anti-Roman Gallic units holds Pictones or Santones uncontested: no; Sequani pro-Roman: no.' });
  });
});

describe('BG 4.2.2 — where a returning chief goes, and what the log says', () => {
  const winter = (): BellumState => {
    const s = emptyAtRomanMove('chiefs2');
    s.year = 55;
    s.turn = 1;
    s.leaders.galba = { region: null, place: null, out: 'captured', wounded: false, returnsYear: 55 };
    return s;
  };
  it('the largest group of his tribe wins; on a tie the first by region id; a besieged oppidum does not count', () => {
    const s = winter();
    addUnit(s, 'suessiones-inf', 'remi');
    expect(returnSpot(s, 'galba')).toEqual({ region: 'remi', place: null });
    s.units['suessiones-inf'].region = 'bellovaci';
    expect(returnSpot(s, 'galba')).toEqual({ region: 'bellovaci', place: null });
    s.units['suessiones-inf'] = { region: 'suessiones', place: 'noviodunum-suessionum', out: null, reduced: false };
    s.sieges = [{ place: 'noviodunum-suessionum', region: 'suessiones', besieger: 'roman', turns: 1 }];
    s.control.suessiones = 'roman';
    expect(returnSpot(s, 'galba')).toBeNull();
    s.sieges = [];
    expect(returnSpot(s, 'galba')).toEqual({ region: 'suessiones', place: 'noviodunum-suessionum' });
  });
  it('units of another tribe, off the map, or of the other side do not take him in', () => {
    const s = winter();
    s.control.suessiones = 'roman';
    addUnit(s, 'remi-inf', 'remi');
    addUnit(s, 'legio-x', 'remi');
    expect(returnSpot(s, 'galba')).toBeNull();
    addUnit(s, 'suessiones-inf', 'remi');
    s.units['suessiones-inf'].out = 'eliminated';
    expect(returnSpot(s, 'galba')).toBeNull();
    s.control.suessiones = 'contested';
    expect(returnSpot(s, 'galba')).toEqual({ region: 'suessiones', place: null }); // contested counts as held for the Gaul
  });
  it('a pro-Roman chief goes home only when it is pro-Roman; a chief without a tribe stays a prisoner', () => {
    const s = winter();
    s.control.aedui = 'contested';
    expect(returnSpot(s, 'diviciacos')).toBeNull();
    s.control.aedui = 'roman';
    expect(returnSpot(s, 'diviciacos')).toEqual({ region: 'aedui', place: null });
    expect(returnSpot(s, 'ariovistus')).toBeNull();
  });
  it('his return, or his staying, is logged', () => {
    const s = winter();
    s.control.suessiones = 'gallic';
    const ctx = new Ctx(s);
    returnCapturedChiefs(ctx, 'gallic');
    expect(ctx.log.map((e) => (e as TextEntry).text)).toEqual(['Galba returns from captivity to Suessiones.']);
    expect(ctx.log[0]).toMatchObject({ side: 'gallic', rule: 'BG 4.2.2' });
    const t = winter();
    t.control.suessiones = 'roman';
    const c2 = new Ctx(t);
    returnCapturedChiefs(c2, 'gallic');
    expect((c2.log[0] as TextEntry).text).toBe('Galba is due back from captivity, but neither his tribe\'s units nor a home region his side holds can take him in: he stays a prisoner until next Winter.');
    const u = winter();
    u.units['suessiones-inf'] = { region: 'suessiones', place: 'noviodunum-suessionum', out: null, reduced: false };
    const c3 = new Ctx(u);
    returnCapturedChiefs(c3, 'gallic');
    expect((c3.log[0] as TextEntry).text).toBe('Galba returns from captivity to Noviodunum (Suessiones).');
  });
  it('due in the Winter of his year or later, not a named Roman', () => {
    const s = winter();
    s.year = 54;
    expect(chiefsDue(s, 'gallic')).toEqual(['galba']);
    s.leaders.caesar = { region: null, place: null, out: 'captured', wounded: false, returnsYear: 55 };
    expect(chiefsDue(s, 'roman')).toEqual([]);
    s.leaders.galba.returnsYear = undefined;
    expect(chiefsDue(s, 'gallic')).toEqual([]);
  });
});
