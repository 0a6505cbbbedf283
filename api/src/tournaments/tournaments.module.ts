import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module';
import { LocationsModule } from '../locations/locations.module';
import { StatisticsModule } from '../statistics/statistics.module';
import { TournamentsController } from './tournaments.controller';
import { TournamentsService } from './tournaments.service';

@Module({
  imports: [LocationsModule, GamesModule, StatisticsModule],
  controllers: [TournamentsController],
  providers: [TournamentsService],
})
export class TournamentsModule {}
