/** Output of `npm run bench`: one JSON object per line on stdout; progress and notes on stderr. */
export function emit(metric: string, value: number, unit: string): void {
  process.stdout.write(JSON.stringify({ metric, value: Math.round(value * 1000) / 1000, unit }) + '\n');
}

export const note = (m: string): void => {
  process.stderr.write(`bench: ${m}\n`);
};

/** The q-quantile (nearest rank) of a sample. */
export function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const i = Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1));
  return s[i];
}

export const median = (xs: readonly number[]): number => quantile(xs, 0.5);
