import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { logout } from '@pwa/features/account/account-api';
import { useSession } from '@pwa/lib/session-store';
import type { SessionUser } from '@pwa/lib/session-user';
import { showToast } from '@pwa/lib/toast-store';

const LOGOUT_ERROR_TOAST = 'logout-error';

function Avatar({ user }: { user: SessionUser }) {
  return user.PictureURL ? (
    <img className="avatar" src={user.PictureURL} alt="" width={28} height={28} />
  ) : (
    <span className="avatar avatar--empty" aria-hidden="true" />
  );
}

/**
 * The signed-in user's avatar, linking to /user, with a menu on hover and keyboard focus:
 * the user's name, their profile and logout. Escape closes it.
 */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const popupId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLAnchorElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const open = (hovered || focused) && !dismissed;
  // Following one of its links closes the menu until the pointer or focus comes back.
  const dismiss = () => setDismissed(true);

  const comesFromOutside = (event: FocusEvent) => !root.current?.contains(event.relatedTarget);

  const onFocus = (event: FocusEvent) => {
    if (comesFromOutside(event)) setDismissed(false);
    setFocused(true);
  };

  const onBlur = (event: FocusEvent) => {
    if (comesFromOutside(event)) setFocused(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setDismissed(true);
    trigger.current?.focus();
  };

  const signOut = () => {
    if (leaving) return;
    setLeaving(true);
    logout()
      .then(async () => {
        // Home first: signed out on a guarded page, the guard would send the visitor to sign in.
        await navigate('/');
        useSession.getState().signOut();
      })
      .catch(() => {
        showToast(t('auth.logoutError'), { kind: 'error', id: LOGOUT_ERROR_TOAST });
      })
      .finally(() => setLeaving(false));
  };

  return (
    <div
      ref={root}
      className="account-menu"
      data-open={open}
      onMouseEnter={() => {
        setHovered(true);
        setDismissed(false);
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <Link
        ref={trigger}
        className="account-link account-link--user"
        to="/user"
        aria-expanded={open}
        aria-controls={popupId}
        onClick={dismiss}
      >
        <Avatar user={user} />
        <span className="account-link__name">{user.UserName}</span>
      </Link>
      <div id={popupId} className="account-menu__popup" role="group" aria-label={user.Name}>
        <p className="account-menu__name">{user.Name}</p>
        <Link className="account-menu__item" to="/user" onClick={dismiss}>
          {t('auth.profile')}
        </Link>
        <Link className="account-menu__item" to="/games/self" onClick={dismiss}>
          {t('auth.myGames')}
        </Link>
        <button
          type="button"
          className="account-menu__item"
          onClick={signOut}
          aria-busy={leaving || undefined}
        >
          {t('auth.logout')}
        </button>
      </div>
    </div>
  );
}
