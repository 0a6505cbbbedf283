/** What a bar or line chart draws: values by category, one or two value axes. */
export interface ChartSeriesSpec {
  label: string;
  values: number[];
  kind: 'bars' | 'line';
  /** on the second value axis (its own scale) */
  secondary?: boolean;
  /** the palette colour, 1..6 (--chart-1 .. --chart-6 in statistics.css) */
  color: number;
}

export interface ChartSpec {
  /** the labels along the category axis, in order */
  categories: string[];
  series: ChartSeriesSpec[];
  /** bars from the left edge, categories downwards (long names such as places) */
  horizontal?: boolean;
  axes: { category: string; value: string; secondary?: string };
}

export const PALETTE_SIZE = 6;
