import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordConsent } from '@pwa/features/account/account-api';
import {
  CONSENT_COOKIE_VALUE,
  consentAction,
  hasConsentCookie,
} from '@pwa/features/account/consent';
import { toLanguage } from '@pwa/lib/i18n';
import { useSession } from '@pwa/lib/session-store';

const PRIVACY_POLICY = '/api/v1/docs/privacy-policy.pdf';
const COOKIE_POLICY = '/api/v1/docs/cookie-policy.pdf';

/**
 * The consent to cookies and personal data (Russian law, so the banner is shown in Russian
 * only). Accepting sets the cookie; a signed-in user's consent is recorded once on the server.
 */
export function ConsentBanner() {
  const { t, i18n } = useTranslation('common');
  const user = useSession((state) => state.user);
  const [cookieAccepted, setCookieAccepted] = useState(() => hasConsentCookie(document.cookie));
  const recordedFor = useRef<string | null>(null);
  const action = consentAction({
    language: toLanguage(i18n.resolvedLanguage),
    cookieAccepted,
    user,
  });

  useEffect(() => {
    if (action !== 'record' || !user || recordedFor.current === user.UserName) return;
    recordedFor.current = user.UserName;
    recordConsent().then(
      ({ ConsentDate }) => useSession.getState().updateUser({ ConsentDate }),
      () => {
        // Not recorded (offline, server down): the next visit tries again.
      },
    );
  }, [action, user]);

  if (action !== 'show') return null;

  const accept = () => {
    document.cookie = CONSENT_COOKIE_VALUE;
    setCookieAccepted(true);
  };

  return (
    <section className="consent-banner" aria-label={t('auth.consent.label')}>
      <p className="consent-banner__text">
        {t('auth.consent.text')}{' '}
        <a href={PRIVACY_POLICY} target="_blank" rel="noopener">
          {t('auth.consent.privacyPolicy')}
        </a>
        {', '}
        <a href={COOKIE_POLICY} target="_blank" rel="noopener">
          {t('auth.consent.cookiePolicy')}
        </a>
        .
      </p>
      <button
        type="button"
        className="button button--primary consent-banner__accept"
        onClick={accept}
      >
        {t('auth.consent.accept')}
      </button>
    </section>
  );
}
