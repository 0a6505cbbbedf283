import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryGameList, LibraryUploadResult } from '@sync/contract/game-library';
import { record } from '../fixtures/game-library/library-records';
import { signedInUser } from './support/accounts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const GAME = '/api/v1/file/game';
const TOO_MANY_GAMES = {
  statusCode: 413,
  code: 'LIBRARY_TOO_MANY_GAMES',
  message: 'Too many games in one upload: at most 3',
};
const LIBRARY_FULL = {
  statusCode: 409,
  code: 'LIBRARY_FULL',
  message: 'Your game records are at their limit: delete some to upload more (at most 5)',
};

/** A file of `games` game trees. */
const games = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    record({ size: 9, moves: `;B[${'abcdefghi'[i % 9]}a]` }),
  ).join('\n');

describe('per-user quotas of the SGF library: LIBRARY_GAMES_PER_UPLOAD, LIBRARY_GAMES_PER_USER', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      usageLimits: { libraryGamesPerUpload: 3, libraryGamesPerUser: 5 },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (cookie: string, files: string[]) => {
    let call = t.http().post(GAME).set('Cookie', cookie).set('Origin', TEST_ORIGIN);
    files.forEach((content, i) => {
      call = call.attach('files', Buffer.from(content), { filename: `games-${i}.sgf` });
    });
    return call;
  };
  const mine = async (cookie: string) =>
    (
      (await t.http().get(`${GAME}?mine=true`).set('Cookie', cookie).expect(200))
        .body as LibraryGameList
    ).total;

  it('refuses an upload of more games than one request may create with 413, storing none', async () => {
    const { cookie } = await signedInUser(t);
    expect((await upload(cookie, [games(4)]).expect(413)).body).toEqual(TOO_MANY_GAMES);
    expect((await upload(cookie, [games(2), games(2)]).expect(413)).body).toEqual(TOO_MANY_GAMES);
    expect(await mine(cookie)).toBe(0);
    const stored = (await upload(cookie, [games(1), games(2)]).expect(201))
      .body as LibraryUploadResult;
    expect(stored.games).toHaveLength(3);
  });

  it("refuses an upload past the user's records with 409, storing none, until some are deleted; other users are not held", async () => {
    const { cookie } = await signedInUser(t);
    await upload(cookie, [games(3)]).expect(201);
    const [last] = ((await upload(cookie, [games(2)]).expect(201)).body as LibraryUploadResult)
      .games;
    expect((await upload(cookie, [games(1)]).expect(409)).body).toEqual(LIBRARY_FULL);
    expect(await mine(cookie)).toBe(5);

    const { cookie: someoneElse } = await signedInUser(t);
    await upload(someoneElse, [games(3)]).expect(201);

    await t
      .http()
      .delete(`${GAME}/${last.id}`)
      .set('Cookie', cookie)
      .set('Origin', TEST_ORIGIN)
      .expect(204);
    expect((await upload(cookie, [games(2)]).expect(409)).body).toEqual(LIBRARY_FULL);
    await upload(cookie, [games(1)]).expect(201);
  });
});
