import { Migration } from '@mikro-orm/migrations';

/** The scores a tournament file states for a player (MMS, SOS, SOSOS, SODOS), for tie-breaks. */
export class Migration20261126FileScores extends Migration {
  up(): void {
    const statements = this.getKnex()
      .schema.alterTable('tournament_player', (t) => {
        t.double('file_mms').nullable();
        t.double('file_sos').nullable();
        t.double('file_sosos').nullable();
        t.double('file_sodos').nullable();
      })
      .toSQL();
    for (const { sql, bindings } of statements) {
      this.addSql(bindings.length ? this.getKnex().raw(sql, bindings).toQuery() : sql);
    }
  }
}
