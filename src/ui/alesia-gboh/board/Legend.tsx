/**
 * The GBoH board's legend: each terrain, hexside and marker with its swatch and its name, so that
 * no colour stands alone (the patterns are the map's own, TerrainLayer.tsx).
 */
import { memo } from 'react';

const HEXES: readonly [string, string][] = [
  ['gb-lv gb-lv-0', 'Level 0 (valley floor); each higher level a darker band, its edge a brown contour line'],
  ['gb-forest', 'Forest (trees)'],
  ['gb-alesia', 'Alesia (bricks)'],
  ['gb-camp', 'Camp (ruled)'],
  ['gb-rampart-inner', 'Inner Rampart (hatched \\)'],
  ['gb-rampart-outer', 'Outer Rampart (hatched /)'],
  ['gb-redoubt', 'Redoubt (squares)'],
  ['gb-dg-inner', 'Inner Death Garden (×)'],
  ['gb-dg-outer', 'Outer Death Garden (+)'],
];
const PATTERN: Record<string, string> = {
  'gb-forest': 'url(#gb-pat-forest)',
  'gb-alesia': 'url(#gb-pat-alesia)',
  'gb-camp': 'url(#gb-pat-camp)',
  'gb-rampart-inner': 'url(#gb-pat-rampart-inner)',
  'gb-rampart-outer': 'url(#gb-pat-rampart-outer)',
  'gb-redoubt': 'url(#gb-pat-redoubt)',
  'gb-dg-inner': 'url(#gb-pat-dg-inner)',
  'gb-dg-outer': 'url(#gb-pat-dg-outer)',
};
const SIDES: readonly [string, string][] = [
  ['gb-walkway', 'Rampart walkway (a link between two Rampart hexes)'],
  ['gb-link', 'Redoubt–Rampart link (dashed)'],
  ['gb-camp-wall', 'Camp wall (solid black)'],
  ['gb-redoubt-wall', 'Redoubt wall (dotted black)'],
  ['gb-stone-wall', 'Stone wall (grey dashes)'],
  ['gb-crest-wall', 'Crest wall (brown dots)'],
  ['gb-stream', 'Stream (thin blue)'],
  ['gb-small-river', 'Small river (thick blue)'],
  ['gb-water-ditch', 'Water ditch (blue dashes)'],
];

export const GbLegend = memo(function GbLegend({ id }: { id?: string }) {
  return (
    <details className="gb-legend" id={id}>
      <summary>Legend</summary>
      <ul>
        {HEXES.map(([cls, words]) => (
          <li key={cls}>
            <svg width="22" height="16" aria-hidden="true" viewBox="0 0 22 16">
              <rect width="22" height="16" className={`gb-hexes ${cls}`} fill={PATTERN[cls]} />
            </svg>
            {words}
          </li>
        ))}
        {SIDES.map(([cls, words]) => (
          <li key={cls}>
            <svg width="22" height="16" aria-hidden="true" viewBox="0 0 22 16">
              <path d="M1,8H21" className={`gb-side ${cls}`} />
            </svg>
            {words}
          </li>
        ))}
        <li>
          <svg width="22" height="16" aria-hidden="true" viewBox="0 0 22 16"><rect x="8" y="5" width="6" height="6" className="gb-gate" /></svg>
          Gate (a white square on the hexside)
        </li>
        <li>Counters point at the vertex they face; markers: a number in a red disc = Hits, “r” = reduced, “ROUT” = routed, “D” = Disordered; dimmed = has moved or fought this phase.</li>
        <li>Map markers: “FIRE” on red hatching = On Fire, “RUBBLE” on grey dots = Rubble, “F2” = a Fill counter of value 2 (in a hex or on a hexside), “AQ” = an Aquila; on a counter, “M” = artillery in Move mode, “F” = carrying Fill, a number in a white disc at the foot = artillery shots fired this activation.</li>
        <li>Tribal and cavalry counters: a large dashed square under the hex's units with the tribe's first letters (“CAV” for cavalry) and “×6” for the units still on it; a black “NO UNITS” band once all are out.</li>
        <li>Command range: a leader you focus to activate, the selected leader, or the active Command's leader shows his range as a dashed blue outline with “Range n”.</li>
        <li>A selected unit that fires shows its range fan: dotted hexes in its front and flank sectors, “≤5” the hit number there (before line of sight and modifiers).</li>
        <li>ZOC (toolbar): the enemy's zones of control, cross-hatched in red; the activated Command's units ringed in green dashes.</li>
        <li>Lit hexes (dashed outline, a dot or a ring) are the choices now; “3 MP” the cost to get there; F, L, R mark the selected unit’s front, flank and rear hexes, “ZOC” the hexes it projects its zone of control into.</li>
      </ul>
    </details>
  );
});
