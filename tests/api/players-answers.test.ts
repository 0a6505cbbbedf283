import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@sync/contract/common';
import type { PlayerSummary } from '@sync/contract/players';
import { openDatabase } from '@api/database/open-database';
import { Player } from '@api/players/player.entity';
import { makePlayer } from '@tests/factories/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * GET /players answers are kept per data revision: each carries an ETag, a client sending it back
 * gets 304 while nothing changed, and any change (here or by another process writing the same
 * database) is answered at once.
 */
describe('GET /api/v1/players: ETag and answers kept per data revision', () => {
  let t: TestApp;
  let ids: { top: number; second: number };

  beforeAll(async () => {
    t = await createTestApp();
    const [top, second] = await t.seed((em) => [
      makePlayer(em, { lastName: 'Первый', rgfRating: 2400 }),
      makePlayer(em, { lastName: 'Второй', rgfRating: 2000 }),
    ]);
    ids = { top: top.id, second: second.id };
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (query = '', etag?: string) => {
    const request = t.http().get(`/api/v1/players${query}`);
    return etag ? request.set('If-None-Match', etag) : request;
  };
  const order = (response: { body: unknown }) =>
    (response.body as Page<PlayerSummary>).items.map((p) => p.id);

  it('answers JSON with an ETag, and 304 without a body to a client holding it', async () => {
    const first = await get().expect(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(order(first)).toEqual([ids.top, ids.second]);

    const again = await get('', etag).expect(304);
    expect(again.text ?? '').toBe('');
    expect(again.headers.etag).toBe(etag);
    await get('', `"other", ${etag}`).expect(304);
    const stale = await get('', 'W/"someone-else"').expect(200);
    expect(stale.body).toEqual(first.body);
  });

  it('keeps different queries apart', async () => {
    expect(order(await get('?order=asc').expect(200))).toEqual([ids.second, ids.top]);
    expect(order(await get('?limit=1').expect(200))).toEqual([ids.top]);
    expect(order(await get('?limit=1&offset=1').expect(200))).toEqual([ids.second]);
    expect(order(await get('?offset=1&limit=1').expect(200))).toEqual([ids.second]);
  });

  it('answers the new data, with a new ETag, right after a change through the API', async () => {
    const before = await get().expect(200);
    await t.seed(async (em) => {
      (await em.findOneOrFail(Player, ids.second)).rgfRating = 2600;
    });
    const after = await get('', before.headers.etag).expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(order(after)).toEqual([ids.second, ids.top]);
    expect((after.body as Page<PlayerSummary>).items[0].rating).toBe(2600);
    await get('', after.headers.etag).expect(304);
  });

  it('answers the new data after another process wrote the database and moved the revision', async () => {
    const before = await get().expect(200);
    const other = await openDatabase(t.db.config);
    try {
      // A write of its own (an import, say): the data first, then the revision it moves.
      const knex = other.em.getKnex();
      await knex('player').update({ rgf_rating: 1000 }).where('id', ids.second);
      await knex('sync_counter').increment('value', 1).where('id', 1);
    } finally {
      await other.close();
    }
    const after = await get('', before.headers.etag).expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(order(after)).toEqual([ids.top, ids.second]);
    expect((after.body as Page<PlayerSummary>).items[1].rating).toBe(1000);
  });

  it('answers a new player and forgets a removed one', async () => {
    const added = await t.seed((em) => makePlayer(em, { lastName: 'Новый', rgfRating: 2900 }));
    expect(order(await get('?limit=1').expect(200))).toEqual([added.id]);
    await t.seed(async (em) => em.remove(await em.findOneOrFail(Player, added.id)));
    expect(order(await get('?limit=1').expect(200))).not.toContain(added.id);
    expect((await get().expect(200)).body).toMatchObject({ total: 2 });
  });
});
