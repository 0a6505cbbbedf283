import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsIn,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import {
  BROADCAST_STATUSES,
  BROADCAST_TITLE_MAX_LENGTH,
  BROADCAST_VISIBILITIES,
  type BroadcastStatus,
  type BroadcastUpdate,
  type BroadcastVisibility,
} from '@sync/contract/broadcasts';
import { NOT_BLANK } from './broadcast-create.dto';

const unlessAbsent = (key: string) =>
  ValidateIf((object: Record<string, unknown>) => object[key] !== undefined);

/** PATCH /broadcasts/{id}: what is given changes; startTime null removes it. */
export class BroadcastUpdateDto implements BroadcastUpdate {
  @ApiPropertyOptional({ minLength: 1, maxLength: BROADCAST_TITLE_MAX_LENGTH })
  @unlessAbsent('title')
  @IsString()
  @Matches(NOT_BLANK)
  @MaxLength(BROADCAST_TITLE_MAX_LENGTH)
  title?: string;

  @ApiPropertyOptional({ enum: BROADCAST_STATUSES })
  @unlessAbsent('status')
  @IsIn(BROADCAST_STATUSES)
  status?: BroadcastStatus;

  @ApiPropertyOptional({ enum: BROADCAST_VISIBILITIES })
  @unlessAbsent('visibility')
  @IsIn(BROADCAST_VISIBILITIES)
  visibility?: BroadcastVisibility;

  @ApiPropertyOptional({ nullable: true, description: 'ISO date-time' })
  @IsOptional()
  @IsString()
  @IsISO8601({ strict: true })
  startTime?: string | null;
}
