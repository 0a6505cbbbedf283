import { create } from 'zustand';
import { http, readHttpFailure } from './http';
import {
  parseSessionUser,
  readCachedUser,
  writeCachedUser,
  type SessionUser,
} from './session-user';

const USER_REQUEST_TIMEOUT_MS = 10_000;

interface SessionStore {
  /** 'loading' until the first GET /api/v1/user settles */
  status: 'loading' | 'ready';
  user: SessionUser | null;
  /**
   * Counts sign-ins and sign-outs: an answer of GET /user asked before one of them is older than
   * what the app knows, and is not applied (a late answer would sign a signed-out user back in).
   */
  identityChanges: number;
  /** Asks the API who is signed in; offline, keeps the user seen last. */
  load: () => Promise<void>;
  /** Asks the API again, e.g. after the profile changed elsewhere; same as load. */
  refresh: () => Promise<void>;
  /** Sets (or clears, with null) the signed-in user, e.g. after sign-in or sign-out. */
  setUser: (user: SessionUser | null) => void;
  /** Clears the user after signing out or deleting the account. */
  signOut: () => void;
  /** Changes some fields of the signed-in user (nothing when nobody is signed in). */
  updateUser: (changes: Partial<SessionUser>) => void;
}

/** Who the API says is signed in; `answered` is false when it could not tell (offline, failure). */
export interface UserAnswer {
  user: SessionUser | null;
  answered: boolean;
}

async function fetchUserFromApi(): Promise<UserAnswer> {
  if (!navigator.onLine) return { user: readCachedUser(), answered: false };
  try {
    const body = await http.get('user', { timeout: USER_REQUEST_TIMEOUT_MS }).json<unknown>();
    return { user: parseSessionUser(body), answered: true };
  } catch (error) {
    const { status } = await readHttpFailure(error);
    // 401: nobody is signed in; 404: the server has no accounts yet.
    if (status === 401 || status === 404) return { user: null, answered: true };
    // No network, a timeout or a server failure says nothing about the session.
    return { user: readCachedUser(), answered: false };
  }
}

/** The session store over a way of asking who is signed in (the API; a test's own). */
export function createSessionStore(fetchUser: () => Promise<UserAnswer>) {
  return create<SessionStore>((set, get) => ({
    status: 'loading',
    user: null,
    identityChanges: 0,
    load: async () => {
      const asked = get().identityChanges;
      const { user, answered } = await fetchUser();
      if (get().identityChanges !== asked) return set({ status: 'ready' });
      if (answered) writeCachedUser(user);
      set({ status: 'ready', user });
    },
    refresh: () => get().load(),
    setUser: (user) => {
      writeCachedUser(user);
      set({ user, identityChanges: get().identityChanges + 1 });
    },
    signOut: () => get().setUser(null),
    updateUser: (changes) => {
      const current = get().user;
      if (!current) return;
      const user = { ...current, ...changes };
      writeCachedUser(user);
      set({ user });
    },
  }));
}

/** Who is signed in. Read it with `useSession((s) => s.user)`. */
export const useSession = createSessionStore(fetchUserFromApi);
