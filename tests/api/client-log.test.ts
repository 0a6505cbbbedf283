import { Logger } from '@nestjs/common';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BAD_PARAMETERS } from './support/expected-errors';
import { createTestApp, type TestApp } from './support/test-app';

describe('POST /api/v1/log', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const post = (body: unknown) =>
    t
      .http()
      .post('/api/v1/log')
      .send(body as object);

  it('answers 204 and logs the report as one warning line', async () => {
    const warn = vi.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const response = await post({ Msg: 'TypeError: x is undefined\n    at PlayerPage' }).expect(
      204,
    );
    expect(response.text).toBe('');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('TypeError: x is undefined at PlayerPage');
  });

  it('never logs the code of a reset or activation link a report carries', async () => {
    const warn = vi.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    await post({ Msg: 'Crash at http://localhost:3000/reset-password/S3cr3t_T0ken-x' }).expect(204);
    const [line] = warn.mock.calls[0] as [string];
    expect(line).not.toContain('S3cr3t_T0ken-x');
    expect(line).toBe('Crash at http://localhost:3000/reset-password/[redacted]');
  });

  it('cuts a long report in the log', async () => {
    const warn = vi.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    await post({ Msg: 'a'.repeat(10_000) }).expect(204);
    const [line] = warn.mock.calls[0] as [string];
    expect(line.length).toBeLessThan(2000);
    expect(line.endsWith('…')).toBe(true);
  });

  it.each([
    ['no body', undefined],
    ['no Msg', { message: 'boom' }],
    ['an empty Msg', { Msg: '' }],
    ['a blank Msg', { Msg: '  \n ' }],
    ['a Msg that is not a string', { Msg: 42 }],
    ['a Msg over 10,000 characters', { Msg: 'a'.repeat(10_001) }],
  ])('answers 400 for %s', async (_case, body) => {
    const warn = vi.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const response = await post(body).expect(400);
    expect(response.body).toEqual(BAD_PARAMETERS);
    expect(warn).not.toHaveBeenCalled();
  });

  it('accepts a report of exactly 10,000 characters', async () => {
    vi.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    await post({ Msg: 'я'.repeat(10_000) }).expect(204);
  });
});
