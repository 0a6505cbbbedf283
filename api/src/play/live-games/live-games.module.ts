import { Module } from '@nestjs/common';
import { PlayerCardsService } from '../cards/player-cards.service';
import { PLAY_BUS_PROVIDER } from '../play-bus.provider';
import { PlayBus } from '../bus/play-bus';
import { GameStarter } from './game-starter';

/** Live games: the rules on the server, clocks, the WebSocket, REST actions, records. */
@Module({
  providers: [PLAY_BUS_PROVIDER, PlayerCardsService, GameStarter],
  exports: [PlayBus, PlayerCardsService, GameStarter],
})
export class LiveGamesModule {}
