import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

interface SignInNoticeProps {
  /** What signing in gives here; only the title when left out. */
  text?: string;
}

/** In place of what needs an account: the way to sign in, and back to this page after. */
export function SignInNotice({ text }: SignInNoticeProps) {
  const { t } = useTranslation('common');
  const location = useLocation();
  return (
    <div className="notice notice--sign-in" role="status">
      <p className="notice__title">{t('auth.needAuth')}</p>
      {text && <p className="notice__text">{text}</p>}
      <Link className="button button--primary" to="/sign-in" state={{ from: location.pathname }}>
        {t('auth.signIn')}
      </Link>
    </div>
  );
}
