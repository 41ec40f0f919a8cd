/**
 * The region shapes (base layer): one focusable button per region, filled by control
 * (pattern + colour), named with its status ("…, legal target"). Their outlines for legal
 * targets, log lights, selection and inspection are drawn on the overlay by `OutlineLayer`, so
 * a selection never repaints the base. Events are handled by the map root (`data-region`).
 */
import { memo } from 'react';
import { GEOMETRY } from '../../../engine/bellum/data/geometry';
import { REGIONS } from '../../../engine/bellum/data/regions';
import type { Control } from '../../../engine/bellum/state';
import { REGION_NAMES } from './labelLayout';
import { CONTROL_FILL } from './MapDefs';
import { MAP_TIP_ID } from './MapTip';

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

const RegionShape = memo(function RegionShape({ id, d, control, label }: Pick<ShapeProps, 'id' | 'd' | 'control' | 'label'>) {
  const cls = `region ctl-${control}`;
  return (
    <path d={d} data-region={id} className={cls} fill={CONTROL_FILL[control]} tabIndex={0} role="button" aria-label={label} aria-describedby={MAP_TIP_ID} />
  );
});

export function RegionLayer({ looks }: { looks: Record<string, RegionLook> }) {
  return (
    <g className="regions">
      {REGIONS.map((r) => {
        const g = GEOMETRY.regions[r.id];
        const look = looks[r.id];
        if (!g || !look) return null;
        return <RegionShape key={r.id} id={r.id} d={g.path} control={look.control} label={look.label} />;
      })}
    </g>
  );
}

const NAME_BY_REGION = Object.fromEntries(REGION_NAMES.map((r) => [r.id, r]));

/** "→" badges on the legal targets, just left of the region's name, above everything so stacks never hide them. */
export function TargetLayer({ targets }: { targets: readonly string[] }) {
  return (
    <g className="targets" pointerEvents="none" aria-hidden="true">
      {targets.map((id) => {
        const n = NAME_BY_REGION[id];
        if (!n) return null;
        return (
          <g key={id} transform={`translate(${(n.box.x0 - 10).toFixed(1)} ${((n.box.y0 + n.box.y1) / 2).toFixed(1)})`} className="target-badge">
            <circle r="8.5" />
            <text y="4.5">→</text>
          </g>
        );
      })}
    </g>
  );
}

/** Outlines (not colour alone: dashes, widths) of legal targets, log-lit, selected and inspected regions. */
export function OutlineLayer({ looks }: { looks: Record<string, RegionLook> }) {
  return (
    <g className="outlines" pointerEvents="none" aria-hidden="true">
      {REGIONS.map((r) => {
        const look = looks[r.id];
        const g = GEOMETRY.regions[r.id];
        if (!g || !look || !(look.target || look.lit || look.selected || look.inspected)) return null;
        const cls = ['region-outline', look.target && 'target', look.lit && 'lit', look.selected && 'selected', look.inspected && 'inspected'].filter(Boolean).join(' ');
        return <path key={r.id} d={g.path} className={cls} data-outline={r.id} />;
      })}
    </g>
  );
}
