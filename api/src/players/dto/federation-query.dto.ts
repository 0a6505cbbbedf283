import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { RATING_SYSTEM_IDS } from '@domain/rating/systems';
import type { RatingSystemId } from '@domain/rating/types';
import { HISTORY_SOURCES, type HistorySource } from '@sync/contract/players';

/** `?federation=` for rating history: a rating system, or 'aga' for the imported AGA list. */
export class FederationQueryDto {
  @ApiPropertyOptional({ enum: HISTORY_SOURCES, default: 'rgf' })
  @IsIn(HISTORY_SOURCES)
  federation: HistorySource = 'rgf';
}

export class RatingFederationQueryDto {
  @ApiPropertyOptional({ enum: RATING_SYSTEM_IDS, default: 'rgf' })
  @IsIn(RATING_SYSTEM_IDS)
  federation: RatingSystemId = 'rgf';
}
