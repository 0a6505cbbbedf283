import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module';
import { LocationsModule } from '../locations/locations.module';
import { StatisticsModule } from '../statistics/statistics.module';
import { PlayersController } from './players.controller';
import { PlayersService } from './players.service';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';

@Module({
  imports: [LocationsModule, GamesModule, StatisticsModule],
  controllers: [PlayersController, ProfileController],
  providers: [PlayersService, ProfileService],
  exports: [PlayersService],
})
export class PlayersModule {}
