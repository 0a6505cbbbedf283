import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@pwa/components/use-document-title';

/** /admin/tournaments (issue 16: being built). */
export function AdminTournamentsTab() {
  const { t } = useTranslation('adminTournaments');
  useDocumentTitle(t('title'));
  return <h2 className="admin-page__subtitle">{t('title')}</h2>;
}
