import { describe, expect, it } from 'vitest';
import { movesTo } from './donation-status';

describe('movesTo', () => {
  it('moves forward: authorized to confirmed, confirmed to refunded or reversed', () => {
    expect(movesTo('NEW', 'AUTHORIZED')).toBe(true);
    expect(movesTo('AUTHORIZED', 'CONFIRMED')).toBe(true);
    expect(movesTo('CONFIRMED', 'REFUNDED')).toBe(true);
    expect(movesTo('CONFIRMED', 'PARTIAL_REFUNDED')).toBe(true);
    expect(movesTo('CONFIRMED', 'REVERSED')).toBe(true);
    expect(movesTo('AUTHORIZED', 'REJECTED')).toBe(true);
  });

  it('ignores the same status again and late notifications of earlier steps', () => {
    expect(movesTo('CONFIRMED', 'CONFIRMED')).toBe(false);
    expect(movesTo('CONFIRMED', 'AUTHORIZED')).toBe(false);
    expect(movesTo('CONFIRMED', 'REJECTED')).toBe(false);
    expect(movesTo('REFUNDED', 'CONFIRMED')).toBe(false);
    expect(movesTo('PARTIAL_REFUNDED', 'REFUNDED')).toBe(false);
  });
});
