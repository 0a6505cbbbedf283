import { Client } from 'pg';
import type { Broadcast, BroadcastCreate, BroadcastMoveInput } from '@sync/contract/broadcasts';
import { freshDatabase, writeAccounts } from '../play/play-setup';

/**
 * Set-up of the broadcast bench (not measured): a fresh PostgreSQL database with one
 * broadcaster's account (an API token), and a broadcast of one board made through the API.
 */

/** The database's URL and the broadcaster's API token. */
export async function broadcasterSite(
  adminUrl: string,
  name: string,
): Promise<{ databaseUrl: string; token: string }> {
  const databaseUrl = await freshDatabase(adminUrl, name);
  const [token] = await writeAccounts(databaseUrl, 1);
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("update app_user set roles = 'user,broadcaster'");
  } finally {
    await client.end();
  }
  return { databaseUrl, token };
}

export async function createBroadcast(origin: string, token: string): Promise<Broadcast> {
  const body: BroadcastCreate = {
    title: 'Bench round',
    round: 1,
    boards: [{ black: { name: 'Black' }, white: { name: 'White' }, boardSize: 19 }],
  };
  const response = await call(`${origin}/api/v1/broadcasts`, token, body);
  if (response.status !== 201) throw await failure('POST /broadcasts', response);
  return (await response.json()) as Broadcast;
}

/** Plays a move on board 1; resolves once the API answered 201. */
export async function postMove(
  origin: string,
  token: string,
  broadcastId: number,
  input: BroadcastMoveInput,
): Promise<void> {
  const url = `${origin}/api/v1/broadcasts/${broadcastId}/boards/1/moves`;
  const response = await call(url, token, input);
  if (response.status !== 201) throw await failure(`POST move ${input.seq}`, response);
  await response.arrayBuffer();
}

/** The viewers count the API gives in GET /broadcasts/{id}. */
export async function viewersOf(origin: string, broadcastId: number): Promise<number> {
  const response = await fetch(`${origin}/api/v1/broadcasts/${broadcastId}`);
  if (!response.ok) throw await failure('GET /broadcasts/{id}', response);
  return ((await response.json()) as Broadcast).viewers;
}

function call(url: string, token: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function failure(what: string, response: Response): Promise<Error> {
  return new Error(`${what} answered ${response.status}: ${await response.text()}`);
}
