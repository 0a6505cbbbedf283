import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNumber, IsOptional, IsString, MaxLength } from 'class-validator';
import type { ChallengeSettings } from '@sync/contract/play';
import { BOARD_SIZES } from '@domain/game/board-sizes';
import { LANGUAGES } from '@domain/account/account-rules';

const TEXT_MAX_LENGTH = 40;
const FINITE = { allowNaN: false, allowInfinity: false };

/**
 * POST /challenge. Only the types are checked here (400 'Parameters are invalid'); the values
 * and their combinations are domain/play's unsupportedCombination (400 'Unsupported combination').
 */
export class ChallengeSettingsDto implements Partial<Record<keyof ChallengeSettings, unknown>> {
  @ApiProperty({ enum: BOARD_SIZES })
  @IsNumber(FINITE)
  boardSize!: number;

  @ApiProperty({ enum: ['chinese', 'japanese'] })
  @IsString()
  @MaxLength(TEXT_MAX_LENGTH)
  rules!: string;

  @ApiProperty({ enum: ['fischer', 'byoyomi'] })
  @IsString()
  @MaxLength(TEXT_MAX_LENGTH)
  timeControl!: string;

  @ApiProperty({ description: 'seconds' })
  @IsNumber(FINITE)
  mainTime!: number;

  @ApiProperty({ description: 'seconds: the Fischer increment or the byoyomi period time' })
  @IsNumber(FINITE)
  bonusTime!: number;

  @ApiProperty({ description: 'byoyomi periods (ignored for Fischer)' })
  @IsNumber(FINITE)
  periods!: number;

  @ApiPropertyOptional({ type: Number, nullable: true, description: "Fischer's maximum, seconds" })
  @IsOptional()
  @IsNumber(FINITE)
  maxTime?: number | null;

  @ApiProperty({ description: '0 or 2..9' })
  @IsNumber(FINITE)
  handicap!: number;

  @ApiPropertyOptional({ type: Number, nullable: true, description: "absent: the rules' default" })
  @IsOptional()
  @IsNumber(FINITE)
  komi?: number | null;

  @ApiProperty({ enum: ['white', 'black', 'random'] })
  @IsString()
  @MaxLength(TEXT_MAX_LENGTH)
  colour!: string;

  @ApiProperty({ enum: ['human', 'bot'] })
  @IsString()
  @MaxLength(TEXT_MAX_LENGTH)
  opponent!: string;

  @ApiPropertyOptional({ enum: ['modern', 'pre-ai'], nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX_LENGTH)
  botKind?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX_LENGTH)
  botStyle?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '5k' })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX_LENGTH)
  botRank?: string | null;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    nullable: true,
    description: "a bot challenge: the page's language, the bot's in the chat",
  })
  @IsOptional()
  @IsIn(LANGUAGES)
  language?: string | null;

  @ApiProperty()
  @IsBoolean()
  ranked!: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, example: '20k' })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX_LENGTH)
  minRank?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '1d' })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX_LENGTH)
  maxRank?: string | null;
}
