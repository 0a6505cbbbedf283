import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { QueryRange } from './query-decorators';

class RangeQuery {
  @QueryRange({ min: -10, max: 10, decimal: true, notAbove: 'high' })
  low?: number;

  @QueryRange({ min: -10, max: 10, decimal: true })
  high?: number;

  @QueryRange({ min: 1 })
  count?: number;
}

function problems(query: Record<string, string>): string[] {
  const errors = validateSync(plainToInstance(RangeQuery, query));
  return errors.map((error) => error.property);
}

describe('QueryRange', () => {
  it('takes values within the bounds, either end left out', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ low: '-10', high: '9.5', count: '3' })).toEqual([]);
    expect(problems({ high: '10' })).toEqual([]);
  });

  it('refuses values out of the bounds', () => {
    expect(problems({ low: '-10.5' })).toEqual(['low']);
    expect(problems({ high: '11' })).toEqual(['high']);
    expect(problems({ count: '0' })).toEqual(['count']);
  });

  it('refuses a lower end above the upper one', () => {
    expect(problems({ low: '5', high: '4' })).toEqual(['low']);
    expect(problems({ low: '4', high: '4' })).toEqual([]);
  });

  it('refuses a fraction unless decimal, and anything not plain digits', () => {
    expect(problems({ count: '1.5' })).toEqual(['count']);
    for (const text of ['', '1e2', '0x10', '+1', ' 1', '01']) {
      expect(problems({ count: text })).toEqual(['count']);
    }
  });
});
