import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { IsOmittable } from '../../common/validation/is-omittable';
import { ADMIN_VIDEO_PAGE_SIZE, VIDEO_STATUSES, type VideoStatus } from '@sync/contract/video';
import { QueryNumber } from '../../common/validation/query-decorators';

/** GET /admin/video: newest first, 20 a page, one status or all. */
export class AdminVideoQueryDto {
  @ApiPropertyOptional({ enum: VIDEO_STATUSES })
  @IsOmittable()
  @IsIn(VIDEO_STATUSES)
  status?: VideoStatus;

  @ApiPropertyOptional({ minimum: 1, maximum: 200, default: ADMIN_VIDEO_PAGE_SIZE })
  @QueryNumber()
  @IsInt()
  @Min(1)
  @Max(200)
  limit = ADMIN_VIDEO_PAGE_SIZE;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @QueryNumber()
  @IsInt()
  @Min(0)
  offset = 0;
}
