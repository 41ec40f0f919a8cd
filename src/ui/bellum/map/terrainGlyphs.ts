/** How terrain is written on the map (a glyph after the region name) and in words. */
import type { Terrain } from '../../../engine/bellum/data/types';

export const TERRAIN_GLYPH: Record<Terrain, string> = { clear: '', forest: '♣', marsh: '≈', mountain: '▲' };
export const TERRAIN_WORD: Record<Terrain, string> = { clear: 'clear', forest: 'forest', marsh: 'marsh', mountain: 'mountains' };
