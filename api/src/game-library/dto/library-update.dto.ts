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
import type { LibraryGameInfo, LibraryGameUpdate } from '@sync/contract/game-library';

/** SGF's RE: 'B+R', 'W+3.5', 'B+T', 'B+F', 'B+', '0', 'Draw', 'Void' or '?'. */
const RESULT = /^(?:[BW]\+(?:R|Resign|T|Time|F|Forfeit|\d+(?:\.\d+)?)?|0|Draw|Void|\?)$/i;
/** DT starts with a year ('2024', '2024-05-01', '2024-05-01,02'). */
const DATE = /^\d{4}(?:-\d{2}(?:-\d{2})?)?(?:,[\d,-]*)?$/;

/** The editable game info; null removes the property from the record's root. */
export class LibraryInfoDto implements Partial<Omit<LibraryGameInfo, 'handicap' | 'rules'>> {
  @ApiPropertyOptional({ nullable: true, maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  black?: string | null;

  @ApiPropertyOptional({ nullable: true, maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  white?: string | null;

  @ApiPropertyOptional({ nullable: true, maxLength: 20 })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  blackRank?: string | null;

  @ApiPropertyOptional({ nullable: true, maxLength: 20 })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  whiteRank?: string | null;

  @ApiPropertyOptional({ nullable: true, example: 'B+R' })
  @IsOptional()
  @IsString()
  @Matches(RESULT)
  result?: string | null;

  @ApiPropertyOptional({ nullable: true, example: '2024-05-01' })
  @IsOptional()
  @IsString()
  @Matches(DATE)
  date?: string | null;

  @ApiPropertyOptional({ nullable: true, maxLength: 300 })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  event?: string | null;

  @ApiPropertyOptional({ nullable: true, minimum: -1000, maximum: 1000 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(-1000)
  @Max(1000)
  komi?: number | null;
}

/** PATCH /file/game/{id}. */
export class LibraryUpdateDto implements LibraryGameUpdate {
  @ApiPropertyOptional({ minLength: 1, maxLength: 255 })
  @IsOptional()
  @IsString()
  @Matches(/\S/)
  @MinLength(1)
  @MaxLength(255)
  fileName?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  private?: boolean;

  @ApiPropertyOptional({ type: LibraryInfoDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => LibraryInfoDto)
  info?: LibraryInfoDto;
}
