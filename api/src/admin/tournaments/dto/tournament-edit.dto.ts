import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsInt,
  IsNumber,
  Matches,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import type { TournamentEdit } from '@sync/contract/admin-tournaments';
import { NotGreaterThan, QueryDate } from '../../../common/validation/query-decorators';

const present = (_object: object, value: unknown) => value !== undefined;
const notNull = (_object: object, value: unknown) => value !== null && value !== undefined;

/**
 * PATCH /admin/tournaments/{id}: the facts to change. Every field may be left out; the nullable
 * ones (location, handicap rule, komi, description) may be null. Dates are YYYY-MM-DD; an end
 * before the start is refused here when both are given and by the service against the stored one.
 */
export class TournamentEditDto implements TournamentEdit {
  @ApiPropertyOptional({ maxLength: 300 })
  @ValidateIf(present)
  @IsString()
  @Matches(/\S/)
  @MaxLength(300)
  title?: string;

  @ApiPropertyOptional({ maxLength: 300 })
  @ValidateIf(present)
  @IsString()
  @Matches(/\S/)
  @MaxLength(300)
  titleLatin?: string;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD' })
  @ValidateIf(present)
  @QueryDate()
  @NotGreaterThan('endDate')
  startDate?: string;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD' })
  @ValidateIf(present)
  @QueryDate()
  endDate?: string;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @ValidateIf(notNull)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  locationId?: number | null;

  @ApiPropertyOptional({ minimum: 0, maximum: 100 })
  @ValidateIf(present)
  @IsInt()
  @Min(0)
  @Max(100)
  rounds?: number;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 40 })
  @ValidateIf(notNull)
  @IsString()
  @MaxLength(40)
  handicapRule?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: -100, maximum: 100 })
  @ValidateIf(notNull)
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  @Min(-100)
  @Max(100)
  komi?: number | null;

  @ApiPropertyOptional()
  @ValidateIf(present)
  @IsBoolean()
  ranked?: boolean;

  @ApiPropertyOptional()
  @ValidateIf(present)
  @IsBoolean()
  online?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 20000 })
  @ValidateIf(notNull)
  @IsString()
  @MaxLength(20000)
  description?: string | null;
}
