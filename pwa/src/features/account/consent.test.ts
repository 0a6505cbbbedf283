import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE_VALUE, consentAction, hasConsentCookie } from './consent';

const CONSENTED = { ConsentDate: '2026-01-02T03:04:05.000Z' };
const NOT_CONSENTED = { ConsentDate: null };

describe('consentAction', () => {
  it('shows the banner in Russian to a visitor or a user who has not consented', () => {
    expect(consentAction({ language: 'ru', cookieAccepted: false, user: null })).toBe('show');
    expect(consentAction({ language: 'ru', cookieAccepted: false, user: NOT_CONSENTED })).toBe(
      'show',
    );
  });

  it('never shows it in English or Chinese', () => {
    for (const language of ['en', 'zh', null]) {
      expect(consentAction({ language, cookieAccepted: false, user: null })).toBe('nothing');
      expect(consentAction({ language, cookieAccepted: false, user: NOT_CONSENTED })).toBe(
        'nothing',
      );
    }
  });

  it('does not show it once the cookie is set or the user has consented', () => {
    expect(consentAction({ language: 'ru', cookieAccepted: true, user: null })).toBe('nothing');
    expect(consentAction({ language: 'ru', cookieAccepted: false, user: CONSENTED })).toBe(
      'nothing',
    );
    expect(consentAction({ language: 'ru', cookieAccepted: true, user: CONSENTED })).toBe(
      'nothing',
    );
  });

  it('records the consent of a signed-in user when the cookie says it was accepted', () => {
    for (const language of ['ru', 'en', 'zh'])
      expect(consentAction({ language, cookieAccepted: true, user: NOT_CONSENTED })).toBe('record');
  });
});

describe('the consent cookie', () => {
  it('is found among other cookies, and only with a value', () => {
    expect(hasConsentCookie('')).toBe(false);
    expect(hasConsentCookie('i18next=ru')).toBe(false);
    expect(hasConsentCookie('i18next=ru; cookie_accepted=true')).toBe(true);
    expect(hasConsentCookie('cookie_accepted=true;i18next=ru')).toBe(true);
    expect(hasConsentCookie('cookie_accepted=')).toBe(false);
    expect(hasConsentCookie('not_cookie_accepted=true')).toBe(false);
  });

  it('is set for a year on the whole site', () => {
    expect(CONSENT_COOKIE_VALUE).toBe(
      'cookie_accepted=true; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });
});
