import { describe, expect, it } from 'vitest';
import { getRatingSystem, isRatingSystemId, RATING_SYSTEM_IDS } from './systems';

describe('rating systems', () => {
  it('finds every system by its id', () => {
    expect(RATING_SYSTEM_IDS).toEqual(['rgf', 'egf', 'glicko2']);
    for (const id of RATING_SYSTEM_IDS) expect(getRatingSystem(id).id).toBe(id);
  });

  it('recognises only known ids', () => {
    expect(isRatingSystemId('rgf')).toBe(true);
    expect(isRatingSystemId('glicko2')).toBe(true);
    expect(isRatingSystemId('elo')).toBe(false);
    expect(isRatingSystemId(undefined)).toBe(false);
    expect(isRatingSystemId(1)).toBe(false);
  });
});
