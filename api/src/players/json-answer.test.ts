import { describe, expect, it } from 'vitest';
import { etagMatches } from './json-answer';

describe('etagMatches', () => {
  const tag = 'W/"abc.12"';

  it('matches the same tag, weak or strong, alone or in a list, and *', () => {
    expect(etagMatches('W/"abc.12"', tag)).toBe(true);
    expect(etagMatches('"abc.12"', tag)).toBe(true);
    expect(etagMatches('"x", W/"abc.12" ,"y"', tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
  });

  it('does not match another tag or no header', () => {
    expect(etagMatches(undefined, tag)).toBe(false);
    expect(etagMatches('', tag)).toBe(false);
    expect(etagMatches('W/"abc.13"', tag)).toBe(false);
    expect(etagMatches('"abc.1"', tag)).toBe(false);
  });
});
