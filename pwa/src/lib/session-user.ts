import {
  LANGUAGES,
  THEMES,
  type AccountLanguage,
  type AccountTheme,
} from '@domain/account/account-rules';
import { isRecord } from '@domain/guards/is-record';

/**
 * The signed-in user as GET /api/v1/user (CurrentUser in sync/contract/account.ts) returns it, only the
 * fields the PWA relies on. Missing or malformed optional fields get empty values, so an older
 * cached copy or a partial answer still signs the user in.
 */
export interface SessionUser {
  /** 0 when the answer had no id */
  ID: number;
  /** display name: "First Last" when given, else the username */
  Name: string;
  UserName: string;
  /** '' without an avatar */
  PictureURL: string;
  Email: string;
  Roles: string[];
  /** ISO date-time, or null when the user has not consented */
  ConsentDate: string | null;
  FirstName: string;
  LastName: string;
  /** null when unknown */
  Language: AccountLanguage | null;
  Theme: AccountTheme | null;
}

const USER_KEY = 'user';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function oneOf<T extends string>(options: readonly T[], value: unknown): T | null {
  return options.find((option) => option === value) ?? null;
}

/** Checks an untrusted value (API answer, localStorage) and keeps the fields we know. */
export function parseSessionUser(value: unknown): SessionUser | null {
  if (!isRecord(value)) return null;
  const { UserName, Roles, ID, Name, ConsentDate } = value;
  if (typeof UserName !== 'string' || UserName === '' || !Array.isArray(Roles)) return null;
  return {
    ID: typeof ID === 'number' && Number.isSafeInteger(ID) && ID > 0 ? ID : 0,
    Name: typeof Name === 'string' && Name.trim() !== '' ? Name : UserName,
    UserName,
    PictureURL: text(value.PictureURL),
    Email: text(value.Email),
    Roles: Roles.filter((role): role is string => typeof role === 'string'),
    ConsentDate: typeof ConsentDate === 'string' && ConsentDate !== '' ? ConsentDate : null,
    FirstName: text(value.FirstName),
    LastName: text(value.LastName),
    Language: oneOf(LANGUAGES, value.Language),
    Theme: oneOf(THEMES, value.Theme),
  };
}

export function hasRole(user: SessionUser | null, role: string): boolean {
  return user?.Roles.includes(role) ?? false;
}

export function readCachedUser(): SessionUser | null {
  try {
    const raw = window.localStorage.getItem(USER_KEY);
    return raw ? parseSessionUser(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function writeCachedUser(user: SessionUser | null): void {
  try {
    if (user) window.localStorage.setItem(USER_KEY, JSON.stringify(user));
    else window.localStorage.removeItem(USER_KEY);
  } catch {
    // Storage blocked: the session still holds for this visit.
  }
}
