/** What one side may see (contract: view). Future dice — the generator state — are hidden from both. */
import type { BellumState, Side } from './state';

export type BellumView = Omit<BellumState, 'rng'> & { viewer: Side };

export function viewFor(s: BellumState, side: Side): BellumView {
  const { rng: _hidden, ...rest } = s;
  void _hidden;
  return { ...rest, viewer: side };
}
