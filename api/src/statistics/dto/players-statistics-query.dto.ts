import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOmittable } from '../../common/validation/is-omittable';
import {
  AGE_GROUPS,
  EXPERIENCE_BOUNDS,
  type AgeGroup,
  type PlayersStatisticsQuery,
} from '@sync/contract/statistics';
import { QueryRange } from '../../common/validation/query-decorators';
import { RepeatedChoice, StatisticsQueryDto } from './statistics-query.dto';

/** GET /players/statistics (sync/contract/statistics.ts). */
export class PlayersStatisticsQueryDto
  extends StatisticsQueryDto
  implements PlayersStatisticsQuery
{
  @QueryRange({
    ...EXPERIENCE_BOUNDS,
    notAbove: 'max_exp',
    doc: { description: 'Years since the first tournament played' },
  })
  min_exp?: number;

  @QueryRange(EXPERIENCE_BOUNDS)
  max_exp?: number;

  @ApiPropertyOptional({ enum: AGE_GROUPS, isArray: true, description: 'Repeatable: any of them' })
  @IsOmittable()
  @RepeatedChoice(AGE_GROUPS)
  age_group?: AgeGroup[];
}
