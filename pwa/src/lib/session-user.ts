/** The signed-in user as GET /api/v1/user returns it (only the fields the PWA relies on). */
export interface SessionUser {
  UserName: string;
  Roles: string[];
  PictureURL?: string;
  Email?: string;
}

const USER_KEY = 'user';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks an untrusted value (API answer, localStorage) and keeps the fields we know. */
export function parseSessionUser(value: unknown): SessionUser | null {
  if (!isRecord(value)) return null;
  const { UserName, Roles, PictureURL, Email } = value;
  if (typeof UserName !== 'string' || !Array.isArray(Roles)) return null;
  return {
    UserName,
    Roles: Roles.filter((role): role is string => typeof role === 'string'),
    ...(typeof PictureURL === 'string' && PictureURL ? { PictureURL } : {}),
    ...(typeof Email === 'string' ? { Email } : {}),
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
