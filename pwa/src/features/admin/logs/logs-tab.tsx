import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@pwa/components/use-document-title';

/** /admin/logs (issue 16: being built). */
export function AdminLogsTab() {
  const { t } = useTranslation('adminLogs');
  useDocumentTitle(t('title'));
  return <h2 className="admin-page__subtitle">{t('title')}</h2>;
}
