import type { Knex } from '@mikro-orm/knex';
import type { MergeConflict, MergeCounts, MergePreview } from '@sync/contract/admin-players';
import type { Player } from '../../players/player.entity';
import { toMergePlayer } from './player-names';

async function count(query: Knex.QueryBuilder): Promise<number> {
  const row = (await query.count({ n: '*' }).first()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}

/** The rows that name the duplicate and would move to the kept record. */
export async function mergeCounts(knex: Knex, duplicateId: number): Promise<MergeCounts> {
  return {
    games: await count(
      knex('game').where('black_id', duplicateId).orWhere('white_id', duplicateId),
    ),
    tournaments: await count(knex('tournament_player').where('player_id', duplicateId)),
    ratingEntries: await count(knex('rating_entry').where('player_id', duplicateId)),
  };
}

/** Why the two records can't become one: each would leave the data contradicting itself. */
export async function mergeConflicts(
  knex: Knex,
  duplicate: Player,
  kept: Player,
): Promise<MergeConflict[]> {
  if (duplicate.id === kept.id)
    return [{ kind: 'samePlayer', message: 'A player record cannot be merged into itself' }];
  const conflicts: MergeConflict[] = [];
  const shared = (await knex('tournament_player as d')
    .join('tournament_player as k', 'k.tournament_id', 'd.tournament_id')
    .join('tournament as t', 't.id', 'd.tournament_id')
    .where('d.player_id', duplicate.id)
    .andWhere('k.player_id', kept.id)
    .select('t.id', 't.title')
    .orderBy('t.id')) as Array<{ id: number; title: string }>;
  for (const tournament of shared) {
    conflicts.push({
      kind: 'sameTournament',
      tournamentId: Number(tournament.id),
      title: tournament.title,
      message: `Both records play in tournament ${tournament.id} (${tournament.title})`,
    });
  }
  const between = await count(
    knex('game')
      .where((w) => void w.where('black_id', duplicate.id).andWhere('white_id', kept.id))
      .orWhere((w) => void w.where('black_id', kept.id).andWhere('white_id', duplicate.id)),
  );
  if (between > 0)
    conflicts.push({
      kind: 'playedEachOther',
      games: between,
      message: `The two records played each other (${between} games)`,
    });
  if (duplicate.egdPin !== null && kept.egdPin !== null && duplicate.egdPin !== kept.egdPin)
    conflicts.push({
      kind: 'differentEgdPin',
      message: `The records have different EGD PINs (${duplicate.egdPin}, ${kept.egdPin})`,
    });
  if (duplicate.agaId !== null && kept.agaId !== null && duplicate.agaId !== kept.agaId)
    conflicts.push({
      kind: 'differentAgaId',
      message: `The records have different AGA numbers (${duplicate.agaId}, ${kept.agaId})`,
    });
  return conflicts;
}

export async function mergePreview(
  knex: Knex,
  duplicate: Player,
  kept: Player,
): Promise<MergePreview> {
  return {
    duplicate: toMergePlayer(duplicate),
    kept: toMergePlayer(kept),
    moves: await mergeCounts(knex, duplicate.id),
    identifiers: {
      egdPin: kept.egdPin ?? duplicate.egdPin,
      agaId: kept.agaId ?? duplicate.agaId,
    },
    conflicts: await mergeConflicts(knex, duplicate, kept),
  };
}
