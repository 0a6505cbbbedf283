import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UserIcon } from '@pwa/components/icons';
import { useSession } from '@pwa/lib/session-store';
import { AccountMenu } from './account-menu';

/** "Sign in" for visitors; the user's avatar with the account menu once signed in. */
export function AccountLink() {
  const { t } = useTranslation('common');
  const user = useSession((state) => state.user);
  if (!user) {
    return (
      <Link className="button button--ghost account-link" to="/sign-in">
        <UserIcon width={18} height={18} />
        <span className="button__text">{t('auth.signIn')}</span>
      </Link>
    );
  }
  return <AccountMenu user={user} />;
}
