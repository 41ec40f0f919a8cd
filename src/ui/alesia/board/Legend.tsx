/** What the board's fills, marks and counters mean, and the keys of the map. Static. */
import { memo } from 'react';
import type { AcKind } from '../../../engine/alesia-classic/data/types';
import { Glyph } from './Counters';
import { KIND_WORD } from './names';

const TERRAIN: readonly [string, string][] = [
  ['low', 'low ground (plain)'],
  ['slope', 'slope (dotted)'],
  ['top', 'hilltop (cross-hatched)'],
  ['camp', 'inside a camp (ruled)'],
  ['town', 'town of Alesia (bricks)'],
  ['wall', 'town wall hex (squares)'],
];
const KINDS: readonly AcKind[] = ['cohort', 'recruit', 'cavalry', 'light', 'archer', 'slinger', 'infantry', 'leader'];

function Swatch({ fill }: { fill: string }) {
  return (
    <svg width="18" height="14" aria-hidden="true" className="ac-swatch">
      <rect x="0.5" y="0.5" width="17" height="13" fill={fill} stroke="#7d735c" />
    </svg>
  );
}

export const AlesiaLegend = memo(function AlesiaLegend({ id }: { id?: string }) {
  return (
    <div className="ac-legend" id={id}>
      <p className="ac-keys">
        <strong>Keys:</strong> Tab into the map; ← → west/east; ↑ ↓ up/down a row; Q NW, W NE, Z SW, X SE (or Shift+↑ NE, Shift+→ SE, Shift+↓ SW, Shift+← NW);
        Enter or Space acts on the hex (select, move, place); + − 0 zoom.
      </p>
      <details>
        <summary>Map key</summary>
        <ul>
          {TERRAIN.map(([c, words]) => (
            <li key={c}><Swatch fill={`url(#ac-pat-${c})`} /> {words}</li>
          ))}
          <li><Swatch fill="url(#ac-pat-ow)" /> Outer Works (red hatching)</li>
          <li><span className="ac-sym ac-sym-perimeter" aria-hidden="true" /> perimeter rampart (brown, thick) · <span className="ac-sym ac-sym-camp" aria-hidden="true" /> camp rampart (black)</li>
          <li><span aria-hidden="true">●</span> river hex (blue line and dots) · <span aria-hidden="true">■</span> Isolated Trench</li>
          <li><span aria-hidden="true">Δ</span> zone boundary · I–X off-board zones</li>
          <li><span className="ac-sym ac-sym-counter roman" aria-hidden="true">R</span> Roman counter (square) · <span className="ac-sym ac-sym-counter gallic" aria-hidden="true">G</span> Gallic counter (rounded)</li>
          <li><span aria-hidden="true">⬡</span> fort (hexagon under the stack, F)</li>
          <li><span className="ac-sym ac-sym-flip" aria-hidden="true">D</span> disrupted (AC 21): the counter striped, a “D” tab at its lower-left corner · <span className="ac-sym ac-sym-flip" aria-hidden="true">BR</span> the battle rages (AC 15.3): striped, a “BR” tab</li>
          <li><span className="ac-sym ac-sym-target" aria-hidden="true">◎</span> a hex you may choose — a move's or an entry's destination, a retreat's or an advance's end, a hex to attack, a unit to fire at (dashed outline, with a dot on an empty hex or a ring round a stack); a destination under the pointer or the focus shows its cost, e.g. “2½ MF · 1½ left”</li>
          {KINDS.map((k) => (
            <li key={k}>
              <svg width="18" height="12" viewBox="-1 -1 10 7.5" aria-hidden="true" className="ac-swatch-glyph"><Glyph kind={k} /></svg> {KIND_WORD[k]}
            </li>
          ))}
        </ul>
        <h4 className="ac-legend-h">Overlays (map toolbar)</h4>
        <ul aria-label="Overlays">
          <li><Swatch fill="url(#ac-pat-zoc-roman)" /> ZOC: Roman zone of control (hatched rising to the right, dashed outline)</li>
          <li><Swatch fill="url(#ac-pat-zoc-gallic)" /> ZOC: Gallic zone of control (hatched falling to the right, dashed outline)</li>
          <li><Swatch fill="url(#ac-pat-fire-1)" /> Fire: 1 hex from a Roman fort or missile unit, primary volley (dense dots)</li>
          <li><Swatch fill="url(#ac-pat-fire-2)" /> Fire: 2 hexes, secondary volley (spaced dots)</li>
          <li><Swatch fill="url(#ac-pat-fire-3)" /> Fire: 3 hexes, forts' tertiary volley only (sparse dots)</li>
          <li><span className="ac-sym ac-sym-fort held" aria-hidden="true" /> Forts: held fort (thick solid ring) · <span className="ac-sym ac-sym-fort empty" aria-hidden="true" /> empty fort (thick dashed ring)</li>
          <li><span aria-hidden="true" className="ac-sym-label">Z39</span> Labels: each hex's printed name (drawn once a hex is large enough to read it)</li>
        </ul>
      </details>
    </div>
  );
});
