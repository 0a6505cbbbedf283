import { useTranslation } from 'react-i18next';

/** Scaffolding (issue 17): replaced by the helper that owns this feature. */
export function AdminFeedbackTab() {
  const { t } = useTranslation('adminFeedback');
  return (
    <section className="page">
      <h1>{t('title')}</h1>
    </section>
  );
}
