/**
 * A computer opponent's thinking time on fixed positions (issue 18; bellumBot.ts, gbohBot.ts): one
 * untimed decision to warm the JIT, then each position's decision timed once (seeds fixed, so a run
 * repeats the same searches); the median and P95 are emitted as `bot.<system>.decisionMedianMs` and
 * `…P95Ms`.
 */
import { emit, median, note, quantile } from './report';

export interface BenchDecision {
  /** What the note names: scenario, side, step, legal actions. */
  label: string;
  /** One search at "normal" with this seed; answers the iterations it ran. */
  decide(seed: string): number;
}

export function benchDecisions(system: string, positions: readonly BenchDecision[]): void {
  positions[0].decide('warm');
  const ms: number[] = [];
  for (const [i, p] of positions.entries()) {
    const t0 = performance.now();
    const iterations = p.decide(`bench-${i}`);
    const t = performance.now() - t0;
    ms.push(t);
    note(`${system} bot ${p.label}, ${iterations} it., ${t.toFixed(0)} ms`);
  }
  emit(`bot.${system}.decisionMedianMs`, median(ms), 'ms');
  emit(`bot.${system}.decisionP95Ms`, quantile(ms, 0.95), 'ms');
}
