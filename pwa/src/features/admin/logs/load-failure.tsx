import { useTranslation } from 'react-i18next';

/** The list could not be loaded: say so, with a button to try again. */
export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('adminLogs');
  return (
    <p className="admin-page__error" role="alert">
      {t('errors.load')}{' '}
      <button type="button" className="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </p>
  );
}
