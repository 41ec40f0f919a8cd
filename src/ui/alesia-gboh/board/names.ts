/**
 * Each hex and counter of the GBoH board in words, for its accessible name: the printed label
 * (`W3911`), the ground (level, Rampart, Death Garden, camp, forest, Alesia, Redoubt, and the
 * hexsides with walls, gates, walkways, water), the counters with their facing and markers, and
 * what choosing the hex would do now.
 */
import { parseHexKey } from '../../../engine/hex/coords';
import { hexsideAt } from '../../../engine/hex/hexside';
import { POINTY_DIRECTION_NAMES } from '../../../engine/hex/directions';
import { agLeader, agUnit, isArtillery } from '../../../engine/alesia-gboh/data';
import type { GbohHex, GbohTerrain, HexsideFeature } from '../../../engine/alesia-gboh/map/terrainTypes';
import type { AgLeaderState, AgUnitState } from '../../../engine/alesia-gboh/state';
import { facingWord, hexName, TYPE_WORDS } from '../words';

const SIDE_WORDS: Record<HexsideFeature, string> = {
  rampartWalkway: 'walkway',
  redoubtRampartLink: 'Redoubt link',
  campWall: 'camp wall',
  redoubtWall: 'Redoubt wall',
  stoneWall: 'stone wall',
  gate: 'gate',
  crestWall: 'crest wall',
  stream: 'stream',
  smallRiver: 'small river',
  waterDitch: 'water ditch',
};

/** The ground of a hex in words. */
export function groundWords(h: GbohHex | undefined): string {
  if (!h) return 'off the map';
  const w: string[] = [`level ${h.level}`];
  if (h.rampart) w.push(`${h.rampart} Rampart`);
  if (h.redoubt) w.push('Redoubt');
  if (h.deathGarden) w.push(`${h.deathGarden} Death Garden`);
  if (h.camp) w.push(`${h.camp.kind} camp ${h.camp.id}`);
  if (h.alesia) w.push('Alesia');
  if (h.forest) w.push('forest');
  if (h.hill) w.push(h.hill);
  return w.join(', ');
}

/** The hexside features round a hex, by the side they are on ("camp wall NE"). */
export function sideWords(board: GbohTerrain, key: string): string {
  const h = parseHexKey(key);
  const out: string[] = [];
  for (let d = 0; d < 6; d++) {
    const fs = board.hexsides.get(hexsideAt(h, d));
    if (fs) for (const f of fs) out.push(`${SIDE_WORDS[f]} ${POINTY_DIRECTION_NAMES[d]}`);
  }
  return out.join(', ');
}

/** A combat unit on the map in words: caption, type, facing, markers. */
export function unitWords(id: string, u: AgUnitState): string {
  const d = agUnit(id);
  const marks: string[] = [];
  if (u.hits) marks.push(`${u.hits} Hit${u.hits === 1 ? '' : 's'}`);
  if (u.reduced) marks.push('reduced');
  if (u.routed) marks.push('Routed');
  if (u.disordered) marks.push('Disordered');
  if (u.moved) marks.push('moved');
  if (u.fired) marks.push('fired');
  if (u.shocked) marks.push('shocked');
  if (u.reacted) marks.push('reacted');
  // Fields the fire and harness work add (AG 8.52, 8.54, 6.47): read when present.
  const more = u as AgUnitState & { fill?: boolean };
  if (isArtillery(d)) marks.push(u.mode === 'move' ? 'Move mode' : 'Fire mode');
  else if (more.mode === 'move') marks.push('Move mode');
  if (more.shots) marks.push(`${more.shots} shot${more.shots === 1 ? '' : 's'} fired this activation`);
  if (more.fill) marks.push('carrying Fill');
  return `${d.name} (${d.side === 'roman' ? 'Roman' : 'Gallic'} ${TYPE_WORDS[d.type] ?? d.type}, TQ ${u.reduced && d.reducedTq !== null ? d.reducedTq : d.tq}, MA ${d.ma}), facing ${facingWord(u.facing)}${marks.length ? `, ${marks.join(', ')}` : ''}`;
}

export function leaderWords(id: string, l: AgLeaderState): string {
  const d = agLeader(id);
  return `${d.name} (${d.side === 'roman' ? 'Roman' : 'Gallic'} leader)${l.facing !== undefined ? `, facing ${facingWord(l.facing)}` : ''}`;
}

/** A hex's whole accessible name. */
export function cellName(key: string, ground: GbohHex | undefined, sides: string, counters: readonly string[], choice: string | null): string {
  const parts = [`${hexName(key)}: ${groundWords(ground)}`];
  if (sides) parts.push(sides);
  if (counters.length) parts.push(counters.join('; '));
  if (choice) parts.push(choice);
  return parts.join('. ');
}

const hexWordsKept = new WeakMap<GbohTerrain, Map<string, string>>();

/** The part of a hex's name that never changes (its label, ground and hexsides), kept per board. */
export function hexWords(board: GbohTerrain, key: string): string {
  let kept = hexWordsKept.get(board);
  if (!kept) hexWordsKept.set(board, (kept = new Map()));
  let w = kept.get(key);
  if (w === undefined) {
    w = cellName(key, board.hexes.get(key), sideWords(board, key), [], null);
    kept.set(key, w);
  }
  return w;
}

/** A hex's whole accessible name (as cellName) from its kept words (hexWords). */
export function cellNameOf(board: GbohTerrain, key: string, counters: readonly string[], choice: string | null): string {
  let out = hexWords(board, key);
  if (counters.length) out += `. ${counters.join('; ')}`;
  if (choice) out += `. ${choice}`;
  return out;
}

const counterWordsKept = new WeakMap<object, { id: string; words: string }>();

/**
 * A counter's words (unitWords, leaderWords), kept per state object: a position shares the objects
 * of the counters an action left alone (apply is copy-on-write), so most are read once.
 */
export function counterWords(id: string, u: AgUnitState | undefined, l: AgLeaderState | undefined): string {
  const o = u ?? l;
  if (!o) return '';
  const kept = counterWordsKept.get(o);
  if (kept && kept.id === id) return kept.words;
  const words = u ? unitWords(id, u) : leaderWords(id, l!);
  counterWordsKept.set(o, { id, words });
  return words;
}
