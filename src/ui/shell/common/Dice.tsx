/** A six-sided die face drawn in SVG, with pips; any other value is drawn as a number. */
import './common.css';

const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [[28, 28], [72, 72]],
  3: [[28, 28], [50, 50], [72, 72]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]],
  5: [[28, 28], [72, 28], [50, 50], [28, 72], [72, 72]],
  6: [[28, 25], [72, 25], [28, 50], [72, 50], [28, 75], [72, 75]],
};

export function DieFace({ value, size = 28 }: { value: number; size?: number }) {
  const pips = PIPS[value];
  return (
    <svg
      className="die"
      role="img"
      aria-label={`die showing ${value}`}
      width={size}
      height={size}
      viewBox="0 0 100 100"
    >
      <rect x="4" y="4" width="92" height="92" rx="16" className="die-body" />
      {pips
        ? pips.map(([cx, cy], i) => <circle key={i} cx={cx} cy={cy} r="9" className="die-pip" />)
        : (
          <text x="50" y="66" textAnchor="middle" className="die-number">
            {value}
          </text>
        )}
    </svg>
  );
}

/** Several dice in a row, e.g. the 2d6 of a Leader Table test. */
export function DiceRow({ values }: { values: readonly number[] }) {
  return (
    <span className="dice-row">
      {values.map((v, i) => (
        <DieFace key={i} value={v} />
      ))}
    </span>
  );
}
