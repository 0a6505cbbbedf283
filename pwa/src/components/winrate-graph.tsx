import type { KeyboardEvent, MouseEvent } from 'react';
import './winrate-graph.css';

export interface GraphPoint {
  /** Black's win rate, 0..1 */
  winrate: number;
  /** Black's lead in points */
  score: number;
}

interface WinrateGraphProps {
  /** one point per position: index 0 before the first move */
  points: readonly GraphPoint[];
  /** the position shown on the board */
  current: number;
  onSelect: (index: number) => void;
  label: string;
  /** what a screen reader says of a position */
  describe: (index: number) => string;
}

const WIDTH = 1000;
const HEIGHT = 200;

const KEY_STEPS: Record<string, (at: number, last: number) => number> = {
  ArrowLeft: (at) => at - 1,
  ArrowDown: (at) => at - 1,
  ArrowRight: (at) => at + 1,
  ArrowUp: (at) => at + 1,
  PageDown: (at) => at - 10,
  PageUp: (at) => at + 10,
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * Black's win rate (the line) and lead (the shaded line, scaled to the biggest lead) over a
 * game, as a slider: a click or the keys go to that position.
 */
export function WinrateGraph({ points, current, onSelect, label, describe }: WinrateGraphProps) {
  const last = Math.max(points.length - 1, 1);
  const x = (index: number) => (index / last) * WIDTH;
  const maxLead = Math.max(1, ...points.map((point) => Math.abs(point.score)));
  const line = (y: (point: GraphPoint) => number) =>
    points.map((point, index) => `${x(index).toFixed(1)},${y(point).toFixed(1)}`).join(' ');
  const select = (index: number) => onSelect(Math.min(points.length - 1, Math.max(0, index)));

  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    select(Math.round(((event.clientX - box.left) / box.width) * last));
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    select(step(current, points.length - 1));
  };

  return (
    <svg
      className="winrate-graph"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={points.length - 1}
      aria-valuenow={current}
      aria-valuetext={describe(current)}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <line className="winrate-graph__even" x1={0} x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} />
      <polyline
        className="winrate-graph__score"
        points={line((point) => HEIGHT / 2 - (point.score / maxLead) * (HEIGHT / 2))}
      />
      <polyline
        className="winrate-graph__winrate"
        points={line((point) => (1 - point.winrate) * HEIGHT)}
      />
      <line className="winrate-graph__current" x1={x(current)} x2={x(current)} y1={0} y2={HEIGHT} />
    </svg>
  );
}
