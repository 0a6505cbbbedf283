import { parseWhole } from './config-values';
/**
 * The play WebSocket's limits (read once at boot, app-config.ts; DEFAULT_PLAY_SOCKET_SETTINGS
 * when absent). Over a cap the server closes the socket with a PLAY_SOCKET_CLOSE code.
 */
export interface PlaySocketSettings {
  /**
   * observers of one game, summed over every instance (PLAY_WATCHERS_PER_GAME); its players
   * are never refused. A watch beyond it closes the socket with `gameFull`.
   */
  watchersPerGame: number;
  /** sockets open at once from one client IP on one instance (PLAY_SOCKETS_PER_IP) */
  socketsPerIp: number;
  /** messages one socket may send a second (PLAY_SOCKET_MESSAGES_PER_SECOND) */
  messagesPerSecond: number;
  /**
   * bytes the server may hold unsent for one socket (PLAY_SOCKET_MAX_BUFFERED_BYTES): a socket
   * still holding more when another message is due has stopped reading and is dropped
   */
  maxBufferedBytes: number;
  /** observers named in a game's observer list, the first ones alphabetically (PLAY_OBSERVER_NAMES) */
  observerNames: number;
}

export const DEFAULT_PLAY_SOCKET_SETTINGS: PlaySocketSettings = {
  watchersPerGame: 1000,
  // a tournament venue's Wi-Fi puts many players behind one address
  socketsPerIp: 100,
  messagesPerSecond: 20,
  maxBufferedBytes: 1024 * 1024,
  observerNames: 50,
};

/** The play socket's limits from the environment, each validated; a default for each one unset. */
export function parsePlaySocket(env: NodeJS.ProcessEnv): PlaySocketSettings {
  const read = (name: string, min: number, max: number, fallback: number) =>
    parseWhole(name, env[name], min, max) ?? fallback;
  const defaults = DEFAULT_PLAY_SOCKET_SETTINGS;
  return {
    watchersPerGame: read('PLAY_WATCHERS_PER_GAME', 1, 1_000_000, defaults.watchersPerGame),
    socketsPerIp: read('PLAY_SOCKETS_PER_IP', 1, 1_000_000, defaults.socketsPerIp),
    messagesPerSecond: read(
      'PLAY_SOCKET_MESSAGES_PER_SECOND',
      1,
      100_000,
      defaults.messagesPerSecond,
    ),
    maxBufferedBytes: read(
      'PLAY_SOCKET_MAX_BUFFERED_BYTES',
      16 * 1024,
      1024 ** 3,
      defaults.maxBufferedBytes,
    ),
    observerNames: read('PLAY_OBSERVER_NAMES', 0, 1000, defaults.observerNames),
  };
}
