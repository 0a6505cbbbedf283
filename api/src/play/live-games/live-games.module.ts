import { Module } from '@nestjs/common';
import { RealtimeModule } from '../../common/realtime/realtime.module';
import { PlayActionsService } from '../actions/play-actions.service';
import { PlayerCardsService } from '../cards/player-cards.service';
import { ChatService } from '../chat/chat.service';
import { ClockRunner } from '../clock/clock-runner';
import { NeuralModule } from '../neural/neural.module';
import { LobbyPresence } from '../observers/lobby-presence';
import { ObserverRegistry } from '../observers/observer-registry';
import { OnlineRatingController } from '../rating/online-rating.controller';
import { PlayGateway } from '../socket/play.gateway';
import { DeadStonesGuesser } from './dead-stones';
import { FinishedGameWriter } from './finished-game-writer';
import { GameListsService } from './game-lists';
import { GameRecords } from './game-records';
import { GameStarter } from './game-starter';
import { LiveGamesController } from './live-games.controller';
import { LiveGamesService } from './live-games.service';
import { OfflineGamesService } from './offline-games';

/** Live games: the rules on the server, clocks, the WebSocket, REST actions, records. */
@Module({
  imports: [NeuralModule, RealtimeModule],
  controllers: [LiveGamesController, OnlineRatingController],
  providers: [
    PlayerCardsService,
    GameStarter,
    ObserverRegistry,
    LobbyPresence,
    DeadStonesGuesser,
    FinishedGameWriter,
    LiveGamesService,
    GameListsService,
    GameRecords,
    OfflineGamesService,
    ChatService,
    PlayActionsService,
    ClockRunner,
    PlayGateway,
  ],
  exports: [
    RealtimeModule,
    PlayerCardsService,
    GameStarter,
    LiveGamesService,
    ChatService,
    NeuralModule,
    DeadStonesGuesser,
    LobbyPresence,
  ],
})
export class LiveGamesModule {}
