import { lazy, Suspense } from 'react';
import type { ChartSpec } from './chart-spec';

const UPlotChart = lazy(async () => ({ default: (await import('./uplot-chart')).UPlotChart }));

/** A bar or line chart; its drawing code (uPlot) arrives with the first chart shown. */
export function Chart({ spec }: { spec: ChartSpec }) {
  return (
    <Suspense fallback={<div className="stat-chart__placeholder" aria-hidden="true" />}>
      <UPlotChart spec={spec} />
    </Suspense>
  );
}
