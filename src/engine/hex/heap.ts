/**
 * A small binary min-heap for path searches. Entries are ordered by priority, and entries of equal
 * priority by the order they were pushed (first in, first out), so searches that use it are
 * deterministic.
 */
export class MinHeap<T> {
  private prio: number[] = [];
  private seq: number[] = [];
  private items: T[] = [];
  private pushed = 0;

  get size(): number {
    return this.items.length;
  }

  push(item: T, priority: number): void {
    this.prio.push(priority);
    this.seq.push(this.pushed++);
    this.items.push(item);
    this.up(this.items.length - 1);
  }

  /** The entry with the lowest priority (the earliest pushed among equals), or undefined if empty. */
  pop(): T | undefined {
    const n = this.items.length;
    if (n === 0) return undefined;
    const top = this.items[0];
    const lastP = this.prio.pop()!;
    const lastS = this.seq.pop()!;
    const lastI = this.items.pop()!;
    if (n > 1) {
      this.prio[0] = lastP;
      this.seq[0] = lastS;
      this.items[0] = lastI;
      this.down(0);
    }
    return top;
  }

  private less(i: number, j: number): boolean {
    return this.prio[i] < this.prio[j] || (this.prio[i] === this.prio[j] && this.seq[i] < this.seq[j]);
  }

  private swap(i: number, j: number): void {
    const p = this.prio[i]; this.prio[i] = this.prio[j]; this.prio[j] = p;
    const s = this.seq[i]; this.seq[i] = this.seq[j]; this.seq[j] = s;
    const t = this.items[i]; this.items[i] = this.items[j]; this.items[j] = t;
  }

  private up(i: number): void {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(i, parent)) return;
      this.swap(i, parent);
      i = parent;
    }
  }

  private down(i: number): void {
    const n = this.items.length;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < n && this.less(l, m)) m = l;
      if (r < n && this.less(r, m)) m = r;
      if (m === i) return;
      this.swap(i, m);
      i = m;
    }
  }
}
