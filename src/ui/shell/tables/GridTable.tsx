/**
 * One game table as an accessible HTML table: caption with the rule, row and column headers with
 * `scope`, a "Reconstructed" badge and note, and the lit cell of the last roll marked with an
 * outline, `aria-current="true"` and a ◆ (never colour alone).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import type { TableCell } from '../../../engine/core/log';
import { RuleLink, Tip } from '../common/Tooltip';
import { norm } from './norm';
import './tables.css';

export interface GridModel {
  /** The table's key, unique within its system (used in anchors). */
  key: string;
  title: string;
  /** The rule that uses the table, and the rule describing the table itself. */
  rule: string;
  tableRule: string;
  /** Header of the row-label column, e.g. "Modified die". */
  rowAxis: string;
  /** What the columns are, e.g. "Odds (attacker : defender)". */
  colAxis: string;
  /** Optional first header row grouping columns (attrition: terrain). */
  colGroups?: { label: string; span: number }[];
  cols: { key: string; label: ReactNode }[];
  rows: { key: string; label: ReactNode }[];
  cell: (row: string, col: string) => ReactNode;
  reconstructed: string | undefined;
  legend?: ReactNode;
  extra?: ReactNode;
}

/** `lit` is the cell of the last roll when it is in this table, else null. */
export function GridTable({ model: m, lit }: { model: GridModel; lit: TableCell | null }) {
  const info = m;
  const captionId = `table-${m.key}-caption`;
  const litRef = useRef<HTMLTableCellElement>(null);
  const active = !!lit;

  useEffect(() => {
    const el = litRef.current;
    if (el && typeof el.scrollIntoView === 'function') el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [lit]);

  const litRow = active && lit ? norm(lit.row) : null;
  const litCol = active && lit ? norm(lit.col) : null;

  return (
    <section id={`table-${m.key}`} className={active ? 'bg-table table-active' : 'bg-table'} aria-labelledby={captionId}>
      <div className="table-scroll">
        <table>
          <caption id={captionId}>
            <span className="table-title">{info.title}</span> <RuleLink id={info.rule} />{' '}
            <RuleLink id={info.tableRule} label="about this table" />{' '}
            {m.reconstructed && <span className="badge badge-reconstructed">Reconstructed</span>}
          </caption>
          <thead>
            {m.colGroups && (
              <tr>
                <td />
                {m.colGroups.map((g) => (
                  <th key={g.label} scope="colgroup" colSpan={g.span}>
                    {g.label}
                  </th>
                ))}
              </tr>
            )}
            <tr>
              <th scope="col" className="axis">
                {m.rowAxis} <span className="axis-sep" aria-hidden="true">╲</span>{' '}
                <span className="axis-col">{m.colAxis}</span>
              </th>
              {m.cols.map((c) => (
                <th key={c.key} scope="col" className={litCol === norm(c.key) ? 'lit-axis' : undefined}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {m.rows.map((r) => (
              <tr key={r.key} className={litRow === norm(r.key) ? 'lit-row' : undefined}>
                <th scope="row" className={litRow === norm(r.key) ? 'lit-axis' : undefined}>
                  {r.label}
                </th>
                {m.cols.map((c) => {
                  const on = litRow === norm(r.key) && litCol === norm(c.key);
                  const where = `${info.title} (${info.rule}): ${m.rowAxis} ${r.label}, ${m.colAxis} ${c.label}`;
                  return on ? (
                    <td key={c.key} ref={litRef} className="lit" aria-current="true" title={where}>
                      <Tip rule={info.rule} text={`Cell of the last roll — ${m.rowAxis} ${r.label}, ${m.colAxis} ${c.label}.`}>
                        <span>
                          <span className="lit-marker" aria-hidden="true">◆</span>
                          {m.cell(r.key, c.key)}
                          <span className="sr-only"> (cell of the last roll)</span>
                        </span>
                      </Tip>
                    </td>
                  ) : (
                    <td key={c.key} title={where}>{m.cell(r.key, c.key)}</td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {m.reconstructed && (
        <p className="table-note">
          <span className="badge badge-reconstructed">Reconstructed</span> {m.reconstructed}
        </p>
      )}
      {m.legend && <div className="table-legend">{m.legend}</div>}
      {m.extra}
    </section>
  );
}
