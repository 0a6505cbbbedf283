import { useEffect, useRef, useState } from 'react';
import { useOnline } from '@pwa/lib/online';
import { AccountRequestError } from './account-api';
import { failureText, type FailureText } from './account-errors';

export type RequestState<T> =
  { state: 'running' } | { state: 'done'; value: T } | { state: 'failed'; failure: FailureText };

/**
 * Runs a one-time request (activating a code, checking a reset token) for `key` once the browser
 * is online: at most once per key, even when React runs the effect twice.
 */
export function useOnceOnline<T>(key: string, send: (key: string) => Promise<T>): RequestState<T> {
  const online = useOnline();
  const started = useRef<string | null>(null);
  const [result, setResult] = useState<{ key: string; state: RequestState<T> } | null>(null);

  useEffect(() => {
    if (!online || started.current === key) return;
    started.current = key;
    send(key).then(
      (value) => setResult({ key, state: { state: 'done', value } }),
      (error: unknown) =>
        setResult({
          key,
          state: {
            state: 'failed',
            failure:
              error instanceof AccountRequestError
                ? failureText(error.failure)
                : { key: 'errors.unknown' },
          },
        }),
    );
  }, [key, online, send]);

  return result?.key === key ? result.state : { state: 'running' };
}
