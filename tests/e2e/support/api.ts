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
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl()}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}
