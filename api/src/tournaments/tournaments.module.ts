import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module';
import { LocationsModule } from '../locations/locations.module';
import { TournamentsController } from './tournaments.controller';
import { TournamentsService } from './tournaments.service';

@Module({
  imports: [LocationsModule, GamesModule],
  controllers: [TournamentsController],
  providers: [TournamentsService],
})
export class TournamentsModule {}
