/**
 * A hex map's view following the decision (both hex boards): once the map has a size (a hidden
 * map waits until it is shown) it opens close up (`open`) and then on the hexes the decision asked
 * now concerns; after that only a new decision (a new `key`) moves the view, not a re-render. The
 * frame is worked out from the view the pan and zoom last applied (follow.ts): no layout is read.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { Point } from '../../engine/hex/layout';
import type { ViewSize } from '../shell/common/usePanZoom';
import { followFrameOf, type BoardSize, type FollowMode } from './follow';

export interface FollowTarget {
  /** Names the decision: a new key moves the view. */
  key: string;
  points: readonly Point[];
  mode: FollowMode;
}

export function useFollowDecision(
  mapRef: RefObject<HTMLDivElement | null>,
  lastView: RefObject<ViewSize | null>,
  board: BoardSize,
  target: FollowTarget,
  /** The least zoom the view may go out to to show every point (`all` mode). */
  minK: (v: ViewSize) => number,
  frame: (x: number, y: number, k: number) => void,
  /** The close-up the map opens on, before the decision is brought into view. */
  open: () => void,
): void {
  const now = useRef(target);
  now.current = target;
  const opened = useRef(false);
  const doFollow = useCallback(() => {
    const v = lastView.current;
    const { points, mode } = now.current;
    if (!points.length || !v || v.w === 0 || !opened.current) return;
    const to = followFrameOf(board, points, v, mode, minK(v));
    if (to) frame(to.x, to.y, to.k);
  }, [frame, board, minK, lastView]);
  const openNow = useRef(open);
  openNow.current = open;
  useLayoutEffect(() => {
    const el = mapRef.current;
    if (!el) return;
    const tryOpen = () => {
      if (opened.current) return true;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      opened.current = true;
      openNow.current();
      doFollow();
      return true;
    };
    if (tryOpen() || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => {
      if (tryOpen()) ro.disconnect();
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [mapRef, doFollow]);
  // Only a new decision moves the view, not a re-render.
  useEffect(doFollow, [target.key, doFollow]);
}
