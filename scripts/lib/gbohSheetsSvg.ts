/**
 * The GBoH Alésia sheets (docs/alesia-gboh-sheets.svg): the West and East sheets' hexes with every
 * printed label, the seam hexes shared by both, the terrain as played (anchored, derived and
 * overlaid: src/engine/alesia-gboh/map/board.ts) with its hexside features, the hexes seed 002 names
 * (tooltips give the rule), the anchors, and, thin, the historical ground's lines, rivers and camps
 * carried through the anchored warp.
 */
import { GROUND } from '../../src/engine/alesia/field/ground';
import type { Pt } from '../../src/engine/alesia/field/types';
import { hexToPlane } from '../../src/engine/alesia/grid/anchors';
import { gbohBoard } from '../../src/engine/alesia-gboh/map/board';
import { GBOH_ANCHORS, GBOH_WARP } from '../../src/engine/alesia-gboh/map/anchors';
import type { GbohHex, HexsideFeature } from '../../src/engine/alesia-gboh/map/terrainTypes';
import { hexsideHexes } from '../../src/engine/hex/hexside';
import { hexKey } from '../../src/engine/hex/coords';
import {
  boardHexes, FIRST_LINE, gbohLabel, isSeamHex, LAST_LINE, labelRun, parseGbohLabel, SHEET_COLUMNS, toCoord,
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
  (close ? [...pts, pts[0]] : pts).map((p) => { const q = GBOH_WARP.inverse(p); return `${px(q.x)},${py(q.y)}`; }).join(' ');

/** Hex fill by terrain, strongest first. */
function terrainFill(t: GbohHex | undefined, base: string): string {
  if (!t) return base;
  if (t.alesia) return '#d9c7a0';
  if (t.rampart === 'outer') return '#b5651d';
  if (t.rampart === 'inner') return '#8e3b2e';
  if (t.redoubt) return '#5b4a8a';
  if (t.camp) return t.camp.kind === 'infantry' ? '#c9b5d9' : '#d9cbb5';
  if (t.deathGarden === 'outer') return '#e7c9a9';
  if (t.deathGarden === 'inner') return '#e3b3a8';
  if (t.forest) return '#a7c49a';
  return ['#fbf8ee', '#f0ead2', '#e4dab4', '#d6c895', '#c8b678', '#baa45d'][Math.min(5, t.level)];
}

const SIDE_STYLE: Record<HexsideFeature, string> = {
  rampartWalkway: 'stroke="#3b1d0e" stroke-width="2"',
  redoubtRampartLink: 'stroke="#5b4a8a" stroke-width="2" stroke-dasharray="2 1"',
  campWall: 'stroke="#333" stroke-width="1.6"',
  redoubtWall: 'stroke="#5b4a8a" stroke-width="1.6"',
  stoneWall: 'stroke="#777" stroke-width="2.2"',
  gate: 'stroke="#fff" stroke-width="3"',
  crestWall: 'stroke="#600" stroke-width="1.8"',
  stream: 'stroke="#3a8fd6" stroke-width="1.4"',
  smallRiver: 'stroke="#0b5cab" stroke-width="2.4"',
  waterDitch: 'stroke="#2ab" stroke-width="2" stroke-dasharray="3 1"',
};

export function gbohSheetsSvg(): string {
  const hexes = boardHexes(['W', 'E']);
  const width = PAD * 2 + 2 * SHEET_COLUMNS * W;
  const height = PAD * 2 + (LAST_LINE - FIRST_LINE) * W * (Math.sqrt(3) / 2) + 2 * R + 20;
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width.toFixed(0)} ${height.toFixed(0)}" width="${width.toFixed(0)}" height="${height.toFixed(0)}" font-family="sans-serif">`);
  out.push('<title>Alésia (GBoH): the West and East sheets as read by Commentarii: terrain anchored on the ground, derived and overlaid</title>');
  out.push(`<defs><polygon id="h" points="${HEX}"/></defs>`);
  out.push(`<rect width="100%" height="100%" fill="#fbf8ee"/>`);
  // Hex outlines, by fill (West, East, seam), then the labels (line and column; the sheet is the half of the picture).
  const board = gbohBoard(['W', 'E']);
  const fillOf = (h: (typeof hexes)[number]) =>
    terrainFill(board.hexes.get(hexKey(h)), isSeamHex(h) ? '#e8dcc0' : toCoord(h).sheet === 'W' ? '#fbf8ee' : '#f1f4ea');
  const fills = new Map<string, typeof hexes>();
  for (const h of hexes) fills.set(fillOf(h), [...(fills.get(fillOf(h)) ?? []), h]);
  for (const [fill, hs] of fills) {
    out.push(`<g fill="${fill}" stroke="#a9a08a" stroke-width="0.5">`);
    for (const h of hs) {
      const p = hexToPlane(h);
      out.push(`<use href="#h" x="${px(p.x)}" y="${py(p.y)}"/>`);
    }
    out.push('</g>');
  }
  // Hexside features: links centre to centre, walls and water along the hexside.
  const HALF = 1 / (2 * Math.sqrt(3));
  for (const [k, fs] of board.hexsides) {
    const [a, b] = hexsideHexes(k).map(hexToPlane);
    for (const f of fs) {
      let seg: [number, number, number, number];
      if (f === 'rampartWalkway' || f === 'redoubtRampartLink') seg = [a.x, a.y, b.x, b.y];
      else {
        const mx = (a.x + b.x) / 2, my = (a.y + b.y) / 2, dx = b.x - a.x, dy = b.y - a.y;
        seg = [mx - dy * HALF, my + dx * HALF, mx + dy * HALF, my - dx * HALF];
      }
      out.push(`<line x1="${px(seg[0])}" y1="${py(seg[1])}" x2="${px(seg[2])}" y2="${py(seg[3])}" ${SIDE_STYLE[f]}><title>${f}</title></line>`);
    }
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
  // The historical ground through the anchored warp.
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
  for (const a of GBOH_ANCHORS) {
    const p = hexToPlane(a.hex);
    out.push(`<circle cx="${px(p.x)}" cy="${py(p.y)}" r="${R * 0.8}" fill="none" stroke="#000" stroke-width="1.5"><title>anchor ${a.label}: ${a.name.replace(/[<&"]/g, '')}</title></circle>`);
  }
  out.push(`<text x="${PAD}" y="${height - 12}" font-size="11" fill="#333">Red: hexes seed 002 names (hover for the rule); black rings: anchors. Fills: Alesia, outer/inner Rampart, Redoubt, camps, Death Gardens, forest, levels. Lines: walkways, walls, crest and gates, rivers, water ditch. Thin: the historical ground through the anchored warp.</text>`);
  out.push('</svg>');
  return out.join('\n');
}
