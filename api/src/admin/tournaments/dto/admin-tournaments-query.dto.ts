import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, Max, Min } from 'class-validator';
import { IsOmittable } from '../../../common/validation/is-omittable';
import { QueryBoolean, QueryNumber } from '../../../common/validation/query-decorators';
import { TournamentsQueryDto } from '../../../tournaments/dto/tournaments-query.dto';

/**
 * GET /admin/tournaments: the filters and sorts of GET /tournaments, hidden tournaments included
 * by default, pages of 5 from offset 0, and the pinned and visible flags as filters.
 */
export class AdminTournamentsQueryDto extends TournamentsQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 200, default: 5 })
  @QueryNumber()
  @IsInt()
  @Min(1)
  @Max(200)
  override limit = 5;

  @ApiPropertyOptional({ description: 'Also list hidden tournaments', default: true })
  @QueryBoolean()
  @IsBoolean()
  override showIgnored = true;

  @ApiPropertyOptional({ description: 'Only pinned (true) or only unpinned (false) ones' })
  @IsOmittable()
  @QueryBoolean()
  @IsBoolean()
  pinned?: boolean;

  @ApiPropertyOptional({ description: 'Only visible (true) or only hidden (false) ones' })
  @IsOmittable()
  @QueryBoolean()
  @IsBoolean()
  visible?: boolean;
}
