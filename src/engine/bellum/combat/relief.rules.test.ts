/**
 * BG 4.5.5 relief armies, rule by rule: which army is a relief army, the besieger's split
 * between siege duty and the field, and the end of the duty when the sieges are raised (4.5.6).
 */
import { describe, expect, it } from 'vitest';
import { Ctx } from '../ctx';
import type { LogEntry } from '../../core/log';
import type { BellumState } from '../state';
import { emptyAquitania, place } from '../testing/states';
import { besiegeSotiates, RELIEF_GAULS, RELIEF_LEGIONS } from './testkit';
import { besiegingForce, confirmSplit, dutyIn, endDuty, reliefRegions, splitLegal, toggleDuty } from './relief';

const LEGIONS = RELIEF_LEGIONS;
const GAULS = RELIEF_GAULS;

function reliefState(): BellumState {
  const s = besiegeSotiates(emptyAquitania('relief-rules'));
  s.siegeDuty = [];
  return s;
}
const texts = (log: readonly LogEntry[]) => log.flatMap((x) => (x.kind === 'text' ? [x.text] : []));

describe('BG 4.5.5 which army is a relief army', () => {
  it('an army of the besieged side in the open; not units inside a place; not where nobody besieges', () => {
    const s = reliefState();
    expect(reliefRegions(s)).toEqual([{ region: 'bigerriones', besieger: 'roman' }]);
    s.units['sotiates-cav'].place = 'turba'; // four in the open, one inside Turba
    expect(reliefRegions(s)).toEqual([]);
    const t = reliefState();
    t.sieges = [];
    expect(reliefRegions(t)).toEqual([]);
  });
  it('a Gallic besieger facing a Roman army is in the same case', () => {
    const s = reliefState();
    s.sieges = [{ place: 'narbo', region: 'provincia-1', besieger: 'gallic', turns: 0 }];
    for (const u of GAULS) s.units[u].region = 'provincia-1';
    place(s, ['civis'], 'provincia-1', 'narbo');
    for (const u of LEGIONS.slice(0, 4)) s.units[u].region = 'provincia-1';
    expect(reliefRegions(s)).toEqual([]); // four legions: no army
    s.units['legio-xi'].region = 'provincia-1';
    expect(reliefRegions(s)).toEqual([{ region: 'provincia-1', besieger: 'gallic' }]);
  });
});

describe('BG 4.5.5 the besieger splits his force', () => {
  it('pieces on duty are those listed, of that side, alive, in the open of that region', () => {
    const s = reliefState();
    s.siegeDuty = ['legio-x', 'legio-vii', 'crassus', 'legio-viii', 'legio-ix', 'bigerriones-inf'];
    s.units['legio-viii'].region = 'tarbelli';
    s.units['legio-ix'].out = 'eliminated';
    expect(dutyIn(s, 'bigerriones', 'roman')).toEqual({ units: ['legio-vii', 'legio-x'], leaders: ['crassus'] });
    expect(dutyIn(s, 'bigerriones', 'gallic')).toEqual({ units: ['bigerriones-inf'], leaders: [] });
    s.units['legio-x'].place = 'sotiates-oppidum';
    expect(dutyIn(s, 'bigerriones', 'roman').units).toEqual(['legio-vii']);
  });
  it('the sieges are carried on by the pieces on duty, or by the whole force when nobody is', () => {
    const s = reliefState();
    expect(besiegingForce(s, 'bigerriones', 'roman')).toEqual({ units: LEGIONS.slice().sort(), leaders: ['crassus', 'labienus'] });
    s.siegeDuty = ['crassus'];
    expect(besiegingForce(s, 'bigerriones', 'roman')).toEqual({ units: [], leaders: ['crassus'] });
    s.siegeDuty = ['legio-vii'];
    expect(besiegingForce(s, 'bigerriones', 'roman')).toEqual({ units: ['legio-vii'], leaders: [] });
  });
  it('every piece may be moved either way; the split is done only while one unit faces the relief', () => {
    const s = reliefState();
    s.siegeDuty = ['legio-vii', 'crassus'];
    const acts = splitLegal(s, 'bigerriones', 'roman');
    expect(acts.filter((a) => a.t === 'duty').map((a) => (a as { piece: string }).piece).sort()).toEqual([...LEGIONS, 'crassus', 'labienus'].sort());
    expect(acts).toContainEqual({ t: 'done' });
    s.siegeDuty = [...LEGIONS];
    expect(splitLegal(s, 'bigerriones', 'roman')).not.toContainEqual({ t: 'done' });
  });
  it('moving a piece is logged each way; the confirmed split says how many face and how many stay', () => {
    const s = reliefState();
    const ctx = new Ctx(s);
    toggleDuty(ctx, 'legio-vii');
    expect(s.siegeDuty).toEqual(['legio-vii']);
    toggleDuty(ctx, 'legio-viii');
    toggleDuty(ctx, 'legio-vii');
    expect(s.siegeDuty).toEqual(['legio-viii']);
    expect(texts(ctx.log)).toEqual(['Legio VII stays on siege duty.', 'Legio VIII stays on siege duty.', 'Legio VII turns to face the relief army.']);
    expect(ctx.log[0]).toMatchObject({ side: 'roman', rule: 'BG 4.5.5' });
    confirmSplit(ctx, 'bigerriones', 'roman');
    expect(texts(ctx.log).at(-1)).toBe('Roman force in Bigerriones split: 5 units face the relief army, 1 stay on siege duty.');
    s.siegeDuty = LEGIONS.slice(1);
    confirmSplit(ctx, 'bigerriones', 'roman');
    expect(texts(ctx.log).at(-1)).toBe('Roman force in Bigerriones split: 1 unit face the relief army, 5 stay on siege duty.');
  });
  it('raising the sieges frees that side\'s duty in that region only (BG 4.5.6)', () => {
    const s = reliefState();
    s.siegeDuty = ['legio-vii', 'crassus', 'legio-viii', 'bigerriones-inf'];
    s.units['legio-viii'].region = 'tarbelli';
    endDuty(s, 'bigerriones', 'roman');
    expect(s.siegeDuty).toEqual(['legio-viii', 'bigerriones-inf']);
  });
});

describe('BG 4.5.5 relief: exact lists and log lines', () => {
  it('a region is a relief region only for its own sieges', () => {
    const s = reliefState();
    s.sieges.unshift({ place: 'aquae-tarbellicae', region: 'tarbelli', besieger: 'roman', turns: 1 });
    for (const u of ['tarbelli-inf', 'boii-inf', 'elusates-inf', 'tarusates-inf', 'tarusates-cav']) place(s, [u], 'santones');
    place(s, ['legio-vii'], 'santones'); // a Roman unit and a Gallic army, but no siege in Santones
    expect(reliefRegions(s)).toEqual([{ region: 'bigerriones', besieger: 'roman' }]);
  });
  it('duty leaders are listed in order; the split offers exactly one entry per piece and done', () => {
    const s = reliefState();
    s.siegeDuty = ['labienus', 'crassus'];
    expect(dutyIn(s, 'bigerriones', 'roman').leaders).toEqual(['crassus', 'labienus']);
    expect(splitLegal(s, 'bigerriones', 'roman')).toEqual([
      ...LEGIONS.slice().sort().map((piece) => ({ t: 'duty', piece })),
      { t: 'duty', piece: 'crassus' }, { t: 'duty', piece: 'labienus' },
      { t: 'done' },
    ]);
  });
  it('the log lines name the rule, the piece and the region', () => {
    const s = reliefState();
    const ctx = new Ctx(s);
    toggleDuty(ctx, 'legio-vii');
    confirmSplit(ctx, 'bigerriones', 'roman');
    expect(ctx.log.map((x) => [x.rule, x.refs])).toEqual([
      ['BG 4.5.5', [{ kind: 'piece', id: 'legio-vii' }]],
      ['BG 4.5.5', [{ kind: 'region', id: 'bigerriones' }]],
    ]);
  });
});
