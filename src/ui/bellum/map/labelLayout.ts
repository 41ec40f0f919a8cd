/**
 * Where the map's names go, in map units (the SVG's own coordinates), and how big they are.
 * Pure data and arithmetic, no React: the layers draw from it and the tests check it.
 *
 * - Region names are always shown, large enough to read at the default zoom on a 1366×768
 *   screen (≥ 11 px on screen).
 * - Place names (oppida and cities) are shown only once the map is zoomed in far enough for them
 *   to be ≥ 9 px on screen (a level-of-detail rule); every place keeps its accessible name and
 *   its tooltip either way.
 * - Each place name takes the first of a few spots around its symbol (right, left, above, below…)
 *   that overlaps no region name, sea or mountain name, place symbol or place name placed before
 *   it, so no two names ever overlap at any zoom (all sizes are in map units, so a layout free of
 *   overlaps at one zoom is free of them at every zoom).
 * Text widths are estimated generously (the font differs between machines); the browser test
 * measures the real ones.
 */
import { GEOMETRY } from '../../../engine/bellum/data/geometry';
import { PLACES } from '../../../engine/bellum/data/places';
import { REGIONS } from '../../../engine/bellum/data/regions';
import { TERRAIN_GLYPH } from './terrainGlyphs';

/** Font sizes in map units. */
export const REGION_FONT = 15;
export const PLACE_FONT = 10;
export const SEA_FONT = 13;

/** Width of the terrain glyph after a region name (drawn at 0.8em), with its gap, in em. */
export const GLYPH_EM = 0.95;

/** Counter labels and side letters; marker badges (PieceLayers.tsx). */
export const COUNTER_FONT = 11;
export const MARKER_FONT = 11;

/** The least on-screen size (px) of the map's text at the opening zoom: region names; counters and markers. */
export const REGION_NAME_MIN_PX = 11;
export const COUNTER_TEXT_MIN_PX = 8;
const MAX_OPENING_ZOOM = 3;

/**
 * The zoom the map opens at for a screen scale of `pxPerUnit` (px per map unit at zoom 1): 1 when
 * the whole map is legible (a laptop or larger), more on a small screen (a phone), so that region
 * names reach 11 px and counter and marker text 8 px. The player zooms out with Fit.
 */
export function openingZoom(pxPerUnit: number): number {
  if (!(pxPerUnit > 0)) return 1;
  const need = Math.max(
    REGION_NAME_MIN_PX / (REGION_FONT * pxPerUnit),
    COUNTER_TEXT_MIN_PX / (COUNTER_FONT * pxPerUnit),
    COUNTER_TEXT_MIN_PX / (MARKER_FONT * pxPerUnit),
  );
  return need <= 1 ? 1 : Math.min(MAX_OPENING_ZOOM, need * 1.02);
}

/** On-screen size (px) from which place names are drawn. */
export const PLACE_NAME_MIN_PX = 9;

/**
 * The map element at 1366×768 with the default layout (measured in Chromium): the scale the
 * legibility test uses. The map keeps its aspect ratio, so the smaller ratio wins.
 */
export const MAP_VIEWPORT_1366 = { width: 934, height: 693 } as const;

/** Screen pixels per map unit for a map element of this size at zoom `k`. */
export function screenScale(width: number, height: number, k = 1): number {
  if (width <= 0 || height <= 0) return 0;
  return Math.min(width / GEOMETRY.width, height / GEOMETRY.height) * k;
}

/** True when place names are legible at this screen scale (px per map unit, zoom included). */
export const placeNamesShown = (pxPerUnit: number): boolean => PLACE_FONT * pxPerUnit >= PLACE_NAME_MIN_PX;

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Estimated advance of a text: generous per-character widths for serif bold / italic. */
export function textWidth(text: string, font: number, style: 'bold' | 'italic'): number {
  const per = style === 'bold' ? 0.62 : 0.56;
  let w = 0;
  for (const ch of text) w += ch === ' ' ? 0.3 : /[A-Z]/.test(ch) ? per * 1.25 : ch.charCodeAt(0) > 0x2000 ? 1 : per;
  return w * font;
}

/** Box of a text line whose baseline starts (anchor start), centres (middle) or ends at x. */
export function textBox(x: number, baseline: number, width: number, font: number, anchor: 'start' | 'middle' | 'end'): Box {
  const x0 = anchor === 'start' ? x : anchor === 'middle' ? x - width / 2 : x - width;
  return { x0, y0: baseline - 0.9 * font, x1: x0 + width, y1: baseline + 0.28 * font };
}

export const overlaps = (a: Box, b: Box, gap = 0): boolean =>
  a.x0 < b.x1 + gap && b.x0 < a.x1 + gap && a.y0 < b.y1 + gap && b.y0 < a.y1 + gap;

export interface RegionNameLayout {
  id: string;
  text: string;
  glyph: string;
  x: number;
  y: number;
  box: Box;
}

/** Region names: centred on the region's label point, baseline a little above it (stacks go below). */
export const REGION_NAMES: readonly RegionNameLayout[] = REGIONS.flatMap((r) => {
  const g = GEOMETRY.regions[r.id];
  if (!g) return [];
  const glyph = TERRAIN_GLYPH[r.terrain];
  const y = g.label.y - 5;
  const w = textWidth(r.name, REGION_FONT, 'bold') + (glyph ? REGION_FONT * GLYPH_EM : 0);
  return [{ id: r.id, text: r.name, glyph, x: g.label.x, y, box: textBox(g.label.x, y, w, REGION_FONT, 'middle') }];
});

/** Sea and mountain names, italic, centred. */
export const AREA_NAMES: readonly { id: string; text: string; x: number; y: number; box: Box }[] = [...GEOMETRY.seas, ...GEOMETRY.mountains].map((a) => ({
  id: a.id,
  text: a.name,
  x: a.label.x,
  y: a.label.y,
  // letter-spacing 0.1em (map.css)
  box: textBox(a.label.x, a.label.y, textWidth(a.name, SEA_FONT, 'italic') + 0.1 * SEA_FONT * a.name.length, SEA_FONT, 'middle'),
}));

const SYMBOL_R = 5;

/** The box of each place's symbol (circle or square). */
export const PLACE_SYMBOL_BOXES: Readonly<Record<string, Box>> = Object.fromEntries(
  PLACES.flatMap((p) => {
    const at = GEOMETRY.places[p.id];
    return at ? [[p.id, { x0: at.x - SYMBOL_R, y0: at.y - SYMBOL_R, x1: at.x + SYMBOL_R, y1: at.y + SYMBOL_R }]] : [];
  }),
);

export interface PlaceNameLayout {
  id: string;
  text: string;
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
  box: Box;
}

/** Spots tried around a symbol, best first: [dx, baseline dy, anchor]. */
const SPOTS: readonly [number, number, 'start' | 'middle' | 'end'][] = [
  [7, 3.5, 'start'],
  [-7, 3.5, 'end'],
  [0, -7, 'middle'],
  [0, 14, 'middle'],
  [6, -5, 'start'],
  [-6, -5, 'end'],
  [6, 12, 'start'],
  [-6, 12, 'end'],
  [0, -15, 'middle'],
  [0, 22, 'middle'],
  [9, -12, 'start'],
  [-9, -12, 'end'],
  [9, 19, 'start'],
  [-9, 19, 'end'],
];

/** Gap (map units) kept between names. */
export const LABEL_GAP = 1;

/**
 * Where a region's field stacks go (under its name, see stackPositions): place names keep out of
 * it when they can, so a counter does not hide them.
 */
export const FIELD_STACK_BOXES: readonly Box[] = REGION_NAMES.map((r) => ({ x0: r.x - 40, y0: r.y + 5, x1: r.x + 40, y1: r.y + 24 }));

function layoutPlaces(): PlaceNameLayout[] {
  const names: Box[] = [...REGION_NAMES.map((r) => r.box), ...AREA_NAMES.map((a) => a.box), ...Object.values(PLACE_SYMBOL_BOXES)];
  const inFrame = (b: Box) => b.x0 >= 0 && b.x1 <= GEOMETRY.width && b.y0 >= 0 && b.y1 <= GEOMETRY.height;
  const candidatesOf = (id: string, text: string) => {
    const at = GEOMETRY.places[id];
    const w = textWidth(text, PLACE_FONT, 'italic');
    return SPOTS.map(([dx, dy, anchor]) => ({ x: at.x + dx, y: at.y + dy, anchor, box: textBox(at.x + dx, at.y + dy, w, PLACE_FONT, anchor) }));
  };
  // Pass 1: each name takes the first spot clear of every name, symbol and earlier place name.
  const placed: PlaceNameLayout[] = [];
  for (const p of PLACES) {
    if (!GEOMETRY.places[p.id]) continue;
    const candidates = candidatesOf(p.id, p.name);
    const free = (b: Box) => inFrame(b) && !names.some((f) => overlaps(b, f, LABEL_GAP)) && !placed.some((q) => overlaps(b, q.box, LABEL_GAP));
    placed.push({ id: p.id, text: p.name, ...(candidates.find((c) => free(c.box)) ?? candidates[0]) });
  }
  // Pass 2: a name under a region's field stacks moves to a spot clear of those too, when one is
  // clear of everything else as well (so this pass never adds an overlap).
  placed.forEach((q, i) => {
    if (!FIELD_STACK_BOXES.some((b) => overlaps(q.box, b))) return;
    const others = placed.filter((_, j) => j !== i);
    const better = candidatesOf(q.id, q.text).find(
      (c) => inFrame(c.box) && ![...names, ...FIELD_STACK_BOXES].some((f) => overlaps(c.box, f, LABEL_GAP)) && !others.some((o) => overlaps(c.box, o.box, LABEL_GAP)),
    );
    if (better) placed[i] = { ...q, ...better };
  });
  return placed;
}

export const PLACE_NAMES: readonly PlaceNameLayout[] = layoutPlaces();
export const PLACE_NAME_BY_ID: Readonly<Record<string, PlaceNameLayout>> = Object.fromEntries(PLACE_NAMES.map((p) => [p.id, p]));

/** Every pair of names (and name/symbol) that overlap; empty when the layout is clean. */
export function labelCollisions(
  regions: readonly { id: string; box: Box }[] = REGION_NAMES,
  places: readonly { id: string; box: Box }[] = PLACE_NAMES,
): string[] {
  const names = [...regions.map((r) => ({ id: `region ${r.id}`, box: r.box })), ...AREA_NAMES.map((a) => ({ id: `area ${a.id}`, box: a.box })), ...places.map((p) => ({ id: `place ${p.id}`, box: p.box }))];
  const out: string[] = [];
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) if (overlaps(names[i].box, names[j].box)) out.push(`${names[i].id} × ${names[j].id}`);
  }
  // No name may cover a place symbol (its own place name sits beside it).
  for (const [id, sym] of Object.entries(PLACE_SYMBOL_BOXES)) {
    for (const n of names) if (overlaps(n.box, sym)) out.push(`${n.id} × symbol ${id}`);
  }
  return out;
}
