import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn } from 'class-validator';
import { ROLES, type Role } from '@domain/account';
import type { RolesChange } from '@sync/contract/account';

/** PATCH /admin/user/{id}/roles: a non-empty list of known roles ('user' is added when missing). */
export class RolesChangeDto implements RolesChange {
  @ApiProperty({ enum: ROLES, isArray: true })
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(10)
  @IsIn(ROLES, { each: true })
  roles!: Role[];
}
