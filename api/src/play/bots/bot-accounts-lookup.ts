import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type { BotKind } from '@sync/contract/play';
import { knexOf } from '../../common/sql/knex-of';
import { BOT_USERNAMES } from '../challenges/bot-accounts';

/** Which accounts are the bots (made on the first bot challenge, then remembered). */
@Injectable()
export class BotAccountsLookup {
  private readonly known = new Map<number, BotKind>();

  constructor(private readonly em: EntityManager) {}

  /** The bots' account ids and kinds; looks again while one of them has no account yet. */
  async all(): Promise<Map<number, BotKind>> {
    if (this.known.size < Object.keys(BOT_USERNAMES).length) {
      const rows = (await knexOf(this.em.fork())('app_user')
        .select('id', 'username')
        .whereIn('username', Object.values(BOT_USERNAMES))) as { id: number; username: string }[];
      for (const row of rows) {
        const kind = (Object.keys(BOT_USERNAMES) as BotKind[]).find(
          (k) => BOT_USERNAMES[k] === row.username,
        );
        if (kind) this.known.set(Number(row.id), kind);
      }
    }
    return this.known;
  }
}
