import type {
  Broadcast,
  BroadcastBoard,
  BroadcastCreate,
  BroadcastMoveAnswer,
} from '@sync/contract/broadcasts';
import type { GameSummary } from '@sync/contract/games';
import type { QueuedBroadcastAction } from '@pwa/lib/db';
import { http, readHttpFailure } from '@pwa/lib/http';

/** The cache key (and API path) of a broadcast, shared with the on-demand cache. */
export function broadcastPath(id: number): string {
  return `broadcasts/${id}`;
}

export function readBroadcast(id: number): Promise<Broadcast> {
  return http.get(broadcastPath(id)).json<Broadcast>();
}

export function createBroadcast(body: BroadcastCreate): Promise<Broadcast> {
  return http.post('broadcasts', { json: body }).json<Broadcast>();
}

/** GET /tournaments/{id}/games: every game of the tournament (the round is picked here). */
export function tournamentGames(id: number): Promise<GameSummary[]> {
  return http.get(`tournaments/${id}/games`).json<GameSummary[]>();
}

/** What became of sending one waiting action. */
export type SendOutcome =
  | { kind: 'sent'; board: BroadcastBoard }
  /** no answer, or the server failed: keep it and try again later */
  | { kind: 'retry' }
  /** the server refused it (409 and the like): the reason, as the API gave it */
  | { kind: 'refused'; status: number; message: string };

function request(action: QueuedBroadcastAction): Promise<Response> {
  const path = `broadcasts/${action.broadcastId}/boards/${action.board}`;
  switch (action.kind) {
    case 'move':
      return http.post(`${path}/moves`, { json: { seq: action.seq, move: action.move } });
    case 'undo':
      return http.post(`${path}/undo`, { json: { seq: action.seq } });
    case 'result':
      return http.put(`${path}/result`, { json: { result: action.result ?? null } });
    case 'comment':
      return http.post(`${path}/comments`, {
        json: { moveNumber: action.seq, text: action.text },
      });
  }
}

function boardOf(answer: BroadcastMoveAnswer | BroadcastBoard): BroadcastBoard {
  return 'board' in answer ? answer.board : answer;
}

/** Sends one waiting action: 200 and 201 are done, a refusal is final, the rest is retried. */
export async function sendAction(action: QueuedBroadcastAction): Promise<SendOutcome> {
  try {
    const response = await request(action);
    const answer = (await response.json()) as BroadcastMoveAnswer | BroadcastBoard;
    return { kind: 'sent', board: boardOf(answer) };
  } catch (error) {
    const failure = await readHttpFailure(error);
    if (failure.status === null || failure.status >= 500 || failure.status === 429) {
      return { kind: 'retry' };
    }
    return {
      kind: 'refused',
      status: failure.status,
      message: failure.message ?? (failure.body || failure.statusText),
    };
  }
}
