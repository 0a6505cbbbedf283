import { useCallback, useEffect, useState } from 'react';
import type { CurrentUser, UserInfo } from '@sync/contract/account';
import { useSession } from '@pwa/lib/session-store';
import { parseSessionUser } from '@pwa/lib/session-user';
import { failureOf, fetchCurrentUser, fetchUserInfo } from './profile-api';

export type ProfileData =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; user: CurrentUser; info: UserInfo };

/** Puts a user the API answered into the session, so the header shows the change. */
export function storeSessionUser(user: CurrentUser): void {
  useSession.getState().setUser(parseSessionUser(user));
}

/**
 * The signed-in user and their personal data, fresh from the API (online only). A 401 means the
 * session ended elsewhere: the session is cleared and the route guard sends the visitor away.
 */
export function useProfileData(online: boolean) {
  const [data, setData] = useState<ProfileData>({ status: 'loading' });

  useEffect(() => {
    if (!online) return;
    let live = true;
    setData({ status: 'loading' });
    const load = async () => {
      try {
        const user = await fetchCurrentUser();
        const info = await fetchUserInfo(user.ID);
        if (!live) return;
        storeSessionUser(user);
        setData({ status: 'ready', user, info });
      } catch (error) {
        const failure = await failureOf(error);
        if (!live) return;
        if (failure.status === 401) useSession.getState().setUser(null);
        else setData({ status: 'failed' });
      }
    };
    void load();
    return () => {
      live = false;
    };
  }, [online]);

  const setUser = useCallback((user: CurrentUser) => {
    storeSessionUser(user);
    setData((current) => (current.status === 'ready' ? { ...current, user } : current));
  }, []);

  const setInfo = useCallback((info: UserInfo) => {
    setData((current) => (current.status === 'ready' ? { ...current, info } : current));
  }, []);

  /** Asks for the user again (the display name follows the names); a failure keeps the old one. */
  const refreshUser = useCallback(async () => {
    try {
      setUser(await fetchCurrentUser());
    } catch {
      // The names are saved; only the name in the header waits for the next visit.
    }
  }, [setUser]);

  return { data, setUser, setInfo, refreshUser };
}
