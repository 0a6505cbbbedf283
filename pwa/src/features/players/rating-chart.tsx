import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { RatingHistoryPoint } from '@sync/contract/players';
import { formatDate, formatNumber } from '@domain/format';
import { useDocumentTheme } from '@pwa/lib/use-document-theme';
import { dateTicks } from './chart-dates';
import { ratingTicks } from './chart-ticks';

/** Loaded lazily (React.lazy): uPlot stays out of the entry bundle and the page's first chunk. */

interface RatingChartProps {
  points: RatingHistoryPoint[];
  labels: { date: string; rating: string; upper: string; lower: string };
  /** read by screen readers instead of the drawing */
  summary: string;
  language: string | undefined;
}

const HEIGHT = 280;
/** The least room between two date ticks, in CSS pixels. */
const DATE_TICK_SPACE = 72;

function cssVar(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** '#1b6b47' with an alpha, for the canvas (which does not read CSS variables). */
function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return `rgba(27, 107, 71, ${alpha})`;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

export function chartData(points: RatingHistoryPoint[]): uPlot.AlignedData {
  const sorted = [...points].sort((a, b) => a.date.localeCompare(b.date));
  const band = (sign: 1 | -1) =>
    sorted.map((p) => (p.deviation === null ? null : p.rating + sign * p.deviation));
  return [
    sorted.map((p) => Date.parse(`${p.date.slice(0, 10)}T00:00:00Z`) / 1000),
    sorted.map((p) => p.rating),
    band(1),
    band(-1),
  ];
}

/** Rating over time with a band of rating ± deviation; redrawn for the theme and the width. */
export function RatingChart({ points, labels, summary, language }: RatingChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const theme = useDocumentTheme();

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const accent = cssVar('--accent', '#1b6b47');
    const muted = cssVar('--text-muted', '#56625b');
    const border = cssVar('--border', '#dbe0d8');
    const data = chartData(points);
    const last = data[0].length - 1;
    /** The legend: the hovered point's values, the latest point's when not hovering. */
    const legendValue =
      (format: (value: number | null) => string) =>
      (_: uPlot, value: number | null, series: number, index: number | null) =>
        format(index === null ? (last < 0 ? null : (data[series][last] ?? null)) : value);
    const number = legendValue((value) => formatNumber(value, 0, language));
    const axis: uPlot.Axis = {
      stroke: muted,
      grid: { stroke: border, width: 1 },
      ticks: { stroke: border, width: 1 },
    };
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 240),
        height: HEIGHT,
        scales: { x: { time: true } },
        // the dates are UTC days: ticks on UTC days and months, named in the reader's language
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        series: [
          {
            label: labels.date,
            value: legendValue((value) =>
              value === null ? '' : formatDate(new Date(value * 1000).toISOString(), language),
            ),
          },
          {
            label: labels.rating,
            stroke: accent,
            width: 2,
            points: { show: points.length <= 40, size: 5, fill: accent },
            value: number,
          },
          {
            label: labels.upper,
            stroke: 'transparent',
            points: { show: false },
            value: number,
          },
          {
            label: labels.lower,
            stroke: 'transparent',
            points: { show: false },
            value: number,
          },
        ],
        bands: [{ series: [2, 3], fill: withAlpha(accent, theme === 'dark' ? 0.22 : 0.16) }],
        axes: [
          {
            ...axis,
            // room for the longest day label ('30 сент.', '10月10日') between ticks
            space: DATE_TICK_SPACE,
            values: (_, splits, _axis, _space, step) => dateTicks(splits, step, language),
          },
          {
            ...axis,
            size: 56,
            values: (_, splits, _axis, _space, step) => ratingTicks(splits, step, language),
          },
        ],
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
      },
      data,
      element,
    );
    const observer = new ResizeObserver(() => {
      if (element.clientWidth > 0 && element.clientWidth !== plot.width) {
        plot.setSize({ width: element.clientWidth, height: HEIGHT });
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [points, labels, language, theme]);

  return (
    <figure className="rating-chart">
      <div ref={container} className="rating-chart__canvas" aria-hidden="true" />
      <figcaption className="visually-hidden">{summary}</figcaption>
    </figure>
  );
}
