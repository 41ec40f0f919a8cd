/**
 * Native HTML5 drag and drop of counters onto the wings of the Battle Map (BG 4.4.2: deployment,
 * and realignment from the Reserve). The hook keeps which unit is being dragged and which wing
 * the pointer is over; `dragModel` decides what may be dragged where, from the legal list only.
 */
import { useCallback, useMemo, useState, type DragEvent } from 'react';
import type { BattleBoard, Wing } from '../../../engine/bellum/combat/types';
import type { BellumAction, Side } from '../../../engine/bellum/state';
import { acceptedWings, dropAction, isDraggable, isWingAction, sideOfUnit } from './dragModel';

/** Props spread on a draggable counter. */
export interface CounterDragProps {
  draggable: true;
  onDragStart(e: DragEvent): void;
  onDragEnd(e: DragEvent): void;
}

/** Props spread on a wing of the board. */
export interface WingDropProps {
  onDragEnter(e: DragEvent): void;
  onDragOver(e: DragEvent): void;
  onDragLeave(e: DragEvent): void;
  onDrop(e: DragEvent): void;
}

export interface WingDrop {
  /** Some unit may be placed now by dragging (the hint is shown). */
  enabled: boolean;
  /** The unit being dragged, or null. */
  dragging: string | null;
  /** Wings the dragged unit may take, in board order (empty when nothing is dragged). */
  targets: readonly Wing[];
  counterProps(unit: string): CounterDragProps | undefined;
  wingProps(side: Side, wing: Wing): WingDropProps | undefined;
  isTarget(side: Side, wing: Wing): boolean;
  isOver(side: Side, wing: Wing): boolean;
}

const MIME = 'text/plain';
const key = (side: Side, wing: Wing) => `${side}:${wing}`;

export function useWingDrop(board: BattleBoard | null, legal: readonly BellumAction[], onAct?: (a: BellumAction) => void): WingDrop {
  // A drag belongs to the legal list it started with: a new list (any action) ends it.
  const [drag, setDrag] = useState<{ unit: string; legal: readonly BellumAction[] } | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const dragging = drag && drag.legal === legal ? drag.unit : null;
  const enabled = !!board && !!onAct && legal.some(isWingAction);
  const dragSide = board && dragging ? sideOfUnit(board, dragging) : null;
  const targets = useMemo(() => (dragging ? acceptedWings(legal, dragging) : []), [legal, dragging]);

  const end = useCallback(() => {
    setDrag(null);
    setOver(null);
  }, []);

  const counterProps = useCallback(
    (unit: string): CounterDragProps | undefined => {
      if (!enabled || !isDraggable(legal, unit)) return undefined;
      return {
        draggable: true,
        onDragStart: (e) => {
          e.stopPropagation();
          if (e.dataTransfer) {
            e.dataTransfer.setData(MIME, unit);
            e.dataTransfer.effectAllowed = 'move';
          }
          setDrag({ unit, legal });
          setOver(null);
        },
        onDragEnd: end,
      };
    },
    [enabled, legal, end],
  );

  const isTarget = useCallback(
    (side: Side, wing: Wing) => dragSide === side && targets.includes(wing),
    [dragSide, targets],
  );

  const wingProps = useCallback(
    (side: Side, wing: Wing): WingDropProps | undefined => {
      if (!enabled || !board || !onAct) return undefined;
      const accepts = isTarget(side, wing);
      const allow = (e: DragEvent) => {
        if (!accepts) return;
        e.preventDefault(); // lets the browser drop here
        if (e.dataTransfer) e.dataTransfer.dropEffect = 'move';
      };
      return {
        onDragEnter: (e) => {
          allow(e);
          if (accepts) setOver(key(side, wing));
        },
        onDragOver: allow,
        onDragLeave: (e) => {
          const to = e.relatedTarget as Node | null;
          if (to && e.currentTarget.contains(to)) return; // moving onto a child of the wing
          setOver((o) => (o === key(side, wing) ? null : o));
        },
        onDrop: (e) => {
          e.preventDefault();
          const unit = dragging ?? e.dataTransfer?.getData(MIME) ?? '';
          end();
          // only an entry of the legal list, never an action made up here
          const a = unit ? dropAction(legal, board, unit, side, wing) : null;
          if (a) onAct(a);
        },
      };
    },
    [enabled, board, onAct, isTarget, dragging, legal, end],
  );

  const isOver = useCallback((side: Side, wing: Wing) => over === key(side, wing) && isTarget(side, wing), [over, isTarget]);

  return { enabled, dragging, targets, counterProps, wingProps, isTarget, isOver };
}
