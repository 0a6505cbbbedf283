import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import type { LocationCreate } from '@sync/contract/admin-places';

/** POST /admin/locations; the names' letters are checked by the service (domain rule). */
export class LocationCreateDto implements LocationCreate {
  @ApiProperty({ enum: ['region', 'city'] })
  @IsIn(['region', 'city'])
  kind!: 'region' | 'city';

  @ApiProperty()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  parentId!: number;

  @ApiProperty({ description: 'Russian (Cyrillic) name' })
  @IsString()
  @MaxLength(200)
  name!: string;

  @ApiProperty({ description: 'English (Latin) name' })
  @IsString()
  @MaxLength(200)
  nameLatin!: string;
}
