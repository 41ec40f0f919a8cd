/**
 * The overlays the map toolbar turns on, above the terrain and beneath the counters: zones of
 * control (hatched one way for the Roman, the other for the Gaul), the Roman fields of fire
 * (dots, denser the closer the volley), the forts (a thick hexagon ring, dashed when empty).
 * Each kind is one or two <path> elements, rebuilt only with the position or the toggle — never on
 * pan or zoom — and none of them takes a click.
 */
import { memo, useMemo } from 'react';
import { firePaths, fortPaths, zocPaths, type ZocMode } from './overlays';
import type { BoardState } from './model';

/** The overlays' patterns (also the legend's swatches): present whatever is shown. */
export const OverlayDefs = memo(function OverlayDefs() {
  return (
    <defs>
      <pattern id="ac-pat-zoc-roman" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="1.6" height="5" className="ac-zoc-roman-line" />
      </pattern>
      <pattern id="ac-pat-zoc-gallic" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)">
        <rect width="1.6" height="5" className="ac-zoc-gallic-line" />
      </pattern>
      {/* A counter turned over (Counters.tsx): pale stripes across its face. */}
      <pattern id="ac-pat-flipped" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)">
        <rect width="1.5" height="4" className="ac-flipped-line" />
      </pattern>
      <pattern id="ac-pat-fire-1" width="4" height="4" patternUnits="userSpaceOnUse">
        <circle cx="2" cy="2" r="1.3" className="ac-fire-dot" />
      </pattern>
      <pattern id="ac-pat-fire-2" width="6" height="6" patternUnits="userSpaceOnUse">
        <circle cx="3" cy="3" r="1.1" className="ac-fire-dot" />
      </pattern>
      <pattern id="ac-pat-fire-3" width="9" height="9" patternUnits="userSpaceOnUse">
        <circle cx="4.5" cy="4.5" r="0.9" className="ac-fire-dot" />
      </pattern>
    </defs>
  );
});

export const ZocOverlay = memo(function ZocOverlay({ state, mode }: { state: BoardState; mode: ZocMode }) {
  const p = useMemo(() => zocPaths(state, mode), [state, mode]);
  return (
    <g className="ac-overlay ac-zoc" aria-hidden="true" data-roman={p.count.roman} data-gallic={p.count.gallic}>
      {p.roman && <path d={p.roman} className="ac-zoc-roman" fill="url(#ac-pat-zoc-roman)" />}
      {p.gallic && <path d={p.gallic} className="ac-zoc-gallic" fill="url(#ac-pat-zoc-gallic)" />}
    </g>
  );
});

export const FireOverlay = memo(function FireOverlay({ state }: { state: BoardState }) {
  const p = useMemo(() => firePaths(state), [state]);
  return (
    <g className="ac-overlay ac-fire" aria-hidden="true" data-hexes={p.count}>
      {([3, 2, 1] as const).map((b) => p[b] && <path key={b} d={p[b]} className={`ac-fire-band b${b}`} fill={`url(#ac-pat-fire-${b})`} />)}
    </g>
  );
});

export const FortOverlay = memo(function FortOverlay({ state }: { state: BoardState }) {
  const p = useMemo(() => fortPaths(state), [state]);
  return (
    <g className="ac-overlay ac-forts" aria-hidden="true" data-forts={p.count}>
      {p.held && <path d={p.held} className="ac-fort-ring held" />}
      {p.empty && <path d={p.empty} className="ac-fort-ring empty" />}
    </g>
  );
});
