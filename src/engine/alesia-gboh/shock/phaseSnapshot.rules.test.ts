/**
 * AG 9.12, 9.22 — the phase-start snapshot (designate.ts phaseSnapshot) is written out when first
 * read, from the enemy-ZOC entry of the units as they stood when the phase began: over random games,
 * every snapshot a phase took, read later (and through JSON), is what a reading of that moment's
 * units from scratch gives — where each unit on a hex stood, who stood in an enemy ZOC, who had an
 * enemy in its ZOC or front hexes — and a working copy that moves a unit after taking it does not
 * change it.
 */
import { describe, expect, it } from 'vitest';
import { agUnit } from '../data';
import { cloneAg, ownUnit } from '../ctx';
import { moveBoard } from '../movement/board';
import { occupancy } from '../movement/occupancy';
import { deployed, randomPlayout } from '../testing';
import type { AgState } from '../state';
import { enemiesInOwnZoc, frontHexes, phaseSnapshot } from './designate';

/** The snapshot read from scratch (no kept entry): the rules' words, unit by unit. */
function fromScratch(s: AgState) {
  const mb = moveBoard(s.scenario);
  const occ = { roman: occupancy(mb, s, 'roman', null), gallic: occupancy(mb, s, 'gallic', null) };
  const at: Record<string, string> = {};
  const inEnemyZoc: string[] = [];
  const enemyInZoc: string[] = [];
  for (const id of Object.keys(s.units)) {
    const loc = s.units[id].loc;
    if (loc.at !== 'hex') continue;
    at[id] = loc.hex;
    const i = mb.index.get(loc.hex);
    if (i === undefined) continue;
    const o = occ[agUnit(id).side];
    if (o.zoc[i]) inEnemyZoc.push(id);
    const front = frontHexes(s, id).some((h) => mb.index.has(h) && o.enemy[mb.index.get(h)!]);
    if (enemiesInOwnZoc(s, id).length || front) enemyInZoc.push(id);
  }
  return { at, inEnemyZoc, enemyInZoc };
}

describe('AG 9.12, 9.22 — the phase-start snapshot, written out when read', () => {
  it('every snapshot of random games is a reading of its moment from scratch, the same through JSON', () => {
    let n = 0;
    for (const sc of ['12.2', '12.3'] as const) {
      let prev: AgState | null = null;
      randomPlayout(deployed(sc, `snap-${sc}`), `snap-${sc}`, 400, (s) => {
        // A new snapshot is taken as the apply ends (flow/phase.ts startPlaying): the settled state is its moment.
        if (s.phaseStart && s.phaseStart !== prev?.phaseStart) {
          const want = fromScratch(s);
          expect(JSON.parse(JSON.stringify(s.phaseStart))).toEqual(want);
          expect(s.phaseStart.at).toBe(s.phaseStart.at); // written out once
          n++;
        }
        prev = s;
      });
    }
    expect(n).toBeGreaterThan(10);
  }, 120_000);

  it('a snapshot taken in a working copy keeps its moment when the copy moves a unit afterwards', () => {
    const s = deployed('12.3', 'snap-moment');
    const w = cloneAg(s);
    const id = Object.keys(s.units).find((u) => s.units[u].loc.at === 'hex')!;
    const hex = (s.units[id].loc as { hex: string }).hex;
    ownUnit(w, Object.keys(s.units).find((u) => u !== id)!).hits += 1; // the copy has written units
    const snap = phaseSnapshot(w);
    ownUnit(w, id).loc = { at: 'gone' };
    expect(snap.at[id]).toBe(hex);
    expect(JSON.parse(JSON.stringify(snap))).toEqual(fromScratch(s));
  });
});
