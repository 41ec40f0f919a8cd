/**
 * A hex key's coordinates (../hex/coords.ts parseHexKey), parsed once per key and kept: the command
 * rules (positions.ts, commands.ts) measure distances between the same few hundred hexes at every
 * choice list, and parsing a key is a regular-expression match. The hexes returned are shared: read
 * them (distance, comparison), never write them. A key that is not a hex throws, as parseHexKey does,
 * and is not kept.
 */
import { parseHexKey, type Hex } from '../hex/coords';

const PARSED = new Map<string, Readonly<Hex>>();

export function hexOfKey(key: string): Readonly<Hex> {
  let h = PARSED.get(key);
  if (!h) PARSED.set(key, (h = Object.freeze(parseHexKey(key))));
  return h;
}
