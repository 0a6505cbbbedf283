import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UserIcon } from '@pwa/components/icons';
import { useSession } from '@pwa/lib/session-store';

/** "Sign in" for visitors; the user's picture and name, linking to their page, once signed in. */
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
  return (
    <Link className="account-link account-link--user" to="/user" title={user.UserName}>
      {user.PictureURL ? (
        <img className="avatar" src={user.PictureURL} alt="" width={28} height={28} />
      ) : (
        <span className="avatar avatar--initial" aria-hidden="true">
          {user.UserName.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span className="account-link__name">{user.UserName}</span>
    </Link>
  );
}
