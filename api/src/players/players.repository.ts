import type { EntityManager } from '@mikro-orm/knex';
import type { PlayerRef } from '@sync/contract/common';
import { knexOf } from '../common/sql/knex-of';
import { fetchRows } from '../common/sql/rows';
import type { PlayerRow } from './player-row';

const NAME_COLUMNS = [
  'id',
  'last_name',
  'first_name',
  'last_name_latin',
  'first_name_latin',
] as const satisfies readonly (keyof PlayerRow)[];

type NameRow = Pick<PlayerRow, (typeof NAME_COLUMNS)[number]>;

/**
 * Players' names by id: a tournament's outsiders, the statistics' top players. Unknown ids are
 * left out.
 */
export async function playerRefsByIds(
  em: EntityManager,
  ids: readonly number[],
): Promise<Map<number, PlayerRef>> {
  if (ids.length === 0) return new Map();
  const rows = await fetchRows<NameRow>(
    knexOf(em)('player')
      .select(...NAME_COLUMNS)
      .whereIn('id', [...new Set(ids)]),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        lastName: row.last_name,
        firstName: row.first_name,
        lastNameLatin: row.last_name_latin,
        firstNameLatin: row.first_name_latin,
      },
    ]),
  );
}
