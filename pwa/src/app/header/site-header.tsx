import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LogoMark } from '@pwa/components/icons';
import { AccountLink } from './account-link';
import { DonateButton, FeedbackButton } from './header-actions';
import { LanguageSwitch } from './language-switch';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { HeaderDialogs, type HeaderDialog } from './header-dialogs';
import { SyncIndicator } from './sync-indicator';
import { ThemeToggle } from './theme-toggle';

/** The sticky site header: brand, menu, sync state and the visitor's controls. */
export function SiteHeader() {
  const { t } = useTranslation('common');
  const [dialog, setDialog] = useState<HeaderDialog | null>(null);
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to="/" className="brand">
          <LogoMark className="brand__mark" />
          <span className="brand__name">{t('appName')}</span>
        </Link>
        <MainNav variant="bar" />
        <div className="site-header__actions">
          <SyncIndicator />
          <div className="site-header__desktop">
            <ThemeToggle />
            <LanguageSwitch compact />
            <FeedbackButton onOpen={setDialog} compact />
            <DonateButton onOpen={setDialog} />
            <AccountLink />
          </div>
          <MobileMenu onOpenDialog={setDialog} />
        </div>
      </div>
      <HeaderDialogs which={dialog} onClose={() => setDialog(null)} />
    </header>
  );
}
