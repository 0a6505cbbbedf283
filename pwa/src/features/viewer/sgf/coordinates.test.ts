import { describe, expect, it } from 'vitest';
import { columnName, pointName } from './coordinates';

describe('pointName', () => {
  it('names points with letters without I and rows counted from the bottom', () => {
    expect(pointName([0, 18], 19)).toBe('A1');
    expect(pointName([3, 15], 19)).toBe('D4');
    expect(pointName([8, 0], 19)).toBe('J19');
    expect(pointName([18, 0], 19)).toBe('T19');
    expect(pointName([4, 4], 9)).toBe('E5');
  });

  it('repeats the last letter past Z', () => {
    expect(columnName(24)).toBe('Z');
    expect(columnName(30)).toBe('Z');
  });
});
