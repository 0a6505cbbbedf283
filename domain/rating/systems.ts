import { egf } from './egf';
import { egfFormulaFor } from './egf-formula';
import { glicko2 } from './glicko2';
import { rgf } from './rgf';
import type { RatingSystem, RatingSystemId } from './types';

export const RATING_SYSTEM_IDS: readonly RatingSystemId[] = ['rgf', 'egf', 'glicko2'];

const SYSTEMS: Readonly<Record<RatingSystemId, RatingSystem>> = { rgf, egf, glicko2 };

/** The system's formula as in force today. */
export function getRatingSystem(id: RatingSystemId): RatingSystem {
  return SYSTEMS[id];
}

/** The system's formula as in force on `date` (ms since epoch); only egf changed over time. */
export function ratingSystemAt(id: RatingSystemId, date: number): RatingSystem {
  return id === 'egf' ? egfFormulaFor(date) : SYSTEMS[id];
}

export function isRatingSystemId(x: unknown): x is RatingSystemId {
  return typeof x === 'string' && (RATING_SYSTEM_IDS as readonly string[]).includes(x);
}
