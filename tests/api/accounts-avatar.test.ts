import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@sync/contract/account';
import { User } from '@api/accounts/entities/user.entity';
import { signedInUser } from './support/accounts';
import { BAD_PARAMETERS } from './support/expected-errors';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const FIXTURES = join(import.meta.dirname, '../fixtures/avatars');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));
const MAX_BYTES = 2 * 1024 * 1024;
const FILE_TOO_LARGE = {
  statusCode: 413,
  code: 'file size exceeds maximum',
  message: 'File too large',
};
const UNSUPPORTED = {
  statusCode: 415,
  code: 'UNSUPPORTED_FILE_FORMAT',
  message: 'unsupported format',
};
const PICTURE_URL = /^\/api\/v1\/user\/(\d+)\/avatar\?v=(\d+)$/;

/** The fixture PNG claiming other dimensions in its header (with a correct checksum). */
function pngClaiming(width: number, height: number): Buffer {
  const png = Buffer.from(fixture('avatar.png'));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('accounts: avatars', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const avatarsDir = () => join(t.accounts.uploadsDir, 'avatars');
  const filesOf = (userId: number) =>
    existsSync(avatarsDir())
      ? readdirSync(avatarsDir()).filter((name) => name.startsWith(`${userId}-`))
      : [];
  const rowOf = (id: number) => t.db.orm.em.fork().findOneOrFail(User, id);
  const upload = (cookie: string, content: Buffer, filename: string, contentType: string) =>
    t
      .http()
      .post('/api/v1/file/avatar')
      .set('Cookie', cookie)
      .set('Origin', TEST_ORIGIN)
      .attach('file', content, { filename, contentType });

  it('lists the accepted formats and the size limit', async () => {
    const response = await t.http().get('/api/v1/file/avatar/formats').expect(200);
    expect(response.body).toEqual({
      Formats: ['png', 'jpg', 'jpeg', 'webp', 'gif'],
      Types: [
        { mime: 'image/png', extensions: ['png'] },
        { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
        { mime: 'image/webp', extensions: ['webp'] },
        { mime: 'image/gif', extensions: ['gif'] },
      ],
      MaxSize: MAX_BYTES,
    });
  });

  it('stores each accepted format re-encoded and serves it back with safe, long-lived headers', async () => {
    const { user, cookie } = await signedInUser(t);
    const formats: [string, string][] = [
      ['avatar.png', 'image/png'],
      ['avatar.jpg', 'image/jpeg'],
      ['avatar.webp', 'image/webp'],
      ['avatar.gif', 'image/gif'],
    ];
    let previousUrl = '';
    for (const [name, mime] of formats) {
      const content = fixture(name);
      const response = await upload(cookie, content, name, mime).expect(201);
      const current = response.body as CurrentUser;
      expect(current.ID).toBe(user.id);
      const [, id, version] = PICTURE_URL.exec(current.PictureURL) ?? [];
      expect(Number(id)).toBe(user.id);
      expect(current.PictureURL).not.toBe(previousUrl);
      previousUrl = current.PictureURL;
      // Exactly one file: the one the row names; the previous picture is gone.
      const extension = name.split('.')[1];
      expect(filesOf(user.id)).toEqual([`${user.id}-${version}.${extension}`]);
      expect((await rowOf(user.id)).avatarFile).toBe(`${user.id}-${version}.${extension}`);

      const served = await t.http().get(current.PictureURL).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe(mime);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const picture = await sharp(served.body as Buffer).metadata();
      const uploaded = await sharp(content).metadata();
      expect([picture.format, picture.width, picture.height]).toEqual([
        uploaded.format,
        uploaded.width,
        uploaded.height,
      ]);
      // Decoded and encoded again: not the uploaded bytes.
      expect(Buffer.compare(served.body as Buffer, content)).not.toBe(0);
    }
    const profile = await t.http().get(`/api/v1/user/${user.id}`).expect(200);
    expect((profile.body as CurrentUser).PictureURL).toBe(previousUrl);
  });

  it('judges a file by its content: a PNG named .jpg is stored and served as a PNG', async () => {
    const { user, cookie } = await signedInUser(t);
    const response = await upload(cookie, fixture('avatar.png'), 'photo.jpg', 'image/jpeg');
    expect(response.status).toBe(201);
    const [stored] = filesOf(user.id);
    expect(stored).toMatch(/^\d+-\d+\.png$/);
    const served = await t
      .http()
      .get((response.body as CurrentUser).PictureURL)
      .expect(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses files that only pretend to be pictures, storing nothing', async () => {
    const { user, cookie } = await signedInUser(t);
    const disguised: [Buffer, string, string][] = [
      [fixture('text-disguised.png'), 'avatar.png', 'image/png'],
      [fixture('html-disguised.png'), 'avatar.png', 'image/png'],
      [fixture('vector.svg'), 'avatar.svg', 'image/svg+xml'],
      [fixture('vector.svg'), 'avatar.png', 'image/png'],
      [fixture('document.pdf'), 'avatar.pdf', 'application/pdf'],
      [fixture('avatar.png').subarray(0, 12), 'cut.png', 'image/png'],
      [pngClaiming(5000, 5000), 'huge.png', 'image/png'],
    ];
    for (const [content, filename, mime] of disguised) {
      const response = await upload(cookie, content, filename, mime);
      expect([response.status, response.body]).toEqual([415, UNSUPPORTED]);
    }
    expect(filesOf(user.id)).toEqual([]);
    expect((await rowOf(user.id)).avatarFile).toBeNull();
    // A header that claims more than its data holds does not decode: refused too.
    const claiming = await upload(cookie, pngClaiming(4096, 4096), 'big.png', 'image/png');
    expect([claiming.status, claiming.body]).toEqual([415, UNSUPPORTED]);
    // A real picture right at the dimension limit passes.
    const atLimit = await sharp({
      create: { width: 4096, height: 4096, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    await upload(cookie, atLimit, 'big.png', 'image/png').expect(201);
  });

  it('answers 413 for a file over 2 MiB, storing nothing and keeping the old picture', async () => {
    const { user, cookie } = await signedInUser(t);
    await upload(cookie, fixture('avatar.gif'), 'a.gif', 'image/gif').expect(201);
    const before = filesOf(user.id);
    const png = fixture('avatar.png');
    for (const size of [MAX_BYTES + 1, 3 * MAX_BYTES]) {
      const oversized = Buffer.concat([png, Buffer.alloc(size - png.length)]);
      expect(oversized.length).toBe(size);
      const response = await upload(cookie, oversized, 'big.png', 'image/png');
      expect([response.status, response.body]).toEqual([413, FILE_TOO_LARGE]);
    }
    expect(filesOf(user.id)).toEqual(before);
    // Exactly at the limit is accepted.
    const atLimit = Buffer.concat([png, Buffer.alloc(MAX_BYTES - png.length)]);
    await upload(cookie, atLimit, 'limit.png', 'image/png').expect(201);
  });

  it('serves a photo without its EXIF (GPS, names) and at most 512 px wide', async () => {
    const { cookie } = await signedInUser(t);
    const photo = await sharp({
      create: { width: 1000, height: 800, channels: 3, background: '#2a6' },
    })
      .jpeg()
      .withExif({
        IFD0: { Artist: 'Ann Smith', Make: 'Camera' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 0/1' },
      })
      .toBuffer();
    const uploaded = await sharp(photo).metadata();
    expect([uploaded.width, uploaded.height, uploaded.exif === undefined]).toEqual([
      1000,
      800,
      false,
    ]);
    const response = await upload(cookie, photo, 'photo.jpg', 'image/jpeg').expect(201);
    const served = await t
      .http()
      .get((response.body as CurrentUser).PictureURL)
      .buffer(true)
      .expect(200);
    const body = served.body as Buffer;
    expect(served.headers['content-type']).toBe('image/jpeg');
    const picture = await sharp(body).metadata();
    expect([picture.format, picture.width, picture.height]).toEqual(['jpeg', 512, 410]);
    expect(picture.exif).toBeUndefined();
    expect(body.includes('Exif')).toBe(false);
    expect(body.includes('Ann Smith')).toBe(false);
  });

  it('needs a signed-in user and a file in the field "file"', async () => {
    const anonymous = await t
      .http()
      .post('/api/v1/file/avatar')
      .attach('file', fixture('avatar.png'), 'avatar.png');
    expect(anonymous.status).toBe(401);
    const { cookie } = await signedInUser(t);
    const wrongField = await t
      .http()
      .post('/api/v1/file/avatar')
      .set('Cookie', cookie)
      .set('Origin', TEST_ORIGIN)
      .attach('picture', fixture('avatar.png'), 'avatar.png');
    expect([wrongField.status, wrongField.body]).toEqual([400, BAD_PARAMETERS]);
    const noFile = await t
      .http()
      .post('/api/v1/file/avatar')
      .set('Cookie', cookie)
      .set('Origin', TEST_ORIGIN)
      .field('name', 'x');
    expect([noFile.status, noFile.body]).toEqual([400, BAD_PARAMETERS]);
  });

  it('removes the picture with DELETE /user/avatar', async () => {
    const { user, cookie } = await signedInUser(t);
    const uploaded = await upload(cookie, fixture('avatar.png'), 'a.png', 'image/png').expect(201);
    const url = (uploaded.body as CurrentUser).PictureURL;
    const removed = await t
      .http()
      .delete('/api/v1/user/avatar')
      .set('Cookie', cookie)
      .set('Origin', TEST_ORIGIN)
      .expect(200);
    expect(removed.body as CurrentUser).toMatchObject({ ID: user.id, PictureURL: '' });
    expect(filesOf(user.id)).toEqual([]);
    expect((await rowOf(user.id)).avatarFile).toBeNull();
    await t.http().get(url).expect(404);
    expect((await t.http().delete('/api/v1/user/avatar')).status).toBe(401);
  });

  it('answers 404 for a user without a picture or without an account', async () => {
    const { user } = await signedInUser(t);
    await t.http().get(`/api/v1/user/${user.id}/avatar`).expect(404);
    await t.http().get('/api/v1/user/999999/avatar').expect(404);
    await t.http().get('/api/v1/user/abc/avatar').expect(400);
  });
});
