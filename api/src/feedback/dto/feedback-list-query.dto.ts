import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, Max, Min } from 'class-validator';
import { IsOmittable } from '../../common/validation/is-omittable';
import { PageQueryDto } from '../../common/validation/pagination.dto';
import { QueryBoolean, QueryNumber } from '../../common/validation/query-decorators';

/** GET /admin/feedback: newest first (`order=asc` oldest first), 20 a page, handled or not. */
export class FeedbackListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 200, default: 20 })
  @QueryNumber()
  @IsInt()
  @Min(1)
  @Max(200)
  limit = 20;

  @ApiPropertyOptional({ description: 'Only handled (true) or only unhandled (false) ones' })
  @IsOmittable()
  @QueryBoolean()
  @IsBoolean()
  handled?: boolean;
}
