import { useTranslation } from 'react-i18next';
import { formatThousands } from '@domain/format';
import { percent, type Slice } from './chart-data';
import { PALETTE_SIZE } from './chart-spec';
import { pieArcs } from './pie-arcs';

interface PieChartProps {
  slices: readonly Slice[];
  /** what the drawing shows ("Games by board size"); screen readers hear it with the shares */
  title: string;
}

const RADIUS = 100;
const HOLE = 56;

const color = (index: number) => `var(--chart-${(index % PALETTE_SIZE) + 1})`;

/** A ring of slices with a legend of labels, values and shares. */
export function PieChart({ slices, title }: PieChartProps) {
  const language = useTranslation().i18n.resolvedLanguage ?? 'ru';
  const arcs = pieArcs(
    slices.map((slice) => slice.share),
    RADIUS,
    HOLE,
  );
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const label = `${title}: ${slices.map((slice) => `${slice.label} ${percent(slice.share, language)}`).join(', ')}`;
  return (
    <figure className="pie-chart">
      <svg
        className="pie-chart__drawing"
        viewBox={`${-RADIUS} ${-RADIUS} ${2 * RADIUS} ${2 * RADIUS}`}
        role="img"
        aria-label={label}
      >
        {arcs.map((arc, index) => (
          <path key={slices[index].label} d={arc.d} fill={color(index)} />
        ))}
        <text
          className="pie-chart__total"
          x="0"
          y="0"
          textAnchor="middle"
          dominantBaseline="central"
        >
          {formatThousands(total, 0, language)}
        </text>
      </svg>
      <ul className="pie-chart__legend">
        {slices.map((slice, index) => (
          <li key={slice.label}>
            <span
              className="pie-chart__swatch"
              style={{ background: color(index) }}
              aria-hidden="true"
            />
            <span className="pie-chart__label">{slice.label}</span>
            <span className="pie-chart__value">
              {formatThousands(slice.value, 0, language)} ({percent(slice.share, language)})
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
