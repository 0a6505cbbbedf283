import type { ChatLine, LiveGameState } from '@sync/contract/play';
import { channel } from '../../common/realtime/bus';

/** The bus channel of every live game's news; each instance passes it to its own sockets. */
export const GAMES_CHANNEL = channel<GameMessage>('games');

export type GameMessage =
  | { type: 'state'; gameId: number; state: LiveGameState }
  | { type: 'chat'; gameId: number; lines: ChatLine[] };
