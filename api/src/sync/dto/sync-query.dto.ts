import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { SYNC_PAGE_DEFAULT, SYNC_PAGE_MAX } from '@sync/protocol';
import { QueryNumber } from '../../common/validation/query-decorators';

/** Revisions are 32-bit integer columns. */
const MAX_REV = 2_147_483_647;

export class SyncQueryDto {
  @ApiPropertyOptional({
    minimum: 0,
    default: 0,
    description: 'The `next` of the previous page; 0 for everything',
  })
  @QueryNumber()
  @IsInt()
  @Min(0)
  @Max(MAX_REV)
  since = 0;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: SYNC_PAGE_MAX,
    default: SYNC_PAGE_DEFAULT,
    description: 'Rows and deletions in the page, in all',
  })
  @QueryNumber()
  @IsInt()
  @Min(1)
  @Max(SYNC_PAGE_MAX)
  limit = SYNC_PAGE_DEFAULT;
}
