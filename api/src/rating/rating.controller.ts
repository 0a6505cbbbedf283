import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import {
  calculateGame,
  validateCalculatorInput,
  type CalculatorOutput,
} from '@domain/rating/calculator';
import { ApiError } from '../common/errors/api-error';
import { IdPipe } from '../common/validation/id.pipe';
import { RatingFederationQueryDto } from '../players/dto/federation-query.dto';
import { RatingService } from './rating.service';

@ApiTags('rating')
@Controller('rating')
export class RatingController {
  constructor(private readonly ratingService: RatingService) {}

  @Get(':id')
  current(
    @Param('id', new IdPipe('playerNotFound')) id: number,
    @Query() query: RatingFederationQueryDto,
  ) {
    return this.ratingService.current(id, query.federation);
  }

  /** The rating calculator; the offline PWA runs the same domain code. */
  @Post('calculate')
  @HttpCode(200)
  @ApiBody({
    description:
      'An optional `date` (YYYY-MM-DD) rates the game with the formula in force that day: egf before 2021-01-01 with the GoR of that time.',
    schema: {
      example: {
        federation: 'rgf',
        player1: { rating: 2100, deviation: 100 },
        player2: { rating: 2200, deviation: 100 },
        result: 'player1',
        handicap: 0,
      },
    },
  })
  calculate(@Body() body: unknown): CalculatorOutput {
    const input = validateCalculatorInput(body);
    if (!input) throw new ApiError('badParameters');
    return calculateGame(input);
  }
}
