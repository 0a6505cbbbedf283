import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { IdPipe } from '../common/validation/id.pipe';
import { LocationsService } from '../locations/locations.service';
import { PlayersStatisticsQueryDto } from '../statistics/dto/players-statistics-query.dto';
import { StatisticsService } from '../statistics/statistics.service';
import { FederationQueryDto, RatingFederationQueryDto } from './dto/federation-query.dto';
import { PlayersQueryDto } from './dto/players-query.dto';
import { sendJsonAnswer } from './json-answer';
import { PlayersListAnswers } from './players-list.answers';
import { PlayersService } from './players.service';

const playerId = new IdPipe('playerNotFound');

@ApiTags('players')
@Controller('players')
export class PlayersController {
  constructor(
    private readonly playersService: PlayersService,
    private readonly listAnswers: PlayersListAnswers,
    private readonly locationsService: LocationsService,
    private readonly statisticsService: StatisticsService,
  ) {}

  /** Page<PlayerSummary>, sent as JSON kept per data revision (ETag: 304 while unchanged). */
  @Get()
  @ApiOkResponse({ description: 'Page<PlayerSummary>' })
  async list(
    @Query() query: PlayersQueryDto,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    sendJsonAnswer(request, response, await this.listAnswers.get(query));
  }

  /** Locations that have players, for the players filter. */
  @Get('locations')
  locations() {
    return this.locationsService.usedBy('player');
  }

  /** Players by location, rank, age and experience, and the top players (sync/contract/statistics.ts). */
  @Get('statistics')
  @ApiOkResponse({ description: 'PlayersStatistics' })
  overallStatistics(@Query() query: PlayersStatisticsQueryDto) {
    return this.statisticsService.players(query);
  }

  @Get(':id')
  get(@Param('id', playerId) id: number, @Query() query: RatingFederationQueryDto) {
    return this.playersService.get(id, query.federation);
  }

  @Get(':id/rating')
  rating(@Param('id', playerId) id: number, @Query() query: FederationQueryDto) {
    return this.playersService.ratingHistory(id, query.federation);
  }

  @Get(':id/tournaments')
  tournaments(@Param('id', playerId) id: number) {
    return this.playersService.tournaments(id);
  }
}
