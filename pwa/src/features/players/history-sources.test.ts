import { describe, expect, it } from 'vitest';
import { askedHistorySource, historySources } from './history-sources';

describe('askedHistorySource', () => {
  it('reads every history source from the address, AGA too', () => {
    for (const source of ['rgf', 'egf', 'glicko2', 'aga']) {
      expect(askedHistorySource(source)).toBe(source);
    }
  });

  it('falls back to RGF for a missing or unknown source', () => {
    for (const param of [null, '', 'AGA', 'ing']) expect(askedHistorySource(param)).toBe('rgf');
  });
});

describe('historySources', () => {
  it('offers the AGA history to a player with an AGA id', () => {
    expect(historySources(15648, 'rgf')).toEqual(['rgf', 'egf', 'glicko2', 'aga']);
  });

  it('offers only the rating systems to a player without one', () => {
    expect(historySources(null, 'egf')).toEqual(['rgf', 'egf', 'glicko2']);
  });

  it('keeps AGA among the choices when the address asks for it', () => {
    expect(historySources(null, 'aga')).toContain('aga');
  });
});
