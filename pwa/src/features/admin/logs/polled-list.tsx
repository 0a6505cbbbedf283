import type { ReactNode } from 'react';
import type { Page } from '@sync/contract/common';
import { Loader } from '@pwa/components/loader';
import { Pager } from '@pwa/components/pager';
import { LoadFailure } from './load-failure';
import { LOGS_PAGE_SIZE } from './logs-query';
import type { PolledState } from './use-polled';

interface PolledListProps<T> {
  state: PolledState<Page<T>>;
  reload: () => void;
  page: number;
  onPage: (page: number) => void;
  texts: { found: (count: number) => string; empty: string; listLabel: string };
  children: (item: T) => ReactNode;
}

/** A polled page of the Logs tab: its count, load states, the items and the pager. */
export function PolledList<T>({
  state,
  reload,
  page,
  onPage,
  texts,
  children,
}: PolledListProps<T>) {
  const data = state.data;
  return (
    <>
      <p className="admin-page__summary" role="status" aria-live="polite">
        {data ? texts.found(data.total) : ''}
      </p>
      {state.status === 'failed' && <LoadFailure onRetry={reload} />}
      {state.status === 'loading' && !data && <Loader />}
      {data && data.items.length === 0 && <p className="admin-page__empty">{texts.empty}</p>}
      {data && data.items.length > 0 && (
        <div aria-busy={state.status === 'loading'}>
          <ul className="admin-log" aria-label={texts.listLabel}>
            {data.items.map(children)}
          </ul>
          <Pager
            ns="admin"
            pageSize={LOGS_PAGE_SIZE}
            page={page}
            total={data.total}
            onPage={onPage}
          />
        </div>
      )}
    </>
  );
}
