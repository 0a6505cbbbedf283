import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@pwa/lib/online';
import { showToast } from '@pwa/lib/toast-store';

/** Tells the visitor when the connection drops or returns (and at start, when offline). */
export function useConnectionToasts(): void {
  const { t } = useTranslation('common');
  const online = useOnline();
  const previous = useRef(true);

  useEffect(() => {
    if (previous.current === online) return;
    previous.current = online;
    showToast(online ? t('toast.online') : t('toast.offline'), {
      id: 'connection',
      kind: online ? 'success' : 'warning',
    });
  }, [online, t]);
}
