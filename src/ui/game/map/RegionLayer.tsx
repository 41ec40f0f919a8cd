/**
 * The region shapes: one focusable button per region, filled by control (pattern + colour),
 * outlined when it is a legal target, lit from the log, selected or inspected.
 * Events are handled by the map root (delegation through `data-region`).
 */
import { memo } from 'react';
import { GEOMETRY } from '../../../engine/bellum/data/geometry';
import { REGIONS } from '../../../engine/bellum/data/regions';
import type { Control } from '../../../engine/bellum/state';
import { CONTROL_FILL } from './MapDefs';

export interface RegionLook {
  control: Control;
  label: string;
  target: boolean;
  lit: boolean;
  selected: boolean;
  inspected: boolean;
}

interface ShapeProps extends RegionLook {
  id: string;
  d: string;
}

const RegionShape = memo(function RegionShape({ id, d, control, label, target, lit, selected, inspected }: ShapeProps) {
  const cls = ['region', `ctl-${control}`, target && 'target', lit && 'lit', selected && 'selected', inspected && 'inspected'].filter(Boolean).join(' ');
  return (
    <path d={d} data-region={id} className={cls} fill={CONTROL_FILL[control]} tabIndex={0} role="button" aria-label={label}>
      <title>{label}</title>
    </path>
  );
});

export function RegionLayer({ looks }: { looks: Record<string, RegionLook> }) {
  return (
    <g className="regions">
      {REGIONS.map((r) => {
        const g = GEOMETRY.regions[r.id];
        const look = looks[r.id];
        if (!g || !look) return null;
        return <RegionShape key={r.id} id={r.id} d={g.path} {...look} />;
      })}
    </g>
  );
}

/** "→" badges on the legal targets, drawn above everything so stacks never hide them. */
export function TargetLayer({ targets }: { targets: readonly string[] }) {
  return (
    <g className="targets" pointerEvents="none" aria-hidden="true">
      {targets.map((id) => {
        const g = GEOMETRY.regions[id];
        if (!g) return null;
        return (
          <g key={id} transform={`translate(${g.label.x - 36} ${g.label.y - 12})`} className="target-badge">
            <circle r="8.5" />
            <text y="4.5">→</text>
          </g>
        );
      })}
    </g>
  );
}
