import { Injectable } from '@nestjs/common';
import { EntityManager, type Knex } from '@mikro-orm/knex';
import type { LibraryCount, LibraryGameList, LibraryStatistics } from '@sync/contract/game-library';
import { User } from '../accounts/entities/user.entity';
import { dbBool } from '../common/sql/db-values';
import { likeContains } from '../common/sql/like';
import type { LibraryQueryDto } from './dto/library-query.dto';
import { LibraryGame } from './library-game.entity';
import { toSummary } from './library-mapping';

const RESULT_ORDER = ['B', 'W', 'draw', 'other'];

/**
 * The lists of the library: what a user can see is their own records and everyone's public
 * ones (the same for admins, who open others' private records only by id).
 */
@Injectable()
export class GameLibraryQuery {
  constructor(private readonly em: EntityManager) {}

  /** Newest upload first (then the highest id). */
  async list(user: User, query: LibraryQueryDto): Promise<LibraryGameList> {
    const em = this.em.fork();
    const filtered = () => this.filtered(em, user, query);
    const [{ count }] = await filtered().count<{ count: number | string }[]>({ count: '*' });
    const rows = (await filtered()
      .select('id')
      .orderBy([
        { column: 'uploaded_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(query.limit)
      .offset(query.offset)) as { id: number }[];
    const ids = rows.map((row) => row.id);
    const games = await em.find(LibraryGame, { id: { $in: ids } });
    const byId = new Map(games.map((game) => [game.id, game]));
    const names = await ownerNames(em, games);
    return {
      items: ids
        .map((id) => byId.get(id))
        .filter((game): game is LibraryGame => game !== undefined)
        .map((game) => toSummary(game, names.get(game.ownerId) ?? '', user)),
      total: Number(count),
      limit: query.limit,
      offset: query.offset,
    };
  }

  /**
   * Counts over the records the user can see. Keys: the board size ('19'); 'B', 'W', 'draw',
   * 'other' (void, unknown or no result) in that order; the rules as written (RU) or 'unknown',
   * most frequent first; the year of DT or 'unknown', newest first with 'unknown' last.
   */
  async statistics(user: User): Promise<LibraryStatistics> {
    const em = this.em.fork();
    const visible = () => this.visible(em, user);
    const counts = async (column: string): Promise<{ key: string | null; count: number }[]> => {
      const rows = await visible()
        .select(em.getKnex().raw(`${column} as key`))
        .count<{ key: string | number | null; count: number | string }[]>({ count: '*' })
        .groupByRaw(column);
      return rows.map((row) => ({
        key: row.key === null ? null : String(row.key),
        count: Number(row.count),
      }));
    };
    const [[{ total }], [{ mine }]] = (await Promise.all([
      visible().count({ total: '*' }),
      visible().where('owner_id', user.id).count({ mine: '*' }),
    ])) as [{ total: number | string }[], { mine: number | string }[]];
    return {
      total: Number(total),
      mine: Number(mine),
      byBoardSize: (await counts('board_size'))
        .map(({ key, count }) => ({ key: key ?? 'unknown', count }))
        .sort((a, b) => Number(a.key) - Number(b.key)),
      byResult: merged(await counts('result_kind'), 'other').sort(
        (a, b) => RESULT_ORDER.indexOf(a.key) - RESULT_ORDER.indexOf(b.key),
      ),
      byRules: merged(await counts('rules'), 'unknown').sort(
        (a, b) => b.count - a.count || a.key.localeCompare(b.key),
      ),
      byYear: merged(await counts('substr(date_key, 1, 4)'), 'unknown').sort(byYear),
    };
  }

  private visible(em: EntityManager, user: User): Knex.QueryBuilder {
    return em
      .getKnex()
      .from('library_game')
      .whereRaw('("private" = ? or owner_id = ?)', [dbBool(em, false), user.id]);
  }

  private filtered(em: EntityManager, user: User, query: LibraryQueryDto): Knex.QueryBuilder {
    const builder = this.visible(em, user);
    const player = query.player?.trim().toLowerCase();
    if (player) builder.whereRaw("players_key like ? escape '\\'", [likeContains(player)]);
    if (query.boardSize !== undefined) builder.where('board_size', query.boardSize);
    if (query.dateFrom) builder.where('date_key', '>=', query.dateFrom);
    if (query.dateTo) builder.where('date_key', '<=', query.dateTo);
    if (query.result) builder.where('result_kind', query.result);
    if (query.mine) builder.where('owner_id', user.id);
    return builder;
  }
}

/** Null keys counted under one name (merged with a key that is that name already). */
function merged(rows: { key: string | null; count: number }[], missing: string): LibraryCount[] {
  const counts = new Map<string, number>();
  for (const { key, count } of rows) {
    const name = key ?? missing;
    counts.set(name, (counts.get(name) ?? 0) + count);
  }
  return [...counts].map(([key, count]) => ({ key, count }));
}

function byYear(a: LibraryCount, b: LibraryCount): number {
  if (a.key === 'unknown' || b.key === 'unknown') return a.key === 'unknown' ? 1 : -1;
  return b.key.localeCompare(a.key);
}

async function ownerNames(em: EntityManager, games: LibraryGame[]): Promise<Map<number, string>> {
  const ids = [...new Set(games.map((game) => game.ownerId))];
  if (ids.length === 0) return new Map();
  const users = await em.find(User, { id: { $in: ids } }, { fields: ['id', 'username'] });
  return new Map(users.map((user) => [user.id, user.username]));
}
