import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { IsOmittable } from '../../common/validation/is-omittable';
import { SincePageQueryDto } from './since-page-query.dto';

/** GET /admin/audit: the audit trail's filters and page. */
export class AuditQueryDto extends SincePageQueryDto {
  @ApiPropertyOptional({
    description: "An action ('user.roles') or a group of them ('user')",
    example: 'user.roles',
  })
  @IsOmittable()
  @IsString()
  @Matches(/^[a-z][a-z0-9_.-]*$/i)
  @MaxLength(60)
  action?: string;

  @ApiPropertyOptional({ description: "A substring of the actor's username, any letter case" })
  @IsOmittable()
  @IsString()
  @MaxLength(100)
  actor?: string;
}
