import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { Tooltip } from '@pwa/components/tooltip';
import { useSession } from '@pwa/lib/session-store';
import { hasRole } from '@pwa/lib/session-user';
import { NAV_ITEMS, type NavItem } from './nav-items';

interface MainNavProps {
  /** 'bar' in the desktop header, 'list' in the burger menu. */
  variant: 'bar' | 'list';
  id?: string;
}

function DisabledNavItem({ item }: { item: NavItem }) {
  const { t } = useTranslation('common');
  return (
    <Tooltip content={t('auth.needAuth')}>
      {(props) => (
        <span
          className="nav-link nav-link--disabled"
          role="link"
          aria-disabled="true"
          tabIndex={0}
          {...props}
        >
          {t(item.label)}
        </span>
      )}
    </Tooltip>
  );
}

/** The site sections as links; which ones show depends on who is signed in. */
export function MainNav({ variant, id }: MainNavProps) {
  const { t } = useTranslation('common');
  const user = useSession((state) => state.user);
  const items: readonly NavItem[] = NAV_ITEMS;
  return (
    <nav id={id} className={`main-nav main-nav--${variant}`} aria-label={t('nav.label')}>
      <ul className="main-nav__list">
        {items
          .filter((item) => !item.role || hasRole(user, item.role))
          .map((item) => (
            <li key={item.to}>
              {item.needsUser && !user ? (
                <DisabledNavItem item={item} />
              ) : (
                <NavLink className="nav-link" to={item.to}>
                  {t(item.label)}
                </NavLink>
              )}
            </li>
          ))}
      </ul>
    </nav>
  );
}
