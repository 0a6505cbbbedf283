import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import type { PlaceTextFix } from '@sync/contract/admin-places';

/** PATCH /admin/tournaments/locations/by-text (and players): every row with this raw text goes there. */
export class PlaceTextFixDto implements PlaceTextFix {
  @ApiProperty()
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  text!: string;

  @ApiProperty()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  location!: number;
}
