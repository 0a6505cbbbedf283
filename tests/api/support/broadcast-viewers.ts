import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { Broadcast, BroadcastEvent } from '@sync/contract/broadcasts';
import { SESSION_COOKIE } from '@sync/contract/account';
import { SessionService } from '@api/accounts/auth/session.service';
import type { Database } from '@api/database/open-database';
import { makeAccount } from './admin-accounts';
import { LobbyStream } from './lobby-stream';
import { TEST_ORIGIN } from './test-app';

/** Legal moves that never capture: black up column A, white up column T. */
export const STREAM_MOVES: readonly string[] = Array.from({ length: 19 }, (_, row) => [
  `A${row + 1}`,
  `T${row + 1}`,
]).flat();

/** A signed-in broadcaster's session cookie. */
export async function broadcasterCookie(
  app: NestExpressApplication,
  orm: Database,
  username: string,
): Promise<string> {
  const em = orm.em.fork();
  const user = makeAccount(em, {
    username,
    email: `${username}@example.org`,
    created: new Date().toISOString(),
    roles: ['user', 'broadcaster'],
  });
  await em.flush();
  const { token } = await app.get(SessionService).start(user);
  return `${SESSION_COOKIE}=${token}`;
}

export async function createBroadcast(
  app: NestExpressApplication,
  cookie: string,
  title = 'Round 1, top boards',
): Promise<Broadcast> {
  const response = await request(app.getHttpServer())
    .post('/api/v1/broadcasts')
    .set('Cookie', cookie)
    .set('Origin', TEST_ORIGIN)
    .send({
      title,
      round: 1,
      boards: [
        { black: { name: 'Black One' }, white: { name: 'White One' }, boardSize: 19 },
        { black: { name: 'Black Two' }, white: { name: 'White Two' }, boardSize: 19 },
      ],
    })
    .expect(201);
  return response.body as Broadcast;
}

/** Posts move `seq` (STREAM_MOVES[seq - 1] unless given) on a board; expects `status`. */
export async function postMove(
  app: NestExpressApplication,
  cookie: string,
  ref: { broadcastId: number; board: number; seq: number; move?: string },
  status = 201,
): Promise<void> {
  await request(app.getHttpServer())
    .post(`/api/v1/broadcasts/${ref.broadcastId}/boards/${ref.board}/moves`)
    .set('Cookie', cookie)
    .set('Origin', TEST_ORIGIN)
    .send({ seq: ref.seq, move: ref.move ?? STREAM_MOVES[ref.seq - 1] })
    .expect(status);
}

/**
 * A viewer's stream of a broadcast (a real SSE connection); `headers` e.g. its session cookie, or
 * the address a trusted proxy names (X-Forwarded-For).
 */
export function openViewer(
  baseUrl: string,
  broadcastId: number,
  headers: Record<string, string> = {},
): Promise<LobbyStream> {
  return LobbyStream.open(baseUrl, { path: `/api/v1/broadcasts/${broadcastId}/stream`, headers });
}

/** The next event of the stream, read as the contract's BroadcastEvent. */
export async function nextEvent(stream: LobbyStream): Promise<BroadcastEvent> {
  const event = await stream.next();
  const parsed = JSON.parse(event.data) as BroadcastEvent;
  if (parsed.type !== event.event) throw new Error(`event ${event.event} carries ${parsed.type}`);
  return parsed;
}

/** Events until the one `until` holds for (included). */
export async function eventsUntil(
  stream: LobbyStream,
  until: (event: BroadcastEvent) => boolean,
): Promise<BroadcastEvent[]> {
  const events: BroadcastEvent[] = [];
  for (;;) {
    const event = await nextEvent(stream);
    events.push(event);
    if (until(event)) return events;
  }
}

/** Waits for a 'viewers' event telling `count`. */
export async function viewersEvent(stream: LobbyStream, count: number): Promise<void> {
  await eventsUntil(stream, (event) => event.type === 'viewers' && event.viewers === count);
}

/** The moves of the events, as 'board:seq:move'. */
export function movesOf(events: BroadcastEvent[]): string[] {
  return events.flatMap((event) =>
    event.type === 'move' ? [`${event.board}:${event.seq}:${event.move}`] : [],
  );
}
