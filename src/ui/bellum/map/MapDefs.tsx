/** SVG patterns: control is shown by pattern as well as colour, so it never rests on colour alone. */
import { memo } from 'react';

export const CONTROL_FILL = {
  roman: 'url(#pat-roman)',
  contested: 'url(#pat-contested)',
  gallic: 'url(#pat-gallic)',
} as const;

export const MapDefs = memo(function MapDefs() {
  return (
    <defs>
      {/* pro-Roman: red tint with horizontal rules */}
      <pattern id="pat-roman" width="8" height="8" patternUnits="userSpaceOnUse">
        <rect width="8" height="8" fill="#e9b9a8" />
        <line x1="0" y1="4" x2="8" y2="4" stroke="#b2442f" strokeWidth="1.1" strokeOpacity="0.55" />
      </pattern>
      {/* anti-Roman: green tint with sparse dots */}
      <pattern id="pat-gallic" width="10" height="10" patternUnits="userSpaceOnUse">
        <rect width="10" height="10" fill="#cfdcb4" />
        <circle cx="5" cy="5" r="1.1" fill="#4f6b2a" fillOpacity="0.6" />
      </pattern>
      {/* contested: diagonal hatching in both colours */}
      <pattern id="pat-contested" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="10" height="10" fill="#cfdcb4" />
        <rect width="5" height="10" fill="#e9b9a8" />
        <line x1="5" y1="0" x2="5" y2="10" stroke="#6b3b2a" strokeWidth="0.8" />
      </pattern>
      <pattern id="pat-mountain" width="14" height="12" patternUnits="userSpaceOnUse">
        <rect width="14" height="12" fill="#bdb3a4" />
        <path d="M2 10 L7 3 L12 10" fill="none" stroke="#7c6f5d" strokeWidth="1.2" />
      </pattern>
      <pattern id="pat-sea" width="24" height="12" patternUnits="userSpaceOnUse">
        <rect width="24" height="12" fill="#a9c4d4" />
        <path d="M0 7 Q6 3 12 7 T24 7" fill="none" stroke="#8aaabd" strokeWidth="0.8" />
      </pattern>
      <marker id="arrowhead" markerWidth="6" markerHeight="6" refX="3" refY="3" orient="auto">
        <path d="M0 0 L6 3 L0 6 z" fill="#1d3557" />
      </marker>
    </defs>
  );
});

/** Small legend swatches reuse the same patterns in their own tiny SVGs. */
export function Swatch({ fill, label }: { fill: string; label: string }) {
  return (
    <span className="swatch">
      <svg width="22" height="14" aria-hidden="true">
        <rect width="22" height="14" fill={fill} stroke="#555" strokeWidth="1" />
      </svg>
      {label}
    </span>
  );
}
