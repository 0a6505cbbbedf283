import { RATING_SYSTEM_IDS } from '@domain/rating/systems';
import type { RatingSystemId } from '@domain/rating/types';
import { RATING_FIELDS } from '@sync/rating-of';

/** Where a federation's current rating lives on the player row. */
export interface RatingColumns {
  rating: string;
  deviation: string | null;
  volatility: string | null;
}

/** The column of a player row field: 'glickoRating' is stored as 'glicko_rating'. */
function columnOf(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The sync row's fields (RATING_FIELDS), as the players table names them. */
export const RATING_COLUMNS = Object.fromEntries(
  RATING_SYSTEM_IDS.map((id) => {
    const fields = RATING_FIELDS[id];
    const columns: RatingColumns = {
      rating: columnOf(fields.rating),
      deviation: fields.deviation && columnOf(fields.deviation),
      volatility: fields.volatility && columnOf(fields.volatility),
    };
    return [id, columns];
  }),
) as Record<RatingSystemId, RatingColumns>;
