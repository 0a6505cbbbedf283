import type { ReactNode } from 'react';

export type InfoRow = [label: string, value: ReactNode];

/** Label and value pairs; rows without a value are left out. */
export function InfoList({ rows }: { rows: ReadonlyArray<InfoRow | null> }) {
  const shown = rows.filter(
    (row): row is InfoRow => row !== null && row[1] !== null && row[1] !== '',
  );
  return (
    <dl className="viewer-info">
      {shown.map(([label, value]) => (
        <div key={label} className="viewer-info__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
