/** What the map's patterns, symbols and badges mean. */
import { memo } from 'react';
import { Swatch } from './map/MapDefs';

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
      <span className="legend-item"><span className="sym sym-badge">⚔</span> combat</span>
      <span className="legend-item"><span className="sym sym-target">→</span> legal target</span>
      <span className="legend-item">♣ forest ≈ marsh ▲ mountains</span>
    </div>
  );
});
