/**
 * Tooltip for the SVG map (regions with their markers, places and rivers; places; stacks),
 * naming the rule behind each fact. It opens after a short rest of the pointer
 * (HOVER_DELAY_MS; at once when moving on from an open tip) and at once on keyboard focus;
 * Escape, leaving the map, a press (a pan or a click) or losing focus close it.
 * Placed by @floating-ui in a portal (never clipped by the map's box): beside the pointer when
 * hovered, beside the focused counter, place or region name when focused, flipped and shifted
 * to stay in the viewport, so it never covers what it explains.
 * It listens to the map container itself and keeps its own small state, so hovering never
 * re-renders the map or touches the game state. Focused regions, places and stacks point at it
 * with `aria-describedby` (the element exists, hidden, while closed).
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { autoUpdate, flip, FloatingPortal, offset, shift, useFloating, type VirtualElement } from '@floating-ui/react';
import { PLACE_BY_ID, PLACES } from '../../../engine/bellum/data/places';
import { REGION_BY_ID } from '../../../engine/bellum/data/regions';
import { coastOf, isSea } from '../../../engine/bellum/naval/geo';
import { SECTORS } from '../../../engine/bellum/data/sectors';
import { TRIBE_BY_ID } from '../../../engine/bellum/data/tribes';
import type { BellumState } from '../../../engine/bellum/state';
import { HOVER_DELAY_MS } from '../../shell/common/Tooltip';
import { CONTROL_WORDS, markersOf, placeOrSeaName } from './mapModel';
import { RIVERS_BY_REGION } from './rivers';
import { TERRAIN_WORD } from './terrainGlyphs';

export const MAP_TIP_ID = 'map-tip';

const CONTROL_RULE = { roman: 'BG 2.2.1', contested: 'BG 2.2.2', gallic: 'BG 2.2.3' } as const;
const TERRAIN_RULE = 'BG 2.3.4'; // terrain drives attrition; also evasion (BG 4.4.1) and pursuit (BG 4.4.2)

/** Lines of the tooltip for a region: each fact with its rule id. */
export function regionFacts(s: BellumState, region: string): string[] {
  if (isSea(region)) return seaFacts(region);
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
  if (r.rhine.length > 0) lines.push('On the Rhine: crossing it takes a turn (BG 3.3.3)');
  const rivers = RIVERS_BY_REGION[region] ?? [];
  if (rivers.length > 0) lines.push(`Rivers (no effect on play): ${rivers.join(', ')}`);
  return lines;
}

/** Lines of the tooltip for an oppidum or city. */
export function placeFacts(s: BellumState, place: string): string[] {
  const p = PLACE_BY_ID[place];
  if (!p) return [];
  const tribe = p.tribe ? TRIBE_BY_ID[p.tribe]?.name : undefined;
  const sieged = s.sieges.find((x) => x.place === place);
  return [
    `${p.kind === 'city' ? 'City of Gallia Romana' : 'Oppidum'} in ${REGION_BY_ID[p.region]?.name ?? p.region}${tribe ? `, of the ${tribe}` : ''} (BG 0.3.4)`,
    `Defence ${p.defence} (BG 4.5.3)${s.destroyed.includes(place) ? ', destroyed (BG 4.5)' : ''}`,
    ...(sieged ? [`Besieged by the ${sieged.besieger === 'roman' ? 'Romans' : 'Gauls'}, turn ${sieged.turns} (BG 4.5)`] : []),
    'Click or press Enter to inspect or enter it (BG 3.3.2)',
  ];
}

const STACK_LINES = ['Forces, armies (5+ units) and garrisons (BG 2.1)', 'Click or press Enter to inspect or select (BG 3.3.1)'];

interface Shown {
  kind: 'region' | 'place' | 'stack';
  id: string;
  label: string;
  /** What the bubble sits beside: the pointer, or the focused thing (or its name). */
  anchor: Element | VirtualElement;
}

const pointAt = (x: number, y: number): VirtualElement => ({
  getBoundingClientRect: () => ({ x, y, left: x, top: y, right: x, bottom: y, width: 0, height: 0 }),
});

export function MapTip({ container, state }: { container: RefObject<HTMLDivElement | null>; state: BellumState }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const openRef = useRef(false);
  openRef.current = shown !== null;

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pressed = false;
    const what = (target: EventTarget | null) => (target as Element | null)?.closest?.('[data-stack],[data-place],[data-region]') ?? null;
    const describe = (hit: Element, anchor: Element | VirtualElement): Shown => {
      const stack = hit.getAttribute('data-stack');
      const place = hit.getAttribute('data-place');
      const label = hit.getAttribute('aria-label') ?? '';
      if (stack) return { kind: 'stack', id: stack, label, anchor };
      if (place) return { kind: 'place', id: place, label, anchor };
      return { kind: 'region', id: hit.getAttribute('data-region') ?? '', label, anchor };
    };
    const close = () => {
      clearTimeout(timer);
      setShown(null);
    };
    const over = (e: PointerEvent) => {
      if (e.pointerType === 'touch') return;
      const hit = what(e.target);
      clearTimeout(timer);
      if (!hit) return setShown(null);
      const next = describe(hit, pointAt(e.clientX, e.clientY));
      if (openRef.current) setShown(next);
      else timer = setTimeout(() => setShown(next), HOVER_DELAY_MS);
    };
    const focus = (e: FocusEvent) => {
      const hit = what(e.target);
      if (!hit || pressed) {
        pressed = false;
        return;
      }
      // A region is a large shape: the bubble goes beside its name instead.
      const region = hit.getAttribute('data-region');
      const name = region && !hit.hasAttribute('data-place') ? el.querySelector(`[data-name-of="${region}"]`) : null;
      clearTimeout(timer);
      setShown(describe(hit, name ?? hit));
    };
    const down = () => {
      pressed = true;
      close();
    };
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && openRef.current) {
        e.stopPropagation();
        close();
      }
    };
    const out = () => {
      pressed = false;
      close();
    };
    el.addEventListener('pointerover', over);
    el.addEventListener('focusin', focus);
    el.addEventListener('pointerleave', close);
    el.addEventListener('pointerdown', down);
    el.addEventListener('focusout', out);
    el.addEventListener('keydown', key);
    return () => {
      clearTimeout(timer);
      el.removeEventListener('pointerover', over);
      el.removeEventListener('focusin', focus);
      el.removeEventListener('pointerleave', close);
      el.removeEventListener('pointerdown', down);
      el.removeEventListener('focusout', out);
      el.removeEventListener('keydown', key);
    };
  }, [container]);

  if (!shown) return <div id={MAP_TIP_ID} role="tooltip" className="map-tip" hidden />;
  let title = shown.label;
  let lines = STACK_LINES;
  if (shown.kind === 'region') {
    title = placeOrSeaName(shown.id);
    lines = regionFacts(state, shown.id);
  } else if (shown.kind === 'place') {
    title = PLACE_BY_ID[shown.id]?.name ?? shown.id;
    lines = placeFacts(state, shown.id);
  }
  return <MapTipBubble anchor={shown.anchor} title={title} lines={lines} pointer={!(shown.anchor instanceof Element)} />;
}

function MapTipBubble({ anchor, title, lines, pointer }: { anchor: Element | VirtualElement; title: string; lines: string[]; pointer: boolean }) {
  const { refs, floatingStyles, isPositioned } = useFloating({
    // beside the pointer (below-right, clear of the cursor), or beside the focused thing
    placement: pointer ? 'bottom-start' : 'right-start',
    strategy: 'fixed',
    middleware: [offset(pointer ? 16 : 8), flip({ fallbackPlacements: pointer ? ['top-start', 'bottom-end', 'top-end'] : ['left-start', 'bottom', 'top'], padding: 6 }), shift({ padding: 6 })],
    whileElementsMounted: autoUpdate,
  });
  useLayoutEffect(() => refs.setPositionReference(anchor), [refs, anchor]);
  return (
    <FloatingPortal>
      <div
        id={MAP_TIP_ID}
        role="tooltip"
        ref={refs.setFloating}
        className="map-tip"
        style={{ ...floatingStyles, visibility: isPositioned ? undefined : 'hidden' }}
      >
        <strong>{title}</strong>
        <ul>
          {lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      </div>
    </FloatingPortal>
  );
}

/** Lines of the tooltip for a maritime zone (BG 5.3, 5.4). */
function seaFacts(sea: 'atlantic' | 'mediterranean'): string[] {
  return [
    `Maritime zone: ships reach any of its ${coastOf(sea).length} coastal regions in one move (BG 5.3)`,
    'A fleet that ends its move here rolls for attrition: a ship lost on 6, or 5–6 in turns 1, 2, 9, 10 (BG 5.4)',
    'No naval combat at sea (BG 5.6)',
  ];
}
