import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type { LiveGameSummary } from '@sync/contract/play';
import { PlayerCardsService } from '../cards/player-cards.service';
import { seatCards } from '../cards/seat-cards';
import { ObserverRegistry } from '../observers/observer-registry';
import { gamesOfUser, liveGames, type ListedGame } from './live-game.repository';

const LIST_LIMIT = 100;

/** GET /games/self and GET /games/current: lists from the games' summary columns. */
@Injectable()
export class GameListsService {
  constructor(
    private readonly em: EntityManager,
    private readonly cards: PlayerCardsService,
    private readonly observers: ObserverRegistry,
  ) {}

  /** The user's games, live ones first, then the newest. */
  async ofUser(userId: number): Promise<LiveGameSummary[]> {
    const em = this.em.fork();
    return this.summaries(em, await gamesOfUser(em, userId, LIST_LIMIT));
  }

  /** Live games, the most watched first. */
  async current(): Promise<LiveGameSummary[]> {
    const em = this.em.fork();
    const games = await this.summaries(em, await liveGames(em, LIST_LIMIT * 5));
    return games.sort((a, b) => b.observers - a.observers || b.id - a.id).slice(0, LIST_LIMIT);
  }

  private async summaries(em: EntityManager, games: ListedGame[]): Promise<LiveGameSummary[]> {
    const ids = games.flatMap(({ meta }) => [meta.blackId, meta.whiteId]);
    const cards = await this.cards.cards(
      ids.filter((id) => id !== null),
      em,
    );
    return games.map(({ meta, phase, moveCount, result, finishedAt }) => ({
      id: meta.id,
      boardSize: meta.settings.boardSize,
      rules: meta.settings.rules,
      timeClass: meta.timeClass,
      ranked: meta.ranked,
      ...seatCards(meta, cards),
      moveCount,
      phase,
      result,
      startedAt: new Date(meta.startedAt).toISOString(),
      finishedAt: finishedAt === null ? null : new Date(finishedAt).toISOString(),
      observers: this.observers.of(meta.id).count,
    }));
  }
}
