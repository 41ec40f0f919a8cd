/**
 * The legal destinations of the 1983 board, drawn at once as one element: the shared hex boards'
 * targets (../../hexboard/TargetsPath.tsx) in this board's geometry and classes.
 */
import { memo } from 'react';
import { HexTargets } from '../../hexboard/TargetsPath';
import { AC_GEO } from './geometry';

export const TargetsPath = memo(function TargetsPath({ keys, stacks }: { keys: ReadonlyMap<string, unknown>; stacks: ReadonlyMap<string, readonly string[]> }) {
  return <HexTargets geo={AC_GEO} keys={keys} stacks={stacks} prefix="ac" />;
});
