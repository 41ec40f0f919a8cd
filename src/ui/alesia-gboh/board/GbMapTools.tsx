/** The GBoH map's toolbar: zoom, fit, close up, and the layers a player turns on or off (counters, ZOC, hex labels). */
export interface GbToggles {
  hideCounters: boolean;
  zoc: boolean;
  labels: boolean;
}

export function GbMapTools({ toggles, onToggles, onZoom, onFit, onCloseUp }: { toggles: GbToggles; onToggles(t: GbToggles): void; onZoom(k: number): void; onFit(): void; onCloseUp(): void }) {
  const flip = (k: keyof GbToggles) => onToggles({ ...toggles, [k]: !toggles[k] });
  return (
    <div className="gb-map-tools" role="toolbar" aria-label="Map view">
      <button type="button" onClick={() => onZoom(1.25)} aria-label="Zoom in" title="Zoom in (+)">+</button>
      <button type="button" onClick={() => onZoom(0.8)} aria-label="Zoom out" title="Zoom out (−)">−</button>
      <button type="button" onClick={onFit} title="Fit the whole board (0)">Fit</button>
      <button type="button" onClick={onCloseUp} title="Zoom in to read the counters, on the focus hex">Close up</button>
      <button type="button" aria-pressed={toggles.hideCounters} onClick={() => flip('hideCounters')}>Hide counters</button>
      <button type="button" aria-pressed={toggles.zoc} onClick={() => flip('zoc')} title="The enemy's zones of control: the hexes a unit stops on entering (AG 7.2)">ZOC</button>
      <button type="button" aria-pressed={toggles.labels} aria-label="Hex labels" onClick={() => flip('labels')} title="Print each hex's label (W3911) as on the map">Labels</button>
    </div>
  );
}
