import { useCallback, useEffect, useRef, useState } from 'react';
import type { FeedbackItem, FeedbackList } from '@sync/contract/feedback';
import { fetchFeedbackList } from './admin-feedback-api';
import { writeFeedbackFilters, type FeedbackFilters } from './feedback-query';

export type ListState =
  | { status: 'loading'; data: FeedbackList | null }
  | { status: 'ready'; data: FeedbackList }
  | { status: 'failed'; data: FeedbackList | null };

/** A page of GET /admin/feedback for the filters; replace() puts a changed message in place. */
export function useFeedbackList(filters: FeedbackFilters) {
  const [state, setState] = useState<ListState>({ status: 'loading', data: null });
  const [generation, setGeneration] = useState(0);
  const key = writeFeedbackFilters(filters).toString();
  const filtersRef = useRef(filters);
  filtersRef.current = filters;

  useEffect(() => {
    let current = true;
    setState((previous) => ({ status: 'loading', data: previous.data }));
    fetchFeedbackList(filtersRef.current).then(
      (data) => current && setState({ status: 'ready', data }),
      () => current && setState((previous) => ({ status: 'failed', data: previous.data })),
    );
    return () => {
      current = false;
    };
  }, [key, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const replace = useCallback((item: FeedbackItem) => {
    setState((previous) => {
      if (!previous.data) return previous;
      const items = previous.data.items.map((old) => (old.id === item.id ? item : old));
      return { ...previous, data: { ...previous.data, items } };
    });
  }, []);
  return { state, reload, replace };
}
