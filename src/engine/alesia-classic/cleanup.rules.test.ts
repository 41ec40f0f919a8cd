/**
 * AC 20.3, AC 19.3 — what is lost as the Roman movement ends: an archer or slinger left in a Gallic
 * zone of control with no other unit to stand with it, and a Roman leader left alone in one.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../core/deepFreeze';
import { clearHex, labelOf } from './combat/testkit';
import { AcCtx } from './ctx';
import { leadersAlone, missileUnitsInZoc } from './cleanup';
import { nbrs } from './map/map';
import { position } from './movement/testkit';
import { setFlag, unitOf, type AcState } from './state';
import { ix } from './testing';

const X = clearHex(0, 3);
const [N0, , , N3] = nbrs(X);
/** Two hexes from N0: out of its zone of control. */
const FAR = nbrs(N3).find((k) => k !== X && !nbrs(X).includes(k) && !nbrs(N0).includes(k))!;

/** The counters at X (a Gaul next to it at N0 unless `noGaul`), run `fn` on a working copy; what is gone and what was said. */
function endOfMove(atX: string[], fn: (ctx: AcCtx) => void, extra: Record<string, string> = {}, tweak?: (s: AcState) => void) {
  const where: Record<string, string> = { 'gr-1': labelOf(N0), ...extra };
  for (const id of atX) where[id] = labelOf(X);
  const s = position(where, 'roman-move');
  tweak?.(s);
  const frozen = deepFreeze(s);
  const ctx = new AcCtx(structuredClone(frozen));
  fn(ctx);
  const gone = Object.keys(where).filter((id) => unitOf(ctx.s, id).loc.at === 'gone');
  return { gone, log: ctx.log, before: frozen };
}

describe('AC 20.3 — archers and slingers left in a Gallic ZOC', () => {
  it('an archer alone next to a Gaul is eliminated before combat, and the log says why', () => {
    const r = endOfMove(['r-arch-1'], missileUnitsInZoc);
    expect(r.gone).toEqual(['r-arch-1']);
    expect(r.log).toEqual([expect.objectContaining({ rule: 'AC 20.3', text: expect.stringMatching(/^Archers and slingers left in a Gallic zone of control with no one to cover them: .+ eliminated\.$/) })]);
    expect(unitOf(r.before, 'r-arch-1').loc.at).toBe('hex'); // the position handed in is untouched
  });

  it('a slinger with only another missile unit, or only a leader, has no one to cover it: both missile units go', () => {
    expect(endOfMove(['r-arch-1', 'r-sling-1'], missileUnitsInZoc).gone.sort()).toEqual(['r-arch-1', 'r-sling-1']);
    expect(endOfMove(['r-sling-1', 'caesar'], missileUnitsInZoc).gone).toEqual(['r-sling-1']);
  });

  it('a cohort, a squadron or light infantry with it covers it', () => {
    for (const cover of ['r-vii-1', 'r-cav-1', 'r-num-1']) {
      const r = endOfMove(['r-arch-1', cover], missileUnitsInZoc);
      expect(r.gone, cover).toEqual([]);
      expect(r.log, cover).toEqual([]);
    }
  });

  it('in a fort it stays (this edition’s reading of the designer’s note)', () => {
    expect(endOfMove(['r-arch-1', 'fort-1'], missileUnitsInZoc).gone).toEqual([]);
  });

  it('out of every Gallic ZOC it stays, and a Battle Rages counter (inverted) keeps it where it is', () => {
    expect(endOfMove(['r-arch-1'], missileUnitsInZoc, {}, (s) => { s.units[ix('gr-1')] = { loc: { at: 'hex', hex: FAR } }; }).gone).toEqual([]);
    expect(endOfMove(['r-arch-1'], missileUnitsInZoc, {}, (s) => setFlag(s, 'r-arch-1', 'raging', true)).gone).toEqual([]);
  });

  it('only the uncovered ones go: a raging archer stays while the slinger beside it is lost', () => {
    expect(endOfMove(['r-arch-1', 'r-sling-1'], missileUnitsInZoc, {}, (s) => setFlag(s, 'r-arch-1', 'raging', true)).gone).toEqual(['r-sling-1']);
  });
});

describe('AC 19.3 — a Roman leader alone in a Gallic ZOC', () => {
  it('is eliminated, Caesar and Labienus together as well: leaders do not count as company', () => {
    const r = endOfMove(['caesar', 'labienus'], leadersAlone);
    expect(r.gone.sort()).toEqual(['caesar', 'labienus']);
    expect(r.log).toEqual([expect.objectContaining({ rule: 'AC 19.3', text: expect.stringMatching(/^A Roman leader alone in a Gallic zone of control: .+ eliminated\.$/) })]);
  });

  it('in a fort he is in no Gallic ZOC (AC 24.7), so he stays', () => {
    expect(endOfMove(['caesar', 'fort-1'], leadersAlone).gone).toEqual([]);
  });

  it('any other Roman unit is: a cohort, or even an archer', () => {
    expect(endOfMove(['caesar', 'r-vii-1'], leadersAlone).gone).toEqual([]);
    expect(endOfMove(['caesar', 'r-arch-1'], leadersAlone).gone).toEqual([]);
  });

  it('out of the Gauls’ reach he is safe; a Gaul’s company does not protect him', () => {
    const far = endOfMove(['caesar'], leadersAlone, {}, (s) => { s.units[ix('gr-1')] = { loc: { at: 'hex', hex: FAR } }; });
    expect(far.gone).toEqual([]);
    expect(far.log).toEqual([]);
  });

  it('Vercingetorix is not a Roman leader: the rule leaves him be', () => {
    // Vercingetorix alone next to a Gaul: a Gallic ZOC, but he is Gallic.
    expect(endOfMove(['vercingetorix'], leadersAlone).gone).toEqual([]);
  });
});
