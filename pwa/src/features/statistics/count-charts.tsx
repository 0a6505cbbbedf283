import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatThousands } from '@domain/format';
import { Chart } from './chart';
import { slices } from './chart-data';
import { ChartSection } from './chart-section';
import type { ChartSpec } from './chart-spec';
import type { TableSpec } from './chart-table';
import { PieChart } from './pie-chart';

/** One count of a chart: a category and how many. */
export interface CountRow {
  key: string | number;
  label: string;
  value: number;
}

interface CountChartProps {
  title: string;
  /** the category column and axis ("Rank") */
  category: string;
  /** the count column and axis ("Players") */
  counted: string;
  /** every count, listed by the table */
  rows: readonly CountRow[];
  controls?: ReactNode;
  footer?: ReactNode;
}

function countTable(
  category: string,
  counted: string,
  rows: readonly CountRow[],
  language: string | undefined,
): TableSpec {
  return {
    columns: [{ label: category }, { label: counted, numeric: true }],
    rows: rows.map((row) => ({
      key: row.key,
      head: row.label,
      cells: [formatThousands(row.value, 0, language)],
    })),
  };
}

interface CountBarsProps extends CountChartProps {
  /** what the chart draws when not every row (the largest places and the rest) */
  charted?: readonly CountRow[];
  horizontal?: boolean;
}

/** Counts by category as bars, with the table of every count. */
export function CountBars({
  title,
  category,
  counted,
  rows,
  charted = rows,
  horizontal,
  controls,
  footer,
}: CountBarsProps) {
  const { i18n } = useTranslation();
  const spec = useMemo<ChartSpec>(
    () => ({
      categories: charted.map((row) => row.label),
      series: [{ label: counted, values: charted.map((row) => row.value), kind: 'bars', color: 1 }],
      horizontal,
      axes: { category, value: counted },
    }),
    [charted, counted, category, horizontal],
  );
  return (
    <ChartSection
      title={title}
      table={countTable(category, counted, rows, i18n.resolvedLanguage)}
      controls={controls}
      footer={footer}
    >
      <Chart spec={spec} />
    </ChartSection>
  );
}

/** Shares of a whole as a ring with a legend, with the table of every count. */
export function CountPie({ title, category, counted, rows, controls, footer }: CountChartProps) {
  const { i18n } = useTranslation();
  return (
    <ChartSection
      title={title}
      table={countTable(category, counted, rows, i18n.resolvedLanguage)}
      controls={controls}
      footer={footer}
    >
      <PieChart slices={slices(rows)} title={title} />
    </ChartSection>
  );
}
