import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { HttpFailure } from '@pwa/lib/http';
import { useFailureText } from '@pwa/components/use-failure-text';

/** A failed call's text: this tab's known API codes translated, the default text otherwise. */
export function useAdminTournamentFailureText(): (failure: HttpFailure) => string {
  const { t, i18n } = useTranslation('adminTournaments');
  const fallback = useFailureText();
  return useCallback(
    (failure: HttpFailure) => {
      const key = `errors.${failure.code}`;
      if (!failure.code || !i18n.exists(key, { ns: 'adminTournaments' })) return fallback(failure);
      return t(key);
    },
    [t, i18n, fallback],
  );
}
