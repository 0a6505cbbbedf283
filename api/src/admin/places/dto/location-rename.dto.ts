import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { LocationRename } from '@sync/contract/admin-places';

/** PATCH /admin/locations/{id}: name is the ru name, nameLatin the en one; at least one. */
export class LocationRenameDto implements LocationRename {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(200)
  name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(200)
  nameLatin?: string;
}
