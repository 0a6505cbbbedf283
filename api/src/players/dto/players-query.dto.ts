import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { IsOmittable } from '../../common/validation/is-omittable';
import { RATING_SYSTEM_IDS } from '@domain/rating/systems';
import type { RatingSystemId } from '@domain/rating/types';
import {
  ACTIVE_YEARS,
  DEVIATION_BOUNDS,
  PLAYER_SORTS,
  RATING_BOUNDS,
  type PlayerSort,
  type PlayersQuery,
} from '@sync/contract/players';
import { LimitedPageQueryDto } from '../../common/validation/pagination.dto';
import { QueryInts, QueryRange, QueryStrings } from '../../common/validation/query-decorators';

/** GET /players (sync/contract/players.ts). */
export class PlayersQueryDto extends LimitedPageQueryDto implements PlayersQuery {
  @ApiPropertyOptional({
    type: [String],
    description: 'Substring of a name in either script (repeatable: any of them)',
  })
  @IsOmittable()
  @QueryStrings()
  name?: string[];

  @ApiPropertyOptional({
    type: [Number],
    description: 'Location ids, including their descendants (repeatable)',
  })
  @IsOmittable()
  @QueryInts()
  loc?: number[];

  @ApiPropertyOptional({ description: 'Substring of a location name (country, region or city)' })
  @IsOmittable()
  @IsString()
  @MaxLength(100)
  location?: string;

  @ApiPropertyOptional({ enum: RATING_SYSTEM_IDS, default: 'rgf' })
  @IsIn(RATING_SYSTEM_IDS)
  federation: RatingSystemId = 'rgf';

  @ApiPropertyOptional({ enum: PLAYER_SORTS, default: 'rating' })
  @IsIn(PLAYER_SORTS)
  sort: PlayerSort = 'rating';

  @QueryRange({ ...RATING_BOUNDS, decimal: true, notAbove: 'max_rating' })
  min_rating?: number;

  @QueryRange({ ...RATING_BOUNDS, decimal: true })
  max_rating?: number;

  @QueryRange({ ...DEVIATION_BOUNDS, decimal: true, notAbove: 'max_diff' })
  min_diff?: number;

  @QueryRange({ ...DEVIATION_BOUNDS, decimal: true })
  max_diff?: number;

  @QueryRange({
    min: ACTIVE_YEARS.min,
    max: ACTIVE_YEARS.max,
    doc: { description: 'Only players whose last tournament started in the last N years' },
  })
  active?: number;
}
