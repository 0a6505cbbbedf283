import type { ChatLine, LiveGameDelta, LiveGameState } from '@sync/contract/play';
import { channel } from '../../common/realtime/bus';
import type { LoggedEvent } from './game-log';

/** The bus channel of every live game's news; each instance passes it to its own sockets. */
export const GAMES_CHANNEL = channel<GameMessage>('games');

/**
 * `state`: the game after an event, whole (for the instances' own use and for a watcher that
 * missed one), with what changed from the one before (`delta`, what watchers are sent) and the
 * event as logged (other instances fold it into the game they keep); neither for a start.
 */
export type GameMessage =
  | {
      type: 'state';
      gameId: number;
      state: LiveGameState;
      delta: LiveGameDelta | null;
      event: LoggedEvent | null;
    }
  | { type: 'chat'; gameId: number; lines: ChatLine[] };
