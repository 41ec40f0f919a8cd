/**
 * Height above sea level, in metres, anywhere on the ground: a hill's top level inside its top, its
 * foot level at the foot of its slopes, straight in between (by the distances to the two rings);
 * the valley floor outside every hill. The highest hill wins where feet overlap.
 */
import { closed, distToCourse, inside } from './geometry';
import type { Ground, Pt } from './types';

export function elevationMetres(g: Ground, p: Pt): number {
  let best = g.floorMetres;
  for (const h of g.hills) {
    if (inside(p, h.top)) best = Math.max(best, h.metres.top);
    else if (inside(p, h.foot)) {
      const toFoot = distToCourse(p, closed(h.foot));
      const toTop = distToCourse(p, closed(h.top));
      const t = toFoot / (toFoot + toTop);
      best = Math.max(best, h.metres.foot + t * (h.metres.top - h.metres.foot));
    }
  }
  return best;
}
