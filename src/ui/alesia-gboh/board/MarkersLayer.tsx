/**
 * The map markers drawn (markers.ts): On Fire as flame-red hatching with "FIRE", Rubble as grey
 * stipple with "RUBBLE", Fill as a square with its value ("F2") in the hex or on the hexside, an
 * Aquila as a gold disc with "AQ"; a tribal or cavalry counter (AG 5.45–5.47) as a large dashed
 * square under the hex's units with the tribe's first letters and the units still on it ("×6"), or a
 * black "NO UNITS" band once turned. Letters on every marker: colour is never the only difference.
 */
import { memo } from 'react';
import { hexsideKey } from '../../../engine/hex/hexside';
import { hexsideSegment } from '../../../engine/hex/layout';
import { parseHexKey } from '../../../engine/hex/coords';
import type { GbBoardFrame } from './geometry';
import { R } from './geometry';
import type { HexMarker } from './markers';

const LABEL: Record<HexMarker['kind'], (m: HexMarker) => string> = {
  fire: () => 'FIRE',
  rubble: () => 'RUBBLE',
  fill: (m) => `F${m.text.replace(/\D+/g, '')}`,
  'fill-side': (m) => `F${m.text.replace(/\D+/g, '')}`,
  aquila: () => 'AQ',
  tribe: () => '',
};

/** A tribe's short caption on its counter: "AEDU", "ARVE"; a cavalry counter "CAV". */
export function tribeTag(name: string, cavalry: boolean): string {
  return cavalry ? 'CAV' : name.replace(/[^A-Za-z]/g, '').slice(0, 4).toUpperCase();
}

/** The number in a tribal counter's words ("6 units still on it" → 6), or null on its "No Units" side. */
const waitingOf = (m: HexMarker): number | null => (m.noUnits ? null : Number(/(\d+) units? still/.exec(m.text)?.[1] ?? 0));

export const MarkersLayer = memo(function MarkersLayer({ frame, markers }: { frame: GbBoardFrame; markers: ReadonlyMap<string, readonly HexMarker[]> }) {
  const { geo } = frame;
  let fire = '';
  let rubble = '';
  const tags: { key: string; x: number; y: number; kind: string; text: string }[] = [];
  const tribal: { key: string; x: number; y: number; tag: string; waiting: number | null }[] = [];
  for (const [hex, ms] of markers) {
    const c = geo.centre(hex);
    ms.forEach((m, i) => {
      if (m.kind === 'tribe') {
        tribal.push({ key: `${hex}-t${i}`, x: c.x, y: c.y, tag: tribeTag(m.text.replace(/^(Tribal counter of the |Cavalry counter )/, ''), m.text.startsWith('Cavalry')), waiting: waitingOf(m) });
        return;
      }
      if (m.kind === 'fire') fire += geo.hexPath(hex);
      if (m.kind === 'rubble') rubble += geo.hexPath(hex);
      let x = c.x + R * 0.55;
      let y = c.y + R * 0.55 - i * 5;
      if (m.kind === 'fill-side' && m.side) {
        const [a, b] = hexsideSegment(geo.LAYOUT, hexsideKey(parseHexKey(m.side[0]), parseHexKey(m.side[1])));
        x = (a.x + b.x) / 2;
        y = (a.y + b.y) / 2;
      }
      if (m.kind === 'fire' || m.kind === 'rubble') {
        x = c.x;
        y = c.y - R * 0.62;
      }
      tags.push({ key: `${hex}-${i}`, x, y, kind: m.kind, text: LABEL[m.kind](m) });
    });
  }
  return (
    <g className="gb-markers" aria-hidden="true">
      <defs>
        <pattern id="gb-pat-fire" width="4" height="4" patternUnits="userSpaceOnUse">
          <path d="M0,4L4,0" className="gb-fire-line" />
        </pattern>
        <pattern id="gb-pat-rubble" width="4" height="4" patternUnits="userSpaceOnUse">
          <circle cx="1" cy="1" r="0.6" className="gb-rubble-dot" />
          <circle cx="3" cy="3" r="0.6" className="gb-rubble-dot" />
        </pattern>
      </defs>
      {fire && <path d={fire} fill="url(#gb-pat-fire)" className="gb-fire-hexes" />}
      {rubble && <path d={rubble} fill="url(#gb-pat-rubble)" className="gb-rubble-hexes" />}
      {tribal.map((t) => (
        <g key={t.key} className={`gb-tribal${t.waiting === null ? ' no-units' : ''}`} transform={`translate(${t.x.toFixed(1)} ${t.y.toFixed(1)})`}>
          <rect x="-9.5" y="-9.5" width="19" height="19" rx="1.5" className="gb-tribal-body" />
          <text y="-5.4" className="gb-tribal-tag">{t.tag}</text>
          {t.waiting === null ? (
            <g className="gb-no-units">
              <rect x="-9.5" y="5" width="19" height="4.5" />
              <text y="8.3">NO UNITS</text>
            </g>
          ) : (
            <text y="8.6" className="gb-tribal-waiting">×{t.waiting}</text>
          )}
        </g>
      ))}
      {tags.map((t) => (
        <g key={t.key} className={`gb-marker gb-marker-${t.kind}`} transform={`translate(${t.x.toFixed(1)} ${t.y.toFixed(1)})`}>
          <rect x={-t.text.length * 1.5 - 1} y="-2.8" width={t.text.length * 3 + 2} height="5.2" rx="0.8" />
          <text y="1.6">{t.text}</text>
        </g>
      ))}
    </g>
  );
});
