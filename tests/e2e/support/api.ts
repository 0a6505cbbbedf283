import { baseUrl } from './base-url';

/** GET /api/v1/{path} of the running app from the test process (never through the browser). */
export async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/v1/${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** POST /api/v1/{path} with a JSON body; resolves with the status and the parsed answer. */
export async function apiPost<T>(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl()}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/**
 * Headers that make a request come from an address of its own (the test servers trust one proxy),
 * so the accounts set-up of one test never uses up the per-IP limits of the next: sign-ups allow
 * 30 an hour from one address.
 */
export function fromNewAddress(): Record<string, string> {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return { 'x-forwarded-for': `10.${byte()}.${byte()}.${byte()}` };
}
