/** The key among these nearest their centroid, or null when there is none (the hex the board opens on). Pure. */
export function middleOf(keys: readonly string[], centre: (k: string) => { x: number; y: number }): string | null {
  if (!keys.length) return null;
  let x = 0, y = 0;
  for (const k of keys) {
    const c = centre(k);
    x += c.x;
    y += c.y;
  }
  x /= keys.length;
  y /= keys.length;
  let best = keys[0], d = Infinity;
  for (const k of keys) {
    const c = centre(k);
    const e = (c.x - x) ** 2 + (c.y - y) ** 2;
    if (e < d) {
      d = e;
      best = k;
    }
  }
  return best;
}
