/**
 * Tooltip for the SVG map (regions, with their markers and places; stacks): shown on hover and
 * on keyboard focus, naming the rule behind each fact. It listens to the map container itself and
 * keeps its own small state, so hovering never re-renders the map or touches the game state.
 * Focused regions and stacks point at it with `aria-describedby`.
 */
import { useEffect, useState, type RefObject } from 'react';
import { PLACES } from '../../../engine/bellum/data/places';
import { REGION_BY_ID } from '../../../engine/bellum/data/regions';
import { SECTORS } from '../../../engine/bellum/data/sectors';
import type { BellumState } from '../../../engine/bellum/state';
import { CONTROL_WORDS, markersOf } from './mapModel';
import { TERRAIN_WORD } from './TerrainLayers';

export const MAP_TIP_ID = 'map-tip';

const CONTROL_RULE = { roman: 'BG 2.2.1', contested: 'BG 2.2.2', gallic: 'BG 2.2.3' } as const;
const TERRAIN_RULE = 'BG 2.3.4'; // terrain drives attrition; also evasion (BG 4.4.1) and pursuit (BG 4.4.2)

/** Lines of the tooltip for a region: each fact with its rule id. */
export function regionFacts(s: BellumState, region: string): string[] {
  const r = REGION_BY_ID[region];
  if (!r) return [];
  const c = s.control[region] ?? 'gallic';
  const sector = SECTORS.find((x) => x.id === r.sector)?.name ?? r.sector;
  const lines = [
    `${sector} (BG 0.3.2)${r.coast ? `, ${r.coast === 'atlantic' ? 'Atlantic' : 'Mediterranean'} coast (BG 0.3.3)` : ', inland (BG 0.3.1)'}`,
    `${CONTROL_WORDS[c]} (${CONTROL_RULE[c]})`,
    `Terrain: ${TERRAIN_WORD[r.terrain]} (${TERRAIN_RULE}${r.terrain === 'clear' ? '' : ', BG 4.4.1, BG 4.4.2'})`,
  ];
  for (const m of markersOf(s, region)) lines.push(m.title);
  for (const p of PLACES) {
    if (p.region !== region) continue;
    lines.push(`${p.kind === 'city' ? 'City' : 'Oppidum'} of ${p.name}, defence ${p.defence}${s.destroyed.includes(p.id) ? ', destroyed' : ''} (BG 0.3.4, BG 4.5.3)`);
  }
  return lines;
}

interface TipAt {
  title: string;
  lines: string[];
  x: number;
  y: number;
}

export function MapTip({ container, state }: { container: RefObject<HTMLDivElement | null>; state: BellumState }) {
  const [at, setAt] = useState<{ region?: string; stack?: string; label: string; x: number; y: number } | null>(null);

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const show = (target: EventTarget | null, pointer?: { x: number; y: number }) => {
      const hit = (target as Element | null)?.closest?.('[data-stack],[data-region]');
      if (!hit) return setAt(null);
      const box = el.getBoundingClientRect();
      const r = hit.getBoundingClientRect();
      const x = (pointer?.x ?? r.left + r.width / 2) - box.left;
      const y = (pointer?.y ?? r.top + r.height / 2) - box.top;
      const stack = hit.getAttribute('data-stack') ?? undefined;
      const region = stack ? undefined : hit.getAttribute('data-region') ?? undefined;
      setAt({ region, stack, label: hit.getAttribute('aria-label') ?? '', x, y });
    };
    const over = (e: PointerEvent) => show(e.target, { x: e.clientX, y: e.clientY });
    const focus = (e: FocusEvent) => show(e.target);
    const hide = () => setAt(null);
    el.addEventListener('pointerover', over);
    el.addEventListener('focusin', focus);
    el.addEventListener('pointerleave', hide);
    el.addEventListener('focusout', hide);
    return () => {
      el.removeEventListener('pointerover', over);
      el.removeEventListener('focusin', focus);
      el.removeEventListener('pointerleave', hide);
      el.removeEventListener('focusout', hide);
    };
  }, [container]);

  let tip: TipAt | null = null;
  if (at?.region) tip = { title: REGION_BY_ID[at.region]?.name ?? at.region, lines: regionFacts(state, at.region), x: at.x, y: at.y };
  else if (at?.stack) tip = { title: at.label, lines: ['Forces, armies (5+ units) and garrisons (BG 2.1)', 'Click or press Enter to inspect or select (BG 3.3.1)'], x: at.x, y: at.y };

  return (
    <div id={MAP_TIP_ID} role="tooltip" className="map-tip" hidden={!tip} style={tip ? { left: tip.x + 14, top: tip.y + 14 } : undefined}>
      {tip && (
        <>
          <strong>{tip.title}</strong>
          <ul>
            {tip.lines.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
