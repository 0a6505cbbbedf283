import type { ApiTokenInfo, CreatedApiToken } from '@sync/contract/account';
import { http } from '@pwa/lib/http';

/** The signed-in user's API tokens (sync/contract/account.ts), through the one ky instance. */

export function fetchApiTokens(): Promise<ApiTokenInfo[]> {
  return http.get('user/tokens').json<ApiTokenInfo[]>();
}

/** The answer carries the secret token: the only time it is ever shown. */
export function createApiToken(name: string): Promise<CreatedApiToken> {
  return http.post('user/tokens', { json: { name } }).json<CreatedApiToken>();
}

export async function revokeApiToken(id: number): Promise<void> {
  await http.delete(`user/tokens/${id}`);
}
