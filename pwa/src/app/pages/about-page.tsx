import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { SupportEmail } from '../footer/support-email';

/** What the site is, how it works offline and whom to write to. */
export function AboutPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('nav.about'));
  return (
    <article className="prose">
      <h1>{t('about.title')}</h1>
      <p>{t('about.intro')}</p>
      <h2>{t('about.offlineTitle')}</h2>
      <p>{t('about.offline')}</p>
      <h2>{t('about.contactsTitle')}</h2>
      <p>{t('about.contacts')}</p>
      <p>
        <SupportEmail />
      </p>
      <p>
        <Link to="/players">{t('comingSoon.players')}</Link>
      </p>
    </article>
  );
}
