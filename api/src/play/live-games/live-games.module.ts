import { Module } from '@nestjs/common';
import { PlayActionsService } from '../actions/play-actions.service';
import { PlayBus } from '../bus/play-bus';
import { PlayerCardsService } from '../cards/player-cards.service';
import { ChatService } from '../chat/chat.service';
import { ClockLeadership } from '../clock/clock-leadership';
import { ClockRunner } from '../clock/clock-runner';
import { NeuralModule } from '../neural/neural.module';
import { LobbyPresence } from '../observers/lobby-presence';
import { ObserverRegistry } from '../observers/observer-registry';
import { PLAY_BUS_PROVIDER } from '../play-bus.provider';
import { PlayInstance } from '../play-instance';
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
  imports: [NeuralModule],
  controllers: [LiveGamesController, OnlineRatingController],
  providers: [
    PLAY_BUS_PROVIDER,
    PlayInstance,
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
    ClockLeadership,
    ClockRunner,
    PlayGateway,
  ],
  exports: [
    PlayBus,
    PlayerCardsService,
    GameStarter,
    LiveGamesService,
    ChatService,
    ClockLeadership,
    PlayInstance,
    NeuralModule,
    DeadStonesGuesser,
    LobbyPresence,
  ],
})
export class LiveGamesModule {}
