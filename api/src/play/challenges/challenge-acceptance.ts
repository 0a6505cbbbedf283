import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type { AcceptedChallenge } from '@sync/contract/play';
import type { User } from '../../accounts/entities/user.entity';
import { ApiError } from '../../common/errors/api-error';
import { PlayerCardsService } from '../cards/player-cards.service';
import { GameStarter } from '../live-games/game-starter';
import { LiveGamesService } from '../live-games/live-games.service';
import { Challenge } from './challenge.entity';
import { appendChallengeEvent } from './challenge-log';
import { rankWithinRange } from '@domain/play/settings';
import { settingsOf } from './challenge-views';
import { playersByColour } from './colours';
import { LobbyNudge } from './lobby-nudge';

/**
 * Accepting a challenge starts its game. Of two players accepting at once exactly one gets the
 * game: the challenge is closed by an update conditional on its being open, and the one whose
 * update changed nothing gets 406.
 */
@Injectable()
export class ChallengeAcceptance {
  constructor(
    private readonly em: EntityManager,
    private readonly cards: PlayerCardsService,
    private readonly starter: GameStarter,
    private readonly nudge: LobbyNudge,
    private readonly games: LiveGamesService,
  ) {}

  async accept(user: User, id: number): Promise<AcceptedChallenge> {
    const gameId = await this.em.fork().transactional(async (em) => {
      const challenge = await em.findOne(Challenge, { id }, { disableIdentityMap: true });
      if (!challenge || challenge.status !== 'open' || challenge.creatorId === user.id) {
        throw new ApiError('noAcceptableChallenge');
      }
      const settings = settingsOf(challenge);
      const { rank } = await this.cards.card(user.id, em);
      if (!rankWithinRange(settings, rank)) throw new ApiError('noAcceptableChallenge');
      const now = new Date();
      const taken = await em.nativeUpdate(
        Challenge,
        { id, status: 'open' },
        { status: 'accepted', closedAt: now },
      );
      if (taken !== 1) throw new ApiError('noAcceptableChallenge');
      const players = playersByColour(settings.colour, challenge.creatorId, user.id);
      const game = await this.starter.start(em, { challengeId: id, settings, ...players }, +now);
      await em.nativeUpdate(Challenge, { id }, { gameId: game });
      await appendChallengeEvent(em, 'remove', id, now);
      return game;
    });
    await Promise.all([this.nudge.send(), this.games.announceStart(gameId)]);
    return { gameId };
  }
}
