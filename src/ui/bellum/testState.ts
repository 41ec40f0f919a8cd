/** Real engine states for the component tests. */
import { bellum } from '../../engine/bellum/system';
import type { BellumState } from '../../engine/bellum/state';

export function aquitania(options: { solo: boolean; gallicAuto?: boolean } = { solo: true }, seed = 't'): BellumState {
  const r = bellum.setup({ scenario: 'aquitania', seed, options });
  if (!r.ok) throw new Error(r.rejection.message);
  return r.state;
}
