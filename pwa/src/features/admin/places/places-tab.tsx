import { useTranslation } from 'react-i18next';
import { NeedsConnection } from '@pwa/components/needs-connection';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { useOnline } from '@pwa/lib/online';
import { CitiesSection } from './cities-section';
import { UnmatchedSection } from './unmatched-section';
import './admin-places.css';

/** /admin/places: imported places that matched no city, and the cities themselves. Online only. */
export function AdminPlacesTab() {
  const { t } = useTranslation('adminPlaces');
  useDocumentTitle(t('title'));
  const online = useOnline();
  return (
    <>
      <h2 className="admin-page__subtitle">{t('title')}</h2>
      {!online ? (
        <NeedsConnection what={t('offlineWhat')} />
      ) : (
        <div className="admin-places">
          <UnmatchedSection kind="tournaments" />
          <UnmatchedSection kind="players" />
          <CitiesSection />
        </div>
      )}
    </>
  );
}
