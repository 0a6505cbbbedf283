import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type { BotKind, Challenge as ChallengeView, ChallengeSettings } from '@sync/contract/play';
import { timeClassOf } from '@domain/play/time-class';
import type { User } from '../../accounts/entities/user.entity';
import { rolesOf } from '../../accounts/user-mapping';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../../common/config/accounts-config';
import { DEFAULT_BOTS_SETTINGS } from '../../common/config/bots-config';
import { ApiError } from '../../common/errors/api-error';
import { PlayerCardsService } from '../cards/player-cards.service';
import { BotEngines } from '../bots/bot-engines';
import { GameStarter } from '../live-games/game-starter';
import { LiveGamesService } from '../live-games/live-games.service';
import { botAccountId } from './bot-accounts';
import { refuseOverBotGameLimit } from './bot-game-limit';
import { Challenge } from './challenge.entity';
import { appendChallengeEvent } from './challenge-log';
import { challengeViews } from './challenge-views';
import { playersByColour } from './colours';
import { LobbyNudge } from './lobby-nudge';

/** Open challenges one account may have at once. */
export const MAX_OPEN_CHALLENGES = 20;

/** Creating, listing and cancelling challenges; a bot challenge starts its game at once. */
@Injectable()
export class ChallengesService {
  private readonly botGamesPerAccount: number;

  constructor(
    private readonly em: EntityManager,
    private readonly cards: PlayerCardsService,
    private readonly starter: GameStarter,
    private readonly nudge: LobbyNudge,
    private readonly engines: BotEngines,
    private readonly games: LiveGamesService,
    @Inject(ACCOUNTS_CONFIG) config: AccountsConfig,
  ) {
    this.botGamesPerAccount = (config.bots ?? DEFAULT_BOTS_SETTINGS).gamesPerAccount;
  }

  async create(user: User, settings: ChallengeSettings): Promise<ChallengeView> {
    const bot = settings.opponent === 'bot';
    if (bot) this.refuseUnavailableBot(settings.botKind ?? 'modern');
    const id = await this.em.fork().transactional(async (em) => {
      const now = new Date();
      const open = await em.count(Challenge, { creatorId: user.id, status: 'open' });
      if (!bot && open >= MAX_OPEN_CHALLENGES) throw new ApiError('tooManyChallenges');
      if (bot) await refuseOverBotGameLimit(em, user.id, this.botGamesPerAccount);
      const challengeId = await em.insert(Challenge, {
        creatorId: user.id,
        settings: JSON.stringify(settings),
        timeClass: timeClassOf(settings),
        status: bot ? 'accepted' : 'open',
        gameId: null,
        createdAt: now,
        creatorSeenAt: now,
        closedAt: bot ? now : null,
      });
      if (bot) await this.startBotGame(em, challengeId, user.id, settings, now);
      else await appendChallengeEvent(em, 'add', challengeId, now);
      return challengeId;
    });
    if (!bot) await this.nudge.send();
    const [view] = await this.views({ id });
    // the clocks' leader times the game from now on, and the bot moves if it is black
    if (view.gameId !== undefined) await this.games.announceStart(view.gameId);
    return view;
  }

  /** 503 naming the bot and why it cannot play (GNU Go not installed), before anything is written. */
  private refuseUnavailableBot(kind: BotKind): void {
    const { available, reason } = this.engines.availability(kind);
    if (available) return;
    const name = kind === 'pre-ai' ? 'The pre-AI bot' : 'The modern bot';
    throw new ApiError('botUnavailable', { message: `${name} is not available: ${reason}` });
  }

  /** The open challenges, oldest first. */
  list(): Promise<ChallengeView[]> {
    return this.views({ status: 'open' });
  }

  /** By its creator or an admin: 404 when unknown or no longer open, 403 for anyone else. */
  async cancel(user: User, id: number): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const challenge = await em.findOne(Challenge, { id }, { disableIdentityMap: true });
      if (!challenge || challenge.status !== 'open') throw new ApiError('challengeNotFound');
      if (challenge.creatorId !== user.id && !rolesOf(user).includes('admin')) {
        throw new ApiError('permissionDenied');
      }
      const now = new Date();
      const closed = await em.nativeUpdate(
        Challenge,
        { id, status: 'open' },
        { status: 'cancelled', closedAt: now },
      );
      if (closed !== 1) throw new ApiError('challengeNotFound');
      await appendChallengeEvent(em, 'remove', id, now);
    });
    await this.nudge.send();
  }

  private async startBotGame(
    em: EntityManager,
    challengeId: number,
    creatorId: number,
    settings: ChallengeSettings,
    now: Date,
  ): Promise<void> {
    const botId = await botAccountId(em, settings.botKind ?? 'modern', now);
    const players = playersByColour(settings.colour, creatorId, botId);
    const gameId = await this.starter.start(
      em,
      { challengeId, settings, ...players },
      now.getTime(),
    );
    await em.nativeUpdate(Challenge, { id: challengeId }, { gameId });
  }

  private async views(where: { id: number } | { status: 'open' }): Promise<ChallengeView[]> {
    const em = this.em.fork();
    const challenges = await em.find(Challenge, where, {
      orderBy: { createdAt: 'asc', id: 'asc' },
      disableIdentityMap: true,
    });
    return challengeViews(em, this.cards, challenges);
  }
}
