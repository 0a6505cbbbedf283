import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@pwa/components/use-document-title';

/** /admin/imports (issue 16: being built). */
export function AdminImportsTab() {
  const { t } = useTranslation('adminImports');
  useDocumentTitle(t('title'));
  return <h2 className="admin-page__subtitle">{t('title')}</h2>;
}
