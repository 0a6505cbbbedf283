import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsOmittable } from '../../../common/validation/is-omittable';
import { ROLES, type Role } from '@domain/account';
import {
  USERS_PAGE_DEFAULT_LIMIT,
  USERS_PAGE_MAX_LIMIT,
  USERS_SORTS,
  type UsersSort,
} from '@sync/contract/account';
import { SORT_ORDERS, type SortOrder } from '../../../common/validation/pagination.dto';
import { QueryNumber } from '../../../common/validation/query-decorators';

/** GET /users: filters, sort and page of the admins' list of accounts. */
export class UsersQueryDto {
  @ApiPropertyOptional({ description: 'Substring of the username, any letter case' })
  @IsOmittable()
  @IsString()
  @MaxLength(100)
  username?: string;

  @ApiPropertyOptional({ description: 'Substring of the e-mail, any letter case' })
  @IsOmittable()
  @IsString()
  @MaxLength(254)
  email?: string;

  @ApiPropertyOptional({ enum: ROLES })
  @IsOmittable()
  @IsIn(ROLES)
  role?: Role;

  @ApiPropertyOptional({ description: 'A location id; users in its descendants are included' })
  @IsOmittable()
  @QueryNumber()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  location?: number;

  @ApiPropertyOptional({ enum: USERS_SORTS, default: 'username' })
  @IsIn(USERS_SORTS)
  sort: UsersSort = 'username';

  @ApiPropertyOptional({
    enum: SORT_ORDERS,
    description: "The sort's direction; when given it replaces the '-' of `sort`",
  })
  @IsOmittable()
  @IsIn(SORT_ORDERS)
  order?: SortOrder;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: USERS_PAGE_MAX_LIMIT,
    default: USERS_PAGE_DEFAULT_LIMIT,
  })
  @QueryNumber()
  @IsInt()
  @Min(1)
  @Max(USERS_PAGE_MAX_LIMIT)
  limit: number = USERS_PAGE_DEFAULT_LIMIT;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @QueryNumber()
  @IsInt()
  @Min(0)
  offset = 0;
}
