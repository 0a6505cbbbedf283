import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { IdPipe } from '../common/validation/id.pipe';
import { LocationsService } from '../locations/locations.service';
import { TournamentsStatisticsQueryDto } from '../statistics/dto/tournaments-statistics-query.dto';
import { StatisticsService } from '../statistics/statistics.service';
import { TournamentsQueryDto } from './dto/tournaments-query.dto';
import { TournamentsService } from './tournaments.service';

const tournamentId = new IdPipe('tournamentNotFound');
const playerId = new IdPipe('playerNotFound');

@ApiTags('tournaments')
@Controller('tournaments')
export class TournamentsController {
  constructor(
    private readonly tournamentsService: TournamentsService,
    private readonly locationsService: LocationsService,
    private readonly statisticsService: StatisticsService,
  ) {}

  @Get()
  list(@Query() query: TournamentsQueryDto) {
    return this.tournamentsService.list(query);
  }

  /** Locations that have tournaments, for the tournaments filter. */
  @Get('locations')
  locations() {
    return this.locationsService.usedBy('tournament');
  }

  /** Tournaments and games per year, games by board size, team size and handicap. */
  @Get('statistics')
  @ApiOkResponse({ description: 'TournamentsStatistics' })
  overallStatistics(@Query() query: TournamentsStatisticsQueryDto) {
    return this.statisticsService.tournaments(query);
  }

  @Get(':id')
  get(@Param('id', tournamentId) id: number) {
    return this.tournamentsService.get(id);
  }

  @Get(':tid/games')
  games(@Param('tid', tournamentId) id: number) {
    return this.tournamentsService.tournamentGames(id);
  }

  @Get(':tid/statistics')
  statistics(@Param('tid', tournamentId) id: number) {
    return this.tournamentsService.statistics(id);
  }

  @Get(':tid/performance/:pid')
  performance(@Param('tid', tournamentId) id: number, @Param('pid', playerId) pid: number) {
    return this.tournamentsService.performance(id, pid);
  }
}
