/**
 * The last few objects asked about, by identity, with what was worked out for them. Most questions
 * about a position come while it is the latest one (its legal list, then its apply; the move search
 * the list made, then the move; the facts of its unit table, read dozens of times per action), and a
 * comparison of a few references is much cheaper than a look-up in a weak table. The weak tables stay
 * behind it for the older positions a search goes back to.
 */
export class Recent<K extends object, V> {
  private readonly keys: (K | null)[];
  private readonly values: (V | null)[];
  private next = 0;

  constructor(readonly size: number) {
    this.keys = new Array<K | null>(size).fill(null);
    this.values = new Array<V | null>(size).fill(null);
  }

  /** What was kept for `k`, or undefined. */
  get(k: K): V | undefined {
    const keys = this.keys;
    for (let i = 0; i < keys.length; i++) if (keys[i] === k) return this.values[i]!;
    return undefined;
  }

  /** Keep `v` for `k` (`k` not kept already), in place of the oldest entry. */
  put(k: K, v: V): void {
    this.keys[this.next] = k;
    this.values[this.next] = v;
    this.next = (this.next + 1) % this.keys.length;
  }
}
