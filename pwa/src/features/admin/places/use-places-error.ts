import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ERRORS } from '@domain/errors/error-catalogue';
import { readHttpFailure } from '@pwa/lib/http';

/** The server codes the places tab words itself; anything else is the action's own failure. */
const KNOWN_CODES: readonly string[] = [
  ERRORS.tournamentLocationFailed.code,
  ERRORS.playerLocationFailed.code,
  ERRORS.locationNameInvalid.code,
  ERRORS.locationParentInvalid.code,
  ERRORS.locationMergeInvalid.code,
  ERRORS.locationNotFound.code,
  ERRORS.badParameters.code,
];

/** The translated text of a failed places call; `fallback` is the adminPlaces `errors` key. */
export function usePlacesError(): (error: unknown, fallback: string) => Promise<string> {
  const { t } = useTranslation('adminPlaces');
  return useCallback(
    async (error: unknown, fallback: string) => {
      const failure = await readHttpFailure(error);
      if (failure.status === null) return t('errors.offline');
      if (failure.status === 403) return t('errors.forbidden');
      const code = failure.code && KNOWN_CODES.includes(failure.code) ? failure.code : fallback;
      return t(`errors.${code}`);
    },
    [t],
  );
}
