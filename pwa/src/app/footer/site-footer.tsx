import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FileIcon, LogoMark, TelegramIcon } from '@pwa/components/icons';
import { SupportEmail } from './support-email';

const TELEGRAM_NEWS = 'https://t.me/gofederation';
const TELEGRAM_CHAT = 'https://t.me/gofederation_chat';
const PRIVACY_POLICY = '/api/v1/docs/privacy-policy.pdf';
const COOKIE_POLICY = '/api/v1/docs/cookie-policy.pdf';

/** The site footer: sections, contacts, documents and the copyright. */
export function SiteFooter() {
  const { t } = useTranslation('common');
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <LogoMark width={36} height={36} />
          <p className="site-footer__name">{t('appName')}</p>
          <p className="site-footer__tagline">{t('tagline')}</p>
        </div>
        <nav className="site-footer__column" aria-labelledby="footer-sections">
          <h2 id="footer-sections" className="site-footer__heading">
            {t('footer.sections')}
          </h2>
          <Link className="footer-link" to="/players">
            {t('nav.players')}
          </Link>
          <Link className="footer-link" to="/tournaments">
            {t('nav.tournaments')}
          </Link>
          <Link className="footer-link" to="/about">
            {t('nav.about')}
          </Link>
        </nav>
        <div className="site-footer__column">
          <h2 className="site-footer__heading">{t('footer.contacts')}</h2>
          <SupportEmail />
          <a className="footer-link" href={TELEGRAM_NEWS} target="_blank" rel="noopener noreferrer">
            <TelegramIcon width={18} height={18} />
            {t('footer.telegramNews')}
          </a>
          <a className="footer-link" href={TELEGRAM_CHAT} target="_blank" rel="noopener noreferrer">
            <TelegramIcon width={18} height={18} />
            {t('footer.telegramChat')}
          </a>
        </div>
        <div className="site-footer__column">
          <h2 className="site-footer__heading">{t('footer.documents')}</h2>
          <a className="footer-link" href={PRIVACY_POLICY} target="_blank" rel="noopener">
            <FileIcon width={18} height={18} />
            {t('footer.privacyPolicy')}
          </a>
          <a className="footer-link" href={COOKIE_POLICY} target="_blank" rel="noopener">
            <FileIcon width={18} height={18} />
            {t('footer.cookiePolicy')}
          </a>
        </div>
      </div>
      <div className="container site-footer__bottom">
        <small>© 2024</small>
        <small>{t('footer.offlineNote')}</small>
        <small className="site-footer__version">
          {t('footer.version', { version: __APP_VERSION__ })}
        </small>
      </div>
    </footer>
  );
}
