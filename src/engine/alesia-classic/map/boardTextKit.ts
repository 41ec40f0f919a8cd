/**
 * The 1983 board as text, one line per hex and per rampart hexside, in a fixed order: what
 * `board.checked.txt` holds and `board.checked.test.ts` compares. Every field an AC rule reads is
 * written (elevation, side of the lines, watercourses with their branches and whether they are
 * restrictive — R, c when it only clips the hex, ? when the derivation left it unsaid —, ramparts, joints, bridges, Outer Works, the town wall, the entry-zone edges), so a
 * change anywhere in the derivation (derive.ts, trace.ts, the ground patch, the overlay, the grid)
 * shows as a line-by-line difference that an owner of the printed map can check.
 */
import { hexKey } from '../../hex/coords';
import { acLabel } from './grid';
import type { AcHex, AcMap } from './map';

const water = (w: AcHex['river']): string => (w ? `${w.restrictive === true ? 'R' : w.restrictive === false ? 'c' : '?'}:${w.branches.join('+')}` : '');

/** One hex: `label elevation area river trench rampart joint line camp campInterior bridge outerWorks wall edge`. */
export function hexLine(d: AcHex): string {
  return [
    d.label,
    d.elevation,
    d.area,
    water(d.river),
    water(d.trench),
    d.rampart ?? '',
    d.joint ? 'joint' : '',
    d.line ?? '',
    d.camp ?? '',
    d.campInterior ?? '',
    d.rampartBridge === undefined ? '' : d.rampartBridge ? 'bridge' : 'beside',
    d.outerWorks ?? '',
    d.wall ? 'wall' : '',
    (d.edge ?? []).join('+'),
  ].join(' ').trimEnd();
}

/** The whole board: hexes sorted by label, then rampart hexsides (by their two labels) and the town. */
export function boardLines(m: AcMap): string[] {
  const hexes = [...m.hexes.values()].map(hexLine).sort();
  const sides = [...m.rampartSides].map(([k, kind]) => `side ${k} ${kind}`).sort();
  const town = `town ${m.townHexes.map(acLabel).sort().join(' ')}`;
  return [`hexes ${m.hexes.size}`, ...hexes, ...sides, town, `town-keys ${m.townHexes.map(hexKey).sort().join(' ')}`];
}
