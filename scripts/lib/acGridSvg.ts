/**
 * A picture of the 1983 board as this edition reconstructs it (docs/alesia-1983-grid.svg), so an
 * owner of the physical game can compare it hex by hex: terrain, the town and its wall hexes,
 * rivers and the Isolated Trench, ramparts along their hexsides (perimeter brown, camp black),
 * the Outer Works, the off-board zones with their Δ hexes and numerals, and hex labels.
 * The ground's own lines are drawn thin on top, to show how the hexes were derived.
 */

import { hexsideHexes } from '../../src/engine/hex/hexside';
import { AC_GROUND as GROUND } from '../../src/engine/alesia-classic/map/groundPatch';
import type { Pt } from '../../src/engine/alesia/field/types';
import { acLabel, acPixel, HEX_METRES } from '../../src/engine/alesia-classic/map/grid';
import { acMap } from '../../src/engine/alesia-classic/map/map';
import { DELTAS, ZONE_NUMERALS, ZONES } from '../../src/engine/alesia-classic/map/zones';
import { parseAcLabel } from '../../src/engine/alesia-classic/map/grid';

const W = 22; // pixels across the flats of a hex
const R = W / Math.sqrt(3);
const PAD = 30;
const px = (x: number) => +(PAD + x * W).toFixed(1);
const py = (y: number) => +(PAD + y * W + R).toFixed(1);

function corners(x: number, y: number): string {
  const out: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (60 * i - 30);
    out.push(`${(px(x) + R * Math.cos(a)).toFixed(1)},${(py(y) + R * Math.sin(a)).toFixed(1)}`);
  }
  return out.join(' ');
}

const groundXY = (p: Pt) => ({ x: p.e / HEX_METRES + 26.5, y: 25 * (Math.sqrt(3) / 2) - p.n / HEX_METRES });
const polyline = (pts: readonly Pt[], close = false) =>
  (close ? [...pts, pts[0]] : pts).map((p) => { const g = groundXY(p); return `${px(g.x)},${py(g.y)}`; }).join(' ');

const FILL = { low: '#eee9cf', slope: '#d6c89a', top: '#b99d62' } as const;

export function acGridSvg(): string {
  const map = acMap();
  const width = PAD * 2 + 53 * W;
  const height = PAD * 2 + 51 * W * (Math.sqrt(3) / 2) + R;
  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width.toFixed(0)} ${height.toFixed(0)}" width="${width.toFixed(0)}" height="${height.toFixed(0)}" font-family="sans-serif">`);
  parts.push(`<title>Alesia (1983 rules): the board as reconstructed by Commentarii</title>`);
  parts.push(`<defs><pattern id="ow" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0,6 L6,0" stroke="#a33" stroke-width="1.2"/></pattern></defs>`);
  for (const d of map.hexes.values()) {
    const p = acPixel(d.hex);
    const fill = d.area === 'town' ? (d.wall ? '#9c5a3c' : '#c98b6a') : d.campInterior ? '#e3d6c0' : FILL[d.elevation];
    parts.push(`<polygon points="${corners(p.x, p.y)}" fill="${fill}" stroke="#9a927a" stroke-width="0.4"><title>${acLabel(d.hex)} ${d.elevation}${d.area !== 'outside' ? ' ' + d.area : ''}${d.rampart ? ' ' + d.rampart + ' rampart' : ''}${d.river ? ' river ' + d.river.branches.join('/') + (d.river.restrictive ? '' : ' (clipped)') : ''}${d.outerWorks ? ' outer works' : ''}</title></polygon>`);
    if (d.outerWorks) parts.push(`<polygon points="${corners(p.x, p.y)}" fill="url(#ow)" stroke="none"/>`);
  }
  // Rivers and trench: a dot per hex, the path through hex centres.
  for (const d of map.hexes.values()) {
    const p = acPixel(d.hex);
    if (d.river) parts.push(`<circle cx="${px(p.x)}" cy="${py(p.y)}" r="${d.river.restrictive ? (d.river.branches.length > 2 ? 5 : 3.5) : 2}" fill="${d.river.branches.length > 2 ? '#0a3d8f' : '#2f6fd0'}"/>`);
    if (d.trench) parts.push(`<rect x="${px(p.x) - 3}" y="${py(p.y) - 3}" width="6" height="6" fill="#333"/>`);
    if (d.rampart && d.river) parts.push(`<circle cx="${px(p.x)}" cy="${py(p.y)}" r="7" fill="none" stroke="${d.rampartBridge ? '#0a0' : '#f0f'}" stroke-width="1.5"/>`);
  }
  for (const [k, kind] of map.rampartSides) {
    const [a, b] = hexsideHexes(k).map(acPixel);
    parts.push(`<line x1="${px(a.x)}" y1="${py(a.y)}" x2="${px(b.x)}" y2="${py(b.y)}" stroke="${kind === 'camp' ? '#111' : '#8a4b14'}" stroke-width="${kind === 'camp' ? 3.2 : 3}" stroke-linecap="round"/>`);
  }
  for (const d of map.hexes.values()) {
    if (!d.joint) continue;
    const p = acPixel(d.hex);
    parts.push(`<circle cx="${px(p.x)}" cy="${py(p.y)}" r="4" fill="#fff" stroke="#111" stroke-width="1.5"><title>${acLabel(d.hex)}: joint of camp and perimeter ramparts (AC 7.4)</title></circle>`);
  }
  // The ground, thin.
  for (const r of GROUND.rivers) parts.push(`<polyline points="${polyline(r.course)}" fill="none" stroke="#06c" stroke-width="0.8" opacity="0.7"/>`);
  for (const l of GROUND.lines) parts.push(`<polyline points="${polyline(l.course)}" fill="none" stroke="#c60" stroke-width="0.8" stroke-dasharray="3 2" opacity="0.8"/>`);
  for (const c of GROUND.camps) parts.push(`<polyline points="${polyline(c.outline, true)}" fill="none" stroke="#000" stroke-width="0.8" opacity="0.6"/>`);
  parts.push(`<polyline points="${polyline(GROUND.town, true)}" fill="none" stroke="#600" stroke-width="0.8"/>`);
  // Zones.
  for (const d of DELTAS) {
    const p = acPixel(parseAcLabel(d.at)!);
    parts.push(`<text x="${px(p.x)}" y="${py(p.y) + 4}" font-size="12" text-anchor="middle" fill="#000" font-weight="bold">Δ</text>`);
  }
  for (const z of ZONES) {
    const p = acPixel(parseAcLabel(ZONE_NUMERALS[z])!);
    parts.push(`<text x="${px(p.x)}" y="${py(p.y) + 5}" font-size="15" text-anchor="middle" fill="#7a1f1f" font-weight="bold" stroke="#fff" stroke-width="3" paint-order="stroke">${z}</text>`);
  }
  // Row letters and every fifth diagonal along the top and the east edge.
  for (const d of map.hexes.values()) {
    const p = acPixel(d.hex);
    const diag = d.hex.q + d.hex.r;
    if (d.edge && (p.x <= 1.5 || (d.hex.r === 0 && diag % 5 === 0) || (p.x >= 51.5 && diag % 5 === 0)))
      parts.push(`<text x="${px(p.x)}" y="${py(p.y) + 3}" font-size="7" text-anchor="middle" fill="#333">${acLabel(d.hex)}</text>`);
  }
  for (const pl of GROUND.places) {
    const g = groundXY(pl.at);
    parts.push(`<text x="${px(g.x)}" y="${py(g.y)}" font-size="13" text-anchor="middle" fill="#222" stroke="#fff" stroke-width="3" paint-order="stroke" font-style="italic">${pl.name}</text>`);
  }
  parts.push('</svg>');
  return parts.join('\n');
}

