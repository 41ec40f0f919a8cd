/**
 * The preview of a legal `fire` or `react` action for the board (issue §7: each DRM with its rule,
 * the chance to hit, the die faces that hit, the units a hit strikes) — the same Shot `apply` rolls
 * (position.ts, reactionPlay.ts), so the preview and the log agree.
 */
import type { AgAction } from '../actions';
import type { AgState } from '../state';
import { boardGround } from './boardGround';
import { shotOf } from './position';
import { reactionShot } from './reactionPlay';
import { previewFire, type FirePreview } from './resolve';

export function previewFireAction(s: AgState, a: AgAction): FirePreview | null {
  if (a.t === 'fire') {
    const st = s.units[a.unit];
    if (!st || st.loc.at !== 'hex') return null;
    return previewFire(boardGround(s), shotOf(s, { firer: a.unit, target: a.target, fireArrows: a.fireArrows, scoot: a.scoot, moves: !!st.moved || !!a.andMove }));
  }
  if (a.t === 'react' && s.reaction) {
    const r = reactionShot(s, s.reaction, { unit: a.unit, kind: a.kind, target: a.target });
    return r ? previewFire(boardGround(s), r) : null;
  }
  return null;
}
