import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/knex';
import type { OfflineBotGameUpload } from '@sync/contract/play';
import { ApiError } from '../../common/errors/api-error';
import { PlayerCardsService } from '../cards/player-cards.service';
import { seatCards } from '../cards/seat-cards';
import { botAccountId } from '../challenges/bot-accounts';
import { FinishedGameWriter } from './finished-game-writer';
import { GameStarter } from './game-starter';
import { appendEvent } from './live-game-events.repository';
import { offlineGame, readGameMeta, summaryOf, writeSummary } from './live-game.repository';
import { offlineDates } from './offline-dates';
import { replayOfflineGame } from './offline-replay';

/** One step for the start event, then one per event of the replay. */
const FIRST_EVENT_SEQ = 2;

/**
 * Games against the modern bot played in a browser, uploaded when back online: replayed by the
 * server's rules, then written as a finished live game of the user (unrated) in one transaction.
 * The same clientId uploaded again answers the game already made.
 */
@Injectable()
export class OfflineGamesService {
  constructor(
    private readonly em: EntityManager,
    private readonly starter: GameStarter,
    private readonly finisher: FinishedGameWriter,
    private readonly cards: PlayerCardsService,
  ) {}

  async upload(
    userId: number,
    upload: OfflineBotGameUpload,
  ): Promise<{ gameId: number; created: boolean }> {
    const known = await this.uploaded(userId, upload.clientId);
    if (known !== null) return { gameId: known, created: false };
    const dates = offlineDates(upload);
    if (!dates.ok) {
      throw new ApiError('badParameters', { message: `Invalid offline game: ${dates.reason}` });
    }
    const { startedAt, finishedAt } = dates;
    if (finishedAt < startedAt) {
      throw new ApiError('badParameters', { message: 'The game finished before it started' });
    }
    const replay = replayOfflineGame(upload, startedAt, finishedAt);
    if (!replay.ok) {
      throw new ApiError('badParameters', { message: `Invalid offline game: ${replay.reason}` });
    }
    try {
      const gameId = await this.em.fork().transactional(async (em) => {
        const botId = await botAccountId(em, 'modern', new Date());
        const players =
          upload.colour === 'black'
            ? { blackId: userId, whiteId: botId }
            : { blackId: botId, whiteId: userId };
        const id = await this.starter.start(
          em,
          { challengeId: null, settings: replay.settings, ...players },
          startedAt,
        );
        for (const [index, event] of replay.events.entries()) {
          const { kind, at, ...rest } = event;
          const { actor = null, ...payload } = rest as { actor?: 'black' | 'white' };
          await appendEvent(em, id, {
            seq: FIRST_EVENT_SEQ + index,
            kind,
            actor,
            clientSeq: null,
            payload,
            at,
          });
        }
        const { flow } = replay;
        const seq = FIRST_EVENT_SEQ + replay.events.length - 1;
        await writeSummary(
          em,
          id,
          { ...summaryOf(flow, seq), finishedAt: flow.finishedAt ?? finishedAt },
          upload.clientId,
        );
        const meta = await readGameMeta(em, id);
        if (!meta) throw new Error(`Game ${id} vanished in its own transaction`);
        const found = await this.cards.cards([userId, botId], em);
        await this.finisher.finish(
          em,
          { meta, flow, seq, lastEventAt: replay.events.at(-1)?.at ?? startedAt },
          seatCards(meta, found),
        );
        return id;
      });
      return { gameId, created: true };
    } catch (error) {
      // the same game uploaded twice at once: the other upload made it
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      const made = await this.uploaded(userId, upload.clientId);
      if (made === null) throw error;
      return { gameId: made, created: false };
    }
  }

  /** The game this user uploaded under clientId; 409 when another account's game has it. */
  private async uploaded(userId: number, clientId: string): Promise<number | null> {
    const game = await offlineGame(this.em.fork(), clientId);
    if (!game) return null;
    if (game.blackId !== userId && game.whiteId !== userId) {
      throw new ApiError('illegalAction', { message: 'This game id belongs to another account' });
    }
    return game.id;
  }
}
