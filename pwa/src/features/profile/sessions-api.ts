import type { SessionInfo } from '@sync/contract/account';
import { http } from '@pwa/lib/http';

/** The browsers signed in to the user's account (sync/contract/account.ts), this one first. */
export function fetchSessions(): Promise<SessionInfo[]> {
  return http.get('user/sessions').json<SessionInfo[]>();
}

export async function endSession(id: string): Promise<void> {
  await http.delete(`user/sessions/${encodeURIComponent(id)}`);
}

/** Signs out every browser but this one. */
export async function endOtherSessions(): Promise<void> {
  await http.delete('user/sessions');
}
