/** AC 22.4 (optional) — reconnaissance of the OBMC by Roman cavalry. */
import { describe, expect, it } from 'vitest';
import { AcCtx } from './ctx';
import { position } from './movement/testkit';
import { destinations } from './movement/moves';
import { messengers, screenAttacks } from './recon';
import { rngFor } from './combat/testkit';
import { alesiaClassic } from './system';
import { unitOf, type AcState } from './state';

const withRecon = (s: AcState): AcState => ({ ...s, options: { ...s.options, recon: true } });

describe('AC 22.41, AC 22.42 — Roman cavalry rides off the board', () => {
  it('a squadron on the edge with MF left may leave into the zone’s box only with the optional rule', () => {
    const s = position({ 'r-cav-1': 'A30' }, 'roman-move');
    expect(destinations(s, 'r-cav-1').some((d) => d.startsWith('obmc:'))).toBe(false);
    expect(destinations(withRecon(s), 'r-cav-1')).toContain('obmc:V');
    expect(destinations(withRecon(position({ 'r-vii-1': 'A30' }, 'roman-move')), 'r-vii-1').some((d) => d.startsWith('obmc:'))).toBe(false); // cohorts never
  });
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
    expect(rep.cavalry.max - rep.cavalry.min).toBe(4); // 4 ± 2
    expect(rep.cavalry.min).toBeLessThanOrEqual(4);
    expect(rep.cavalry.max).toBeGreaterThanOrEqual(4);
    expect(rep.infantry.max - rep.infantry.min).toBe(6); // 6 ± 3
    expect(rep.infantry.min <= 6 && rep.infantry.max >= 6).toBe(true);
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
    t.rng = rngFor(4, 1, 1, 5); // 1-1, a 4: AR1 — nothing off the board; the ranges; a messenger's 5
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
