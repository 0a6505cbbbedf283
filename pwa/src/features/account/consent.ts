/** The cookie that remembers the consent to cookies and personal data on this browser. */
export const CONSENT_COOKIE = 'cookie_accepted';
const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** What document.cookie is set to when the visitor accepts. */
export const CONSENT_COOKIE_VALUE = `${CONSENT_COOKIE}=true; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;

/** Whether the consent cookie is set (to anything but an empty value), read from document.cookie. */
export function hasConsentCookie(cookies: string): boolean {
  return cookies
    .split(';')
    .map((pair) => pair.trim().split('='))
    .some(([name, ...value]) => name === CONSENT_COOKIE && value.join('=') !== '');
}

export type ConsentAction =
  /** show the banner */
  | 'show'
  /** accepted on this browser but not recorded for the signed-in user: PATCH /user/consent */
  | 'record'
  | 'nothing';

export interface ConsentInput {
  /** the UI language (ru, en, zh) */
  language: string | null;
  cookieAccepted: boolean;
  /** the signed-in user, or null */
  user: { ConsentDate: string | null } | null;
}

/** The banner is Russian-only; an accepted cookie is recorded for a user who has not consented. */
export function consentAction({ language, cookieAccepted, user }: ConsentInput): ConsentAction {
  if (cookieAccepted) return user && !user.ConsentDate ? 'record' : 'nothing';
  if (user?.ConsentDate) return 'nothing';
  return language === 'ru' ? 'show' : 'nothing';
}
