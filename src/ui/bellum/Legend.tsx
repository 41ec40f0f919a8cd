/** What the map's patterns, symbols and badges mean. */
import { memo } from 'react';
import { Swatch } from './map/MapDefs';

/** A short wavy stroke in the map's river style: the Rhine wide and dark, the others thin. */
function RiverSwatch({ rhine = false }: { rhine?: boolean }) {
  return (
    <svg width="22" height="12" aria-hidden="true" className="swatch-river">
      {rhine && <path d="M1 8 Q6 2 11 6 T21 4" fill="none" stroke="rgb(255 255 255 / 70%)" strokeWidth="5.6" strokeLinecap="round" />}
      <path d="M1 8 Q6 2 11 6 T21 4" fill="none" stroke={rhine ? '#2f5f8a' : '#4f86b3'} strokeWidth={rhine ? 3.2 : 1.6} strokeLinecap="round" />
    </svg>
  );
}

/** Static: memoized so the header's re-renders never rebuild it. */
export const Legend = memo(function Legend() {
  return (
    <div className="legend" role="note" aria-label="Map legend">
      <Swatch fill="url(#pat-roman)" label="pro-Roman (ruled)" />
      <Swatch fill="url(#pat-contested)" label="contested (hatched)" />
      <Swatch fill="url(#pat-gallic)" label="anti-Roman (dotted)" />
      <span className="legend-item"><span className="sym sym-counter roman">R</span> Roman stack</span>
      <span className="legend-item"><span className="sym sym-counter gallic">G</span> Gallic stack</span>
      <span className="legend-item"><span className="sym">●</span> oppidum</span>
      <span className="legend-item"><span className="sym">■</span> city</span>
      <span className="legend-item"><span className="sym">✕</span> destroyed</span>
      <span className="legend-item"><span className="sym sym-badge">SE</span> Scorched Earth</span>
      <span className="legend-item"><span className="sym sym-badge">D</span> depot</span>
      <span className="legend-item"><span className="sym sym-badge">RC</span> Roman control</span>
      <span className="legend-item"><span className="sym sym-badge">Siege</span> siege</span>
      <span className="legend-item"><span className="sym sym-badge">Rh</span> Rhenus marker: may cross the Rhine</span>
      <span className="legend-item"><span className="sym sym-badge">H</span> hiberna (winter quarters, BG 4.5.7)</span>
      <span className="legend-item"><span className="sym sym-badge">⚔</span> combat</span>
      <span className="legend-item"><span className="sym sym-badge">⚓</span> naval combat (BG 5.6)</span>
      <span className="legend-item">sea names: maritime zones, where fleets at sea are drawn (BG 5.3)</span>
      <span className="legend-item"><span className="sym sym-target">→</span> legal target</span>
      <span className="legend-item">♣ forest ≈ marsh ▲ mountains</span>
      <span className="legend-item">
        <RiverSwatch rhine /> Rhine: cross after a turn without fighting on the bank (BG 3.3.3)
      </span>
      <span className="legend-item">
        <RiverSwatch /> other river: for recognition only (no effect on play)
      </span>
    </div>
  );
});
