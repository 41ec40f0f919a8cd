/**
 * Where the 1983 map's view goes to show the decision asked now (issue 16 §3): the shared hex
 * boards' follow (../../hexboard/follow.ts) on this board's size.
 */
import type { ViewSize } from '../../shell/common/usePanZoom';
import { anyInViewOf, followFrameOf, onScreenOf, type BoardSize, type FollowMode, type Frame, type Point } from '../../hexboard/follow';
import { BOARD_H, BOARD_W, W } from './geometry';

export type { FollowMode, Frame, Point } from '../../hexboard/follow';

const BOARD: BoardSize = { w: BOARD_W, h: BOARD_H, hexW: W };

/** Whether a map point is on screen in a view, `inset` screen px inside its edges. */
export const onScreen = (p: Point, v: ViewSize, inset = 0): boolean => onScreenOf(BOARD, p, v, inset);

/** Whether any of these map points is on screen, from the view the pan and zoom last applied. */
export const anyInView = (points: readonly Point[], v: ViewSize): boolean => anyInViewOf(BOARD, points, v);

/** The frame that shows the points, or null when the view already does (../../hexboard/follow.ts). */
export const followFrame = (points: readonly Point[], v: ViewSize, mode: FollowMode, minK: number): Frame | null => followFrameOf(BOARD, points, v, mode, minK);
