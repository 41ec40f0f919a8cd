/**
 * The keyboard on a hex map (both hex boards): Enter or Space takes the focus hex's choice, the
 * arrows and Q W Z X move the focus hex (keys.ts); once the new focus hex's cell is rendered it
 * takes the keyboard focus, and a zoomed view follows it when it leaves the screen.
 */
import { useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import type { Point } from '../../engine/hex/layout';
import { nextHexOn } from './keys';

export interface HexKeysOptions {
  /** Whether a hex key is on the board. */
  has(key: string): boolean;
  /** Enter or Space on a hex. */
  onActivate(key: string): void;
  /** The focus hex moves (or is set again by Enter). */
  onFocusHex(key: string): void;
}

/** The map's keydown handler and the hook that moves the keyboard focus onto the focus hex. */
export function useHexKeys(
  mapRef: RefObject<HTMLDivElement | null>,
  focus: string,
  cellClass: string,
  centre: (key: string) => Point,
  centreOn: (x: number, y: number) => void,
  opts: HexKeysOptions,
): (e: KeyboardEvent<HTMLDivElement>) => void {
  const pending = useRef(false);
  useLayoutEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    const el = mapRef.current?.querySelector<SVGElement>(`.${cellClass}[data-hex="${focus}"]`);
    el?.focus();
    const box = mapRef.current?.getBoundingClientRect();
    const r = el?.getBoundingClientRect();
    if (box && r && box.width > 0 && (r.right < box.left || r.left > box.right || r.bottom < box.top || r.top > box.bottom)) {
      const c = centre(focus);
      centreOn(c.x, c.y);
    }
  });
  return (e: KeyboardEvent<HTMLDivElement>) => {
    const cell = (e.target as Element).closest?.('[data-hex]');
    if (!cell) return;
    const key = cell.getAttribute('data-hex')!;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      pending.current = true;
      opts.onFocusHex(key);
      opts.onActivate(key);
      return;
    }
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const next = nextHexOn(opts.has, key, e.key, e.shiftKey);
    if (next === null) return;
    e.preventDefault();
    pending.current = true;
    opts.onFocusHex(next);
  };
}
