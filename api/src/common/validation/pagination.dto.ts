import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { QueryNumber } from './query-decorators';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** limit / offset / order shared by the list endpoints; subclasses narrow the limits. */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @QueryNumber()
  @IsInt()
  @Min(0)
  offset = 0;

  @ApiPropertyOptional({ enum: SORT_ORDERS, default: 'desc' })
  @IsIn(SORT_ORDERS)
  order: SortOrder = 'desc';
}

export class LimitedPageQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 200, default: 50 })
  @QueryNumber()
  @IsInt()
  @Min(1)
  @Max(200)
  limit = 50;
}
