import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsISO8601,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  BOARD_SIZES,
  BROADCAST_MAX_BOARDS,
  BROADCAST_PLAYER_NAME_MAX_LENGTH,
  BROADCAST_SGF_URL_MAX_LENGTH,
  BROADCAST_TIME_CONTROL_MAX_LENGTH,
  BROADCAST_TITLE_MAX_LENGTH,
  BROADCAST_VISIBILITIES,
  type BroadcastBoardInput,
  type BroadcastCreate,
  type BroadcastVisibility,
} from '@sync/contract/broadcasts';
import type { BoardSize } from '@sync/contract/play';
import { SQL_INT_MAX } from '../../common/validation/plain-number';
import { HalfPoints } from './half-points';

/** At least one character that is not a space. */
export const NOT_BLANK = /\S/;
export const KOMI_LIMIT = 50;
const MAX_HANDICAP = 9;
const MAX_ROUND = 1000;
const HTTP_URL = { protocols: ['http', 'https'], require_protocol: true, require_tld: false };

/** present: it must be valid; absent (undefined) is allowed, null is not */
const unlessAbsent = (key: string) =>
  ValidateIf((object: Record<string, unknown>) => object[key] !== undefined);

export class BroadcastPlayerDto {
  @ApiProperty({ minLength: 1, maxLength: BROADCAST_PLAYER_NAME_MAX_LENGTH })
  @IsString()
  @Matches(NOT_BLANK)
  @MaxLength(BROADCAST_PLAYER_NAME_MAX_LENGTH)
  name!: string;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'a player of the database' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(SQL_INT_MAX)
  playerId?: number | null;
}

export class BroadcastBoardDto implements BroadcastBoardInput {
  @ApiProperty({ type: BroadcastPlayerDto })
  @IsObject()
  @ValidateNested()
  @Type(() => BroadcastPlayerDto)
  black!: BroadcastPlayerDto;

  @ApiProperty({ type: BroadcastPlayerDto })
  @IsObject()
  @ValidateNested()
  @Type(() => BroadcastPlayerDto)
  white!: BroadcastPlayerDto;

  @ApiProperty({ enum: BOARD_SIZES })
  @IsIn(BOARD_SIZES)
  boardSize!: BoardSize;

  @ApiPropertyOptional({ minimum: 0, maximum: MAX_HANDICAP, default: 0 })
  @unlessAbsent('handicap')
  @IsInt()
  @Min(0)
  @Max(MAX_HANDICAP)
  handicap?: number;

  @ApiPropertyOptional({
    minimum: -KOMI_LIMIT,
    maximum: KOMI_LIMIT,
    description: 'in steps of 0.5; 6.5 by default, 0.5 with a handicap',
  })
  @unlessAbsent('komi')
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(-KOMI_LIMIT)
  @Max(KOMI_LIMIT)
  @HalfPoints()
  komi?: number;

  @ApiPropertyOptional({ nullable: true, maxLength: BROADCAST_TIME_CONTROL_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(BROADCAST_TIME_CONTROL_MAX_LENGTH)
  timeControl?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'relay a live game here' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(SQL_INT_MAX)
  liveGameId?: number | null;

  @ApiPropertyOptional({ nullable: true, description: 'poll this SGF address (http or https)' })
  @IsOptional()
  @IsString()
  @MaxLength(BROADCAST_SGF_URL_MAX_LENGTH)
  @IsUrl(HTTP_URL)
  sgfUrl?: string | null;
}

/** POST /broadcasts. Whether the ids name rows is the service's check (400 as well). */
export class BroadcastCreateDto implements BroadcastCreate {
  @ApiProperty({ minLength: 1, maxLength: BROADCAST_TITLE_MAX_LENGTH })
  @IsString()
  @Matches(NOT_BLANK)
  @MaxLength(BROADCAST_TITLE_MAX_LENGTH)
  title!: string;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(SQL_INT_MAX)
  tournamentId?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ROUND)
  round?: number | null;

  @ApiPropertyOptional({ nullable: true, description: 'ISO date-time' })
  @IsOptional()
  @IsString()
  @IsISO8601({ strict: true })
  startTime?: string | null;

  @ApiPropertyOptional({ enum: BROADCAST_VISIBILITIES, default: 'public' })
  @unlessAbsent('visibility')
  @IsIn(BROADCAST_VISIBILITIES)
  visibility?: BroadcastVisibility;

  @ApiProperty({ type: [BroadcastBoardDto], minItems: 1, maxItems: BROADCAST_MAX_BOARDS })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(BROADCAST_MAX_BOARDS)
  @ValidateNested({ each: true })
  @Type(() => BroadcastBoardDto)
  boards!: BroadcastBoardDto[];
}
