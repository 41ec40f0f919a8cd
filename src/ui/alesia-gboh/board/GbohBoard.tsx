/**
 * The GBoH board of Alésia as the shell's main board: the West sheet (and the East in AG 12.3) with
 * its ground (TerrainLayer.tsx), the counters pointing at the vertex they face (Counters.tsx), the
 * legal choices lit, and beside it the Entry Zones' counters, the Command's units, the Gaul's own
 * plan (his screen only) and the legend.
 *
 * It draws the position as the side to act may see it (engine view.ts; the whole once the game is
 * over). A click or Enter on a hex takes the choice there (model.ts): the picked counter placed, the
 * selected unit moved or turned, a leader activated or seizing, any other kind's target; when the
 * choices there differ only by facing, a facing picker opens on the hex (a button at each vertex,
 * named with its cost) and the prompt shows them as suggested. A hex with a unit that has choices
 * selects it: its reachable hexes light with their cost in MP (turns included, movement/reach.ts),
 * its front, flank and rear hexes are marked F, L, R and the hexes of its own ZOC "ZOC" (unitZoc.ts), a
 * frame after the click (SelectionMarks.tsx).
 * A hex the selected unit may not reach says why. A leader's command range is outlined
 * (commandRange.ts); the map's markers — tribal counters with "No Units", Fill, fire, Rubble,
 * Aquilae — are markers.ts's, the counters' own Counters.tsx's.
 * The Entry Zones a placement or an entry names are buttons on the board's edge.
 *
 * Pan and zoom, the keyboard (one tab stop, the arrows, Enter) and the view following the decision
 * are the shared hex boards' (../../hexboard/).
 */
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AgAction } from '../../../engine/alesia-gboh/actions';
import { gbohBoard } from '../../../engine/alesia-gboh/map/board';
import { sheetsOf } from './sheets';
import type { AgState } from '../../../engine/alesia-gboh/state';
import type { AgView } from '../../../engine/alesia-gboh/view';
import { shownView, sideShown } from './shownView';
import { hexKey } from '../../../engine/hex/coords';
import { pixelToHex } from '../../../engine/hex/layout';
import type { BoardProps } from '../../shell/registry';
import { usePanZoom, useZoomKeys, type ViewSize } from '../../shell/common/usePanZoom';
import { useLateRemoval } from '../../shell/common/useAfterPaint';
import { RuleLink } from '../../shell/common/Tooltip';
import { HexCell } from '../../hexboard/HexCell';
import { HexTargets } from '../../hexboard/TargetsPath';
import { useHexKeys } from '../../hexboard/focus';
import { type FollowMode } from '../../hexboard/follow';
import { useFollowDecision } from '../../hexboard/useFollow';
import { hexName, nameOf } from '../words';
import { FacingPicker, type Picker } from './FacingPicker';
import { combatRings } from './combatRings';
import { middleOf } from './middle';
import { commandRangeOf } from './commandRange';
import { CommandRangeLayer } from './CommandRangeLayer';
import { unitZocHexes } from './unitZoc';
import { boardFrame, R, W } from './geometry';
import { GbTerrainDefs, GbTerrainLayer } from './TerrainLayer';
import { terrainPaths } from './terrain';
import { GbMapTools, type GbToggles } from './GbMapTools';
import { ZoneButtons } from './ZoneButtons';
import { clickChoiceOn } from './clickChoice';
import { StackTiles } from './StackTiles';
import { boardActs, boardStacks, byFacing, hexOf, movesFor, stackMoveChoice, startHexOf, type BoardView } from './model';
import { cellNameOf, counterWords } from './names';
import { ZocOverlay } from './ZocOverlay';
import { choiceWordsAt } from './choiceWords';
import { BesideMap } from './BesideMap';
import { commandPreview } from './commandPreview';
import { selectionReach, warmSelection } from './selectionReach';
import { markersOf, type MarkerFields } from './markers';
import { MarkersLayer } from './MarkersLayer';
import { SelectionMarks, type MarkedSelection } from './SelectionMarks';
import { HexLabelsLayer } from './HexLabelsLayer';
import { LateTargets } from '../../hexboard/LateTargets';
import './board.css';

/** Up to this many lit destinations get a focusable cell and an MP label each (the rest: the arrows, the path). */
export const CELL_TARGET_LIMIT = 200;
const NO_TARGETS: ReadonlyMap<string, readonly AgAction[]> = new Map();
/** Screen pixels across a hex at the opening zoom. */
export const READABLE_HEX_PX = 30;
const MAX_ZOOM = 8;
const LEGEND_ID = 'gb-map-legend';

export { sheetsOf, combatRings };

export function GbohBoard({ state, legal, highlight, onInspect, onAct, onSuggest, onPrefetch, viewer }: BoardProps<AgState, AgAction>) {
  const sheets = sheetsOf(state);
  const frame = boardFrame(sheets);
  const { geo } = frame;
  const board = gbohBoard(sheets);
  // The side to act's view, or the viewer's given (the person watching the computer play): never more.
  const shown = useMemo(() => shownView(state, viewer), [state, viewer]);
  const view = shown as unknown as BoardView;
  const [selected, setSelected] = useState<string | null>(null);
  // AG 6.65 (reading X81): the top unit of a stack moves alone or leads the whole stack — the
  // player's choice beside the map; the map lights the reach of the one chosen (model.ts `stackMoveChoice`).
  const [wholeStack, setWholeStack] = useState(false);
  const acts0 = useMemo(() => boardActs(legal, view, selected), [legal, view, selected]);
  const stackChoice = useMemo(() => stackMoveChoice(legal, acts0.actor), [legal, acts0]);
  const stackOn = !!stackChoice && wholeStack;
  const acts = useMemo(() => (stackChoice ? boardActs(movesFor(legal, stackOn), view, selected) : acts0), [stackChoice, stackOn, legal, view, selected, acts0]);
  // In the board's order: a move adds and drops a hex's counters, never moves the other stacks' elements.
  const stacks = useMemo(() => boardStacks(view, frame.order), [view, frame]);
  // AG 6.47–6.49, 8.42–8.46, 10.8: Fill, On Fire, Rubble, Aquilae (optional fields of the position).
  const markers = useMemo(() => markersOf(shown as MarkerFields), [shown]);
  const actor = acts.actor;
  const actorHex = actor ? hexOf(view, actor) : null;

  // The selected unit's reach (from the whole position, as its legal moves are): MP per destination
  // (AG 6.5: a rapid move's where offered), why a hex is barred — made ahead when the pointer rests on it.
  const { moveReach, rapidReach, costs } = useMemo(
    () => selectionReach(state, legal, actor, stackOn && stackChoice ? stackChoice.mates : null),
    [state, legal, actor, stackOn, stackChoice],
  );

  const [pickerOf, setPicker] = useState<Picker | null>(null);
  const picker = pickerOf && pickerOf.of === state ? pickerOf : null;
  const pickerDrawn = useLateRemoval(picker);
  const [noteOf, setNote] = useState<{ hex: string; text: string; rule: string; of: unknown } | null>(null);
  const note = noteOf && noteOf.of === state ? noteOf : null;

  const [focusKey, setFocusKey] = useState<string | null>(null);
  const focus = useMemo(() => {
    if (focusKey && frame.has(focusKey)) return focusKey;
    if (actorHex) return actorHex;
    // The choice nearest the middle of them all (a placement's hexes run the length of the lines).
    const mid = middleOf([...acts.toHex.keys()], geo.centre) ?? middleOf([...acts.onCounter.keys()], geo.centre);
    if (mid) return mid;
    return middleOf([...stacks.keys()], geo.centre) ?? frame.keys[Math.floor(frame.keys.length / 2)];
  }, [focusKey, frame, actorHex, acts, geo, stacks]);

  const manyTargets = acts.toHex.size > CELL_TARGET_LIMIT;

  // AG 4.1: the Command a lit leader would activate, shown while his hex has the focus.
  const preview = useMemo(() => {
    const a = acts.onCounter.get(focus)?.find((x) => x.t === 'activate');
    return a && a.t === 'activate' ? commandPreview(state, a.leader) : null;
  }, [acts, focus, state]);
  // AG 4.11–4.12, 4.24: the command range shown — of the leader whose activation the focus previews,
  // else the selected leader, else the active Command's leader.
  const rangeLeader = (() => {
    const a = acts.onCounter.get(focus)?.find((x) => x.t === 'activate' || x.t === 'seize');
    if (a && (a.t === 'activate' || a.t === 'seize')) return a.leader;
    if (actor && view.leaders[actor]) return actor;
    return (shown as AgView).command?.leader ?? null;
  })();
  const cmdRange = useMemo(() => (rangeLeader ? commandRangeOf(shown, rangeLeader, frame.has) : null), [rangeLeader, shown, frame]);
  const previewHexes = useMemo(() => {
    if (!preview) return '';
    const hexes = new Set(preview.units.map((id) => hexOf(view, id)).filter((h): h is string => !!h));
    return [...hexes].map((h) => geo.hexPath(h, 0.8)).join('');
  }, [preview, view, geo]);

  const choiceWords = useCallback((key: string) => choiceWordsAt(key, { acts, costs, stacks, actor, state }), [acts, costs, stacks, actor, state]);

  // AG 7.21–7.22: the hexes the selected unit projects its ZOC into (named in their cells, drawn below).
  const zocSet = useMemo(() => new Set(actor && view.units[actor] ? unitZocHexes(state, actor) : []), [actor, view, state]);
  // A hex's ground, markers and counters in words, kept while they stay the same: a select renames
  // only by the choices and the selection (choiceWords, below).
  const groundNames = useMemo(() => new Map<string, string>(), [stacks, view, board, markers]);
  const nameOfHex = useCallback(
    (key: string): string => {
      let ground = groundNames.get(key);
      if (ground === undefined) {
        const counters = (stacks.get(key) ?? []).map((id) => counterWords(id, view.units[id], view.leaders[id]));
        const marks = (markers.get(key) ?? []).map((m) => m.text);
        ground = cellNameOf(board, key, [...marks, ...counters], null);
        groundNames.set(key, ground);
      }
      const choice = choiceWords(key);
      const base = choice ? `${ground}. ${choice}` : ground;
      if (key === actorHex && actor) return `${base}. Selected: ${agUnitName(actor)}`;
      return actor && zocSet.has(key) ? `${base}. In the ZOC of ${agUnitName(actor)}` : base;
    },
    [groundNames, stacks, view, board, choiceWords, actorHex, actor, markers, zocSet],
  );

  const cells = useMemo(() => {
    const lit = new Set(highlight.filter((k) => frame.has(k)));
    // The destinations' own cells come a frame later (LateTargets); a destination with a counter,
    // a marker, a log light, a ZOC mark or the keyboard's focus keeps its cell here.
    const keys = new Set<string>([...stacks.keys(), ...markers.keys(), ...lit, ...acts.onCounter.keys(), ...zocSet, focus]);
    // In the board's order, whatever lit them: a click adds and drops cells, never moves the rest.
    return [...keys]
      .filter((k) => frame.has(k))
      .sort((a, b) => frame.order(a) - frame.order(b))
      .map((key) => ({ key, label: nameOfHex(key), target: acts.toHex.has(key) || acts.onCounter.has(key), lit: lit.has(key) }));
  }, [stacks, markers, highlight, acts, focus, frame, nameOfHex, zocSet]);
  const hasCell = useMemo(() => {
    const own = new Set(cells.map((c) => c.key));
    return (key: string) => own.has(key);
  }, [cells]);

  /** The unit a click on the hex selects: the next of its units that has choices (a second click goes round the stack), or null. */
  const nextSelection = useCallback(
    (key: string): string | null => {
      const units = (stacks.get(key) ?? []).filter((id) => acts.selectable.has(id));
      // The selected unit alone on its hex with choices of its own there (rally, artillery mode): those are taken instead.
      if (!units.length || (units.length === 1 && units[0] === actor && acts.onCounter.get(key)?.length)) return null;
      const at = actor ? units.indexOf(actor) : -1;
      return units[(at + 1) % units.length];
    },
    [stacks, acts, actor],
  );

  const activateHex = useCallback(
    (key: string) => {
      onInspect(key);
      setNote(null);
      const here = acts.toHex.get(key);
      if (here?.length) {
        if (here.length === 1) {
          setPicker(null);
          onAct(here[0]);
        } else if (byFacing(here)) {
          setPicker({ hex: key, facings: byFacing(here)!, of: state });
          onSuggest(here);
          // The picker's buttons stand round the hex: bring it into the middle of the view.
          const c = geo.centre(key);
          centreOnRef.current?.(c.x, c.y);
        } else onSuggest(here);
        return;
      }
      const next = nextSelection(key);
      if (next) {
        setSelected(next);
        setPicker(null);
        return;
      }
      const on = acts.onCounter.get(key);
      if (on?.length) {
        if (on.length === 1) onAct(on[0]);
        else onSuggest(on);
        return;
      }
      setPicker(null);
      if (moveReach && key !== moveReach.from) {
        const why = moveReach.why(key);
        if (why) setNote({ hex: key, text: why.reason.charAt(0).toUpperCase() + why.reason.slice(1) + ".", rule: why.rule, of: state });
      }
    },
    [acts, nextSelection, onAct, onSuggest, onInspect, moveReach, state, geo],
  );

  const zoneAct = useCallback(
    (zone: string) => {
      const z = acts.zones.get(zone);
      if (!z?.length) return;
      if (z.length === 1) onAct(z[0]);
      else onSuggest(z);
    },
    [acts, onAct, onSuggest],
  );

  const centreOnRef = useRef<((x: number, y: number) => void) | null>(null);
  /** A facing chosen on the picker: its choice taken, or its several choices shown in the prompt. */
  const pickFacing = (f: number) => {
    const list = picker?.facings.get(f);
    setPicker(null);
    if (!list?.length) return;
    if (list.length === 1) onAct(list[0]);
    else onSuggest(list);
  };
  // What a click would take where the pointer rests or the focus is, worked out ahead by the store.
  const prefetched = useRef<AgAction | null>(null);
  // The unit last warmed and the position it was warmed in (a new position warms it again).
  const warmed = useRef<{ unit: string; of: AgState } | null>(null);
  const prefetchOn = (el: Element) => {
    const one = onPrefetch && clickChoiceOn(el, picker, acts.toHex);
    if (one && prefetched.current !== one) onPrefetch((prefetched.current = one));
    // A unit a click there would select: its choices and reach made ahead, in idle time.
    const key = !one && el.closest('[data-hex], [data-stack-hex]');
    const hex = key ? (key.getAttribute('data-hex') ?? key.getAttribute('data-stack-hex')) : null;
    const next = hex ? nextSelection(hex) : null;
    if (next && (warmed.current?.unit !== next || warmed.current.of !== state)) {
      warmed.current = { unit: next, of: state };
      warmSelection(state, legal, view, next, wholeStack);
    }
  };
  const overRefLocal = useRef<SVGGElement | null>(null);
  const lastClick = useRef<{ x: number; y: number } | null>(null);
  const tap = (el: Element) => {
    const f = el.closest('[data-facing]');
    if (f && picker) return pickFacing(Number(f.getAttribute('data-facing')));
    const z = el.closest('[data-zone]');
    if (z) return zoneAct(z.getAttribute('data-zone')!);
    const hit = el.closest('[data-hex], [data-stack-hex]');
    if (hit) {
      const key = (hit.getAttribute('data-hex') ?? hit.getAttribute('data-stack-hex'))!;
      setFocusKey(key);
      activateHex(key);
      return;
    }
    // A destination drawn as one path (many targets), or a plain hex while a unit is selected.
    const g = overRefLocal.current;
    const ctm = g?.getScreenCTM?.();
    const c = lastClick.current;
    if (!g || !ctm || !c) return;
    const p = new DOMPoint(c.x, c.y).matrixTransform(ctm.inverse());
    const key = hexKey(pixelToHex(geo.LAYOUT, p));
    if (frame.has(key)) {
      setFocusKey(key);
      activateHex(key);
    }
  };

  const lastView = useRef<ViewSize | null>(null);
  const [toggles, setToggles] = useState<GbToggles>({ hideCounters: false, zoc: false, labels: false });
  const { labels, hideCounters, zoc: zocOn } = toggles;
  const onView = useCallback((_k: number, _px: number, _el: HTMLDivElement, v: ViewSize) => {
    lastView.current = v;
  }, []);
  const { svgRef, groupRef, overRef, layerRef, handlers, zoomAt, fit, centreOn, frame: frameTo } = usePanZoom(frame.w, frame.h, tap, onView);
  centreOnRef.current = centreOn;
  const focusNow = useRef(focus);
  focusNow.current = focus;
  const size = useMemo(() => ({ w: frame.w, h: frame.h, hexW: W }), [frame]);

  const readableZoom = useCallback(
    (w: number, h: number) => (w <= 0 || h <= 0 ? 1 : Math.min(MAX_ZOOM, Math.max(1, READABLE_HEX_PX / W / Math.min(w / frame.w, h / frame.h)))),
    [frame],
  );
  const closeUp = useCallback(
    (x: number, y: number) => {
      const r = svgRef.current?.getBoundingClientRect();
      if (!r) return;
      fit();
      zoomAt(readableZoom(r.width, r.height));
      centreOn(x, y);
    },
    [svgRef, fit, zoomAt, centreOn, readableZoom],
  );

  // Follow the decision: the hexes it concerns brought into view.
  const follow = useMemo(() => {
    const hexes: string[] = [];
    let mode: FollowMode = 'any';
    if (actorHex) hexes.push(actorHex);
    if (acts.toHex.size && acts.toHex.size <= 12) mode = 'all';
    if (!manyTargets) hexes.push(...acts.toHex.keys());
    if (manyTargets) hexes.push(focus);
    if (!hexes.length && acts.onCounter.size) {
      hexes.push(...acts.onCounter.keys());
      mode = acts.onCounter.size <= 12 ? 'all' : 'any';
    }
    const points = hexes.map((k) => geo.centre(k));
    // The Entry Zones a placement or an entry names: their numerals on the board's edge.
    if (!hexes.length && acts.zones.size) {
      const t = terrainPaths(sheets);
      for (const z of t.zones) if (acts.zones.has(z.zone)) points.push({ x: z.x, y: z.y });
    }
    return { key: `${mode} ${hexes.join(' ')} ${[...acts.zones.keys()].join(' ')}`, points, mode };
  }, [actorHex, acts, manyTargets, sheets, focus, geo]);
  const minK = useCallback((v: ViewSize) => readableZoom(v.w, v.h) * 0.4, [readableZoom]);
  const openOn = useCallback(() => {
    const c = geo.centre(focusNow.current);
    closeUp(c.x, c.y);
  }, [geo, closeUp]);
  useFollowDecision(svgRef, lastView, size, follow, minK, frameTo, openOn);

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

  const hexKeys = useHexKeys(svgRef, focus, 'gb-cell', geo.centre, centreOn, { has: frame.has, onActivate: activateHex, onFocusHex: setFocusKey });
  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    byKeys.current = true;
    const f = (e.target as Element).closest?.('[data-facing]');
    if (f && picker && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      pickFacing(Number(f.getAttribute('data-facing')));
      return;
    }
    const z = (e.target as Element).closest?.('[data-zone]');
    if (z && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      zoneAct(z.getAttribute('data-zone')!);
      return;
    }
    if (e.key === 'Escape' && picker) {
      e.preventDefault();
      setPicker(null);
      return;
    }
    hexKeys(e);
  };
  // The picker takes the keyboard focus when the keyboard opened it. Opened by the pointer, the
  // focus stays where it was: the picked button is removed with the picker, and Chromium answers the
  // removal of the focused element with a forced style and layout of the page in the click.
  const byKeys = useRef(false);
  useLayoutEffect(() => {
    if (picker && byKeys.current) svgRef.current?.querySelector<SVGElement>('.gb-facing-button')?.focus();
  }, [picker, svgRef]);

  useZoomKeys(zoomAt, fit);
  const onCloseUp = useCallback(() => {
    const c = geo.centre(focusNow.current);
    closeUp(c.x, c.y);
  }, [closeUp, geo]);

  const t = terrainPaths(sheets);
  // AG 4.1: the activated Command's units, each hex ringed.
  const commandHexes = useMemo(() => {
    const c = (shown as AgView).command;
    if (!c) return '';
    const hexes = new Set(c.units.map((id) => hexOf(view, id)).filter((h): h is string => !!h));
    return [...hexes].map((h) => geo.hexPath(h, 0.93)).join('');
  }, [shown, view, geo]);
  // AG 8.6, 9.2: the combat under way — the reaction's target and the units that may react, the
  // shock being resolved (attackers and defenders) — ringed on the map.
  const combatHexes = useMemo(() => combatRings(state, view, acts.selectable), [state, view, acts]);
  // AG 10.5, 8.52: the selected unit's choices on itself (rally, artillery mode), beside the map —
  // its own hex is taken by its turns in place, so they are buttons here as well as in the prompt.
  const ownActs = useMemo(() => (actor && actorHex ? (acts.onCounter.get(actorHex) ?? []).filter((a) => (a as { unit?: string }).unit === actor) : []), [acts, actor, actorHex]);
  const viewBox = `0 0 ${frame.w} ${frame.h}`;
  // AG 7.11, 7.21–7.22, 8.13: the selected unit's aspects, own ZOC and range fan, drawn a frame late (SelectionMarks.tsx).
  const facing = actor ? view.units[actor]?.facing : undefined;
  const marked = useMemo<MarkedSelection | null>(
    () => (actor && actorHex && facing !== undefined ? { unit: actor, hex: actorHex, facing, zoc: [...zocSet].filter(frame.has) } : null),
    [actor, actorHex, facing, zocSet, frame],
  );
  /** A unit picked from the list beside the map: selected, its hex focused and brought to the middle. */
  const selectUnit = (id: string) => {
    setSelected(id);
    setPicker(null);
    const h = startHexOf(view, id);
    if (h) {
      setFocusKey(h);
      const c = geo.centre(h);
      centreOn(c.x, c.y);
    }
  };
  const plan = (shown as AgView).plan;
  const gallicScreen = (shown as AgView).side === 'gallic' || (!!state.outcome && !!plan);
  return (
    <div className="gb-board">
      <div className={`gb-map-wrap${hideCounters ? ' hide-stacks' : ''}`}>
        <GbMapTools toggles={toggles} onToggles={setToggles} onZoom={zoomAt} onFit={fit} onCloseUp={onCloseUp} />
        {/* The map's frame: the notes on the selection lie over the map's top, so the map keeps its
            size whatever they say (a map that shrank would relay and repaint every layer, and move
            under the pointer). */}
        <div className="gb-map-frame">
          {(actor || preview || cmdRange || combatHexes.words) && (
            <div className="gb-map-notes">
              {actor && <span className="gb-tools-note" role="status">Selected: {agUnitName(actor)}</span>}
              {preview && <span className="gb-tools-note">Activating: {preview.words}</span>}
              {cmdRange && <span className="gb-tools-note gb-range-note">Command range of {agUnitName(cmdRange.leader)}: {cmdRange.range} hexes, outlined (<RuleLink id="AG 4.24" />)</span>}
              {combatHexes.words && <span className="gb-tools-note gb-combat-note">{combatHexes.words}</span>}
            </div>
          )}
          <div
            ref={svgRef}
            className="gb-map"
            role="group"
            aria-label={`Map of Alésia (GBoH), ${sheets.length === 2 ? 'West and East sheets' : 'West sheet'}`}
            aria-describedby={LEGEND_ID}
            onKeyDown={onKeyDown}
            onFocus={(e) => {
              const key = (e.target as Element).getAttribute?.('data-hex');
              if (key && key !== focusKey) setFocusKey(key);
              prefetchOn(e.target as Element);
            }}
            {...handlers}
            onClick={onClick}
            onPointerOver={(e) => prefetchOn(e.target as Element)}
            onPointerDown={(e) => {
              byKeys.current = false;
              handlers.onPointerDown?.(e);
            }}
            onMouseDown={(e) => {
              // A facing chosen by the pointer does not take the focus (see byKeys).
              if ((e.target as Element).closest?.('[data-facing]')) e.preventDefault();
            }}
          >
            <svg className="gb-map-layer gb-map-base" viewBox={viewBox} aria-hidden="true">
              <GbTerrainDefs />
              <g ref={groupRef}>
                <GbTerrainLayer sheets={sheets} />
              </g>
            </svg>
            <svg className="gb-map-layer gb-map-stacks" viewBox={viewBox} aria-hidden="true">
              <g ref={layerRef('markers')}>{markers.size > 0 && <MarkersLayer frame={frame} markers={markers} />}</g>
            </svg>
            <StackTiles frame={frame} stacks={stacks} view={view} actor={actor} viewBox={viewBox} layerRef={layerRef} />
            <svg className="gb-map-layer gb-map-over" viewBox={viewBox}>
              <g ref={setOverRef}>
                {zocOn && <ZocOverlay state={state} side={sideShown(state, viewer)} />}
                {cmdRange && <CommandRangeLayer frame={frame} range={cmdRange} />}
                {commandHexes && <path d={commandHexes} className="gb-command-hexes" aria-hidden="true" />}
                {previewHexes && <path d={previewHexes} className="gb-command-preview" aria-hidden="true" />}
                {combatHexes.target.length > 0 && <path d={combatHexes.target.map((h) => geo.hexPath(h, 0.9)).join('')} className="gb-combat-target" aria-hidden="true" />}
                {combatHexes.own.length > 0 && <path d={combatHexes.own.map((h) => geo.hexPath(h, 0.9)).join('')} className="gb-combat-own" aria-hidden="true" />}
                {acts.toHex.size > 0 && <HexTargets geo={geo} keys={acts.toHex} stacks={stacks} prefix="gb" />}
                {acts.onCounter.size > 0 && <HexTargets geo={geo} keys={acts.onCounter} stacks={stacks} prefix="gb-counter" />}
                <SelectionMarks frame={frame} selection={marked} />
              </g>
            </svg>
            {/* The hexes as buttons, above the marks: a layer of its own, so a click that changes only
                the marks above has Chromium repaint those, not some hundreds of cells (issue 17 bench). */}
            <svg className="gb-map-layer gb-map-over gb-map-hits" viewBox={viewBox}>
              <g ref={layerRef('hits')}>
                <g className="gb-cells">
                  {cells.map((c) => (
                    <HexCell key={c.key} hex={c.key} d={geo.hexPath(c.key)} label={c.label} target={c.target} lit={c.lit} focused={c.key === focus} prefix="gb" />
                  ))}
                </g>
                {/* After the cells: a hex's own cell comes first in the page (the keyboard focus finds it). */}
                <LateTargets geo={geo} prefix="gb" toHex={manyTargets ? NO_TARGETS : acts.toHex} hasCell={hasCell} costs={costs} showCosts={!manyTargets} nameOfHex={nameOfHex} costDy={R * 0.72} />
                <ZoneButtons sheets={sheets} zones={acts.zones} state={state} geo={geo} />
              </g>
            </svg>
            <svg className="gb-map-layer gb-map-over gb-map-picker" viewBox={viewBox}>
              <g ref={layerRef('picker')}>
                {/* A closed picker is hidden at once and removed after the frame (useLateRemoval). */}
                {pickerDrawn && (
                  <g visibility={picker ? undefined : 'hidden'}>
                    <FacingPicker geo={geo} picker={pickerDrawn} costsOf={moveReach} rapidCostsOf={rapidReach} />
                  </g>
                )}
              </g>
            </svg>
            {labels && (
              <svg className="gb-map-layer gb-map-top" viewBox={viewBox} aria-hidden="true">
                <g ref={layerRef('labels')}>
                  <HexLabelsLayer sheets={sheets} />
                </g>
              </svg>
            )}
          </div>
        </div>
        <div className="gb-map-note-live" role="status" aria-label="Note on the map">
          {note && (
            <p className="gb-map-note">
              <strong>Not to {hexName(note.hex)}:</strong> {note.text} (<RuleLink id={note.rule} />)
              <button type="button" aria-label="Dismiss the note" onClick={() => setNote(null)}>×</button>
            </p>
          )}
        </div>
      </div>
      <BesideMap
        acts={acts}
        actor={actor}
        view={view}
        shown={shown}
        ownActs={ownActs}
        state={state}
        mates={stackChoice?.mates ?? null}
        whole={stackOn}
        plan={gallicScreen && plan && state.step !== 'planning' ? plan : null}
        legendId={LEGEND_ID}
        onAct={onAct}
        onSelect={selectUnit}
        onStack={(w) => {
          setWholeStack(w);
          setPicker(null);
        }}
        onZone={zoneAct}
        onShow={(zone) => {
          const z = t.zones.find((x) => x.zone === zone);
          if (z) centreOn(z.x, z.y);
        }}
      />
    </div>
  );
}

/** A unit's or a leader's caption. */
const agUnitName = (id: string): string => nameOf(id);
