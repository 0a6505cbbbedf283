import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsOmittable } from '../../common/validation/is-omittable';
import { QueryBoolean, QueryNumber, QueryRange } from '../../common/validation/query-decorators';

export const LIBRARY_RESULTS = ['B', 'W', 'draw'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** GET /file/game: filters and the page (20 by default, at most 100). */
export class LibraryQueryDto {
  @ApiPropertyOptional({ description: 'A part of the name of Black or White, any case' })
  @IsOmittable()
  @IsString()
  @MaxLength(100)
  player?: string;

  @QueryRange({ min: 2, max: 52 })
  boardSize?: number;

  @ApiPropertyOptional({ description: 'DT on or after this day (YYYY-MM-DD)' })
  @IsOmittable()
  @Matches(DAY)
  dateFrom?: string;

  @ApiPropertyOptional({ description: 'DT on or before this day (YYYY-MM-DD)' })
  @IsOmittable()
  @Matches(DAY)
  dateTo?: string;

  @ApiPropertyOptional({ enum: LIBRARY_RESULTS })
  @IsOmittable()
  @IsIn(LIBRARY_RESULTS)
  result?: (typeof LIBRARY_RESULTS)[number];

  @ApiPropertyOptional({ description: 'Only my own records' })
  @IsOmittable()
  @QueryBoolean()
  @IsBoolean()
  mine?: boolean;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @QueryNumber()
  @IsInt()
  @Min(1)
  @Max(100)
  limit = 20;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @QueryNumber()
  @IsInt()
  @Min(0)
  offset = 0;
}

/** POST /file/game?private=true|false (public by default). */
export class LibraryUploadQueryDto {
  @ApiPropertyOptional({ default: false })
  @QueryBoolean()
  @IsBoolean()
  private = false;
}

/** POST /file/game/{id}?private=true|false (the record's flag kept when not given). */
export class LibraryReplaceQueryDto {
  @ApiPropertyOptional({ description: "The record's flag; kept when not given" })
  @IsOmittable()
  @QueryBoolean()
  @IsBoolean()
  private?: boolean;
}
