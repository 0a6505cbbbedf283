import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useServiceWorkerUpdate } from '@pwa/lib/service-worker-update';

const BANNER: CSSProperties = {
  position: 'fixed',
  insetInline: 16,
  bottom: 16,
  zIndex: 100,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 12,
  width: 'fit-content',
  maxWidth: 'calc(100vw - 32px)',
  marginInline: 'auto',
  padding: '10px 14px',
  border: '1px solid var(--border)',
  borderRadius: 'var(--radius)',
  background: 'var(--surface)',
  color: 'var(--text)',
  boxShadow: 'var(--shadow)',
};

/**
 * A banner offering the new version of the app once it is installed and waiting. The live
 * region is always present so that screen readers announce the banner when it appears.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const needRefresh = useServiceWorkerUpdate((state) => state.needRefresh);
  const updateNow = useServiceWorkerUpdate((state) => state.updateNow);
  return (
    <div role="status" aria-live="polite">
      {needRefresh && (
        <div className="update-prompt" style={BANNER}>
          <span>{t('update.available')}</span>
          <button type="button" className="button button--primary" onClick={updateNow}>
            {t('update.reload')}
          </button>
        </div>
      )}
    </div>
  );
}
