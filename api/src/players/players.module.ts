import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module';
import { LocationsModule } from '../locations/locations.module';
import { StatisticsModule } from '../statistics/statistics.module';
import { PlayersController } from './players.controller';
import { PlayersListAnswers } from './players-list.answers';
import { PlayersService } from './players.service';
import { PlayerProfileController } from './player-profile.controller';
import { PlayerProfileService } from './player-profile.service';

@Module({
  imports: [LocationsModule, GamesModule, StatisticsModule],
  controllers: [PlayersController, PlayerProfileController],
  providers: [PlayersService, PlayersListAnswers, PlayerProfileService],
  exports: [PlayersService],
})
export class PlayersModule {}
