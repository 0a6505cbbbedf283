import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyPage } from '@pwa/components/empty-page';

/** The page of any address the site does not have. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <EmptyPage title={t('notFound.title')} message={t('notFound.text')}>
      <Link className="button button--primary" to="/">
        {t('notFound.home')}
      </Link>
      <Link className="button" to="/players">
        {t('notFound.players')}
      </Link>
    </EmptyPage>
  );
}
