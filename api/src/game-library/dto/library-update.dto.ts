import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { IsOmittable } from '../../common/validation/is-omittable';
import { isPlausibleSgfDate } from '@domain/sgf/sgf-date';
import {
  LIBRARY_INFO_RULES as RULES,
  type LibraryGameInfo,
  type LibraryGameUpdate,
} from '@sync/contract/game-library';
import { Satisfies } from '../../common/validation/satisfies';

const { maxLength: MAX, result: RESULT, date: DATE, komiLimit: KOMI_LIMIT } = RULES;

/** The editable game info; null removes the property from the record's root. */
export class LibraryInfoDto implements Partial<Omit<LibraryGameInfo, 'handicap' | 'rules'>> {
  @ApiPropertyOptional({ nullable: true, maxLength: MAX.black })
  @IsOptional()
  @IsString()
  @MaxLength(MAX.black)
  black?: string | null;

  @ApiPropertyOptional({ nullable: true, maxLength: MAX.white })
  @IsOptional()
  @IsString()
  @MaxLength(MAX.white)
  white?: string | null;

  @ApiPropertyOptional({ nullable: true, maxLength: MAX.blackRank })
  @IsOptional()
  @IsString()
  @MaxLength(MAX.blackRank)
  blackRank?: string | null;

  @ApiPropertyOptional({ nullable: true, maxLength: MAX.whiteRank })
  @IsOptional()
  @IsString()
  @MaxLength(MAX.whiteRank)
  whiteRank?: string | null;

  @ApiPropertyOptional({ nullable: true, example: 'B+R' })
  @IsOptional()
  @IsString()
  @Matches(RESULT)
  result?: string | null;

  @ApiPropertyOptional({
    nullable: true,
    example: '2024-05-01',
    description: 'SGF DT: days of the calendar, none after tomorrow',
  })
  @IsOptional()
  @IsString()
  @Matches(DATE)
  @Satisfies(isPlausibleSgfDate)
  date?: string | null;

  @ApiPropertyOptional({ nullable: true, maxLength: MAX.event })
  @IsOptional()
  @IsString()
  @MaxLength(MAX.event)
  event?: string | null;

  @ApiPropertyOptional({ nullable: true, minimum: -KOMI_LIMIT, maximum: KOMI_LIMIT })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(-KOMI_LIMIT)
  @Max(KOMI_LIMIT)
  komi?: number | null;
}

/** PATCH /file/game/{id}. */
export class LibraryUpdateDto implements LibraryGameUpdate {
  @ApiPropertyOptional({
    minLength: 1,
    maxLength: 255,
    description:
      'no /, \\, .. or control characters, not starting with a dot (400 FILE_NAME_INVALID)',
  })
  @IsOmittable()
  @IsString()
  @Matches(/\S/)
  @MinLength(1)
  @MaxLength(255)
  fileName?: string;

  @ApiPropertyOptional()
  @IsOmittable()
  @IsBoolean()
  private?: boolean;

  @ApiPropertyOptional({ type: LibraryInfoDto })
  @IsOmittable()
  @ValidateNested()
  @Type(() => LibraryInfoDto)
  info?: LibraryInfoDto;
}
