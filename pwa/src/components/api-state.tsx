import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from '@pwa/components/loader';
import { NeedsConnection } from '@pwa/components/needs-connection';
import type { CachedApiResult } from '@pwa/lib/cached-api';
import { useFailureText } from './use-failure-text';

interface ApiStateProps<T> {
  state: CachedApiResult<T>;
  /** what the part is, for the offline notice ("The rating history") */
  what: string;
  children: (data: T) => ReactNode;
}

/**
 * A part of a page fed by the on-demand cache: the data (perhaps cached), else loading, the
 * needs-a-connection notice when offline and never opened, or the error.
 */
export function ApiState<T>({ state, what, children }: ApiStateProps<T>) {
  const { t } = useTranslation('common');
  const failureText = useFailureText();
  if (state.data !== undefined) {
    return (
      <>
        {state.error && state.error.status === null && (
          <p className="muted api-state__stale" role="status">
            {t('api.stale')}
          </p>
        )}
        {children(state.data)}
      </>
    );
  }
  if (state.offlineMissing) return <NeedsConnection what={what} />;
  if (state.loading) return <Loader />;
  if (state.error) {
    return (
      <p className="notice" role="alert">
        {t('api.failed', { message: failureText(state.error) })}
      </p>
    );
  }
  return <Loader />;
}
