import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  AGE_GROUPS,
  EXPERIENCE_BOUNDS,
  type AgeGroup,
  type PlayersStatisticsQuery,
} from '@sync/api/statistics';
import { NotGreaterThan, QueryNumber } from '../../common/validation/query-decorators';
import { RepeatedChoice, StatisticsQueryDto } from './statistics-query.dto';

/** GET /players/statistics (sync/api/statistics.ts). */
export class PlayersStatisticsQueryDto
  extends StatisticsQueryDto
  implements PlayersStatisticsQuery
{
  @ApiPropertyOptional({
    minimum: EXPERIENCE_BOUNDS.min,
    maximum: EXPERIENCE_BOUNDS.max,
    description: 'Years since the first tournament played',
  })
  @IsOptional()
  @QueryNumber()
  @IsInt()
  @Min(EXPERIENCE_BOUNDS.min)
  @Max(EXPERIENCE_BOUNDS.max)
  @NotGreaterThan('max_exp')
  min_exp?: number;

  @ApiPropertyOptional({ minimum: EXPERIENCE_BOUNDS.min, maximum: EXPERIENCE_BOUNDS.max })
  @IsOptional()
  @QueryNumber()
  @IsInt()
  @Min(EXPERIENCE_BOUNDS.min)
  @Max(EXPERIENCE_BOUNDS.max)
  max_exp?: number;

  @ApiPropertyOptional({ enum: AGE_GROUPS, isArray: true, description: 'Repeatable: any of them' })
  @IsOptional()
  @RepeatedChoice(AGE_GROUPS)
  age_group?: AgeGroup[];
}
