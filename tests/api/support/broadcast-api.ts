import type { Response } from 'supertest';
import type {
  Broadcast,
  BroadcastBoardInput,
  BroadcastCreate,
  BroadcastMoveAnswer,
} from '@sync/contract/broadcasts';
import { signedInUser } from './accounts';
import { TEST_ORIGIN, type TestApp } from './test-app';

export const BROADCASTS = '/api/v1/broadcasts';

/** The 409 of a refused board change: the domain's reason is the message. */
export const refusedBecause = (message: string) => ({
  statusCode: 409,
  code: 'BROADCAST_REFUSED',
  message,
});

export const BROADCAST_NOT_FOUND = {
  statusCode: 404,
  code: 'BROADCAST_NOT_FOUND',
  message: 'No broadcast with such id',
};

export const BROADCAST_BOARD_NOT_FOUND = {
  statusCode: 404,
  code: 'BROADCAST_BOARD_NOT_FOUND',
  message: 'No board with such number in this broadcast',
};

export const BROADCAST_RECORD_NOT_FOUND = {
  statusCode: 404,
  code: 'BROADCAST_RECORD_NOT_FOUND',
  message: 'The board has no record yet: it is not finished',
};

export const BROADCAST_RESULT_INVALID = {
  statusCode: 400,
  code: 'BROADCAST_RESULT_INVALID',
  message:
    "A result is B+R, W+T, B+F, W+3.5, Draw or Void (winner, '+', then resignation, time, forfeit or points)",
};

/** A session cookie of a new account with the role (a broadcaster unless told otherwise). */
export async function cookieOf(
  t: TestApp,
  roles: ('user' | 'admin' | 'broadcaster')[] = ['user', 'broadcaster'],
): Promise<string> {
  return (await signedInUser(t, { roles })).cookie;
}

export function board(overrides: Partial<BroadcastBoardInput> = {}): BroadcastBoardInput {
  return {
    black: { name: 'Black Player' },
    white: { name: 'White Player' },
    boardSize: 19,
    ...overrides,
  };
}

/** Cookie-authenticated calls of the broadcasts API, with the site's Origin. */
export function broadcastCalls(t: TestApp, cookie: string) {
  const write = (method: 'post' | 'put' | 'patch' | 'delete', path: string, body?: object) => {
    const http = t.http();
    const call = http[method](`${BROADCASTS}${path}`)
      .set('Cookie', cookie)
      .set('Origin', TEST_ORIGIN);
    return body === undefined ? call : call.send(body);
  };
  const boardPath = (id: number, number: number) => `/${id}/boards/${number}`;
  return {
    create: (body: BroadcastCreate) => write('post', '', body),
    async created(body: Partial<BroadcastCreate> = {}): Promise<Broadcast> {
      const response = await write('post', '', { title: 'Round 1', boards: [board()], ...body });
      if (response.status !== 201)
        throw new Error(`create answered ${response.status}: ${response.text}`);
      return response.body as Broadcast;
    },
    patch: (id: number, body: object) => write('patch', `/${id}`, body),
    remove: (id: number) => write('delete', `/${id}`),
    move: (id: number, number: number, seq: number, move: string, extra: object = {}) =>
      write('post', `${boardPath(id, number)}/moves`, { seq, move, ...extra }),
    moveBody: (id: number, number: number, body: object) =>
      write('post', `${boardPath(id, number)}/moves`, body),
    undo: (id: number, number: number, seq: number) =>
      write('post', `${boardPath(id, number)}/undo`, { seq }),
    result: (id: number, number: number, result: string | null) =>
      write('put', `${boardPath(id, number)}/result`, { result }),
    comment: (id: number, number: number, moveNumber: number, text: string) =>
      write('post', `${boardPath(id, number)}/comments`, { moveNumber, text }),
    /** plays the moves from seq 1 (each must be played) */
    async play(id: number, number: number, moves: string[], from = 1): Promise<void> {
      for (const [index, move] of moves.entries()) {
        const response: Response = await write('post', `${boardPath(id, number)}/moves`, {
          seq: from + index,
          move,
        });
        if (response.status !== 201)
          throw new Error(`${move}: ${response.status} ${response.text}`);
      }
    },
    get: async (id: number): Promise<Broadcast> =>
      (await t.http().get(`${BROADCASTS}/${id}`).set('Cookie', cookie).expect(200))
        .body as Broadcast,
  };
}

export type BroadcastCalls = ReturnType<typeof broadcastCalls>;
export type MoveAnswer = BroadcastMoveAnswer;
