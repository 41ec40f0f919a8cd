/** The inspector under the prompt: the stacks of the region last clicked on the map. */
import type { BellumState } from '../../../engine/bellum/state';
import { StackInspector } from '../StackInspector';

export function BellumInspector({ state, inspected, onClose }: { state: BellumState; inspected: string | null; onClose(): void }) {
  return <StackInspector state={state} region={inspected} onClose={onClose} />;
}
