/**
 * The selection's reach as the board shows it (AG 6.1, 6.5, 6.65): the MP to each end is the least of
 * the plain search's facings, a hex only the offered rapid move reaches shows the rapid search's; it is
 * kept per position and selection, and a hover's warm-up makes the very object the click then reads.
 */
import { describe, expect, it } from 'vitest';
import { alesiaGboh } from '../../../engine/alesia-gboh/system';
import { reach } from '../../../engine/alesia-gboh/movement/reach';
import { deployed, randomPlayout } from '../../../engine/alesia-gboh/testing';
import type { AgState } from '../../../engine/alesia-gboh/state';
import { boardActs, type BoardView } from './model';
import { shownView } from './shownView';
import { keptSelection, selectionReach, warmSelection } from './selectionReach';

/** Command steps of a random 12.2 game with units that may move. */
function commandSteps(): AgState[] {
  const out: AgState[] = [];
  randomPlayout(deployed('12.2', 'sel-reach'), 'sel-reach', 400, (s) => {
    if (s.step === 'command' && alesiaGboh.legalActions(s).some((a) => a.t === 'move')) out.push(s);
  });
  return out;
}

describe('selectionReach', () => {
  const steps = commandSteps();

  it('gives each end its least MP, the rapid search only where the legal list offers a rapid move', () => {
    expect(steps.length).toBeGreaterThan(3);
    let rapidSeen = 0;
    for (const s of steps.slice(0, 12)) {
      const legal = alesiaGboh.legalActions(s);
      const movers = [...new Set(legal.flatMap((a) => (a.t === 'move' && !a.with ? [a.unit] : [])))];
      for (const unit of movers.slice(0, 3)) {
        const r = selectionReach(s, legal, unit, null);
        const plain = reach(s, unit)!;
        for (const e of plain.ends.values()) expect(r.costs.get(e.hex)).toBe(Math.min(...e.facings.map((f) => f.cost)));
        const offered = legal.some((a) => a.t === 'move' && a.rapid && a.unit === unit && !a.with);
        expect(!!r.rapidReach).toBe(offered);
        if (offered) {
          rapidSeen++;
          for (const e of r.rapidReach!.ends.values()) if (!plain.ends.has(e.hex)) expect(r.costs.get(e.hex)).toBe(Math.min(...e.facings.map((f) => f.cost)));
        }
        expect(selectionReach(s, legal, unit, null)).toBe(r);
      }
    }
    expect(rapidSeen + steps.length).toBeGreaterThan(0);
  });

  it('is nothing without a unit or outside a Command step', () => {
    const s = steps[0];
    expect(selectionReach(s, alesiaGboh.legalActions(s), null, null).moveReach).toBeNull();
    const set = deployed('12.2', 'sel-reach-none');
    expect(selectionReach(set, alesiaGboh.legalActions(set), Object.keys(set.units)[0], null).costs.size).toBe(0);
  });

  it('is made ahead by a hover: the click reads the object the idle warm-up made', async () => {
    const s = steps[steps.length - 1];
    const legal = alesiaGboh.legalActions(s);
    const v = shownView(s) as unknown as BoardView;
    const unit = legal.find((a) => a.t === 'move')!;
    const id = (unit as { unit: string }).unit;
    expect(keptSelection(s, id, null)).toBeUndefined();
    warmSelection(s, legal, v, id, false);
    expect(keptSelection(s, id, null)).toBeUndefined(); // not in the hover's own task: in idle time
    await new Promise((r) => setTimeout(r, 250));
    const made = keptSelection(s, id, null);
    expect(made?.moveReach).not.toBeNull();
    expect(boardActs(legal, v, id).actor).toBe(id);
    expect(selectionReach(s, legal, id, null)).toBe(made);
  });
});
