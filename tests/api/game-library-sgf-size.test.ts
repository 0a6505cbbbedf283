import { parse, type NodeObject } from '@sabaki/sgf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryGameDetail, LibraryGameSummary } from '@sync/contract/game-library';
import {
  chainRecord,
  longGameRecord,
  nestedRecord,
} from '../fixtures/game-library/library-records';
import { signedInUser } from './support/accounts';
import { sgfInvalid } from './support/expected-errors';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const GAME = '/api/v1/file/game';

function nodeCount(sgf: string): number {
  let count = 0;
  const stack: NodeObject[] = parse(sgf);
  for (let node = stack.pop(); node; node = stack.pop()) {
    count += 1;
    stack.push(...node.children);
  }
  return count;
}

describe('game library: records of many nodes (issue 29, item 15)', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signedInUser(t)).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (name: string, content: string) =>
    t
      .http()
      .post(GAME)
      .set('Cookie', cookie)
      .set('Origin', TEST_ORIGIN)
      .attach('files', Buffer.from(content), { filename: name });
  const replace = (id: number, name: string, content: string) =>
    t
      .http()
      .post(`${GAME}/${id}`)
      .set('Cookie', cookie)
      .set('Origin', TEST_ORIGIN)
      .attach('file', Buffer.from(content), { filename: name });
  const detail = async (id: number) =>
    (await t.http().get(`${GAME}/${id}`).set('Cookie', cookie).expect(200))
      .body as LibraryGameDetail;

  it('keeps a long game with variations and comments whole, and edits it', async () => {
    const sent = longGameRecord();
    const response = await upload('long.sgf', sent).expect(201);
    const [game] = (response.body as { games: LibraryGameSummary[] }).games;
    expect(game).toMatchObject({ moves: 400, black: 'Black', result: 'B+R' });
    expect(nodeCount((await detail(game.id)).sgf)).toBe(nodeCount(sent));
    await t
      .http()
      .patch(`${GAME}/${game.id}`)
      .set('Cookie', cookie)
      .set('Origin', TEST_ORIGIN)
      .send({ info: { event: 'Long game' } })
      .expect(200);
    const edited = await detail(game.id);
    expect(edited.event).toBe('Long game');
    expect(nodeCount(edited.sgf)).toBe(nodeCount(sent));
  });

  it('stores a chain of 5,000 moves, edits and replaces it', async () => {
    const response = await upload('chain.sgf', chainRecord(5000)).expect(201);
    const [game] = (response.body as { games: LibraryGameSummary[] }).games;
    expect(game.moves).toBe(5000);
    expect(nodeCount((await detail(game.id)).sgf)).toBe(5001);
    const patched = await t
      .http()
      .patch(`${GAME}/${game.id}`)
      .set('Cookie', cookie)
      .set('Origin', TEST_ORIGIN)
      .send({ info: { black: 'Ann' } })
      .expect(200);
    expect(patched.body).toMatchObject({ black: 'Ann', moves: 5000 });
    const replaced = await replace(game.id, 'longer.sgf', chainRecord(6000)).expect(200);
    expect(replaced.body).toMatchObject({ moves: 6000 });
  });

  it('refuses a chain of 50,000 moves: over SGF_MAX_NODES (20,000 by default)', async () => {
    const response = await upload('huge.sgf', chainRecord(50_000));
    expect([response.status, response.body]).toEqual([
      400,
      sgfInvalid('huge.sgf', 'more than 20000 nodes'),
    ]);
  });

  it('refuses variations nested 5,000 deep', async () => {
    const response = await upload('deep.sgf', nestedRecord(5000));
    expect([response.status, response.body]).toEqual([
      400,
      sgfInvalid('deep.sgf', 'variations nested more than 1000 deep'),
    ]);
  });
});
