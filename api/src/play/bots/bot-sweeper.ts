import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { Leadership } from '../../common/realtime/leadership';
import { unfinishedGameIdsOf } from '../live-games/live-game.repository';
import { BotAccountsLookup } from './bot-accounts-lookup';
import { BotPlayer } from './bot-player';

/** How often the clocks' leader looks for bot games nobody is answering. */
export const BOT_SWEEP_MS = 3000;

/**
 * The bots' safety net: after a restart, or when the instance thinking for a bot died, no news
 * comes for its game. The clocks' leader looks at every unfinished bot game now and then, and the
 * bot answers what it owes (a step another instance still holds is left to it).
 */
@Injectable()
export class BotSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('BotSweeper');
  private timer: NodeJS.Timeout | null = null;
  private sweeping = false;

  constructor(
    private readonly em: EntityManager,
    private readonly leadership: Leadership,
    private readonly accounts: BotAccountsLookup,
    private readonly player: BotPlayer,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), BOT_SWEEP_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async sweep(): Promise<void> {
    if (this.sweeping || !this.leadership.isLeader()) return;
    this.sweeping = true;
    try {
      const bots = [...(await this.accounts.all()).keys()];
      if (bots.length === 0) return;
      for (const id of await unfinishedGameIdsOf(this.em.fork(), bots)) this.player.consider(id);
    } catch (error) {
      this.logger.warn(`Could not look for bot games: ${String(error)}`);
    } finally {
      this.sweeping = false;
    }
  }
}
