import { useCallback, useEffect, useState } from 'react';
import type { FileFormats } from '@sync/contract/files';
import { fetchFeedbackFormats } from './feedback-api';

export type FormatsState =
  { status: 'loading' } | { status: 'ready'; formats: FileFormats } | { status: 'failed' };

/** GET /file/feedback/formats, asked when the dialog opens online, once it has answered. */
export function useFeedbackFormats(active: boolean) {
  const [state, setState] = useState<FormatsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const ready = state.status === 'ready';

  useEffect(() => {
    if (!active || ready) return;
    let current = true;
    setState({ status: 'loading' });
    fetchFeedbackFormats().then(
      (formats) => current && setState({ status: 'ready', formats }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [active, ready, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, retry };
}
