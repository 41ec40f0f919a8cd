import type { AgAction } from '../../../engine/alesia-gboh/actions';
import { previewFireAction } from '../../../engine/alesia-gboh/fire/preview';
import type { AgState } from '../../../engine/alesia-gboh/state';

/** A shot's chance, for a hex's name: " — 40% to hit (AG 8.16)". */
export function shotWords(s: AgState, a: AgAction): string {
  if (a.t !== 'fire' && a.t !== 'react') return '';
  try {
    const p = previewFireAction(s, a);
    return p ? ` — ${Math.round(p.chance * 100)}% to hit, net DRM ${p.net >= 0 ? '+' : '−'}${Math.abs(p.net)}` : '';
  } catch {
    return '';
  }
}
