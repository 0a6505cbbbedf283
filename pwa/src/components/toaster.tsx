import { useTranslation } from 'react-i18next';
import { useToasts } from '@pwa/lib/toast-store';
import { ToastItem } from './toast-item';

/** Where toasts appear: top right, under the header. Render it once, in the layout. */
export function Toaster() {
  const { t } = useTranslation('common');
  const toasts = useToasts((state) => state.toasts);
  const dismiss = useToasts((state) => state.dismiss);
  return (
    <section className="toaster" aria-label={t('toast.region')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
      ))}
    </section>
  );
}
