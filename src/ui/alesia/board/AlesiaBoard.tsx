/**
 * The 1983 board of Alesia as the shell's main board: the terrain (drawn once), the counters,
 * the legal choices of a hex lit, and beside it the off-board boxes (town, OBMC, presence chart).
 * A click or Enter on a hex takes the legal choice there — a move or an entry, a placement, a
 * retreat, an advance, an attack, a volley at the unit there (several: the prompt shows them as
 * suggested) — else selects the unit there; on a hex the moving unit may not go to, a note over
 * the map says why, with the rule (movement/why.ts). Pan and zoom as on Bellum's map; the
 * keyboard reaches every hex through one tab stop and the arrow keys (keys.ts).
 *
 * The board opens close up, a hex some 30 px across (the counters' factors read at 9 px or more,
 * their letters and the stack counts at 8 px), on the town and the lines round it; "Fit" shows the
 * whole board, "Close up" comes back. The view follows the decision, on opening and after each
 * action (follow.ts): the hexes it concerns — the moving unit and its destinations, the entry
 * hexes, the hexes to retreat or advance to, to attack, the units to fire at — are brought on screen.
 *
 * The toolbar (MapTools.tsx) turns on the overlays (Overlays.tsx: zones of control, fields of
 * fire, forts; HexLabels.tsx: the hex names where they can be read). While a unit moves, each
 * destination names its cost, and the one under the pointer or the focus shows it (CostTip.tsx).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AcAction } from '../../../engine/alesia-classic/actions';
import { acMap } from '../../../engine/alesia-classic/map/map';
import { boardIndex } from '../../../engine/alesia-classic/map/index';
import { parseAcLabel } from '../../../engine/alesia-classic/map/grid';
import { hexKey } from '../../../engine/hex/coords';
import { pixelToHex } from '../../../engine/hex/layout';
import { moveCosts, type MoveCost } from '../../../engine/alesia-classic/movement/costs';
import type { BoardProps } from '../../shell/registry';
import { usePanZoom, useZoomKeys, type ViewSize } from '../../shell/common/usePanZoom';
import { CostTip } from './CostTip';
import { ViewLabels } from './HexLabels';
import { MapTools, NO_TOGGLES, type MapToggles } from './MapTools';
import { FireOverlay, FortOverlay, OverlayDefs, ZocOverlay } from './Overlays';
import { AC_GEO, BOARD_H, BOARD_W, centre, LAYOUT, W, warmHexShapes } from './geometry';
import { hexLabel, hexName, warmHexWords } from './names';
import { unreachableWhy, type Why } from '../../../engine/alesia-classic/movement/why';
import { RuleLink } from '../../shell/common/Tooltip';
import { afterPaint } from '../../../store/afterPaint';
import { HexCells, keepCells, keepTiles, Stacks, type Cell } from './HexCells';
import { flipsOf } from './Counters';
import { useHexKeys } from '../../hexboard/focus';
import { type FollowMode } from './follow';
import { useFollowDecision } from '../../hexboard/useFollow';
import type { BoardSize } from '../../hexboard/follow';
import { AlesiaLegend } from './Legend';
import { boardActions, hexChoices, offBoardOf, stacksOf, withStack, type BoardState } from './model';
import { StackToggle } from './StackToggle';
import { OffBoardPanel } from './OffBoardPanel';
import { CoordinationBox } from './CoordinationBox';
import { TargetsPath } from './TargetsPath';
import { LateTargets } from '../../hexboard/LateTargets';
import { TerrainDefs, TerrainLayer } from './TerrainLayer';
import './board.css';
import { unitOf } from '../../../engine/alesia-classic/state';

/**
 * The legal destinations (moves, set-up placements) are drawn at once as one path (TargetsPath):
 * the click's frame carries a single element, however many there are. Up to this many of them also
 * get a cell each, named with its move (../../hexboard/LateTargets.tsx): made once that frame is
 * painted (as the log's entries are), hidden at once by the click that changes them and replaced
 * after its frame — hundreds of elements made, renamed or dropped per click would cost more than a
 * frame. They take clicks, not the focus: the arrow keys bring the focus hex onto a destination,
 * whose cell names its cost. Above the limit (a long march along the ramparts) a click or the
 * pointer finds the hex by position; the prompt lists them.
 */
export const CELL_TARGET_LIMIT = 200;
const NO_TARGETS: ReadonlyMap<string, AcAction> = new Map();
/** The 1983 board names a destination's cost in the focus hex's name and under the pointer (CostTip), not beside each hex. */
const NO_MP: ReadonlyMap<string, number> = new Map();
let hexOrderMemo: Map<string, number> | null = null;
/** Each hex's place in the board's own order (its map's), for a stable order of the cells. */
function hexOrder(): Map<string, number> {
  if (!hexOrderMemo) hexOrderMemo = new Map([...acMap().hexes.keys()].map((k, i) => [k, i]));
  return hexOrderMemo;
}
/** The stacks are drawn in tiles, each its own SVG layer: a click repaints the tiles it changed, not every counter. */
const TILES_X = 4;
const TILES_Y = 4;
function tileOf(key: string): number {
  const c = centre(key);
  const tx = Math.min(TILES_X - 1, Math.floor((c.x / BOARD_W) * TILES_X));
  const ty = Math.min(TILES_Y - 1, Math.floor((c.y / BOARD_H) * TILES_Y));
  return ty * TILES_X + tx;
}
const CENTRE_HEX = hexKey(parseAcLabel('Z39')!);
const onAcBoard = (k: string): boolean => acMap().hexes.has(k);
const LEGEND_ID = 'ac-map-legend';
/** Screen pixels across a hex at the board's opening zoom ("Close up"). */
export const READABLE_HEX_PX = 30;
const MAX_ZOOM = 6;
/** How far out the view may zoom to show a decision's hexes at once: this share of the opening zoom. */
const FOLLOW_MIN_ZOOM = 0.5;

const AC_BOARD: BoardSize = { w: BOARD_W, h: BOARD_H, hexW: W };
const followMinK = (v: ViewSize): number => readableZoom(v.w, v.h) * FOLLOW_MIN_ZOOM;

/** The zoom at which a hex is READABLE_HEX_PX across in an element of this size (1: the whole board). */
export function readableZoom(width: number, height: number): number {
  if (width <= 0 || height <= 0) return 1;
  const fitScale = Math.min(width / BOARD_W, height / BOARD_H);
  return Math.min(MAX_ZOOM, Math.max(1, READABLE_HEX_PX / W / fitScale));
}

/**
 * The stacks of a position, each hex's list keeping its identity while its counters (and their
 * order) stay the same: the memoized stacks on the map re-render only where a click changed them.
 */
function useStableStacks(state: BoardState): ReadonlyMap<string, readonly string[]> {
  const last = useRef<ReadonlyMap<string, readonly string[]>>(new Map());
  return useMemo(() => {
    const prev = last.current;
    // The position's own stacks are kept per position (model.ts, made ahead by the prefetch): copied
    // before a list is swapped for the last render's equal one.
    const made = stacksOf(state);
    const next = new Map(made);
    for (const [hex, ids] of made) {
      const old = prev.get(hex);
      if (old && old !== ids && old.length === ids.length && old.every((id, i) => id === ids[i])) next.set(hex, old);
    }
    last.current = next;
    return next;
  }, [state]);
}

export { anyInView } from './follow';

export interface AlesiaBoardProps extends BoardProps<BoardState, AcAction> {
  /**
   * What each destination of the moving unit costs, from the whole position (ViewedBoard); without
   * it a whole state's own costs are used, and a view shows none.
   */
  costs?: ReadonlyMap<string, MoveCost>;
  /**
   * Why the moving unit may not move to a hex (a click there says it), from the whole position
   * (ViewedBoard); without it a whole state's own reasons are used, and a view gives none.
   */
  why?: (hex: string) => Why | null;
}

const NO_COSTS: ReadonlyMap<string, MoveCost> = new Map();

export function AlesiaBoard({ state, legal, highlight, onInspect, onAct, onSuggest, onPrefetch, costs: givenCosts, why: givenWhy }: AlesiaBoardProps) {
  const stacks = useStableStacks(state);
  const allActs = useMemo(() => boardActions(legal, state), [legal, state]);
  // AC 10.3 — "Whole stack": the lit hexes and a click move the selected unit's stack together.
  const [stackMode, setStackMode] = useState(false);
  const stackOn = stackMode && allActs.stackTo.size > 0;
  const acts = useMemo(() => (stackOn ? withStack(allActs) : allActs), [allActs, stackOn]);
  const off = useMemo(() => offBoardOf(state), [state]);
  const selectable = useMemo(() => new Set(acts.unit.keys()), [acts]);
  const moving = state.moving;

  const [focusKey, setFocusKey] = useState<string | null>(null);
  const focus = useMemo(() => {
    if (focusKey) return focusKey;
    const m = moving && unitOf(state, moving)?.loc;
    if (m && m.at === 'hex') return m.hex;
    const first = acts.toHex.keys().next();
    if (!first.done) return first.value;
    for (const [k, ids] of stacks) if (ids.some((id) => selectable.has(id))) return k;
    return CENTRE_HEX;
  }, [focusKey, moving, state.units, acts, stacks, selectable]);

  const costs = useMemo(
    () => givenCosts ?? (moving && 'rng' in state ? moveCosts(state, moving) : NO_COSTS),
    [givenCosts, moving, state],
  );
  const manyTargets = acts.toHex.size > CELL_TARGET_LIMIT;
  const ownWhy = useCallback((hex: string) => (moving && 'rng' in state ? unreachableWhy(state, moving, hex) : null), [moving, state]);
  // The reason the last hex clicked is barred to the moving unit, shown while the position is the
  // one it was given for (no render of its own when the position changes).
  const [noteOf, setNote] = useState<(Why & { hex: string; of: BoardState }) | null>(null);
  const note = noteOf && noteOf.of === state ? noteOf : null;
  // The hexes with a cell of their own: counters, lit from the log. (The bare destinations' cells
  // come a painted frame after the click, LateTargets; the focus hex's, HexCells.)
  const lit = useMemo(() => new Set(highlight.filter((k) => acMap().hexes.has(k))), [highlight]);
  // The cells and tiles of the last render: an unchanged cell is the same object, an unchanged tile
  // the same list (HexCells sameCell), so only the tiles a click changed render their stacks again.
  const lastCells = useRef<Map<string, Cell>>(new Map());
  const lastTiles = useRef<Cell[][]>([]);
  const cells = useMemo(() => {
    const keys = [...new Set<string>([...stacks.keys(), ...lit])];
    // In the board's own hex order, whatever the order of the stacks: a counter moved moves no
    // other cell's element.
    const order = hexOrder();
    keys.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
    const out: Cell[] = [];
    for (const key of keys) {
      const stack = stacks.get(key) ?? [];
      const hidden = (state as { concealed?: Record<string, number> }).concealed?.[key] ?? 0;
      const act = acts.toHex.get(key);
      const flips = stack.length ? flipsOf(stack, (id) => unitOf(state, id)) : '';
      const mine = stack.filter((id) => selectable.has(id));
      const cell: Cell = {
        key,
        stack,
        act,
        selectable: mine.length,
        lit: lit.has(key),
        hidden,
        cost: act?.t === 'move' ? costs.get(key) : undefined,
        flips,
        choices: acts.choices.get(key),
        can: mine.join(' '),
        movingHere: moving && stack.includes(moving) ? moving : null,
      };
      out.push(cell);
    }
    const kept = keepCells(lastCells.current, out);
    lastCells.current = new Map(kept.map((c) => [c.key, c]));
    return kept;
  }, [stacks, acts, lit, selectable, state, costs, moving]);

  // The bare destinations' cells (LateTargets), named with their move; the focus hex has its own.
  const hasCell = useCallback((k: string) => stacks.has(k) || lit.has(k) || k === focus, [stacks, lit, focus]);
  const nameOfTarget = useCallback((k: string) => hexName(k, [], moving, acts.toHex.get(k), 0, 0, undefined, '', acts.choices.get(k)), [acts, moving]);

  const tiles = useMemo(() => {
    const out: Cell[][] = Array.from({ length: TILES_X * TILES_Y }, () => []);
    for (const c of cells) if (c.stack.length) out[tileOf(c.key)].push(c);
    const kept = keepTiles(lastTiles.current, out);
    lastTiles.current = kept;
    return kept;
  }, [cells]);

  const focusCell = useMemo<Cell>(() => {
    const act = acts.toHex.get(focus);
    return { key: focus, stack: [], act, selectable: 0, lit: false, cost: act?.t === 'move' ? costs.get(focus) : undefined };
  }, [focus, acts, costs]);

  /** What a click on a hex (on one of its counters) offers: the unit's own selection, else the hex's choices. */
  const choicesAt = useCallback(
    (key: string, unit?: string): readonly AcAction[] => {
      const own = unit ? acts.unit.get(unit) : undefined;
      return own && !acts.toHex.has(key) ? [own] : hexChoices(acts, key, stacks.get(key));
    },
    [acts, stacks],
  );
  // The one action a click would take where the pointer rests (or the keyboard focus is), worked
  // out ahead by the store (BoardProps.onPrefetch); asked once per action.
  const prefetched = useRef<AcAction | null>(null);
  const prefetchAt = (key: string | null, unit?: string) => {
    if (!onPrefetch || !key) return;
    const choices = choicesAt(key, unit);
    if (choices.length !== 1 || prefetched.current === choices[0]) return;
    prefetched.current = choices[0];
    onPrefetch(choices[0]);
  };

  const activateHex = useCallback(
    (key: string, unit?: string) => {
      onInspect(key);
      const choices = choicesAt(key, unit);
      if (choices.length === 1) onAct(choices[0]);
      else if (choices.length > 1) onSuggest(choices);
      // A hex the moving unit may not go to: say why (movement/why.ts), until the next action.
      const barred = choices.length === 0 && moving ? (givenWhy ?? ownWhy)(key) : null;
      setNote(barred ? { hex: key, of: state, ...barred } : null);
    },
    [choicesAt, onAct, onInspect, onSuggest, moving, givenWhy, ownWhy, state],
  );

  const overRefLocal = useRef<SVGGElement | null>(null);
  const lastClick = useRef<{ x: number; y: number } | null>(null);
  const tap = (el: Element) => {
    const hit = el.closest('[data-hex], [data-stack-hex]');
    if (hit) {
      const key = (hit.getAttribute('data-hex') ?? hit.getAttribute('data-stack-hex'))!;
      setFocusKey(key);
      activateHex(key, el.closest('[data-unit]')?.getAttribute('data-unit') ?? undefined);
      return;
    }
    // A destination drawn as one path (many targets), or a plain hex while a unit moves (a click
    // there says why it may not go): find the hex under the pointer.
    const g = overRefLocal.current;
    const ctm = g?.getScreenCTM?.();
    const c = lastClick.current;
    if (!g || !ctm || !c || !(el.closest('.ac-targets') || moving)) return;
    const p = new DOMPoint(c.x, c.y).matrixTransform(ctm.inverse());
    const key = hexKey(pixelToHex(LAYOUT, p));
    if (acts.toHex.has(key)) {
      setFocusKey(key);
      activateHex(key);
    } else if (moving && acMap().hexes.has(key)) activateHex(key);
  };
  // The hex labels follow the view (ViewLabels): the board hands it each view, never re-rendering for it.
  const [toggles, setToggles] = useState<MapToggles>(NO_TOGGLES);
  const [labelsReadable, setLabelsReadable] = useState(false);
  const lastView = useRef<ViewSize | null>(null);
  const labelSink = useRef<((v: ViewSize) => void) | null>(null);
  const onView = useCallback((_k: number, _px: number, _el: HTMLDivElement, v: ViewSize) => {
    lastView.current = v;
    labelSink.current?.(v);
  }, []);
  const { svgRef, groupRef, overRef, layerRef, handlers, zoomAt, fit, centreOn, frame } = usePanZoom(BOARD_W, BOARD_H, tap, onView);

  // The destination under the pointer, for its cost.
  const [hover, setHover] = useState<string | null>(null);
  const hoverAt = (k: string | null) => {
    const next = k && costs.has(k) && acts.toHex.has(k) ? k : null;
    if (next !== hover) setHover(next);
  };
  const onPointerOver = (e: React.PointerEvent<HTMLDivElement>) => {
    const el = e.target as Element;
    const key = el.closest?.('[data-hex], [data-stack-hex]');
    if (key) {
      const k = key.getAttribute('data-hex') ?? key.getAttribute('data-stack-hex');
      hoverAt(k);
      prefetchAt(k, el.closest?.('[data-unit]')?.getAttribute('data-unit') ?? undefined);
    } else if (!el.closest?.('.ac-targets')) hoverAt(null);
  };
  // Over the destinations' path (no button there): the hex under the pointer is found by position.
  const onPointerMove = (e: React.PointerEvent<HTMLDivElement>) => {
    handlers.onPointerMove(e);
    if (e.buttons || !(e.target as Element).closest?.('.ac-targets')) return;
    const ctm = overRefLocal.current?.getScreenCTM?.();
    if (!ctm) return;
    const k = hexKey(pixelToHex(LAYOUT, new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse())));
    hoverAt(k);
    if (acts.toHex.has(k)) prefetchAt(k);
  };
  const tipKey = hover ?? (focusKey && acts.toHex.get(focusKey)?.t === 'move' && costs.has(focusKey) ? focusKey : null);

  /** Zoom to the readable scale, centred on a map point. */
  const closeUp = useCallback(
    (x: number, y: number) => {
      const r = svgRef.current?.getBoundingClientRect();
      if (!r) return;
      fit();
      zoomAt(readableZoom(r.width, r.height));
      centreOn(x, y);
    },
    [svgRef, fit, zoomAt, centreOn],
  );

  // While the page is idle after the board is shown: the words and outlines of every hex, and the
  // engine's index of the board the move search reads (built on its first use: some 10 ms on the
  // first unit selected otherwise).
  useEffect(() => {
    afterPaint(() => {
      warmHexWords();
      warmHexShapes(acMap().hexes.keys());
      boardIndex();
    });
  }, []);

  // Follow the decision: the hexes it concerns brought into view (follow.ts). A move's: the moving
  // unit and its destinations, one of them on screen enough; a retreat's, an advance's, the
  // battles' and the volleys' (a handful of hexes, each a choice): all of them.
  const follow = useMemo(() => {
    const hexes = new Set<string>();
    const m = moving && unitOf(state, moving)?.loc;
    if (m && m.at === 'hex') hexes.add(m.hex);
    let mode: FollowMode = 'any';
    const first = acts.toHex.values().next().value;
    if (first && first.t !== 'move' && first.t !== 'place') mode = 'all';
    if (mode === 'all' || !manyTargets) for (const k of acts.toHex.keys()) hexes.add(k);
    // The moving unit first (in `all` mode, where the view goes when the rest is too spread to show).
    const keys = [...hexes].filter((k) => acMap().hexes.has(k));
    return { key: `${mode} ${keys.join(' ')}`, keys, mode };
  }, [acts, manyTargets, moving, state]);
  // Open close up on the town once the map has a size (a hidden map waits until it is shown), then
  // on the decision asked, if the town does not show it (a game opened or resumed); after that only
  // a new decision moves the view (../../hexboard/useFollow.ts).
  const followTarget = useMemo(() => ({ key: follow.key, points: follow.keys.map((k) => centre(k)), mode: follow.mode }), [follow]);
  const openOnTown = useCallback(() => closeUp(BOARD_W / 2, BOARD_H / 2), [closeUp]);
  useFollowDecision(svgRef, lastView, AC_BOARD, followTarget, followMinK, frame, openOnTown);
  const setOverRef = useCallback(
    (el: SVGGElement | null) => {
      overRefLocal.current = el;
      overRef.current = el;
    },
    [overRef],
  );
  const onClick = (e: React.MouseEvent<HTMLDivElement>) => {
    lastClick.current = { x: e.clientX, y: e.clientY };
    handlers.onClick(e);
  };

  // The keyboard (../../hexboard/focus.ts): Enter takes the focus hex's choice, the arrows move it;
  // the keyboard focus follows the focus hex once its element is rendered, and a zoomed view
  // follows it when it leaves the screen.
  const onKeyDown = useHexKeys(svgRef, focus, 'ac-cell', centre, centreOn, { has: onAcBoard, onActivate: activateHex, onFocusHex: setFocusKey });

  useZoomKeys(zoomAt, fit);
  // The keyboard's focus hex, while the focus is on the map: Enter there is the likely next click.
  useEffect(() => {
    if (focusKey && svgRef.current?.contains(document.activeElement)) prefetchAt(focusKey);
  });
  const focusNow = useRef(focus);
  focusNow.current = focus;
  const onCloseUp = useCallback(() => {
    const c = centre(focusNow.current);
    closeUp(c.x, c.y);
  }, [closeUp]);

  const viewBox = `0 0 ${BOARD_W} ${BOARD_H}`;
  return (
    <div className="ac-board">
      <div className={`ac-map-wrap${toggles.hideStacks ? ' hide-stacks' : ''}`}>
        <MapTools
          toggles={toggles}
          onToggles={setToggles}
          labelsTooSmall={!labelsReadable}
          onZoom={zoomAt}
          onFit={fit}
          onCloseUp={onCloseUp}
        />
        {/* The map's frame: the "Whole stack" bar lies over the map's top, so the map keeps its size
            when a stack is selected (a map that shrank would relay and repaint every layer, and
            move under the pointer). */}
        <div className="ac-map-frame">
          {allActs.stackTo.size > 0 && moving && (
            <StackToggle units={(allActs.stackTo.values().next().value as Extract<AcAction, { t: 'moveStack' }>).units} moving={moving} on={stackOn} onToggle={() => setStackMode(!stackOn)} />
          )}
          <div
            ref={svgRef}
            className="ac-map"
            role="group"
            aria-label="Map of Alesia (1983 board)"
            aria-describedby={LEGEND_ID}
            onKeyDown={onKeyDown}
            onFocus={(e) => {
              // The focus hex stays where the player put it, whatever the default would be next.
              const key = (e.target as Element).getAttribute?.('data-hex');
              if (key && key !== focusKey) setFocusKey(key);
            }}
            {...handlers}
            onClick={onClick}
            onPointerOver={onPointerOver}
            onPointerMove={onPointerMove}
            onPointerLeave={() => setHover(null)}
          >
            <svg className="ac-map-layer ac-map-base" viewBox={viewBox} aria-hidden="true">
              <TerrainDefs />
              <g ref={groupRef}>
                <TerrainLayer />
              </g>
            </svg>
            <svg className="ac-map-layer ac-map-over" viewBox={viewBox}>
              <OverlayDefs />
              <g ref={setOverRef}>
                {toggles.fire && <FireOverlay state={state} />}
                {toggles.zoc && <ZocOverlay state={state} mode={toggles.zoc} />}
                {toggles.forts && <FortOverlay state={state} />}
                {acts.toHex.size > 0 && <TargetsPath keys={acts.toHex} stacks={stacks} />}
                <HexCells cells={cells} focus={focus} focusCell={focusCell} moving={moving} />
                <LateTargets geo={AC_GEO} prefix="ac" toHex={manyTargets ? NO_TARGETS : acts.toHex} hasCell={hasCell} costs={NO_MP} showCosts={false} nameOfHex={nameOfTarget} costDy={0} />
              </g>
            </svg>
            {tiles.map((t, i) => (
              <svg key={i} className="ac-map-layer ac-map-stacks" viewBox={viewBox} aria-hidden="true">
                <g ref={layerRef(`stacks-${i}`)}>
                  <Stacks cells={t} />
                </g>
              </svg>
            ))}
            <svg className="ac-map-layer ac-map-top" viewBox={viewBox}>
              <g ref={layerRef('top')}>
                <ViewLabels on={toggles.labels} sink={labelSink} last={lastView} onReadable={setLabelsReadable} />
                {tipKey && costs.get(tipKey) && <CostTip hex={tipKey} cost={costs.get(tipKey)!} />}
              </g>
            </svg>
          </div>
        </div>
        {/* Always there, so that a screen reader hears what is put in it. */}
        <div className="ac-map-note-live" role="status" aria-label="Note on the map">
          {note && (
            <p className="ac-map-note">
              <strong>Not to {hexLabel(note.hex)}:</strong> {note.text} (<RuleLink id={note.rule} />)
              <button type="button" className="ac-map-note-close" aria-label="Dismiss the note" onClick={() => setNote(null)}>
                ×
              </button>
            </p>
          )}
        </div>
      </div>
      <aside className="ac-side" aria-label="Off-board boxes">
        <OffBoardPanel off={off} presence={state.presence} acts={acts} moving={moving} hidden={'side' in state && state.side === 'roman'} costs={costs} onAct={onAct} />
        {'coordinationReport' in state && state.coordinationReport && <CoordinationBox report={state.coordinationReport} />}
        <AlesiaLegend id={LEGEND_ID} />
      </aside>
    </div>
  );
}
