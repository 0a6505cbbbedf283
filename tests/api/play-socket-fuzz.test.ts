import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PLAY_MESSAGE_MAX_BYTES,
  PLAY_SOCKET_PATH,
  type LiveGameState,
  type ServerMessage,
} from '@sync/contract/play';
import { SocketClient } from '../support/socket-client';
import { signedInUser } from './support/accounts';
import { INTERNALS } from './support/contract-fuzz/answer-check';
import {
  HOSTILE_JSON_VALUES,
  HOSTILE_RAW_BODIES,
  pick,
  seededRandom,
} from './support/contract-fuzz/hostile-values';
import { startGame } from './support/play';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const SEED = 20261129;
const VALUES_PER_FIELD = 6;
type Message = Record<string, unknown>;

/** Each kind of client message, well formed, with the fields a hostile value replaces. */
function templates(gameId: number): { message: Message; fields: string[] }[] {
  const chat = { kind: 'chat', text: 'hello' };
  return [
    { message: { type: 'watch', gameId }, fields: ['type', 'gameId'] },
    { message: { type: 'resync', gameId }, fields: ['gameId'] },
    { message: { type: 'unwatch', gameId: gameId + 1 }, fields: ['gameId'] },
    { message: { type: 'ping', t: 1 }, fields: ['t'] },
    {
      message: { type: 'action', requestId: 1, gameId, clientSeq: 1, lagMs: 10, action: chat },
      fields: ['requestId', 'gameId', 'clientSeq', 'lagMs', 'action', 'action.kind', 'action.text'],
    },
    {
      message: { type: 'action', requestId: 2, gameId, action: { kind: 'removal', points: [] } },
      fields: ['action.points'],
    },
  ];
}

function withField(message: Message, field: string, value: unknown): Message {
  const [head, tail] = field.split('.');
  if (!tail) return { ...message, [head]: value };
  return { ...message, [head]: { ...(message[head] as Message), [tail]: value } };
}

/** Hostile frames: each field of each message replaced, whole bodies, text that is not JSON. */
function hostileFrames(gameId: number): string[] {
  const random = seededRandom(SEED);
  const frames = templates(gameId).flatMap(({ message, fields }) =>
    fields.flatMap((field) =>
      pick(random, HOSTILE_JSON_VALUES, VALUES_PER_FIELD).map((value) =>
        JSON.stringify(withField(message, field, value)),
      ),
    ),
  );
  frames.push(...HOSTILE_RAW_BODIES, 'not json', '{"type":"action"', '\u0000');
  // a frame over the limit closes the socket by design (play-socket.test.ts)
  return frames.filter((frame) => Buffer.byteLength(frame) <= PLAY_MESSAGE_MAX_BYTES);
}

/**
 * Every kind of message the play socket takes, with hostile fields (a fixed seed), whole bodies
 * and frames that are not JSON, from a player of the game: never a 5xx or internals in an
 * answer, the socket kept, the game untouched, and play going on after.
 */
describe('contract fuzz: the play WebSocket with hostile messages', () => {
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp({ playSocket: { messagesPerSecond: 100_000 } });
    await t.app.listen(0, '127.0.0.1');
    url = `ws://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}${PLAY_SOCKET_PATH}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers each hostile message with a refusal or nothing, and the game stays as it was', async () => {
    const [black, white] = await Promise.all([signedInUser(t), signedInUser(t)]);
    const gameId = await startGame(t, black.user.id, white.user.id);
    const socket = await SocketClient.open(url, { Cookie: black.cookie, Origin: TEST_ORIGIN });
    socket.send({ type: 'watch', gameId });
    const before = await socket.nextState(gameId, () => true);

    const frames = hostileFrames(gameId);
    expect(frames.length).toBeGreaterThan(80);
    for (const frame of frames) socket.send(frame);
    // actions are handled in the order sent: the answer to this one comes after all of theirs
    socket.send({
      type: 'action',
      requestId: 999,
      gameId,
      clientSeq: 1_000_000,
      action: { kind: 'move', move: 'E5' },
    });
    const played = await socket.next((m) => m.type === 'reply' && m.requestId === 999);
    expect(played).toMatchObject({ ok: true });

    expect(socket.closed).toBeNull();
    const problems = socket.received.filter(isProblem);
    expect(problems).toEqual([]);
    const refusals = socket.received.filter((m) => m.type === 'error' || isRefusal(m));
    expect(refusals.length).toBeGreaterThan(frames.length / 2);

    const rest = await t.http().get(`/api/v1/games/${gameId}/state`).expect(200);
    const after = rest.body as LiveGameState;
    expect(after.moves).toEqual([...before.moves, 'E5']);
    expect(after.phase).toBe('play');
    expect(after.seq).toBe((await socket.nextState(gameId, (s) => s.moves.length === 1)).seq);
  });
});

function isRefusal(message: ServerMessage): boolean {
  return message.type === 'reply' && !message.ok;
}

/** A server error, or an answer that shows the server's internals. */
function isProblem(message: ServerMessage): boolean {
  if (INTERNALS.test(JSON.stringify(message))) return true;
  if (message.type === 'error') return message.message === 'Internal server error';
  return message.type === 'reply' && !message.ok && message.status >= 500;
}
