import { egf } from './egf';
import { egf2020 } from './egf-2020';
import type { RatingSystem } from './types';

/** The day GoR 2021 came into force (ms since epoch, UTC midnight); before it, the 2020 formula. */
export const GOR_2021_FROM = Date.UTC(2021, 0, 1);

/** The EGF formula in force on `date` (ms since epoch): GoR 2021 from 2021-01-01, before it GoR 2020. */
export function egfFormulaFor(date: number): RatingSystem {
  return date < GOR_2021_FROM ? egf2020 : egf;
}
