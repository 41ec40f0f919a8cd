/**
 * Things on the map: oppida and cities (crossed when destroyed), marker badges, and stacks
 * drawn as side-coloured counters ("Crassus +3"). Every stack and every place is a focusable
 * button with an accessible name; place names are drawn where labelLayout.ts puts them (shown
 * from a zoom level on, see map.css).
 */
import { memo } from 'react';
import { GEOMETRY } from '../../../engine/bellum/data/geometry';
import { PLACES } from '../../../engine/bellum/data/places';
import { REGION_BY_ID } from '../../../engine/bellum/data/regions';
import type { Point } from '../../../engine/bellum/data/types';
import type { Side } from '../../../engine/bellum/state';
import { COUNTER_FONT, MARKER_FONT, PLACE_NAME_BY_ID } from './labelLayout';
import { stackLabel, type Marker, type Stack } from './mapModel';
import { MAP_TIP_ID } from './MapTip';

/**
 * Accessible name of a place, e.g. "Oppidum of Gergovia (Arverni), defence 4": the region tells
 * apart the four towns called Noviodunum.
 */
export function placeName(p: (typeof PLACES)[number], destroyed: boolean, spared = false): string {
  const region = REGION_BY_ID[p.region]?.name ?? p.region;
  const what = p.name.startsWith('Oppidum') ? p.name : `${p.kind === 'city' ? 'City' : 'Oppidum'} of ${p.name}`;
  return `${what} (${region}), defence ${p.defence}${destroyed ? ', destroyed' : ''}${spared ? ', spared after its surrender (BG 4.5.2)' : ''}`;
}

export const PlaceSymbols = memo(function PlaceSymbols({ destroyed, spared = '' }: { destroyed: string; spared?: string }) {
  const gone = new Set(destroyed.split(',').filter(Boolean));
  const kept = new Set(spared.split(',').filter(Boolean));
  return (
    <g className="places">
      {PLACES.map((p) => {
        const at = GEOMETRY.places[p.id];
        if (!at) return null;
        const lost = gone.has(p.id);
        const label = PLACE_NAME_BY_ID[p.id];
        // Drawn at absolute coordinates, not in a translated group: a text under its own
        // transform cannot share the map's compositing layer and would get one of its own.
        const { x, y } = at;
        return (
          <g
            key={p.id}
            className={`place ${p.kind}${lost ? ' destroyed' : ''}`}
            data-place={p.id}
            tabIndex={0}
            role="button"
            aria-label={placeName(p, lost, kept.has(p.id))}
            aria-describedby={MAP_TIP_ID}
          >
            {p.kind === 'city' ? <rect x={x - 4} y={y - 4} width="8" height="8" /> : <circle cx={x} cy={y} r="4.2" />}
            {lost && <path d={`M${x - 5} ${y - 5} L${x + 5} ${y + 5} M${x + 5} ${y - 5} L${x - 5} ${y + 5}`} className="cross" />}
            {label && (
              <text x={label.x} y={label.y} textAnchor={label.anchor} className="place-name" aria-hidden="true">
                {p.name}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
});

/** Marker badge text in map units (labelLayout.ts MARKER_FONT): ≥ 8 px on screen at 1366×768, default zoom. */
const MARKER_W = (label: string): number => label.length * MARKER_FONT * 0.62 + 8;

export function MarkerBadges({ at, markers }: { at: Point; markers: readonly Marker[] }) {
  const widths = markers.map((m) => Math.max(19, MARKER_W(m.label) + 3));
  let x = at.x - (widths.reduce((a, b) => a + b, 0) - widths[widths.length - 1]) / 2;
  return (
    <g className="markers" aria-hidden="true">
      {markers.map((m, i) => {
        const w = MARKER_W(m.label);
        const g = (
          <g key={i} transform={`translate(${x} ${at.y - 27})`} className={`marker marker-${m.kind}`}>
            <title>{m.title}</title>
            <rect x={-w / 2} y="-8" width={w} height="15" rx="2" />
            <text y="3.8">{m.label}</text>
          </g>
        );
        x += widths[i];
        return g;
      })}
    </g>
  );
}

interface CounterProps {
  stackKey: string;
  side: Side;
  label: string;
  name: string;
  x: number;
  y: number;
  selected: boolean;
  selectable: boolean;
  inPlace: boolean;
}

/** Counter size in map units: text at COUNTER_FONT (≥ 8 px on screen at 1366×768, default zoom). */
export { COUNTER_FONT };
export const COUNTER_H = 17;
/** Width of a counter for its label: the side tab, then the text. */
export const counterWidth = (label: string): number => Math.max(34, label.length * COUNTER_FONT * 0.58 + 20);

export const Counter = memo(function Counter({ stackKey, side, label, name, x, y, selected, selectable, inPlace }: CounterProps) {
  const w = counterWidth(label);
  const cls = ['counter', side, selected && 'selected', selectable && 'selectable', inPlace && 'in-place'].filter(Boolean).join(' ');
  const rx = side === 'roman' ? 1 : 6;
  return (
    <>
      <g transform={`translate(${x - w / 2} ${y})`} className={cls} data-stack={stackKey} tabIndex={0} role="button" aria-label={`${label} — ${name}`} aria-describedby={MAP_TIP_ID}>
        <rect width={w} height={COUNTER_H} rx={rx} className="counter-body" />
        <rect width="13" height={COUNTER_H} rx={rx} className="counter-tab" />
        <text x={16} y="12.6" className="counter-label">
          {label}
        </text>
      </g>
      {/* The side letter is for the eye (with the counter's shape); the name says the side in
          words. Drawn outside the button so that the button's visible text is its label alone. */}
      <text x={x - w / 2 + 6.5} y={y + 12.6} className="counter-side" aria-hidden="true">
        {side === 'roman' ? 'R' : 'G'}
      </text>
    </>
  );
});

/**
 * Where each stack of a region goes: field stacks side by side under the region's name, place
 * stacks under their symbol, one below the other.
 */
export function stackPositions(region: string, stacks: readonly Stack[]): Map<string, Point> {
  const out = new Map<string, Point>();
  const sea = GEOMETRY.seas.find((x) => x.id === region);
  const g = GEOMETRY.regions[region] ?? (sea ? { label: { x: sea.label.x, y: sea.label.y + 24 } } : undefined); // fleets at sea under the sea's name (BG 5.3)
  if (!g) return out;
  const field = stacks.filter((s) => !s.place);
  const widths = field.map((s) => counterWidth(stackLabel(s)));
  const gap = 4;
  let x = g.label.x - (widths.reduce((a, b) => a + b, 0) + gap * (field.length - 1)) / 2;
  field.forEach((s, i) => {
    out.set(s.key, { x: x + widths[i] / 2, y: g.label.y + 1 });
    x += widths[i] + gap;
  });
  const byPlace = new Map<string, number>();
  for (const s of stacks) {
    if (!s.place) continue;
    // A hiberna (BG 4.5.7) has no town symbol: its stack sits just below the region's field stacks.
    const p = GEOMETRY.places[s.place] ?? { x: g.label.x - 4, y: g.label.y + COUNTER_H };
    const n = byPlace.get(s.place) ?? 0;
    byPlace.set(s.place, n + 1);
    out.set(s.key, { x: p.x + 4, y: p.y + 6 + n * (COUNTER_H + 2) });
  }
  return out;
}

/**
 * Every region's marker badges. Keyed by a string of all markers, so a selection or a move that
 * changes no marker does not re-render them.
 */
export const MarkerLayer = memo(function MarkerLayer({ spec }: { spec: string }) {
  const list = JSON.parse(spec) as [string, Marker[]][];
  return (
    <>
      {list.map(([id, markers]) => {
        const g = GEOMETRY.regions[id];
        return g ? <MarkerBadges key={id} at={g.label} markers={markers} /> : null;
      })}
    </>
  );
});
