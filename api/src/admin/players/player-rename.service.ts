import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import {
  cleanNamePart,
  PLAYER_NAME_MESSAGES,
  playerNameProblems,
  type NameLanguage,
  type PlayerNameChange,
  type PlayerNames,
} from '@sync/contract/admin-players';
import { playerMatchKey } from '@domain/text/normalize-name';
import { playerSearchText } from '@domain/text/player-search';
import type { User } from '../../accounts/entities/user.entity';
import { AuditService } from '../../audit/audit.service';
import { ApiError } from '../../common/errors/api-error';
import { Player } from '../../players/player.entity';
import { NAME_FIELDS, toPlayerNames } from './player-names';

/**
 * Sets a player's name in one language, in one transaction with its audit row. The search text
 * and (for the Russian name, which imports match by) the match key follow, as the importer
 * computes them; the sync revision moves, so lists and offline copies show the new name.
 */
@Injectable()
export class PlayerRenameService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  async rename(
    id: number,
    language: NameLanguage,
    change: PlayerNameChange,
    admin: User,
  ): Promise<PlayerNames> {
    const problems = playerNameProblems(language, change);
    for (const field of ['lastName', 'firstName'] as const) {
      const problem = problems[field];
      if (problem)
        throw new ApiError('invalidPlayerName', { field, message: PLAYER_NAME_MESSAGES[problem] });
    }
    const after = {
      lastName: cleanNamePart(change.lastName),
      firstName: cleanNamePart(change.firstName),
    };
    const fields = NAME_FIELDS[language];
    const player = await this.em.fork().transactional(async (tem) => {
      const found = await tem.findOne(Player, id);
      if (!found) throw new ApiError('playerNotFound');
      const before = { lastName: found[fields.last] ?? '', firstName: found[fields.first] ?? '' };
      if (before.lastName === after.lastName && before.firstName === after.firstName) return found;
      found[fields.last] = after.lastName;
      found[fields.first] = after.firstName;
      found.searchText = playerSearchText(found);
      if (language === 'ru') found.matchKey = rekeyed(found);
      this.audit.record(tem, {
        actor: { id: admin.id, username: admin.username },
        action: 'player.rename',
        target: `player:${id}`,
        details: { lang: language, before, after },
      });
      return found;
    });
    return toPlayerNames(player);
  }
}

/** The match key of the new Russian name, keeping the country the key was made with. */
function rekeyed(player: Player): string {
  const country = player.matchKey.split('|')[2] ?? '';
  return playerMatchKey(player.lastName, player.firstName, country || null);
}
