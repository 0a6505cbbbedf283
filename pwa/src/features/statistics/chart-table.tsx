import type { ReactNode } from 'react';
import { ColumnHeads, DataTable, type Column } from '@pwa/components/data-table';

export interface TableRow {
  key: string | number;
  /** the row's header cell: the category */
  head: ReactNode;
  cells: ReactNode[];
}

/** A chart's numbers as a table: its categories down, its series across. */
export interface TableSpec {
  columns: readonly Column[];
  rows: readonly TableRow[];
}

function Rows({ rows }: { rows: readonly TableRow[] }) {
  return (
    <tbody>
      {rows.map((row) => (
        <tr key={row.key}>
          <th scope="row">{row.head}</th>
          {row.cells.map((cell, index) => (
            <td key={index} className="numeric">
              {cell}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}

interface ChartTableProps {
  label: string;
  table: TableSpec;
  /** shown, or only for screen readers (beside a chart, which they cannot read) */
  visible: boolean;
}

/**
 * The same numbers as the chart. Hidden, it is a plain table a screen reader finds; shown, it
 * sits in the scrolling box of the app's data tables.
 */
export function ChartTable({ label, table, visible }: ChartTableProps) {
  const content = (
    <>
      <ColumnHeads columns={table.columns} />
      <Rows rows={table.rows} />
    </>
  );
  if (visible) return <DataTable label={label}>{content}</DataTable>;
  return (
    <div className="visually-hidden">
      <table className="data-table">
        <caption>{label}</caption>
        {content}
      </table>
    </div>
  );
}
