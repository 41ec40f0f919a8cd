/**
 * The per-action-type cost table of the engine speed scripts (scripts/gbohActionCosts.ts,
 * scripts/bellumActionCosts.ts): each timed action is recorded under `action@step` with the time
 * its legal list and its apply took; the table gives per type the count, how many cost under the
 * target, the medians and the total, then where the overall median falls among the types.
 */
export class ActionCosts {
  private readonly byType = new Map<string, { legal: number[]; apply: number[] }>();
  private readonly all: number[] = [];

  /** One action of type `key`: its legal list and its apply, in µs. */
  record(key: string, legalUs: number, applyUs: number): void {
    let e = this.byType.get(key);
    if (!e) this.byType.set(key, (e = { legal: [], apply: [] }));
    e.legal.push(legalUs);
    e.apply.push(applyUs);
    this.all.push(legalUs + applyUs);
  }

  /** Print the table; `digits` after the point for the µs columns, `label` before the summary line. */
  print(target: number, digits: number, label = ''): void {
    const med = (v: readonly number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0;
    const f = (x: number) => x.toFixed(digits).padStart(7);
    const all = this.all;
    console.log(`${'action@step'.padEnd(28)} ${'n'.padStart(6)} ${`<${target}`.padStart(6)} ${'legal'.padStart(7)} ${'apply'.padStart(7)} ${'both'.padStart(7)} ${'total ms'.padStart(9)}`);
    const rows = [...this.byType].map(([k, e]) => ({ k, e, both: e.legal.map((x, i) => x + e.apply[i]) })).sort((a, b) => b.both.length - a.both.length);
    for (const { k, e, both } of rows) {
      console.log(`${k.padEnd(28)} ${String(both.length).padStart(6)} ${String(both.filter((x) => x < target).length).padStart(6)} ${f(med(e.legal))} ${f(med(e.apply))} ${f(med(both))} ${(both.reduce((a, b) => a + b, 0) / 1000).toFixed(digits).padStart(9)}`);
    }
    console.log(`${label}median ${med(all).toFixed(1)} µs over ${all.length} actions; under ${target} µs: ${all.filter((x) => x < target).length} (the median needs ${Math.ceil(all.length / 2)})`);
    // The types in order of their median cost, with the running count: where the overall median falls.
    let run = 0;
    for (const { k, both } of [...rows].sort((a, b) => med(a.both) - med(b.both))) {
      run += both.length;
      const here = run >= all.length / 2 && run - both.length < all.length / 2;
      console.log(`  ${f(med(both))} µs  ${k.padEnd(26)} cumulative ${String(run).padStart(6)}${here ? '   <- the median' : ''}`);
    }
  }
}
