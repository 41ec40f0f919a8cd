/**
 * The map toolbar: zoom and fit, the counters hidden or shown, and the overlays — zones of control
 * (the enemy's, or both sides'), the Roman fields of fire, the forts, the hex labels. Each toggle
 * is a button with aria-pressed and a word on it; the legend says what each overlay looks like.
 */
import { memo } from 'react';
import type { ZocMode } from './overlays';

export interface MapToggles {
  hideStacks: boolean;
  zoc: ZocMode | null;
  fire: boolean;
  forts: boolean;
  labels: boolean;
}

export const NO_TOGGLES: MapToggles = { hideStacks: false, zoc: null, fire: false, forts: false, labels: false };

interface Props {
  toggles: MapToggles;
  onToggles(t: MapToggles): void;
  /** Labels are on but a hex is too small on screen to read them. */
  labelsTooSmall: boolean;
  onZoom(factor: number): void;
  onFit(): void;
  onCloseUp(): void;
}

export const MapTools = memo(function MapTools({ toggles: t, onToggles, labelsTooSmall, onZoom, onFit, onCloseUp }: Props) {
  const set = (patch: Partial<MapToggles>) => onToggles({ ...t, ...patch });
  return (
    <div className="ac-map-tools" role="toolbar" aria-label="Map view">
      <button type="button" onClick={() => onZoom(1.25)} aria-label="Zoom in" title="Zoom in (+)">+</button>
      <button type="button" onClick={() => onZoom(0.8)} aria-label="Zoom out" title="Zoom out (−)">−</button>
      <button type="button" onClick={onFit} title="Fit the whole board (0)">Fit</button>
      <button type="button" onClick={onCloseUp} title="Zoom in to read the counters, on the focus hex">Close up</button>
      <button type="button" aria-pressed={t.hideStacks} onClick={() => set({ hideStacks: !t.hideStacks })} title="Hide the counters to see the ground beneath">
        Hide counters
      </button>
      <span className="ac-tools-sep" aria-hidden="true" />
      <button
        type="button"
        aria-pressed={t.zoc !== null}
        onClick={() => set({ zoc: t.zoc ? null : 'enemy' })}
        title="Zones of control the side to act must reckon with: the hexes next to enemy units (AC 6)"
      >
        ZOC
      </button>
      {t.zoc && (
        <button type="button" aria-pressed={t.zoc === 'both'} aria-label="ZOC of both sides" onClick={() => set({ zoc: t.zoc === 'both' ? 'enemy' : 'both' })} title="Show the zones of control of both sides">
          Both sides
        </button>
      )}
      <button type="button" aria-pressed={t.fire} onClick={() => set({ fire: !t.fire })} title="Roman fields of fire: forts reach 3 hexes, archers and slingers 2 (AC 20.5, 24.2)">
        Fire
      </button>
      <button type="button" aria-pressed={t.forts} onClick={() => set({ forts: !t.forts })} title="Ring every fort hex, even under a stack (AC 24)">
        Forts
      </button>
      <button type="button" aria-pressed={t.labels} aria-label="Hex labels" onClick={() => set({ labels: !t.labels })} title="Print each hex's name, as on the board (drawn when zoomed in to read them)">
        Labels
      </button>
      {t.labels && labelsTooSmall && (
        <span className="ac-tools-note" role="status">
          Zoom in to read the labels
        </span>
      )}
    </div>
  );
});
