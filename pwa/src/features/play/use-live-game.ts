import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  PLAY_SOCKET_PATH,
  type ChatLine,
  type LiveGameState,
  type PlayAction,
  type PlaySocketRefusal,
  type ServerMessage,
} from '@sync/contract/play';
import { readHttpFailure } from '@pwa/lib/http';
import { mergeChat } from './chat-lines';
import type { ClockSync } from './clock-sync';
import { fetchGameChat, fetchGameState } from './play-api';
import { PlaySocket, playSocketUrl, type ActionReply, type SocketStatus } from './play-socket';

export interface LiveGame {
  state: LiveGameState | null;
  chat: ChatLine[];
  /** the newest chat line that came as history (the first answer, a watch's): not news */
  historyChatId: number;
  status: SocketStatus;
  /** why the server last refused the socket; null once it is open again */
  refusal: PlaySocketRefusal | null;
  sync: ClockSync;
  /** the API has no such game */
  notFound: boolean;
  /** the server's last error message on the socket */
  error: string | null;
}

type Event =
  | { type: 'state'; state: LiveGameState }
  | { type: 'chat'; lines: ChatLine[]; replace: boolean; history: boolean }
  | { type: 'observers'; observers: LiveGameState['observers'] }
  | { type: 'status'; status: SocketStatus }
  | { type: 'refused'; refusal: PlaySocketRefusal }
  | { type: 'sync'; sync: ClockSync }
  | { type: 'notFound' }
  | { type: 'error'; message: string };

const INITIAL: LiveGame = {
  state: null,
  chat: [],
  historyChatId: 0,
  status: 'connecting',
  refusal: null,
  sync: { offset: 0, lagMs: 0 },
  notFound: false,
  error: null,
};

function reduce(game: LiveGame, event: Event): LiveGame {
  switch (event.type) {
    case 'state':
      // states come whole; an older one (a REST answer overtaken by the socket) is dropped
      return game.state && game.state.seq > event.state.seq
        ? game
        : { ...game, state: event.state, notFound: false };
    case 'chat':
      return {
        ...game,
        chat: mergeChat(game.chat, event.lines, event.replace),
        historyChatId: event.history
          ? Math.max(game.historyChatId, ...event.lines.map((line) => line.id))
          : game.historyChatId,
      };
    case 'observers':
      return game.state ? { ...game, state: { ...game.state, observers: event.observers } } : game;
    case 'status':
      return {
        ...game,
        status: event.status,
        refusal: event.status === 'open' ? null : game.refusal,
      };
    case 'refused':
      return { ...game, refusal: event.refusal };
    case 'sync':
      return { ...game, sync: event.sync };
    case 'notFound':
      return game.state ? game : { ...game, notFound: true };
    case 'error':
      return { ...game, error: event.message };
  }
}

function toEvent(message: ServerMessage, afterWatch: boolean): Event | null {
  switch (message.type) {
    case 'state':
      return { type: 'state', state: message.state };
    case 'chat':
      return { type: 'chat', lines: message.lines, replace: afterWatch, history: afterWatch };
    case 'observers':
      return { type: 'observers', observers: message.observers };
    case 'error':
      return { type: 'error', message: message.message };
    default:
      return null;
  }
}

/**
 * A live game as this client sees it: the first state and chat over HTTP, then everything over
 * the play socket, which reconnects by itself; `act` sends an action and resolves with the reply.
 */
export function useLiveGame(gameId: number): LiveGame & {
  act: (action: PlayAction, onMoves?: number) => Promise<ActionReply>;
} {
  const [game, dispatch] = useReducer(reduce, INITIAL);
  const socketRef = useRef<PlaySocket | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchGameState(gameId, controller.signal).then(
      (state) => dispatch({ type: 'state', state }),
      async (error: unknown) => {
        if ((await readHttpFailure(error)).status === 404) dispatch({ type: 'notFound' });
      },
    );
    fetchGameChat(gameId, controller.signal).then(
      (lines) => dispatch({ type: 'chat', lines, replace: false, history: true }),
      () => undefined,
    );
    return () => controller.abort();
  }, [gameId]);

  useEffect(() => {
    const socket = new PlaySocket(
      gameId,
      {
        open: () => new WebSocket(playSocketUrl(window.location, PLAY_SOCKET_PATH)),
        now: Date.now,
      },
      {
        onMessage: (message, afterWatch) => {
          const event = toEvent(message, afterWatch);
          if (event) dispatch(event);
        },
        onStatus: (status) => dispatch({ type: 'status', status }),
        onClockSync: (sync) => dispatch({ type: 'sync', sync }),
        onRefused: (refusal) => dispatch({ type: 'refused', refusal }),
      },
    );
    socketRef.current = socket;
    socket.start();
    const reconnect = () => socket.reconnectNow();
    const drop = () => socket.dropNow();
    window.addEventListener('online', reconnect);
    window.addEventListener('offline', drop);
    return () => {
      window.removeEventListener('online', reconnect);
      window.removeEventListener('offline', drop);
      socket.stop();
      socketRef.current = null;
    };
  }, [gameId]);

  const act = useCallback(
    (action: PlayAction, onMoves?: number) =>
      socketRef.current?.act(action, onMoves) ?? Promise.resolve({ ok: false, message: null }),
    [],
  );
  return { ...game, act };
}
