import { parse } from '@sabaki/sgf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryGameDetail, LibraryGameSummary } from '@sync/contract/game-library';
import { encoded, fixture, record } from '../fixtures/game-library/library-records';
import { signedInUser } from './support/accounts';
import {
  BAD_PARAMETERS,
  FILE_TOO_LARGE,
  IDS_THAT_NAME_NOTHING,
  LIBRARY_GAME_NOT_FOUND,
  PERMISSION_DENIED,
  sgfFileRefused,
  sgfInvalid,
  sgfTooManyFiles,
} from './support/expected-errors';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const GAME = '/api/v1/file/game';

interface Someone {
  cookie: string;
  id: number;
  username: string;
}

describe('game library: GET, POST (replace), PATCH and DELETE /file/game/{id}', () => {
  let t: TestApp;
  let owner: Someone;
  let stranger: Someone;
  let admin: Someone;

  const someone = async (roles: ('user' | 'admin')[] = ['user']): Promise<Someone> => {
    const { user, cookie } = await signedInUser(t, { roles });
    return { cookie, id: user.id, username: user.username };
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await someone();
    stranger = await someone();
    admin = await someone(['user', 'admin']);
  });
  afterAll(async () => {
    await t.close();
  });

  const uploadAs = async (who: Someone, content: string | Buffer, isPrivate = false) => {
    const response = await t
      .http()
      .post(`${GAME}?private=${isPrivate}`)
      .set('Cookie', who.cookie)
      .set('Origin', TEST_ORIGIN)
      .attach('files', Buffer.from(content), { filename: 'game.sgf' })
      .expect(201);
    return (response.body as { games: LibraryGameSummary[] }).games[0];
  };
  const get = (who: Someone, id: number | string) =>
    t.http().get(`${GAME}/${id}`).set('Cookie', who.cookie);
  const replace = (
    who: Someone,
    id: number,
    content: string | Buffer,
    name = 'new.sgf',
    { query = '', field = 'file' } = {},
  ) =>
    t
      .http()
      .post(`${GAME}/${id}${query}`)
      .set('Cookie', who.cookie)
      .set('Origin', TEST_ORIGIN)
      .attach(field, Buffer.from(content), { filename: name });
  const patch = (who: Someone, id: number, body: object) =>
    t.http().patch(`${GAME}/${id}`).set('Cookie', who.cookie).set('Origin', TEST_ORIGIN).send(body);
  const remove = (who: Someone, id: number | string) =>
    t.http().delete(`${GAME}/${id}`).set('Cookie', who.cookie).set('Origin', TEST_ORIGIN);

  it('opens a public record for anybody signed in, a private one only for its owner and admins', async () => {
    const publicGame = await uploadAs(owner, record({ root: 'PB[Open]' }));
    const privateGame = await uploadAs(owner, record({ root: 'PB[Hidden]' }), true);
    const seen = (await get(stranger, publicGame.id).expect(200)).body as LibraryGameDetail;
    expect(seen).toMatchObject({ id: publicGame.id, black: 'Open', mine: false });
    expect(seen.owner).toEqual({ id: owner.id, username: owner.username });
    expect(parse(seen.sgf)[0].data.PB).toEqual(['Open']);
    const mine = (await get(owner, privateGame.id).expect(200)).body as LibraryGameDetail;
    expect(mine).toMatchObject({ black: 'Hidden', private: true, mine: true });
    expect((await get(admin, privateGame.id).expect(200)).body).toMatchObject({ mine: false });
    const hidden = await get(stranger, privateGame.id).expect(404);
    const unknown = await get(stranger, 999999).expect(404);
    expect(hidden.body).toEqual(LIBRARY_GAME_NOT_FOUND);
    expect(unknown.body).toEqual(hidden.body);
  });

  it('opens a public record to a visitor without an account (a shared link), never a private one', async () => {
    const publicGame = await uploadAs(owner, record({ root: 'PB[Shared]' }));
    const privateGame = await uploadAs(owner, record({ root: 'PB[Secret]' }), true);
    const seen = (await t.http().get(`${GAME}/${publicGame.id}`).expect(200))
      .body as LibraryGameDetail;
    expect(seen).toMatchObject({ id: publicGame.id, black: 'Shared', mine: false, private: false });
    expect(parse(seen.sgf)[0].data.PB).toEqual(['Shared']);
    const hidden = await t.http().get(`${GAME}/${privateGame.id}`).expect(404);
    expect(hidden.body).toEqual(LIBRARY_GAME_NOT_FOUND);
    expect((await t.http().get(`${GAME}/999999`).expect(404)).body).toEqual(LIBRARY_GAME_NOT_FOUND);
  });

  it('answers ids that name nothing with the 404 of an unknown record', async () => {
    for (const id of IDS_THAT_NAME_NOTHING) {
      expect((await get(owner, id).expect(404)).body).toEqual(LIBRARY_GAME_NOT_FOUND);
      expect((await remove(owner, id).expect(404)).body).toEqual(LIBRARY_GAME_NOT_FOUND);
    }
  });

  it('replaces a record keeping its id, owner, flag and upload time', async () => {
    const game = await uploadAs(owner, record({ root: 'PB[Before]' }), true);
    const response = await replace(owner, game.id, fixture('ru-cp1251.sgf'), 'after.sgf');
    expect(response.status).toBe(200);
    const replaced = response.body as LibraryGameDetail;
    expect(replaced).toMatchObject({
      id: game.id,
      fileName: 'after.sgf',
      private: true,
      black: 'Иван Петров',
      encoding: 'windows-1251',
      moves: 5,
      uploadedAt: game.uploadedAt,
    });
    expect(Date.parse(replaced.updatedAt)).toBeGreaterThanOrEqual(Date.parse(game.updatedAt));
    expect((await get(owner, game.id).expect(200)).body).toEqual(replaced);
  });

  it('sets the flag when ?private= comes with the replacement, under either field name', async () => {
    const game = await uploadAs(owner, record(), true);
    const opened = await replace(owner, game.id, record(), 'open.sgf', {
      query: '?private=false',
      field: 'files',
    }).expect(200);
    expect(opened.body).toMatchObject({ id: game.id, fileName: 'open.sgf', private: false });
    const closed = await replace(owner, game.id, record(), 'closed.sgf', {
      query: '?private=true',
    }).expect(200);
    expect(closed.body).toMatchObject({ fileName: 'closed.sgf', private: true });
    expect((await get(stranger, game.id).expect(404)).body).toEqual(LIBRARY_GAME_NOT_FOUND);
    const badFlag = await replace(owner, game.id, record(), 'x.sgf', { query: '?private=maybe' });
    expect(badFlag.status).toBe(400);
    expect(badFlag.body).toEqual(BAD_PARAMETERS);
    const two = await t
      .http()
      .post(`${GAME}/${game.id}`)
      .set('Cookie', owner.cookie)
      .set('Origin', TEST_ORIGIN)
      .attach('file', Buffer.from(record()), { filename: 'a.sgf' })
      .attach('files', Buffer.from(record()), { filename: 'b.sgf' });
    expect(two.status).toBe(400);
    expect(two.body).toEqual(sgfTooManyFiles(1));
    expect((await get(owner, game.id).expect(200)).body).toMatchObject({
      fileName: 'closed.sgf',
      private: true,
    });
  });

  it('refuses a replacement of two games, a bad file, a big one, and others', async () => {
    const game = await uploadAs(owner, record({ root: 'PB[Kept]' }));
    expect(
      (await replace(owner, game.id, fixture('two-games.sgf'), 'two.sgf').expect(400)).body,
    ).toEqual(sgfInvalid('two.sgf', 'it holds 2 games; a record is replaced by one game'));
    expect(
      (await replace(owner, game.id, '(;GM[1]SZ[9];B[zz])', 'off.sgf').expect(400)).body,
    ).toEqual(sgfInvalid('off.sgf', 'a move or stone lies outside the 9x9 board'));
    expect((await replace(owner, game.id, record(), 'game.txt').expect(400)).body).toEqual(
      sgfFileRefused('game.txt'),
    );
    const big = `${record()}${' '.repeat(1024 * 1024)}`;
    expect((await replace(owner, game.id, big).expect(413)).body).toEqual(FILE_TOO_LARGE);
    expect((await replace(stranger, game.id, record()).expect(403)).body).toEqual(
      PERMISSION_DENIED,
    );
    const privateGame = await uploadAs(owner, record(), true);
    expect((await replace(stranger, privateGame.id, record()).expect(404)).body).toEqual(
      LIBRARY_GAME_NOT_FOUND,
    );
    expect((await get(owner, game.id).expect(200)).body).toMatchObject({
      black: 'Kept',
      fileName: 'game.sgf',
    });
    const byAdmin = await replace(admin, game.id, record({ root: 'PB[Admin]' })).expect(200);
    expect(byAdmin.body).toMatchObject({ id: game.id, black: 'Admin', owner: { id: owner.id } });
  });

  it('patches the file name, the flag and the game info into the root properties', async () => {
    const source = encoded(
      record({ root: 'PB[Петров]PW[Old]EV[Cup]KM[6.5]RE[B+R]' }),
      'windows-1251',
    );
    const game = await uploadAs(owner, source);
    const response = await patch(owner, game.id, {
      fileName: ' renamed.sgf ',
      private: true,
      info: {
        black: 'Петров Иван',
        white: 'New',
        blackRank: '3d',
        result: 'W+2.5',
        date: '2023-07-15,16',
        event: null,
        komi: 7.5,
      },
    }).expect(200);
    const patched = response.body as LibraryGameDetail;
    expect(patched).toMatchObject({
      id: game.id,
      fileName: 'renamed.sgf',
      private: true,
      black: 'Петров Иван',
      white: 'New',
      blackRank: '3d',
      whiteRank: null,
      result: 'W+2.5',
      date: '2023-07-15,16',
      event: null,
      komi: 7.5,
      encoding: 'windows-1251',
      moves: 3,
    });
    const [root] = parse(patched.sgf);
    expect(root.data).toMatchObject({
      CA: ['UTF-8'],
      PB: ['Петров Иван'],
      PW: ['New'],
      BR: ['3d'],
      RE: ['W+2.5'],
      DT: ['2023-07-15,16'],
      KM: ['7.5'],
    });
    expect(root.data.EV).toBeUndefined();
    expect(root.children).toHaveLength(1);
    expect((await get(owner, game.id).expect(200)).body).toEqual(patched);
    expect((await get(stranger, game.id).expect(404)).body).toEqual(LIBRARY_GAME_NOT_FOUND);
  });

  it.each([
    ['an empty file name', { fileName: '  ' }],
    ['a flag that is not boolean', { private: 'yes' }],
    ['a result SGF cannot hold', { info: { result: 'black won' } }],
    ['a date without a year', { info: { date: 'May' } }],
    ['komi as text', { info: { komi: '6.5' } }],
    ['a name too long', { info: { black: 'x'.repeat(201) } }],
  ])('refuses a patch with %s', async (_name, body) => {
    const game = await uploadAs(owner, record());
    expect((await patch(owner, game.id, body).expect(400)).body).toEqual(BAD_PARAMETERS);
  });

  it('lets only the owner or an admin patch a visible record', async () => {
    const game = await uploadAs(owner, record());
    expect((await patch(stranger, game.id, { private: true }).expect(403)).body).toEqual(
      PERMISSION_DENIED,
    );
    expect(
      (await patch(admin, game.id, { info: { white: 'Fixed' } }).expect(200)).body,
    ).toMatchObject({
      white: 'Fixed',
    });
  });

  it('deletes a record for its owner or an admin, never for someone else', async () => {
    const own = await uploadAs(owner, record());
    const other = await uploadAs(owner, record());
    const hidden = await uploadAs(owner, record(), true);
    expect((await remove(stranger, own.id).expect(403)).body).toEqual(PERMISSION_DENIED);
    expect((await remove(stranger, hidden.id).expect(404)).body).toEqual(LIBRARY_GAME_NOT_FOUND);
    const deleted = await remove(owner, own.id).expect(204);
    expect(deleted.text).toBe('');
    expect((await get(owner, own.id).expect(404)).body).toEqual(LIBRARY_GAME_NOT_FOUND);
    expect((await remove(owner, own.id).expect(404)).body).toEqual(LIBRARY_GAME_NOT_FOUND);
    await remove(admin, other.id).expect(204);
    await remove(admin, hidden.id).expect(204);
    expect((await get(owner, other.id).expect(404)).body).toEqual(LIBRARY_GAME_NOT_FOUND);
    expect((await get(owner, hidden.id).expect(404)).body).toEqual(LIBRARY_GAME_NOT_FOUND);
  });
});
