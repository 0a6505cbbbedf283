import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureText } from '@pwa/components/use-failure-text';
import { readHttpFailure } from '@pwa/lib/http';
import type { UploadFailure } from './upload-failure';

/** A failure's words: signing in, too large, the server's reason, or the shared texts. */
export function useVideoFailure() {
  const { t } = useTranslation('video');
  const failureText = useFailureText();

  const textOf = useCallback(
    (failure: Pick<UploadFailure, 'status' | 'message'>): string => {
      if (failure.status === 401) return t('common:auth.needAuth');
      if (failure.status === 413) return t('errors.tooLarge');
      if (failure.status !== null && failure.status < 500 && failure.message) {
        return t('errors.refused', { message: failure.message });
      }
      return failureText({ status: failure.status, statusText: '', body: '' });
    },
    [t, failureText],
  );

  /** The words of a failed API call (ky). */
  const textOfError = useCallback(
    async (error: unknown) => textOf(await readHttpFailure(error)),
    [textOf],
  );

  return { textOf, textOfError };
}
