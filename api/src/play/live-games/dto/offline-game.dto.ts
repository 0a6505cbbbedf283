import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsNumber,
  IsObject,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { IsOmittable } from '../../../common/validation/is-omittable';
import type { ClockKind, OfflineBotGameUpload } from '@sync/contract/play';
import { isMoveText, isPointText } from '@domain/play/vertex';
import { Satisfies } from '../../../common/validation/satisfies';
import { BOARD_SIZES } from '@domain/game/board-sizes';

const FINITE = { allowNaN: false, allowInfinity: false };
const SHORT = 20;
/** '2024-05-01T10:00:00.000000000+03:00' and a little */
const DATE_TIME_MAX_LENGTH = 40;
/** more moves than any real game on 19x19 */
export const OFFLINE_MAX_MOVES = 1500;

/**
 * POST /games/offline. Types and the form of moves here (400 'Parameters are invalid'); the dates
 * by offline-dates.ts, the moves, the settings and the result by replaying the game
 * (offline-replay.ts).
 */
export class OfflineGameDto implements Partial<Record<keyof OfflineBotGameUpload, unknown>> {
  @ApiProperty({ description: "the browser's id of the game (letters, digits, dashes)" })
  @IsString()
  @Matches(/^[A-Za-z0-9-]{8,64}$/)
  clientId!: string;

  @ApiProperty({ enum: BOARD_SIZES })
  @IsNumber(FINITE)
  boardSize!: number;

  @ApiProperty({ enum: ['chinese', 'japanese'] })
  @IsString()
  @MaxLength(SHORT)
  rules!: string;

  @ApiProperty()
  @IsNumber(FINITE)
  komi!: number;

  @ApiProperty()
  @IsNumber(FINITE)
  handicap!: number;

  @ApiProperty({ enum: ['black', 'white'] })
  @IsIn(['black', 'white'])
  colour!: string;

  @ApiProperty({ example: '5k' })
  @IsString()
  @MaxLength(SHORT)
  botRank!: string;

  @ApiProperty({ example: 'balanced' })
  @IsString()
  @MaxLength(SHORT)
  botStyle!: string;

  @ApiProperty({ description: 'as LiveGameState.timeControl (ms)' })
  @IsObject()
  timeControl!: ClockKind;

  @ApiProperty({ type: [String] })
  @IsArray()
  @ArrayMaxSize(OFFLINE_MAX_MOVES)
  @IsString({ each: true })
  @MaxLength(4, { each: true })
  @Satisfies(isMoveText, { each: true })
  moves!: string[];

  @ApiPropertyOptional({ type: [String] })
  @IsOmittable()
  @IsArray()
  @ArrayMaxSize(361)
  @IsString({ each: true })
  @MaxLength(3, { each: true })
  @Satisfies(isPointText, { each: true })
  dead?: string[];

  @ApiProperty({ example: 'B+R' })
  @IsString()
  @MaxLength(SHORT)
  result!: string;

  @ApiProperty({ enum: ['resignation', 'timeout', 'score', 'cycle'] })
  @IsString()
  @MaxLength(SHORT)
  endReason!: string;

  @ApiProperty({ example: '2024-05-01T10:00:00.000Z', description: 'checked by offline-dates.ts' })
  @IsString()
  @MaxLength(DATE_TIME_MAX_LENGTH)
  startedAt!: string;

  @ApiProperty({ example: '2024-05-01T10:20:00.000Z', description: 'checked by offline-dates.ts' })
  @IsString()
  @MaxLength(DATE_TIME_MAX_LENGTH)
  finishedAt!: string;
}
