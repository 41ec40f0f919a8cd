/**
 * The bare GBoH Alésia sheets (docs/alesia-gboh-sheets.svg): the West and East sheets' hex outlines
 * with every printed label, the seam hexes shared by both, the hexes seed 002 names (tooltips give
 * the rule), and, thin and dashed, the present shared ground laid on the plain placement (before
 * anchors), to show how far the printed facts sit from it. No terrain: that is derived later.
 */
import { GROUND } from '../../src/engine/alesia/field/ground';
import type { Pt } from '../../src/engine/alesia/field/types';
import { hexToPlane } from '../../src/engine/alesia/grid/anchors';
import {
  boardHexes, FIRST_LINE, gbohLabel, isSeamHex, LAST_LINE, labelRun, parseGbohLabel, PLAIN_WARP, SHEET_COLUMNS, toCoord,
} from '../../src/engine/alesia-gboh/map/grid';
import { SEED_HEXES } from '../../src/engine/alesia-gboh/map/named';

const W = 24; // pixels across the flats
const R = W / Math.sqrt(3);
const PAD = 40;
const TOP_Y = (LAST_LINE * Math.sqrt(3)) / 2;
const px = (x: number) => +(PAD + (x - 0.5) * W).toFixed(1);
const py = (y: number) => +(PAD + R + (TOP_Y - y) * W).toFixed(1);
const HEX = [0, 1, 2, 3, 4, 5].map((i) => {
  const a = (Math.PI / 180) * (60 * i - 30);
  return `${(R * Math.cos(a)).toFixed(2)},${(R * Math.sin(a)).toFixed(2)}`;
}).join(' ');

const groundPath = (pts: readonly Pt[], close = false) =>
  (close ? [...pts, pts[0]] : pts).map((p) => { const q = PLAIN_WARP.inverse(p); return `${px(q.x)},${py(q.y)}`; }).join(' ');

export function gbohSheetsSvg(): string {
  const hexes = boardHexes(['W', 'E']);
  const width = PAD * 2 + 2 * SHEET_COLUMNS * W;
  const height = PAD * 2 + (LAST_LINE - FIRST_LINE) * W * (Math.sqrt(3) / 2) + 2 * R + 20;
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width.toFixed(0)} ${height.toFixed(0)}" width="${width.toFixed(0)}" height="${height.toFixed(0)}" font-family="sans-serif">`);
  out.push('<title>Alésia (GBoH): the West and East sheets’ hex grid as read by Commentarii (bare, no terrain)</title>');
  out.push(`<defs><polygon id="h" points="${HEX}"/></defs>`);
  out.push(`<rect width="100%" height="100%" fill="#fbf8ee"/>`);
  // Hex outlines, by fill (West, East, seam), then the labels (line and column; the sheet is the half of the picture).
  const fillOf = (h: (typeof hexes)[number]) => (isSeamHex(h) ? '#e8dcc0' : toCoord(h).sheet === 'W' ? '#fbf8ee' : '#f1f4ea');
  for (const fill of ['#fbf8ee', '#f1f4ea', '#e8dcc0']) {
    out.push(`<g fill="${fill}" stroke="#a9a08a" stroke-width="0.5">`);
    for (const h of hexes.filter((x) => fillOf(x) === fill)) {
      const p = hexToPlane(h);
      out.push(`<use href="#h" x="${px(p.x)}" y="${py(p.y)}"/>`);
    }
    out.push('</g>');
  }
  out.push('<g font-size="5" text-anchor="middle" fill="#776">');
  for (const h of hexes) {
    const p = hexToPlane(h);
    const c = toCoord(h);
    out.push(`<text x="${px(p.x)}" y="${+(py(p.y) - R / 2 + 5).toFixed(1)}">${String(c.line).padStart(2, '0')}${String(c.col).padStart(2, '0')}</text>`);
  }
  out.push('</g>');
  // The seam between the sheets (the West sheet's east edge).
  const seamX = px(SHEET_COLUMNS + 0.5);
  out.push(`<line x1="${seamX}" y1="${PAD}" x2="${seamX}" y2="${height - PAD}" stroke="#555" stroke-width="1.2" stroke-dasharray="6 3"/>`);
  out.push(`<text x="${px(SHEET_COLUMNS / 2)}" y="${PAD - 12}" font-size="16" text-anchor="middle" font-weight="bold">West sheet (W####)</text>`);
  out.push(`<text x="${px(SHEET_COLUMNS * 1.5)}" y="${PAD - 12}" font-size="16" text-anchor="middle" font-weight="bold">East sheet (E####)</text>`);
  // The present ground, on the plain placement.
  for (const r of GROUND.rivers) out.push(`<polyline points="${groundPath(r.course)}" fill="none" stroke="#06c" stroke-width="1" opacity="0.6"/>`);
  for (const l of GROUND.lines) out.push(`<polyline points="${groundPath(l.course)}" fill="none" stroke="#c60" stroke-width="1" stroke-dasharray="4 3" opacity="0.7"/>`);
  for (const c of GROUND.camps) out.push(`<polyline points="${groundPath(c.outline, true)}" fill="none" stroke="#000" stroke-width="0.8" opacity="0.5"/>`);
  out.push(`<polyline points="${groundPath(GROUND.town, true)}" fill="none" stroke="#600" stroke-width="1"/>`);
  // The hexes the seed names.
  const named = new Map<string, string[]>();
  const add = (l: string, why: string) => named.set(l, [...(named.get(l) ?? []), why]);
  for (const n of SEED_HEXES) {
    for (const l of n.hexes ?? []) add(l, `${n.rule}: ${n.says}`);
    for (const s of n.hexsides ?? []) for (const l of s) add(l, `${n.rule}: ${n.says}`);
    for (const [a, b] of n.ranges ?? []) {
      const run = labelRun(a, b);
      for (const l of run ? run.map(gbohLabel) : [a, b]) add(l, `${n.rule}: ${n.says}`);
    }
  }
  for (const [l, why] of named) {
    const p = hexToPlane(parseGbohLabel(l)!);
    out.push(`<circle cx="${px(p.x)}" cy="${py(p.y)}" r="${R * 0.55}" fill="#c0392b" opacity="0.75"><title>${l} — ${why.join(' | ').replace(/[<&"]/g, '')}</title></circle>`);
    out.push(`<text x="${px(p.x)}" y="${py(p.y) + 3}" font-size="6.5" text-anchor="middle" fill="#fff" font-weight="bold">${l.slice(1)}</text>`);
  }
  out.push(`<text x="${PAD}" y="${height - 12}" font-size="11" fill="#333">Red: hexes seed 002 names (hover for the rule). Shaded column: odd-line seam hexes (half on each sheet). Thin lines: the present shared ground on the plain placement, before anchors.</text>`);
  out.push('</svg>');
  return out.join('\n');
}
