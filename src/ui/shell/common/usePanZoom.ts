/**
 * Pan (drag) and zoom (wheel, buttons, fit) applied as one transform on the groups of the map's
 * stacked SVG layers, written straight to the DOM: no React render per frame. The handlers sit on
 * the container of the layers. A click that ends a drag is swallowed; any other click is
 * reported with its target element.
 */
import { useCallback, useEffect, useRef } from 'react';
import { shortcutAllowed } from './shortcutKeys';

export interface View {
  x: number;
  y: number;
  k: number;
}

const MIN_K = 1;
const MAX_K = 6;
const DRAG_PX = 5;

/** The view with the element's size in screen pixels: what is on screen. */
export interface ViewSize extends View {
  w: number;
  h: number;
}

/**
 * `onView` hears the zoom and the screen scale (screen px per map unit, zoom included) after
 * every change of the view or of the element's size: the map's level of detail follows it. The
 * last argument says what is on screen (a map may draw some details only there).
 */
export function usePanZoom(
  width: number,
  height: number,
  onTap: (target: Element) => void,
  onView?: (k: number, pxPerUnit: number, el: HTMLDivElement, view: ViewSize) => void,
) {
  const svgRef = useRef<HTMLDivElement>(null);
  const groupRef = useRef<SVGGElement>(null);
  const overRef = useRef<SVGGElement>(null);
  /** Further layers' groups (layerRef), moved with the others. */
  const layers = useRef(new Map<string, SVGGElement>());
  const layerRefs = useRef(new Map<string, (el: SVGGElement | null) => void>());
  const transform = useRef('');
  const view = useRef<View>({ x: 0, y: 0, k: 1 });
  const press = useRef<{ id: number; sx: number; sy: number; vx: number; vy: number; dragging: boolean } | null>(null);
  const dragged = useRef(false);
  const tapRef = useRef(onTap);
  tapRef.current = onTap;
  const viewRef = useRef(onView);
  viewRef.current = onView;
  /** The element's size, kept by a ResizeObserver so a pan frame never forces a layout. */
  const size = useRef({ w: 0, h: 0 });

  const apply = useCallback(() => {
    const v = view.current;
    const maxX = 0;
    const minX = width - width * v.k;
    const minY = height - height * v.k;
    v.x = Math.min(maxX, Math.max(minX, v.x));
    v.y = Math.min(0, Math.max(minY, v.y));
    const t = `translate(${v.x.toFixed(1)} ${v.y.toFixed(1)}) scale(${v.k.toFixed(3)})`;
    // Only where it changes: setting an SVG group's transform, even to the same value, makes the
    // browser lay out and repaint everything in it (a resize that keeps the view would redo them all).
    const put = (g: SVGGElement | null) => {
      if (g && g.getAttribute('transform') !== t) g.setAttribute('transform', t);
    };
    put(groupRef.current);
    put(overRef.current);
    for (const g of layers.current.values()) put(g);
    transform.current = t;
    svgRef.current?.setAttribute('data-zoom', v.k.toFixed(2));
    const el = svgRef.current;
    const { w, h } = size.current;
    if (viewRef.current && el) viewRef.current(v.k, w > 0 && h > 0 ? Math.min(w / width, h / height) * v.k : 0, el, { ...v, w, h });
  }, [width, height]);

  // The element's size changes the screen scale (window resize, a panel opening): re-apply.
  useEffect(() => {
    const el = svgRef.current;
    if (!el) return;
    const r = el.getBoundingClientRect();
    size.current = { w: r.width, h: r.height };
    apply();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.contentRect;
      if (!box) return;
      size.current = { w: box.width, h: box.height };
      apply();
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [apply]);

  /** Map units per screen pixel (the SVG keeps its aspect ratio). */
  const unitsPerPx = useCallback(() => {
    const r = svgRef.current?.getBoundingClientRect();
    if (!r || r.width === 0 || r.height === 0) return 1;
    return Math.max(width / r.width, height / r.height);
  }, [width, height]);

  /** Zoom by `factor` keeping the map point under (px, py) — in map units — fixed. */
  const zoomAt = useCallback(
    (factor: number, px = width / 2, py = height / 2) => {
      const v = view.current;
      const k = Math.min(MAX_K, Math.max(MIN_K, v.k * factor));
      v.x = px - ((px - v.x) * k) / v.k;
      v.y = py - ((py - v.y) * k) / v.k;
      v.k = k;
      apply();
    },
    [apply, width, height],
  );

  const fit = useCallback(() => {
    view.current = { x: 0, y: 0, k: 1 };
    apply();
  }, [apply]);

  /** Centre the view on a map point (e.g. a region lit from the log). */
  const centreOn = useCallback(
    (px: number, py: number) => {
      const v = view.current;
      v.x = width / 2 - px * v.k;
      v.y = height / 2 - py * v.k;
      apply();
    },
    [apply, width, height],
  );

  /** Centre the view on a map point at zoom k (a decision's hexes brought into view). */
  const frame = useCallback(
    (px: number, py: number, k: number) => {
      const v = view.current;
      v.k = Math.min(MAX_K, Math.max(MIN_K, k));
      v.x = width / 2 - px * v.k;
      v.y = height / 2 - py * v.k;
      apply();
    },
    [apply, width, height],
  );

  const toMap = useCallback(
    (clientX: number, clientY: number) => {
      const r = svgRef.current!.getBoundingClientRect();
      const u = unitsPerPx();
      // preserveAspectRatio xMidYMid meet: the drawing is centred in the element
      const ox = (r.width * u - width) / 2;
      const oy = (r.height * u - height) / 2;
      return { x: (clientX - r.left) * u - ox, y: (clientY - r.top) * u - oy };
    },
    [unitsPerPx, width, height],
  );

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const p = toMap(e.clientX, e.clientY);
      zoomAt(e.deltaY < 0 ? 1.2 : 1 / 1.2, p.x, p.y);
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [toMap, zoomAt]);

  const handlers = {
    onPointerDown(e: React.PointerEvent<HTMLDivElement>) {
      if (e.button !== 0) return;
      const v = view.current;
      dragged.current = false;
      press.current = { id: e.pointerId, sx: e.clientX, sy: e.clientY, vx: v.x, vy: v.y, dragging: false };
    },
    onPointerMove(e: React.PointerEvent<HTMLDivElement>) {
      const p = press.current;
      if (!p || p.id !== e.pointerId) return;
      const dx = e.clientX - p.sx;
      const dy = e.clientY - p.sy;
      if (!p.dragging && Math.hypot(dx, dy) < DRAG_PX) return;
      if (!p.dragging) {
        p.dragging = true;
        svgRef.current?.setPointerCapture?.(e.pointerId);
        svgRef.current?.classList.add('dragging');
      }
      const u = unitsPerPx();
      view.current.x = p.vx + dx * u;
      view.current.y = p.vy + dy * u;
      apply();
    },
    onPointerUp(e: React.PointerEvent<HTMLDivElement>) {
      const p = press.current;
      press.current = null;
      if (!p || p.id !== e.pointerId) return;
      // Only a drag added the class: a plain click leaves the element's attributes alone.
      if (p.dragging) svgRef.current?.classList.remove('dragging');
      dragged.current = p.dragging;
    },
    onClick(e: React.MouseEvent<HTMLDivElement>) {
      if (dragged.current) {
        dragged.current = false;
        return;
      }
      tapRef.current(e.target as Element);
    },
    onPointerCancel() {
      press.current = null;
      svgRef.current?.classList.remove('dragging');
    },
  };

  /** A stable ref callback for a further layer's group, by key: it is moved with the map. */
  const layerRef = useCallback((key: string) => {
    let f = layerRefs.current.get(key);
    if (!f) {
      f = (el: SVGGElement | null) => {
        if (!el) {
          layers.current.delete(key);
          return;
        }
        layers.current.set(key, el);
        if (transform.current) el.setAttribute('transform', transform.current);
      };
      layerRefs.current.set(key, f);
    }
    return f;
  }, []);

  return { svgRef, groupRef, overRef, layerRef, handlers, zoomAt, fit, centreOn, frame };
}

/** The map's zoom keys, wherever focus is (text fields aside): + and − zoom, 0 fits the whole map. */
export function useZoomKeys(zoomAt: (k: number) => void, fit: () => void): void {
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (!shortcutAllowed(e)) return;
      if (e.key === '+' || e.key === '=') zoomAt(1.25);
      else if (e.key === '-' || e.key === '−') zoomAt(0.8);
      else if (e.key === '0') fit();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [zoomAt, fit]);
}
