/** AC 22.4 (optional) — reconnaissance of the OBMC by Roman cavalry. */
import { describe, expect, it } from 'vitest';
import { AcCtx } from './ctx';
import { position } from './movement/testkit';
import { destinations } from './movement/moves';
import { makeReport, messengers, screenAttacks } from './recon';
import { RECON_CHART, reportRange } from './tables/recon';
import fc from 'fast-check';
import { rngFor } from './combat/testkit';
import { alesiaClassic } from './system';
import { unitOf, type AcState } from './state';
import { ix } from './testing';

const withRecon = (s: AcState): AcState => ({ ...s, options: { ...s.options, recon: true } });

describe('AC 22.41, AC 22.42 — Roman cavalry rides off the board', () => {
  it('a squadron on the edge with MF left may leave into the zone’s box only with the optional rule', () => {
    const s = position({ 'r-cav-1': 'A30' }, 'roman-move');
    expect(destinations(s, 'r-cav-1').some((d) => d.startsWith('obmc:'))).toBe(false);
    expect(destinations(withRecon(s), 'r-cav-1')).toContain('obmc:V');
    expect(destinations(withRecon(position({ 'r-vii-1': 'A30' }, 'roman-move')), 'r-vii-1').some((d) => d.startsWith('obmc:'))).toBe(false); // cohorts never
  });
});

describe('AC 22.45 — a report stays within the stated error of the true figure', () => {
  it('property: whatever the counts, the chart row and the dice, each stated range holds the true count and lies within its error', () => {
    const rows = RECON_CHART.map((r) => r.accuracy);
    const base = withRecon(position({ 'r-cav-1': 'obmc:V' }, 'gallic-combat'));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }), fc.constantFrom(...rows), fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 4, maxLength: 4 }), (cav, inf, accuracy, dice) => {
        const s = structuredClone(base);
        for (let i = 1; i <= cav; i++) s.units[ix(`gc-${i}`)] = { loc: { at: 'obmc', zone: 'V' } };
        for (let i = 1; i <= inf; i++) s.units[ix(`gr-${i}`)] = { loc: { at: 'obmc', zone: 'V' } };
        s.rng = rngFor(...dice);
        const ctx = new AcCtx(s);
        const rep = makeReport(ctx, 'V', accuracy, accuracy < 1);
        for (const [count, got] of [[cav, rep.cavalry], [inf, rep.infantry]] as const) {
          const { min, max } = reportRange(count, accuracy);
          expect(got.min).toBeLessThanOrEqual(count);
          expect(got.max).toBeGreaterThanOrEqual(count);
          expect(got.min).toBeGreaterThanOrEqual(Math.max(0, min));
          expect(got.max).toBeLessThanOrEqual(max);
        }
      }),
      { numRuns: 100, seed: 2245 },
    );
  }, 60_000);
});

describe('AC 22.43, AC 22.44, AC 22.45, AC 22.46, AC 22.47 — the screen and the report', () => {
  it('the seed’s example: two Roman squadrons against four Gallic with six infantry — 2-1, a report 50% accurate', () => {
    const where: Record<string, string> = { 'r-cav-1': 'obmc:V', 'r-cav-2': 'obmc:V' };
    for (let i = 1; i <= 4; i++) where[`gc-${i}`] = 'obmc:V';
    for (let i = 1; i <= 6; i++) where[`gr-${i}`] = 'obmc:V';
    const s = withRecon(position(where, 'gallic-combat'));
    s.rng = rngFor(4, 3, 3); // 2-1, a 4: Melee — nothing happens off the board; then the ranges
    const ctx = new AcCtx(s);
    screenAttacks(ctx);
    const roll = ctx.log.find((e) => e.kind === 'roll')!;
    expect(roll.kind === 'roll' && roll.cell?.col).toBe('2-1'); // the infantry shift to 3-1 would not lower the accuracy (both 50%)
    const rep = ctx.s.recon!.pending[0];
    expect(rep.accuracy).toBe(0.5);
    // Within 4 ± 2 and 6 ± 3, holding the true counts.
    expect(rep.cavalry.min >= 2 && rep.cavalry.min <= 4 && rep.cavalry.max >= 4 && rep.cavalry.max <= 6).toBe(true);
    expect(rep.infantry.min >= 3 && rep.infantry.min <= 6 && rep.infantry.max >= 6 && rep.infantry.max <= 9).toBe(true);
    // Not yet known to the Roman.
    expect(alesiaClassic.view(ctx.s, 'roman').recon!.pending).toEqual([]);
  });

  it('an unscreened box is reported exactly, by a messenger on a 3 or more', () => {
    const s = withRecon(position({ 'r-cav-1': 'obmc:V', 'gr-1': 'obmc:V', 'gr-2': 'obmc:V' }, 'gallic-combat'));
    const ctx = new AcCtx(s);
    screenAttacks(ctx);
    expect(ctx.s.recon!.pending[0]).toMatchObject({ accuracy: 1, cavalry: { min: 0, max: 0 }, infantry: { min: 2, max: 2 } });
    ctx.s.rng = rngFor(3);
    messengers(ctx);
    expect(ctx.s.recon!.delivered).toHaveLength(1);
    expect(alesiaClassic.view(ctx.s, 'roman').recon!.delivered[0].infantry).toEqual({ min: 2, max: 2 });
  });

  it('a screen’s DE destroys the recon; a screened box needs a 6 for the messenger', () => {
    const where: Record<string, string> = { 'r-cav-1': 'obmc:V' };
    for (let i = 1; i <= 6; i++) where[`gc-${i}`] = 'obmc:V';
    const s = withRecon(position(where, 'gallic-combat'));
    const ctx = new AcCtx(s); // 12 against 2: 6-1, automatic
    screenAttacks(ctx);
    expect(unitOf(ctx.s, 'r-cav-1').loc.at).toBe('gone');
    const t = withRecon(position({ 'r-cav-1': 'obmc:V', 'gc-1': 'obmc:V' }, 'gallic-combat'));
    t.rng = rngFor(4, 1, 1, 5); // 1-1, a 4: AR1 — nothing off the board; then the ranges' dice
    const c2 = new AcCtx(t);
    screenAttacks(c2);
    c2.s.rng = rngFor(5);
    messengers(c2);
    expect(c2.s.recon!.delivered).toHaveLength(0);
    c2.s.rng = rngFor(6);
    messengers(c2);
    expect(c2.s.recon!.delivered).toHaveLength(1);
  });
});
