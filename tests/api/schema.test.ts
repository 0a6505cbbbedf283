import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '@api/database/entities';
import { createTestDatabase, type TestDatabase } from './support/test-database';

describe('committed migrations', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('create exactly the schema the entities describe', async () => {
    if (db.config.kind === 'postgresql') {
      const diff = await db.orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
      // The trigram index of the search migration is PostgreSQL's own and unknown to the entities.
      const statements = diff
        .split(';')
        .map((statement) => statement.trim())
        .filter((statement) => statement && !statement.includes('player_search_text_trgm'));
      expect(statements).toEqual([]);
      return;
    }
    // MikroORM's SQLite introspection misreads knex's defaults and enum checks, so compare the
    // structure itself: every table, column, nullability and index the entities declare.
    const connection = db.orm.em.getConnection();
    for (const entity of ENTITIES) {
      const meta = db.orm.getMetadata().get(entity.name);
      const result: unknown = await connection.execute(`pragma table_info(${meta.tableName})`);
      const columns = result as { name: string; notnull: number; pk: number }[];
      const expected = meta.props
        .filter((p) => p.fieldNames?.length && p.persist !== false)
        .flatMap((p) => p.fieldNames.map((name) => ({ name, notnull: !p.nullable })));
      expect(
        columns
          .map((c) => ({ name: c.name, notnull: c.notnull === 1 || c.pk === 1 }))
          .sort((a, b) => a.name.localeCompare(b.name)),
        meta.tableName,
      ).toEqual(expected.sort((a, b) => a.name.localeCompare(b.name)));
    }
  });
});
