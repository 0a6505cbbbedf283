import type { ReactNode } from 'react';

export interface Column {
  label: ReactNode;
  /** right-aligned, for numbers */
  numeric?: boolean;
}

/** A table's header row: one column header a column. */
export function ColumnHeads({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map(({ label, numeric }, index) => (
          <th key={index} scope="col" className={numeric ? 'numeric' : undefined}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

interface DataTableProps {
  /** what the table is, for a screen reader (the scrolling box takes the focus) */
  label: string;
  /** the header and the body (or bodies) */
  children: ReactNode;
  /**
   * Below 768 px each row becomes a card instead of a row to scroll sideways: each cell shows
   * its column's name from its data-label.
   */
  cardsOnPhone?: boolean;
}

/** A table of data, in a box that scrolls sideways on a narrow screen (or turns into cards). */
export function DataTable({ label, children, cardsOnPhone = false }: DataTableProps) {
  const className = cardsOnPhone ? 'data-table-wrap data-table-wrap--cards' : 'data-table-wrap';
  return (
    <div className={className} tabIndex={0} aria-label={label}>
      <table className="data-table">{children}</table>
    </div>
  );
}
