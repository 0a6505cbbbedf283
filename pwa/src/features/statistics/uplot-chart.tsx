import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { abbreviateNumber, formatThousands } from '@domain/format';
import { fitLabel, labelStep } from './chart-data';
import type { ChartSeriesSpec, ChartSpec } from './chart-spec';
import { useDocumentTheme } from '@pwa/lib/use-document-theme';

/** Loaded lazily (React.lazy): uPlot stays out of the entry bundle and the page's own chunk. */

/** Whole-number steps only: the charts count things. */
const INCREMENTS = [
  1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1e3, 2e3, 2.5e3, 5e3, 1e4, 2e4, 5e4, 1e5, 2e5, 5e5,
  1e6,
];
const VERTICAL_HEIGHT = 260;
const ROW_HEIGHT = 26;
/** pixels a category label needs along a horizontal axis */
const LABEL_WIDTH = 44;
const AXIS_FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const AXIS_LABEL_FONT = `bold ${AXIS_FONT}`;
/** the tick and the gap between a vertical axis's labels and the plot */
const AXIS_GAP = 16;

type Measure = (text: string) => number;

/** The width in pixels of a text in the axes' font. */
function textMeasure(): Measure {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return (text) => text.length * 7;
  context.font = AXIS_FONT;
  return (text) => context.measureText(text).width;
}

interface Colors {
  muted: string;
  border: string;
  palette: (index: number) => string;
}

function readColors(element: Element): Colors {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    muted: read('--text-muted', '#56625b'),
    border: read('--border', '#dbe0d8'),
    palette: (index) => read(`--chart-${index}`, read('--accent', '#1b6b47')),
  };
}

function chartHeight(spec: ChartSpec): number {
  return spec.horizontal ? spec.categories.length * ROW_HEIGHT + 48 : VERTICAL_HEIGHT;
}

/** Room for the longest category name beside horizontal bars, at most 40% of the width. */
function categoryAxisSize(spec: ChartSpec, width: number, measure: Measure): number {
  if (!spec.horizontal) return 48;
  const longest = Math.max(...spec.categories.map(measure), 0);
  return Math.round(Math.min(width * 0.4, longest + AXIS_GAP));
}

function seriesOptions(
  series: ChartSeriesSpec,
  colors: Colors,
  count: number,
  language: string | undefined,
): uPlot.Series {
  const color = colors.palette(series.color);
  const common = {
    label: series.label,
    stroke: color,
    scale: series.secondary ? 'y2' : 'y',
    value: (_: uPlot, value: number | null) =>
      value === null ? '—' : formatThousands(value, 0, language),
  };
  if (series.kind === 'bars') {
    return {
      ...common,
      fill: color,
      width: 0,
      paths: uPlot.paths.bars!({ size: [0.72, 64], align: 0 }),
      points: { show: false },
    };
  }
  return { ...common, width: 2, points: { show: count <= 30, size: 5, fill: color } };
}

function options(
  spec: ChartSpec,
  colors: Colors,
  width: number,
  measure: Measure,
  language: string | undefined,
): uPlot.Options {
  const count = spec.categories.length;
  const horizontal = spec.horizontal ?? false;
  const grid = { stroke: colors.border, width: 1 };
  const ticks = { stroke: colors.border, width: 1 };
  const valueAxis = (scale: string, label: string, side: uPlot.Axis.Side): uPlot.Axis => ({
    scale,
    side,
    label,
    stroke: colors.muted,
    grid: scale === 'y' ? grid : { show: false },
    ticks,
    incrs: INCREMENTS,
    space: horizontal ? 56 : 30,
    size: horizontal ? 36 : 52,
    labelSize: 18,
    font: AXIS_FONT,
    labelFont: AXIS_LABEL_FONT,
    values: (_, splits) => splits.map(abbreviateNumber),
  });
  const zeroUp: uPlot.Range.Function = (_, __, max) => [0, max > 0 ? max * 1.08 : 1];
  return {
    width,
    height: chartHeight(spec),
    scales: {
      x: {
        time: false,
        range: [-0.5, count - 0.5],
        ori: horizontal ? 1 : 0,
        dir: horizontal ? -1 : 1,
      },
      y: { range: zeroUp, ori: horizontal ? 0 : 1 },
      y2: { range: zeroUp, ori: horizontal ? 0 : 1 },
    },
    series: [
      {
        label: spec.axes.category,
        value: (_, index: number | null) => (index === null ? '' : (spec.categories[index] ?? '')),
      },
      ...spec.series.map((series) => seriesOptions(series, colors, count, language)),
    ],
    axes: [
      {
        side: horizontal ? 3 : 2,
        label: horizontal ? undefined : spec.axes.category,
        labelSize: 18,
        font: AXIS_FONT,
        labelFont: AXIS_LABEL_FONT,
        stroke: colors.muted,
        grid: { show: false },
        ticks,
        size: (u) => categoryAxisSize(spec, u.width, measure),
        splits: () => spec.categories.map((_, index) => index),
        values: (u, splits) => {
          if (horizontal) {
            const room = categoryAxisSize(spec, u.width, measure) - AXIS_GAP;
            return splits.map((index) => fitLabel(spec.categories[index] ?? '', room, measure));
          }
          const step = labelStep(count, u.bbox.width / uPlot.pxRatio, LABEL_WIDTH);
          return splits.map((index) => (index % step === 0 ? (spec.categories[index] ?? '') : ''));
        },
      },
      valueAxis('y', spec.axes.value, horizontal ? 2 : 3),
      ...(spec.axes.secondary ? [valueAxis('y2', spec.axes.secondary, horizontal ? 0 : 1)] : []),
    ],
    // a key to the colours when there are several series; one is named by its axis
    legend: { show: spec.series.length > 1 },
    cursor: { drag: { x: false, y: false }, points: { show: false } },
  };
}

/** A bar or line chart drawn by uPlot; redrawn for the theme and resized with its container. */
export function UPlotChart({ spec }: { spec: ChartSpec }) {
  const container = useRef<HTMLDivElement>(null);
  const theme = useDocumentTheme();
  const language = useTranslation().i18n.resolvedLanguage;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const width = Math.max(element.clientWidth, 200);
    const data: uPlot.AlignedData = [
      spec.categories.map((_, index) => index),
      ...spec.series.map((series) => series.values),
    ];
    const chart = options(spec, readColors(element), width, textMeasure(), language);
    const plot = new uPlot(chart, data, element);
    const observer = new ResizeObserver(() => {
      if (element.clientWidth > 0 && element.clientWidth !== plot.width) {
        plot.setSize({ width: element.clientWidth, height: chartHeight(spec) });
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [spec, theme, language]);

  return <div ref={container} className="stat-chart__canvas" aria-hidden="true" />;
}
