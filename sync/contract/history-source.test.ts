import { describe, expect, it } from 'vitest';
import { RATING_SYSTEM_IDS, isRatingSystemId } from '@domain/rating/systems';
import { HISTORY_SOURCES, isHistorySource } from './players';

describe('history sources', () => {
  it('are the rating systems and the imported AGA list', () => {
    expect(HISTORY_SOURCES).toEqual([...RATING_SYSTEM_IDS, 'aga']);
  });

  it("take 'aga' as a history source, which is no rating system", () => {
    expect(isHistorySource('aga')).toBe(true);
    expect(isRatingSystemId('aga')).toBe(false);
  });

  it('refuse anything else', () => {
    for (const value of ['AGA', 'ing', '', null, 3]) expect(isHistorySource(value)).toBe(false);
  });
});
