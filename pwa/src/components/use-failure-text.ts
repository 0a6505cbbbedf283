import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { httpFailureText, type HttpFailure } from '@pwa/lib/http';

type ShownFailure = Pick<HttpFailure, 'status' | 'statusText' | 'body'>;

/** The translated default text of a failed call: the network error, the status's text or the generic one. */
export function useFailureText(): (failure: ShownFailure) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (failure: ShownFailure) => {
      const text = httpFailureText(failure);
      return t(text.key, text.values);
    },
    [t],
  );
}
