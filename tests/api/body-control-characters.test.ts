import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTournament } from '@tests/factories/factories';
import { createDonateTestApp, notification, signedByTest, TEST_TBANK } from './donate-test-app';
import { signedInUser, TEST_PASSWORD } from './support/accounts';
import { BAD_PARAMETERS } from './support/expected-errors';
import { startGame } from './support/play';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

type Who = 'anonymous' | 'admin';

/**
 * The endpoints that answered 500 to a NUL in a JSON string (issue 29, item 14): the string
 * reached the database (PostgreSQL can't store NUL in text) or a lookup by it. Each row: the
 * request ({name} is an id made in beforeAll), who sends it, and a body valid but for the NUL.
 */
const ANSWERED_500: [string, Who, object][] = [
  ['POST /login', 'anonymous', { login: 'ann\u0000', password: TEST_PASSWORD }],
  ['POST /activate/resend', 'anonymous', { login: 'a\u0000b', password: TEST_PASSWORD }],
  ['POST /user/password/reset', 'anonymous', { login: 'a\u0000b' }],
  [
    'POST /feedback',
    'anonymous',
    { Name: 'Ann', Email: 'ann@example.org', Message: 'a\u0000b', Attachments: [] },
  ],
  [
    'POST /broadcasts',
    'admin',
    { title: 'R', boards: [{ black: { name: 'B\u0000' }, white: { name: 'W' }, boardSize: 19 }] },
  ],
  ['PATCH /broadcasts/{broadcast}', 'admin', { title: 'T\u0000' }],
  [
    'POST /broadcasts/{broadcast}/boards/1/moves',
    'admin',
    { seq: 1, move: 'Q16', comment: 'a\u0000b' },
  ],
  ['POST /broadcasts/{broadcast}/boards/1/comments', 'admin', { moveNumber: 0, text: 'a\u0000b' }],
  ['PATCH /admin/tournaments/{tournament}', 'admin', { description: 'a\u0000b' }],
  ['PATCH /file/game/{libraryGame}', 'admin', { info: { event: 'a\u0000b' } }],
  ['POST /games/{liveGame}/chat', 'admin', { text: 'a\u0000b' }],
];

describe('control characters in JSON bodies: 400 before any handler (issue 29, item 14)', () => {
  let t: TestApp;
  let admin: string;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    const signedIn = await signedInUser(t, { roles: ['user', 'admin', 'broadcaster'] });
    admin = signedIn.cookie;
    const opponent = await signedInUser(t);
    const tournament = await t.seed((em) => makeTournament(em));
    const broadcast = await send('admin', 'POST /broadcasts', {
      title: 'Round 1',
      boards: [{ black: { name: 'B' }, white: { name: 'W' }, boardSize: 19 }],
    }).expect(201);
    const library = await t
      .http()
      .post('/api/v1/file/game')
      .set('Cookie', admin)
      .set('Origin', TEST_ORIGIN)
      .attach('files', Buffer.from('(;GM[1]SZ[19]PB[Ann];B[dd])'), { filename: 'game.sgf' })
      .expect(201);
    ids = {
      broadcast: (broadcast.body as { id: number }).id,
      tournament: tournament.id,
      libraryGame: (library.body as { games: { id: number }[] }).games[0].id,
      liveGame: await startGame(t, signedIn.user.id, opponent.user.id),
    };
  });
  afterAll(async () => {
    await t.close();
  });

  /** `request` as 'POST /path/{name}', {name} an id of `ids`. */
  function send(who: Who, request: string, body: object) {
    const [method, template] = request.split(' ');
    const path = template.replace(/\{(\w+)\}/g, (_match, name: string) => String(ids[name]));
    const http = t.http();
    const call = http[method.toLowerCase() as 'post' | 'patch'](`/api/v1${path}`)
      .set('Origin', TEST_ORIGIN)
      .set('Content-Type', 'application/json');
    if (who === 'admin') call.set('Cookie', admin);
    return call.send(JSON.stringify(body));
  }

  it.each(ANSWERED_500)('refuses a NUL in the body of %s', async (request, who, body) => {
    const response = await send(who, request, body);
    expect([response.status, response.body]).toEqual([400, BAD_PARAMETERS]);
  });

  it.each([
    ['another C0 control (ESC)', { login: 'a\u001bb', password: TEST_PASSWORD }],
    ['DEL', { login: 'a\u007fb', password: TEST_PASSWORD }],
    ['a NUL in a key', { login: 'ann', password: TEST_PASSWORD, 'x\u0000': 1 }],
    ['a tab in a key', { login: 'ann', password: TEST_PASSWORD, 'x\ty': 1 }],
    [
      'a NUL deep in an array',
      { login: 'ann', password: TEST_PASSWORD, extra: [[{ a: ['\u0000'] }]] },
    ],
  ])('refuses %s anywhere in the body', async (_name, body) => {
    const response = await send('anonymous', 'POST /login', body);
    expect([response.status, response.body]).toEqual([400, BAD_PARAMETERS]);
  });

  it('keeps tabs and line breaks in text that holds several lines', async () => {
    const text = 'First line\r\nsecond\tline\nthird';
    const comment = await send('admin', 'POST /broadcasts/{broadcast}/boards/1/comments', {
      moveNumber: 0,
      text,
    });
    expect(comment.status).toBe(201);
    expect((comment.body as { comments: { text: string }[] }).comments.at(-1)?.text).toBe(text);
    const feedback = await send('anonymous', 'POST /feedback', {
      Name: 'Ann',
      Email: 'ann@example.org',
      Message: text,
      Attachments: [],
    });
    expect(feedback.status).toBe(201);
  });

  it('refuses a NUL in a donation notification, a body read without a DTO', async () => {
    const donations = await createDonateTestApp(TEST_TBANK);
    try {
      const forged = signedByTest({ ...notification(1, 'CONFIRMED', 10_000), OrderId: 'a\u0000b' });
      const response = await donations.http().post('/api/v1/donate/notification').send(forged);
      expect([response.status, response.body]).toEqual([400, BAD_PARAMETERS]);
    } finally {
      await donations.close();
    }
  });
});
