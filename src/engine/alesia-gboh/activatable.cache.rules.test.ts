/**
 * AG 4.11–4.12, 5.1, 5.21–5.23, 5.63 — activatable.ts keeps the choice list's Commands by the units
 * record and every other thing it reads: asked again of the same records it says what a fresh read
 * says, and a state that changed a leader, a tribe, the legions or the phase (owner, Seizure, the
 * Alesia roll) on the same units record is read afresh.
 */
import { describe, expect, it } from 'vitest';
import { activatable } from './activatable';
import { placedTribes } from './commands';
import { deployed, randomPlayout } from './testing';
import type { AgState } from './state';

/** A copy with its own units record: nothing kept for it. */
const unkept = (s: AgState): AgState => ({ ...s, units: { ...s.units } });

/** States sharing `s`'s units record, each with one other input changed. */
function variants(s: AgState): AgState[] {
  const out: AgState[] = [];
  for (const id of activatable(s)) out.push({ ...s, leaders: { ...s.leaders, [id]: { loc: { at: 'gone' } } } });
  const other = s.ap.owner === 'roman' ? 'gallic' : 'roman';
  out.push({ ...s, ap: { ...s.ap, owner: other } });
  for (const leader of ['caesar', 'labienus', 'vercingetorix', 'commius']) out.push({ ...s, ap: { ...s.ap, seized: { leader, mode: 'activate' } } });
  out.push({ ...s, ap: { ...s.ap, alesiaTried: !s.ap.alesiaTried } });
  out.push({ ...s, legions: s.legions.slice(1) });
  out.push({ ...s, alesiaEntered: !s.alesiaEntered });
  const tribes = { ...s.tribes };
  for (const t of Object.keys(tribes)) if (tribes[t].status === 'placed') tribes[t] = { ...tribes[t], status: 'withdrawn' };
  out.push({ ...s, tribes });
  return out;
}

describe('activatable kept by what it reads', () => {
  it('on random-game positions: the kept list is a fresh read, and a changed input is read afresh', () => {
    let asked = 0;
    let changed = 0;
    for (const sc of ['12.2', '12.3'] as const) {
      randomPlayout(deployed(sc, `act-cache-${sc}`), `act-cache-${sc}`, 500, (s) => {
        if (s.step !== 'choose') return;
        const first = activatable(s);
        first.push('not-a-leader'); // the caller's copy: the kept list is untouched
        const again = activatable(s);
        expect(again).toEqual(activatable(unkept(s)));
        // The placed tribes its chiefs ask about, kept by the tribes record: a fresh record's read.
        expect(placedTribes(s)).toEqual(placedTribes({ ...s, tribes: { ...s.tribes } }));
        for (const v of variants(s)) {
          const got = activatable(v);
          expect(got).toEqual(activatable(unkept(v)));
          if (got.join() !== again.join()) changed++;
          expect(activatable(s)).toEqual(again); // the original's answer after a variant was asked
        }
        asked++;
      });
    }
    expect(asked).toBeGreaterThan(10);
    expect(changed).toBeGreaterThan(10);
  }, 240_000);
});
