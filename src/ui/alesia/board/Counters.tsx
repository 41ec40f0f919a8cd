/**
 * Counters on the board: a small square per counter with its type glyph and its combat-movement
 * factors (`5-8`), the side told by colour AND by shape and letter (Roman square with "R",
 * Gallic rounded with "G"); a fort is a hexagon under the stack. Stacks fan out a little so the
 * counters beneath show; a badge gives the count.
 */
import type { AcKind } from '../../../engine/alesia-classic/data/types';
import { acUnit } from '../../../engine/alesia-classic/data/units';
import type { Point } from '../../../engine/hex/layout';
import { hexPath } from './geometry';

/**
 * Counter side, in SVG units (a hex is 24 across): the largest square inside a hex. The factors
 * are 7.6 units tall, so at the board's opening zoom (a hex some 30 px across) they read at 9 px
 * or more.
 */
export const S = 17;
const FAN = 2;

/** Where a glyph is drawn: its box's corner and its scale (the legend draws it at (0, 0), scale 1). */
export interface GlyphAt {
  x: number;
  y: number;
  s: number;
}

const ORIGIN: GlyphAt = { x: 0, y: 0, s: 1 };
const r2 = (v: number) => String(Math.round(v * 100) / 100);

/**
 * Absolute path data (M, L, Q, H, V, Z) moved and scaled, so that a counter's glyph needs no
 * transform of its own: a transformed element inside each counter splits the map's paint into
 * hundreds of chunks, which made every frame that touched the map (a pan, a click) several
 * milliseconds slower to composite.
 */
export function placePath(d: string, at: GlyphAt): string {
  if (at.x === 0 && at.y === 0 && at.s === 1) return d;
  let out = '';
  let cmd = '';
  let axis = 0;
  for (const tok of d.match(/[MLQHVZ]|-?\d*\.?\d+/g) ?? []) {
    if (/[MLQHVZ]/.test(tok)) {
      cmd = tok;
      axis = 0;
      out += tok;
      continue;
    }
    const v = Number(tok);
    const isY = cmd === 'V' || ((cmd === 'M' || cmd === 'L' || cmd === 'Q') && axis % 2 === 1);
    out += (axis > 0 ? (cmd === 'H' || cmd === 'V' ? ' ' : axis % 2 ? ',' : ' ') : '') + r2((isY ? at.y : at.x) + v * at.s);
    axis++;
  }
  return out;
}

/** The glyph's box and its lines, as path data in the 8 × 5.5 box (the box drawn as a path too). */
const BOX = 'M0,0H8V5.5H0Z';
const LINES: Partial<Record<AcKind, string>> = {
  cohort: 'M0,0L8,5.5M8,0L0,5.5',
  infantry: 'M0,0L8,5.5M8,0L0,5.5',
  recruit: 'M0,0L8,5.5M8,0L0,5.5M0,4.2H8',
  cavalry: 'M0,5.5L8,0',
  light: 'M0,0L8,5.5M8,0L0,5.5M2.5,0V5.5M5.5,0V5.5',
  archer: 'M2.5,0.6Q6.5,2.75 2.5,4.9M2.5,0.6V4.9',
  slinger: '',
};
const STAR = 'M4,0L5,2H7.3L5.5,3.4L6.2,5.5L4,4.2L1.8,5.5L2.5,3.4L0.7,2H3Z';

/**
 * The type glyph in a 8 × 5.5 box at `at` (its corner, its scale): NATO-like marks, each a
 * different shape. Its box and lines are one path (hundreds of counters: few elements each).
 */
export function Glyph({ kind, at = ORIGIN }: { kind: AcKind; at?: GlyphAt }) {
  if (kind === 'fort') return null;
  if (kind === 'leader') return <path d={placePath(STAR, at)} className="ac-glyph ac-glyph-solid" />;
  return (
    <>
      <path d={placePath(BOX + (LINES[kind] ?? ''), at)} className="ac-glyph ac-glyph-lines" />
      {kind === 'slinger' && <circle cx={r2(at.x + 4 * at.s)} cy={r2(at.y + 2.75 * at.s)} r={r2(1.5 * at.s)} className="ac-glyph ac-glyph-solid" />}
    </>
  );
}

export function factors(id: string): string {
  const u = acUnit(id);
  if (u.kind === 'fort') return '';
  if (u.kind === 'leader') return String(u.mf);
  return `${u.cf}-${u.mf}`;
}

/**
 * A counter turned over: disrupted by missile fire (AC 21) or inverted by a Battle Rages result
 * (AC 15.3). The box shows it as its back would: the counter striped across, and a tab under its
 * lower-left corner with a letter ("D" disrupted, "BR" the battle rages) — never colour alone.
 */
export type Flip = 'disrupted' | 'raging';

export const FLIP_LETTER: Record<Flip, string> = { disrupted: 'D', raging: 'BR' };

/** The flipped counters of a stack as "id:d id:r" (d disrupted, r raging; raging told first), '' when none. */
export function flipsOf(ids: readonly string[], unitAt: (id: string) => { disrupted?: true; raging?: true } | undefined): string {
  let out = '';
  for (const id of ids) {
    const u = unitAt(id);
    if (u?.raging) out += `${out ? ' ' : ''}${id}:r`;
    else if (u?.disrupted) out += `${out ? ' ' : ''}${id}:d`;
  }
  return out;
}

/** The flip of one counter in a stack's flips string. */
export function flipOf(flips: string, id: string): Flip | undefined {
  if (!flips) return undefined;
  for (const part of flips.split(' ')) {
    const at = part.lastIndexOf(':');
    if (part.slice(0, at) === id) return part.slice(at + 1) === 'r' ? 'raging' : 'disrupted';
  }
  return undefined;
}

interface CounterProps {
  id: string;
  x: number;
  y: number;
  moving: boolean;
  selectable: boolean;
  flip?: Flip;
}

/** A counter at (x, y), its top-left corner; drawn in map coordinates, with no transform (see placePath). */
export function Counter({ id, x, y, moving, selectable, flip }: CounterProps) {
  const u = acUnit(id);
  const cls = `ac-counter ${u.side}${moving ? ' moving' : ''}${selectable ? ' selectable' : ''}${flip ? ` flipped ${flip}` : ''}`;
  const rx = u.side === 'gallic' ? 3.5 : 0;
  const tabW = flip === 'raging' ? 10.5 : 6.6;
  return (
    <g className={cls} data-unit={id} data-flip={flip}>
      <rect className="ac-counter-body" x={r2(x)} y={r2(y)} width={S} height={S} rx={rx} />
      {flip && <rect className="ac-counter-stripes" x={r2(x)} y={r2(y)} width={S} height={S} rx={rx} fill="url(#ac-pat-flipped)" />}
      <text className="ac-counter-side" x={r2(x + 0.8)} y={r2(y + 5.9)}>{u.side === 'roman' ? 'R' : 'G'}</text>
      <Glyph kind={u.kind} at={{ x: x + 6.4, y: y + 1.4, s: 1.15 }} />
      <text className="ac-counter-factors" x={r2(x + S / 2)} y={r2(y + S - 1.4)}>{factors(id)}</text>
      {moving && <path className="ac-moving-mark" d={`M${r2(x + S - 4)},${r2(y - 1.5)}h5.5v5.5z`} />}
      {flip && (
        <g className="ac-flip-tab">
          <rect x={r2(x - 2.5)} y={r2(y + S - 5.2)} width={tabW} height="7.4" rx="1" />
          <text x={r2(x - 2.5 + tabW / 2)} y={r2(y + S + 1)}>{FLIP_LETTER[flip]}</text>
        </g>
      )}
    </g>
  );
}

/** A hex's counters: the fort as a hexagon beneath, the others fanned out around the centre. */
export function Stack({ hex, at, ids, moving, selectable, hidden = 0, flips = '' }: { hex: string; at: Point; ids: readonly string[]; moving: string | null; selectable: ReadonlySet<string>; hidden?: number; flips?: string }) {
  const fort = ids.find((id) => acUnit(id).kind === 'fort');
  const rest = ids.filter((id) => id !== fort);
  const n = rest.length;
  // AC 25.7: counters hidden under the top one count in the badge, marked with a question mark.
  const shown = n + hidden;
  return (
    <g className="ac-stack" aria-hidden="true">
      {fort && (
        <g className="ac-fort" data-unit={fort}>
          <path d={hexPath(hex, 0.8)} />
          <text x={at.x} y={at.y - 6.6}>F</text>
        </g>
      )}
      {rest.map((id, i) => {
        const o = (i - (n - 1) / 2) * FAN;
        return <Counter key={id} id={id} x={at.x - S / 2 - o} y={at.y - S / 2 - o} moving={id === moving} selectable={selectable.has(id)} flip={flipOf(flips, id)} />;
      })}
      {shown > 1 && (
        <g className="ac-stack-count">
          <circle cx={at.x + S / 2 + 1} cy={at.y - S / 2 - 2} r={hidden ? 5.6 : 4.6} />
          <text x={at.x + S / 2 + 1} y={at.y - S / 2 + 0.3}>{hidden ? `${shown}?` : shown}</text>
        </g>
      )}
    </g>
  );
}
