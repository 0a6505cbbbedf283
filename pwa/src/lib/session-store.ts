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
  /** Counts sign-ins and sign-outs, so an answer asked for before one of them is not applied. */
  changes: number;
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
async function fetchUser(): Promise<{ user: SessionUser | null; answered: boolean }> {
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

/** Who is signed in. Read it with `useSession((s) => s.user)`. */
export const useSession = create<SessionStore>((set, get) => ({
  status: 'loading',
  user: null,
  changes: 0,
  load: async () => {
    const asked = get().changes;
    const { user, answered } = await fetchUser();
    // Signed in or out meanwhile: this answer is older than what the app knows now.
    if (get().changes !== asked) return set({ status: 'ready' });
    if (answered) writeCachedUser(user);
    set({ status: 'ready', user });
  },
  refresh: () => get().load(),
  setUser: (user) => {
    writeCachedUser(user);
    set({ user, changes: get().changes + 1 });
  },
  signOut: () => {
    writeCachedUser(null);
    set({ user: null, changes: get().changes + 1 });
  },
  updateUser: (changes) => {
    const current = get().user;
    if (!current) return;
    get().setUser({ ...current, ...changes });
  },
}));
