import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { IsOmittable } from '../../../common/validation/is-omittable';
import type { LocationRename } from '@sync/contract/admin-places';

/** PATCH /admin/locations/{id}: name is the ru name, nameLatin the en one; at least one. */
export class LocationRenameDto implements LocationRename {
  @ApiPropertyOptional()
  @IsOmittable()
  @IsString()
  @MaxLength(200)
  name?: string;

  @ApiPropertyOptional()
  @IsOmittable()
  @IsString()
  @MaxLength(200)
  nameLatin?: string;
}
