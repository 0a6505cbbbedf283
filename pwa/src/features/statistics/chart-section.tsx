import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartTable, type TableSpec } from './chart-table';

interface ChartSectionProps {
  title: string;
  /** the numbers of the chart, for the table view */
  table: TableSpec;
  /** controls of the chart beside the table switch (a level switch) */
  controls?: ReactNode;
  /** shown under the chart or table in both views (totals) */
  footer?: ReactNode;
  /** the chart; its drawing is hidden from screen readers, which read the table */
  children: ReactNode;
}

/** A titled chart with a switch to its table; the table is always there for screen readers. */
export function ChartSection({ title, table, controls, footer, children }: ChartSectionProps) {
  const { t } = useTranslation('statistics');
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const empty = table.rows.length === 0;
  return (
    <section className="stat-card" aria-labelledby={`${id}-title`}>
      <div className="stat-card__head">
        <h2 id={`${id}-title`} className="stat-card__title">
          {title}
        </h2>
        <div className="stat-card__controls">
          {controls}
          {!empty && (
            <button
              type="button"
              className="button button--small"
              aria-pressed={asTable}
              onClick={() => setAsTable(!asTable)}
            >
              {t('view.table')}
            </button>
          )}
        </div>
      </div>
      {empty ? (
        <p className="muted stat-card__empty">{t('empty')}</p>
      ) : (
        <>
          {!asTable && children}
          <ChartTable label={title} table={table} visible={asTable} />
        </>
      )}
      {footer}
    </section>
  );
}
