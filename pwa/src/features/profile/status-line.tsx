import { useTranslation } from 'react-i18next';

/** A form's outcome: its kind and the key of its text in the profile namespace. */
export interface Status {
  kind: 'success' | 'info' | 'error';
  key: string;
  values?: Record<string, string>;
}

/** The outcome, read out by screen readers when it changes (the region is always there). */
export function StatusLine({ status }: { status: Status | null }) {
  const { t } = useTranslation('profile');
  return (
    <div className="profile-status" role="status" aria-live="polite" aria-atomic="true">
      {status && (
        <p className={`profile-status__text profile-status__text--${status.kind}`}>
          {t(status.key, status.values)}
        </p>
      )}
    </div>
  );
}

/** The message of every failure the page has no better words for (the exact text). */
export const FAILED: Status = { kind: 'error', key: 'failed' };
