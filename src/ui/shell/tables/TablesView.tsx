/**
 * Every table of the system on screen, each with caption, headers, reconstruction badge and note.
 * The cell of the last roll (`lit`, from a log entry's `cell`) is outlined, marked ◆ and
 * carries aria-current="true".
 */
import { useMemo } from 'react';
import type { TableCell } from '../../../engine/core/log';
import { GridTable } from './GridTable';
import { tableTitle } from '../books';
import { useSystemUi } from '../SystemUiContext';
import './tables.css';

/**
 * `lit` is the main cell of the last roll; `also` the further cells the same roll read (a Rout
 * roll also reads the Rally Table). Each table lights the first of these cells that is its own.
 */
export function TablesView({ lit, also = [] }: { lit: TableCell | null; also?: readonly TableCell[] }) {
  const { tables } = useSystemUi();
  const cells = lit ? [lit, ...also] : [...also];
  const cellFor = (key: string) => cells.find((c) => tables.keyOf(c.table) === key) ?? null;
  const models = useMemo(() => tables.models(), [tables]);
  const litKey = lit ? tables.keyOf(lit.table) : null;
  return (
    <div className="tables-view">
      <nav aria-label="Game tables" className="tables-nav">
        <ul>
          {models.map((m) => (
            <li key={m.key}>
              <a href={`#table-${m.key}`} aria-current={litKey === m.key ? 'location' : undefined}>
                {m.title}
                {litKey === m.key && <span aria-hidden="true"> ◆</span>}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="tables-status" aria-live="polite">
        {lit ? (
          <>
            <span aria-hidden="true">◆ </span>Last roll: {tableTitle(lit.table)}, row {lit.row}, column {lit.col}
            {!litKey && ' (table not shown here)'}
          </>
        ) : (
          'No roll to show yet: the cell of the last roll will be marked ◆.'
        )}
      </p>
      {models.map((m) => (
        <GridTable key={m.key} model={m} lit={cellFor(m.key)} />
      ))}
    </div>
  );
}
