import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsISO8601, Max, Min } from 'class-validator';
import { IsOmittable } from '../../common/validation/is-omittable';
import { LOG_PAGE_DEFAULT_LIMIT, LOG_PAGE_MAX_LIMIT } from '@sync/contract/logs';
import { QueryNumber } from '../../common/validation/query-decorators';

/** `since` and a page: what GET /log and GET /admin/audit share. */
export class SincePageQueryDto {
  @ApiPropertyOptional({
    description: 'An ISO time: entries at or after it',
    example: '2026-11-26T10:00:00Z',
  })
  @IsOmittable()
  @IsISO8601({ strict: true, strictSeparator: true })
  since?: string;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: LOG_PAGE_MAX_LIMIT,
    default: LOG_PAGE_DEFAULT_LIMIT,
  })
  @QueryNumber()
  @IsInt()
  @Min(1)
  @Max(LOG_PAGE_MAX_LIMIT)
  limit: number = LOG_PAGE_DEFAULT_LIMIT;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @QueryNumber()
  @IsInt()
  @Min(0)
  offset = 0;
}
