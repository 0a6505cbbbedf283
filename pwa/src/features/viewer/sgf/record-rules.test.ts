import { describe, expect, it } from 'vitest';
import { recordRules } from './record-rules';

describe('recordRules', () => {
  it('reads the SGF RU names in any case', () => {
    expect(recordRules('Japanese')).toBe('japanese');
    expect(recordRules('CHINESE')).toBe('chinese');
    expect(recordRules(' GOE ')).toBe('goe');
    expect(recordRules('AGA')).toBe('aga');
    expect(recordRules('NZ')).toBe('nz');
    expect(recordRules('korean')).toBe('korean');
  });

  it('leaves other texts and a missing value unknown', () => {
    expect(recordRules('Japanese 1989 with superko')).toBeNull();
    expect(recordRules('')).toBeNull();
    expect(recordRules(null)).toBeNull();
  });
});
