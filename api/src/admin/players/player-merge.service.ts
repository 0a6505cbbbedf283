import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager, type Knex } from '@mikro-orm/knex';
import type { MergePreview, MergeResult } from '@sync/contract/admin-players';
import { playerSearchText } from '@domain/text/player-search';
import type { User } from '../../accounts/entities/user.entity';
import { AuditService } from '../../audit/audit.service';
import { ApiError } from '../../common/errors/api-error';
import { knexOf } from '../../common/sql/knex-of';
import { Player } from '../../players/player.entity';
import { recomputeRatings } from '../../rating/recompute/recompute-ratings';
import { mergeConflicts, mergeCounts, mergePreview } from './merge-plan';
import { toMergePlayer } from './player-names';

/** The kept record's blanks the duplicate fills (identifiers, facts, optional names). */
const FILLED_FIELDS = [
  'egdPin',
  'agaId',
  'birthYear',
  'rank',
  'location',
  'nickname',
  'lastNameZh',
  'firstNameZh',
  'startDate',
] as const;

/**
 * Merges a duplicate player record into the record kept: games, tournament rows and rating
 * history move over, the kept record's blanks take the duplicate's values, the duplicate is
 * deleted (a tombstone tells offline copies) and every rating is recomputed, in one transaction
 * with its audit row.
 */
@Injectable()
export class PlayerMergeService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  async preview(duplicateId: number, keptId: number): Promise<MergePreview> {
    const em = this.em.fork();
    const [duplicate, kept] = await bothPlayers(em, duplicateId, keptId);
    return mergePreview(knexOf(em), duplicate, kept);
  }

  async merge(duplicateId: number, keptId: number, admin: User): Promise<MergeResult> {
    return this.em.fork().transactional(async (tem) => {
      const knex = knexOf(tem);
      const [duplicate, kept] = await bothPlayers(tem, duplicateId, keptId, true);
      const [conflict] = await mergeConflicts(knex, duplicate, kept);
      if (conflict) throw new ApiError('playersMergeConflict', { message: conflict.message });
      const moved = await mergeCounts(knex, duplicate.id);
      const before = { duplicate: toMergePlayer(duplicate), kept: toMergePlayer(kept) };
      await moveRows(knex, duplicate.id, kept.id);

      const filled = FILLED_FIELDS.filter(
        (field) => kept[field] === null && duplicate[field] !== null,
      );
      const values = filled.map((field) => [field, duplicate[field]] as const);
      // Deleted first: the identifiers it carries are unique.
      tem.remove(duplicate);
      await tem.flush();
      for (const [field, value] of values) Object.assign(kept, { [field]: value });
      if (duplicate.startDate && kept.startDate && duplicate.startDate < kept.startDate)
        kept.startDate = duplicate.startDate;
      kept.searchText = playerSearchText(kept);
      this.audit.record(tem, {
        actor: { id: admin.id, username: admin.username },
        action: 'player.merge',
        target: `player:${kept.id}`,
        details: { ...before, moved, filled },
      });
      await tem.flush();

      const ratings = await recomputeRatings(tem);
      await tem.refresh(kept);
      return {
        kept: toMergePlayer(kept),
        moved,
        deletedId: duplicateId,
        playersRerated: ratings.playersChanged,
      };
    });
  }
}

async function bothPlayers(
  em: EntityManager,
  duplicateId: number,
  keptId: number,
  lock = false,
): Promise<[Player, Player]> {
  const options = lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {};
  const duplicate = await em.findOne(Player, duplicateId, options);
  const kept = await em.findOne(Player, keptId, options);
  if (!duplicate || !kept) throw new ApiError('playerNotFound');
  return [duplicate, kept];
}

/** Points every row naming the duplicate at the kept record. */
async function moveRows(knex: Knex, from: number, to: number): Promise<void> {
  await knex('game').where('black_id', from).update({ black_id: to });
  await knex('game').where('white_id', from).update({ white_id: to });
  await knex('tournament_player').where('player_id', from).update({ player_id: to });
  await knex('rating_entry').where('player_id', from).update({ player_id: to });
}
