import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { RATING_SYSTEM_IDS } from '@domain/rating/systems';
import { TOURNAMENT_SORTS, type TournamentSort } from '@sync/api/tournaments';
import { PageQueryDto } from '../../common/validation/pagination.dto';
import {
  NotGreaterThan,
  QueryBoolean,
  QueryDate,
  QueryInts,
  QueryNumber,
  QueryStrings,
} from '../../common/validation/query-decorators';
import { TOURNAMENT_STATUSES } from '../tournament.entity';

export class TournamentsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 200, default: 50 })
  @QueryNumber()
  @IsInt()
  @Min(1)
  @Max(200)
  limit = 50;

  @ApiPropertyOptional({ enum: RATING_SYSTEM_IDS })
  @IsOptional()
  @IsIn(RATING_SYSTEM_IDS)
  federation?: string;

  @ApiPropertyOptional({ description: 'Substring of the title in either script' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  title?: string;

  @ApiPropertyOptional({ description: 'Substring of the city name in either script' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  city?: string;

  @ApiPropertyOptional({
    type: [Number],
    description: 'Location ids, including their descendants (repeatable)',
  })
  @IsOptional()
  @QueryInts()
  location?: number[];

  @ApiPropertyOptional()
  @IsOptional()
  @QueryBoolean()
  @IsBoolean()
  online?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @QueryBoolean()
  @IsBoolean()
  ranked?: boolean;

  @ApiPropertyOptional({ enum: TOURNAMENT_STATUSES, isArray: true })
  @IsOptional()
  @QueryStrings(20)
  @IsIn(TOURNAMENT_STATUSES, { each: true })
  status?: string[];

  @ApiPropertyOptional({ enum: TOURNAMENT_SORTS, default: 'start_date' })
  @IsIn(TOURNAMENT_SORTS)
  sort: TournamentSort = 'start_date';

  @ApiPropertyOptional({ description: 'Also list tournaments hidden as ignored', default: false })
  @QueryBoolean()
  @IsBoolean()
  showIgnored = false;

  @ApiPropertyOptional({ description: 'Pinned tournaments before the others', default: false })
  @QueryBoolean()
  @IsBoolean()
  pinnedFirst = false;

  @ApiPropertyOptional()
  @IsOptional()
  @QueryNumber()
  @IsInt()
  @Min(0)
  @NotGreaterThan('max_players')
  min_players?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @QueryNumber()
  @IsInt()
  @Min(0)
  max_players?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @QueryNumber()
  @IsInt()
  @Min(0)
  @NotGreaterThan('max_rounds')
  min_rounds?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @QueryNumber()
  @IsInt()
  @Min(0)
  max_rounds?: number;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD' })
  @IsOptional()
  @QueryDate()
  @NotGreaterThan('max_start_date')
  min_start_date?: string;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD' })
  @IsOptional()
  @QueryDate()
  max_start_date?: string;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD' })
  @IsOptional()
  @QueryDate()
  @NotGreaterThan('max_end_date')
  min_end_date?: string;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD' })
  @IsOptional()
  @QueryDate()
  max_end_date?: string;
}
