import { Module } from '@nestjs/common';
import { LocationsModule } from '../../locations/locations.module';
import { AdminTournamentsController } from './admin-tournaments.controller';
import { AdminTournamentsService } from './admin-tournaments.service';
import { RatingsRecomputer } from './ratings-recomputer';
import { TournamentProcessingService } from './tournament-processing.service';

/** The admins' tournament calendar: list with hidden ones, pin, hide, process, edit. */
@Module({
  imports: [LocationsModule],
  controllers: [AdminTournamentsController],
  providers: [AdminTournamentsService, TournamentProcessingService, RatingsRecomputer],
  exports: [TournamentProcessingService],
})
export class AdminTournamentsModule {}
