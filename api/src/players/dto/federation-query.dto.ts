import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { RATING_SYSTEM_IDS } from '@domain/rating/systems';
import type { RatingSystemId } from '@domain/rating/types';

/** `?federation=` for rating history: a rating system, or 'aga' for the imported AGA list. */
export const HISTORY_FEDERATIONS = [...RATING_SYSTEM_IDS, 'aga'] as const;

export class FederationQueryDto {
  @ApiPropertyOptional({ enum: HISTORY_FEDERATIONS, default: 'rgf' })
  @IsIn(HISTORY_FEDERATIONS)
  federation: string = 'rgf';
}

export class RatingFederationQueryDto {
  @ApiPropertyOptional({ enum: RATING_SYSTEM_IDS, default: 'rgf' })
  @IsIn(RATING_SYSTEM_IDS)
  federation: RatingSystemId = 'rgf';
}
