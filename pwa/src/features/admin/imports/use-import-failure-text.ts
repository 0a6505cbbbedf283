import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@domain/format/numbers';
import { IMPORT_MAX_BYTES } from '@sync/contract/admin-imports';
import type { HttpFailure } from '@pwa/lib/http';
import { useFailureText } from '@pwa/components/use-failure-text';

/** Codes whose server message says what is wrong with the file (shown after the translation). */
const WITH_REASON = new Set(['IMPORT_WRONG_TYPE', 'IMPORT_UNREADABLE']);

/**
 * The text of a failed import or processing call: the API's known codes translated (with the
 * server's reason for a refused file), the default text otherwise.
 */
export function useImportFailureText(): (failure: HttpFailure) => string {
  const { t, i18n } = useTranslation('adminImports');
  const fallback = useFailureText();
  return useCallback(
    (failure: HttpFailure) => {
      const key = `errors.${failure.code}`;
      if (!failure.code || !i18n.exists(key, { ns: 'adminImports' })) return fallback(failure);
      const text = t(key, { size: formatBytes(IMPORT_MAX_BYTES) });
      if (!WITH_REASON.has(failure.code) || !failure.message) return text;
      const reason = failure.message.replace(/^[^:]*: /, '');
      return `${text} ${reason}`;
    },
    [t, i18n, fallback],
  );
}
