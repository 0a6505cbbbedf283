import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AlertIcon } from '@pwa/components/icons';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { errorMessage } from './crash-report';

interface CrashScreenProps {
  error: unknown;
}

/** What a visitor sees when a page crashed: a title, the error message and a way out. */
export function CrashScreen({ error }: CrashScreenProps) {
  const { t } = useTranslation('common');
  useDocumentTitle(t('crash.title'));
  return (
    <section className="crash" role="alert" aria-labelledby="crash-title">
      <AlertIcon className="crash__icon" width={40} height={40} />
      <h1 id="crash-title" className="crash__title">
        {t('crash.title')}
      </h1>
      <p className="crash__text">{t('crash.text')}</p>
      <pre className="crash__message">{errorMessage(error)}</pre>
      <div className="crash__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          {t('crash.reload')}
        </button>
        <Link className="button" to="/" reloadDocument>
          {t('crash.home')}
        </Link>
      </div>
    </section>
  );
}
