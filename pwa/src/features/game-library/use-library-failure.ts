import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ERRORS } from '@domain/errors/error-catalogue';
import { useFailureText } from '@pwa/components/use-failure-text';
import { readHttpFailure } from '@pwa/lib/http';

/** The translated reason a library call failed, for its failure toast. */
export function useLibraryFailure(): (error: unknown) => Promise<string> {
  const { t } = useTranslation('library');
  const failureText = useFailureText();
  return useCallback(
    async (error: unknown) => {
      const failure = await readHttpFailure(error);
      if (failure.status === 401) return t('common:auth.needAuth');
      if (failure.code === ERRORS.libraryTooManyGames.code) return t('errors.tooManyGames');
      if (failure.code === ERRORS.libraryFull.code) return t('errors.full');
      if (failure.status === 413) return t('errors.tooLarge');
      if (failure.status === 404) return t('errors.notFound');
      if ((failure.status === 400 || failure.status === 422) && failure.message) {
        return t('errors.invalid', { message: failure.message });
      }
      return failureText(failure);
    },
    [t, failureText],
  );
}
