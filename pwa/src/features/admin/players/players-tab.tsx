import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@pwa/components/use-document-title';

/** /admin/players (issue 16: being built). */
export function AdminPlayersTab() {
  const { t } = useTranslation('adminPlayers');
  useDocumentTitle(t('title'));
  return <h2 className="admin-page__subtitle">{t('title')}</h2>;
}
