import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@pwa/components/use-document-title';

/** /admin/places (issue 16: being built). */
export function AdminPlacesTab() {
  const { t } = useTranslation('adminPlaces');
  useDocumentTitle(t('title'));
  return <h2 className="admin-page__subtitle">{t('title')}</h2>;
}
