import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  FILTER_PARAMS,
  parseStatisticsFilters,
  statisticsParams,
  type StatisticsFilters,
} from './statistics-url';

export type UpdateFilters = (change: Partial<StatisticsFilters>) => void;

/** The statistics filters, kept in the URL so a view can be linked and the back button works. */
export function useStatisticsFilters(): [StatisticsFilters, UpdateFilters] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(() => parseStatisticsFilters(new URLSearchParams(query)), [query]);
  const update = useCallback<UpdateFilters>(
    (change) => {
      setParams((current) => {
        const next = statisticsParams({ ...parseStatisticsFilters(current), ...change });
        // keep what other parts of the app put in the query (?lng=)
        for (const [key, value] of current) {
          if (!FILTER_PARAMS.has(key)) next.append(key, value);
        }
        return next;
      });
    },
    [setParams],
  );
  return [filters, update];
}
