/**
 * The SVG map of Gaul, in two stacked SVG layers that share one pan/zoom transform:
 * - the base (terrain, focusable region shapes filled by control, places) changes only when
 *   control or a place changes, so the browser rasterises it once and keeps it;
 * - the overlay (outlines of targets/selection/log lights, markers, stacks, "→" badges) is what
 *   a selection or a move repaints. Its root lets clicks through except on stacks.
 * One pointer/keyboard handler on the container resolves what was hit through data attributes.
 * Zoom keys (+, −, 0) work wherever focus is except in text fields, like the game's shortcuts.
 * Place names appear once they are legible (level of detail, `data-place-names`). On a small
 * screen the map opens zoomed in on the decision's region, its text legible (labelLayout.openingZoom).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { GEOMETRY } from '../../../engine/bellum/data/geometry';
import { PLACE_BY_ID } from '../../../engine/bellum/data/places';
import { REGIONS } from '../../../engine/bellum/data/regions';
import type { BellumAction, BellumState } from '../../../engine/bellum/state';
import { decisionRegion, targetRegions } from '../actionModel';
import { openingZoom, placeNamesShown, screenScale } from './labelLayout';
import { MapDefs } from './MapDefs';
import { regionAriaLabel, stackLabel, stackName, type Stack } from './mapModel';
import { Counter, MarkerLayer, PlaceSymbols, stackPositions } from './PieceLayers';
import { OutlineLayer, RegionLayer, TargetLayer, type RegionLook } from './RegionLayer';
import { TerrainBase, TerrainTop } from './TerrainLayers';
import { useBoard } from './useBoard';
import { usePanZoom, useZoomKeys, type ViewSize } from '../../shell/common/usePanZoom';
import { MapTip } from './MapTip';
import { SeaLayer } from './SeaLayer';
import './map.css';

export interface MapViewProps {
  state: BellumState;
  legal: readonly BellumAction[];
  highlight: readonly string[];
  inspected: string | null;
  onRegion(region: string): void;
  onStack(stack: Stack): void;
  onPlace(place: string, region: string): void;
}

export function MapView({ state, legal, highlight, inspected, onRegion, onStack, onPlace }: MapViewProps) {
  const board = useBoard(state);
  const { stacks, stackByKey, markers, markerSpec } = board;
  const targets = useMemo(() => targetRegions(legal), [legal]);
  const selectable = useMemo(() => new Set(legal.flatMap((a) => (a.t === 'select' ? [a.leader] : []))), [legal]);
  const lit = useMemo(() => new Set(highlight), [highlight]);
  const sel = state.selection;

  const looks = useMemo(() => {
    const out: Record<string, RegionLook> = {};
    for (const r of REGIONS) {
      const target = targets.has(r.id);
      out[r.id] = {
        control: state.control[r.id] ?? 'gallic',
        label: target ? regionAriaLabel(state, r.id, stacks.get(r.id), markers.get(r.id) ?? [], 'legal target') : board.names[r.id],
        target,
        lit: lit.has(r.id),
        selected: sel?.region === r.id || state.losses[0]?.region === r.id,
        inspected: inspected === r.id,
      };
    }
    return out;
  }, [state, board, stacks, markers, targets, lit, sel, inspected]);

  // Level of detail: written straight to the DOM, no React render on zoom.
  const seen = useRef<ViewSize | null>(null);
  const onView = useCallback((_k: number, pxPerUnit: number, el: HTMLDivElement, view: ViewSize) => {
    el.setAttribute('data-place-names', placeNamesShown(pxPerUnit) ? 'shown' : 'hidden');
    seen.current = view;
  }, []);
  const { svgRef, groupRef, overRef, handlers, zoomAt, fit, centreOn } = usePanZoom(GEOMETRY.width, GEOMETRY.height, (el) => activate(el), onView);

  // The decision's region: the map opens on it and brings it back into view when it changes.
  const focus = decisionRegion(state, legal);
  const focusRef = useRef(focus);
  focusRef.current = focus;
  // On a small screen (a phone) the map opens zoomed in, so that its text is legible
  // (region names ≥ 11 px, counters and markers ≥ 8 px), on the decision's region.
  useEffect(() => {
    const el = svgRef.current;
    if (!el) return;
    const r = el.getBoundingClientRect();
    const k = openingZoom(screenScale(r.width, r.height));
    if (k <= 1) return;
    el.setAttribute('data-opening-zoom', k.toFixed(2));
    zoomAt(k);
    const g = focusRef.current ? GEOMETRY.regions[focusRef.current] : undefined;
    if (g) centreOn(g.label.x, g.label.y);
  }, [svgRef, zoomAt, centreOn]);
  // Zoomed in, a new decision whose region is off screen is brought into view.
  useEffect(() => {
    const v = seen.current;
    const g = focus ? GEOMETRY.regions[focus] : undefined;
    if (!v || !g || v.k <= 1.01) return;
    const x = g.label.x * v.k + v.x;
    const y = g.label.y * v.k + v.y;
    const margin = 30;
    if (x < margin || y < margin || x > GEOMETRY.width - margin || y > GEOMETRY.height - margin) centreOn(g.label.x, g.label.y);
  }, [focus, centreOn]);

  function activate(el: Element): boolean {
    const hit = el.closest('[data-stack],[data-place],[data-region]');
    if (!hit) return false;
    const stackKey = hit.getAttribute('data-stack');
    if (stackKey) {
      const st = stackByKey.get(stackKey);
      if (st) onStack(st);
      return true;
    }
    const place = hit.getAttribute('data-place');
    if (place) {
      const data = PLACE_BY_ID[place];
      if (data) onPlace(place, data.region);
      return true;
    }
    const region = hit.getAttribute('data-region');
    if (region) onRegion(region);
    return true;
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Enter' || e.key === ' ') {
      if (activate(e.target as Element)) e.preventDefault();
    }
  }

  useZoomKeys(zoomAt, fit);

  // Bring a region lit from the log into view when zoomed in.
  const first = highlight[0];
  useEffect(() => {
    const svg = svgRef.current;
    const g = first ? GEOMETRY.regions[first] : undefined;
    if (g && svg && Number(svg.getAttribute('data-zoom') ?? '1') > 1.01) centreOn(g.label.x, g.label.y);
  }, [first, centreOn, svgRef]);

  const [hideStacks, setHideStacks] = useState(false);
  const destroyed = state.destroyed.join(',');
  const spared = state.spared.join(',');
  return (
    <div className={`map-wrap${hideStacks ? ' hide-stacks' : ''}`}>
      <div className="map-tools" role="toolbar" aria-label="Map view">
        <button type="button" onClick={() => zoomAt(1.25)} aria-label="Zoom in" title="Zoom in (+)">+</button>
        <button type="button" onClick={() => zoomAt(0.8)} aria-label="Zoom out" title="Zoom out (−)">−</button>
        <button type="button" onClick={fit} title="Fit the whole map (0)">Fit</button>
        <button type="button" aria-pressed={hideStacks} onClick={() => setHideStacks((v) => !v)} title="Hide the stacks to see the map beneath">
          Hide stacks
        </button>
      </div>
      <div
        ref={svgRef}
        className="map"
        role="group"
        aria-label="Map of Gaul"
        onKeyDown={onKeyDown}
        {...handlers}
      >
        <svg className="map-layer map-base" viewBox={`0 0 ${GEOMETRY.width} ${GEOMETRY.height}`}>
          <MapDefs />
          <g ref={groupRef}>
            <TerrainBase />
            <RegionLayer looks={looks} />
            <TerrainTop />
            <PlaceSymbols destroyed={destroyed} spared={spared} />
          </g>
        </svg>
        <svg className="map-layer map-over" viewBox={`0 0 ${GEOMETRY.width} ${GEOMETRY.height}`}>
          <g ref={overRef}>
            <OutlineLayer looks={looks} />
            <MarkerLayer spec={markerSpec} />
            <SeaLayer state={state} targets={targets} inspected={inspected} />
            <g className="stacks">
              {[...stacks.entries()].flatMap(([region, list]) => {
                const pos = stackPositions(region, list);
                return list.map((st) => {
                  const p = pos.get(st.key);
                  if (!p) return null;
                  const isSel = !!sel && sel.region === st.region && sel.place === st.place && st.leaders.includes(sel.leaders[0]);
                  return (
                    <Counter
                      key={st.key}
                      stackKey={st.key}
                      side={st.side}
                      label={stackLabel(st)}
                      name={stackName(st) + (isSel ? ', selected' : '')}
                      x={p.x}
                      y={p.y}
                      selected={isSel}
                      selectable={st.leaders.some((l) => selectable.has(l))}
                      inPlace={st.place !== null}
                    />
                  );
                });
              })}
            </g>
            <TargetLayer targets={[...targets]} />
          </g>
        </svg>
      </div>
      <MapTip container={svgRef} state={state} />
    </div>
  );
}
