/** Many legal destinations (set-up placements) lit as one path; a click on it is resolved to its hex by position. */
import { memo } from 'react';
import { hexPath } from './geometry';

export const TargetsPath = memo(function TargetsPath({ keys }: { keys: ReadonlyMap<string, unknown> }) {
  const d = [...keys.keys()].map((k) => hexPath(k)).join('');
  return <path d={d} className="ac-targets" aria-hidden="true" />;
});
