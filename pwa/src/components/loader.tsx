import { useTranslation } from 'react-i18next';

interface LoaderProps {
  /** Covers the whole viewport (app start) instead of the content area. */
  fullPage?: boolean;
  /** Accessible text; defaults to the translated "Loading…". */
  label?: string;
}

/** A spinner with an accessible label, for content still loading. */
export function Loader({ fullPage = false, label }: LoaderProps) {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  const text = label ?? (ready ? t('loading') : '…');
  return (
    <div className={fullPage ? 'loader loader--full' : 'loader'} role="status" aria-live="polite">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{text}</span>
    </div>
  );
}
