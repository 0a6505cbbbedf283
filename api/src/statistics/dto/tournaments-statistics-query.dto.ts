import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, registerDecorator } from 'class-validator';
import { IsOmittable } from '../../common/validation/is-omittable';
import { BOARD_SIZES } from '@domain/game/board-sizes';
import { EGF_CONSTANTS } from '@domain/rating/egf';
import { parseRank, rankSortScore } from '@domain/rating/rank';
import { RATING_BOUNDS } from '@sync/contract/players';
import {
  HANDICAP_BOUNDS,
  TEAM_SIZE_BOUNDS,
  type TournamentsStatisticsQuery,
} from '@sync/contract/statistics';
import { QueryRange } from '../../common/validation/query-decorators';
import { RepeatedChoice, RepeatedInts, StatisticsQueryDto } from './statistics-query.dto';

/** EGF tournament classes A..D. */
const CATEGORIES = Object.keys(EGF_CONSTANTS.classWeights);
const BOARD_SIZE_BOUNDS = { min: Math.min(...BOARD_SIZES), max: Math.max(...BOARD_SIZES) };

/** A rank label ('5k', '2d', '1p'), not stronger than the one in `maxProperty` when both given. */
function StrengthRank(maxProperty?: string): PropertyDecorator {
  return (target, key) => {
    registerDecorator({
      name: 'strengthRank',
      target: target.constructor,
      propertyName: String(key),
      validator: {
        validate(value: unknown, args) {
          if (typeof value !== 'string' || parseRank(value) === null) return false;
          const max = maxProperty && (args?.object as Record<string, unknown>)[maxProperty];
          return typeof max !== 'string' || rankSortScore(value) <= rankSortScore(max);
        },
      },
    });
  };
}

/** GET /tournaments/statistics (sync/contract/statistics.ts). */
export class TournamentsStatisticsQueryDto
  extends StatisticsQueryDto
  implements TournamentsStatisticsQuery
{
  @QueryRange({
    ...RATING_BOUNDS,
    decimal: true,
    notAbove: 'max_avg_rating',
    doc: { description: "Average starting rating of the tournament's rated players" },
  })
  min_avg_rating?: number;

  @QueryRange({ ...RATING_BOUNDS, decimal: true })
  max_avg_rating?: number;

  @ApiPropertyOptional({ description: "The tournament's highest declared rank at least ('5k')" })
  @IsOmittable()
  @StrengthRank('max_strength')
  min_strength?: string;

  @ApiPropertyOptional({ description: "The tournament's highest declared rank at most ('3d')" })
  @IsOmittable()
  @StrengthRank()
  max_strength?: string;

  @ApiPropertyOptional({ type: [Number], description: 'Games of these handicaps (repeatable)' })
  @IsOmittable()
  @RepeatedInts(HANDICAP_BOUNDS)
  handicap?: number[];

  @ApiPropertyOptional({ enum: CATEGORIES, isArray: true, description: 'EGF class (repeatable)' })
  @IsOmittable()
  @RepeatedChoice(CATEGORIES, (value) => value.toUpperCase())
  category?: string[];

  @ApiPropertyOptional({ enum: BOARD_SIZES, isArray: true })
  @IsOmittable()
  @RepeatedInts(BOARD_SIZE_BOUNDS)
  @IsIn(BOARD_SIZES, { each: true })
  board_size?: number[];

  @ApiPropertyOptional({
    type: [Number],
    minimum: TEAM_SIZE_BOUNDS.min,
    maximum: TEAM_SIZE_BOUNDS.max,
  })
  @IsOmittable()
  @RepeatedInts(TEAM_SIZE_BOUNDS)
  team_size?: number[];
}
