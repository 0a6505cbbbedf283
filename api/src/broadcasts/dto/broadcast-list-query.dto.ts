import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { IsOmittable } from '../../common/validation/is-omittable';
import {
  BROADCAST_STATUSES,
  type BroadcastListQuery,
  type BroadcastStatus,
} from '@sync/contract/broadcasts';
import { QueryNumber } from '../../common/validation/query-decorators';

/** GET /broadcasts: a status filter and the page (20 by default, at most 100). */
export class BroadcastListQueryDto implements BroadcastListQuery {
  @ApiPropertyOptional({ enum: BROADCAST_STATUSES })
  @IsOmittable()
  @IsIn(BROADCAST_STATUSES)
  status?: BroadcastStatus;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @QueryNumber()
  @IsInt()
  @Min(1)
  @Max(100)
  limit = 20;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @QueryNumber()
  @IsInt()
  @Min(0)
  offset = 0;
}
