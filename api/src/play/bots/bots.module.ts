import { Module } from '@nestjs/common';
import { LiveGamesModule } from '../live-games/live-games.module';
import { BotAccountsLookup } from './bot-accounts-lookup';
import { BotBrain } from './bot-brain';
import { BotClaims } from './bot-claims';
import { BotEngines } from './bot-engines';
import { BotMoveQueue } from './bot-move-queue';
import { BotPlayer } from './bot-player';
import { BotSweeper } from './bot-sweeper';
import { BotsController } from './bots.controller';

/** The bots: GNU Go and the KataGo network playing live games as accounts. */
@Module({
  imports: [LiveGamesModule],
  controllers: [BotsController],
  providers: [
    BotEngines,
    BotMoveQueue,
    BotAccountsLookup,
    BotBrain,
    BotClaims,
    BotPlayer,
    BotSweeper,
  ],
  exports: [BotEngines, BotPlayer],
})
export class BotsModule {}
