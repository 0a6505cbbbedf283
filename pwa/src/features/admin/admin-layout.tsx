import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import '../../styles/admin.css';

/** The tabs of /admin, in the order an officer's work goes. */
export const ADMIN_TABS = [
  { path: '/admin', key: 'users', end: true },
  { path: '/admin/tournaments', key: 'tournaments', end: false },
  { path: '/admin/places', key: 'places', end: false },
  { path: '/admin/players', key: 'players', end: false },
  { path: '/admin/imports', key: 'imports', end: false },
  { path: '/admin/logs', key: 'logs', end: false },
  { path: '/admin/feedback', key: 'feedback', end: false },
  { path: '/admin/video', key: 'video', end: false },
] as const;

/** /admin/*: the administrators' section, a heading and its tabs above the open tab. */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  return (
    <section className="page admin-page">
      <h1>{t('title')}</h1>
      <nav className="admin-tabs" aria-label={t('tabsLabel')}>
        {ADMIN_TABS.map((tab) => (
          <NavLink key={tab.key} to={tab.path} end={tab.end} className="admin-tabs__tab">
            {t(`tabs.${tab.key}`)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </section>
  );
}
