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

async function fetchUser(): Promise<SessionUser | null> {
  if (!navigator.onLine) return readCachedUser();
  try {
    const body = await http.get('user', { timeout: USER_REQUEST_TIMEOUT_MS }).json<unknown>();
    const user = parseSessionUser(body);
    writeCachedUser(user);
    return user;
  } catch (error) {
    const { status } = await readHttpFailure(error);
    // 401: nobody is signed in; 404: the server has no accounts yet.
    if (status === 401 || status === 404) {
      writeCachedUser(null);
      return null;
    }
    // No network, a timeout or a server failure says nothing about the session.
    return readCachedUser();
  }
}

/** Who is signed in. Read it with `useSession((s) => s.user)`. */
export const useSession = create<SessionStore>((set, get) => ({
  status: 'loading',
  user: null,
  load: async () => {
    const user = await fetchUser();
    set({ status: 'ready', user });
  },
  refresh: () => get().load(),
  setUser: (user) => {
    writeCachedUser(user);
    set({ user });
  },
  signOut: () => {
    writeCachedUser(null);
    set({ user: null });
  },
  updateUser: (changes) => {
    const current = get().user;
    if (!current) return;
    get().setUser({ ...current, ...changes });
  },
}));
