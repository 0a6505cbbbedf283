import type { PlayerCard } from '@sync/contract/play';
import type { GameMeta } from '../live-games/game-log';
import type { GameCards } from '../live-games/state-view';
import { unknownPlayer } from './player-cards.service';

/**
 * A game's two cards from its players' accounts (a deleted account as unknown). A bot plays at
 * the rank its challenge asked for, whatever its account's rating: its card shows that rank.
 */
export function seatCards(
  meta: Pick<GameMeta, 'blackId' | 'whiteId' | 'settings'>,
  found: ReadonlyMap<number, PlayerCard>,
): GameCards {
  const { botRank } = meta.settings;
  const cardOf = (id: number | null) => {
    const card = (id !== null && found.get(id)) || unknownPlayer(id ?? 0);
    return card.bot && botRank ? { ...card, rank: botRank } : card;
  };
  return { black: cardOf(meta.blackId), white: cardOf(meta.whiteId) };
}
