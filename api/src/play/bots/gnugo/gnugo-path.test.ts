import { describe, expect, it } from 'vitest';
import { checkGnugo, findGnugo, GNUGO_MISSING_REASON } from './gnugo-path';
import { gnugoPathForTests } from './gnugo-test-support';

describe('checkGnugo', () => {
  it('finds GNU Go and runs it', () => {
    const path = gnugoPathForTests();
    expect(checkGnugo({ GNUGO_PATH: path })).toEqual({ available: true, path, reason: null });
  });

  it('says GNU Go is missing when GNUGO_PATH points to nothing', () => {
    expect(checkGnugo({ GNUGO_PATH: '/nowhere/gnugo', PATH: process.env.PATH })).toEqual({
      available: false,
      path: null,
      reason: GNUGO_MISSING_REASON,
    });
  });

  it('says GNU Go is missing when GNUGO_PATH is some other program', () => {
    expect(checkGnugo({ GNUGO_PATH: '/bin/true' }).available).toBe(false);
  });
});

describe('findGnugo', () => {
  it('takes gnugo on PATH before the Debian place', () => {
    const path = gnugoPathForTests();
    const folder = path.slice(0, path.lastIndexOf('/'));
    expect(findGnugo({ PATH: `/nowhere:${folder}` })).toBe(path);
  });
});
