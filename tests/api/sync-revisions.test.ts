import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Location } from '@api/locations/location.entity';
import { makeLocation, makePlayer } from '@tests/factories/factories';
import { Player } from '@api/players/player.entity';
import { Tombstone } from '@api/sync/tombstone.entity';
import { createTestDatabase, type TestDatabase } from './support/test-database';

describe('sync revisions', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('gives every insert and update the next number of one global counter', async () => {
    const em = db.orm.em.fork();
    const ids = await em.transactional(async (tem) => {
      const country = makeLocation(tem);
      const a = makePlayer(tem, { lastName: 'Петров' });
      const b = makePlayer(tem, { lastName: 'Сидоров' });
      await tem.flush();
      return { country: country.id, a: a.id, b: b.id };
    });
    const fresh = db.orm.em.fork();
    const players = await fresh.find(
      Player,
      { id: { $in: [ids.a, ids.b] } },
      { orderBy: { id: 'asc' } },
    );
    const country = await fresh.findOneOrFail(Location, ids.country);
    const revs = [country.rev, ...players.map((p) => p.rev)].sort((x, y) => x - y);
    expect(new Set(revs).size).toBe(3);
    expect(revs[0]).toBeGreaterThan(0);

    await fresh.transactional(async (tem) => {
      const a = await tem.findOneOrFail(Player, ids.a);
      a.nickname = 'petya';
      await tem.flush();
    });
    const updated = await db.orm.em.fork().findOneOrFail(Player, ids.a);
    expect(updated.rev).toBeGreaterThan(Math.max(...revs));
  });

  it('leaves a tombstone with a fresh revision when a replicated row is deleted', async () => {
    const em = db.orm.em.fork();
    const id = await em.transactional(async (tem) => {
      const p = makePlayer(tem, { lastName: 'Удалённый' });
      await tem.flush();
      return p.id;
    });
    const before = (await db.orm.em.fork().findOneOrFail(Player, id)).rev;
    await db.orm.em.fork().transactional(async (tem) => {
      tem.remove(await tem.findOneOrFail(Player, id));
      await tem.flush();
    });
    const tombstones = await db.orm.em
      .fork()
      .find(Tombstone, { collection: 'players', entityId: id });
    expect(tombstones).toHaveLength(1);
    expect(tombstones[0].rev).toBeGreaterThan(before);
  });

  it('refuses to write replicated rows outside a transaction', async () => {
    const em = db.orm.em.fork();
    makePlayer(em, { lastName: 'Безтранзакционный' });
    await expect(em.flush()).rejects.toThrow(/inside a transaction/);
  });
});
