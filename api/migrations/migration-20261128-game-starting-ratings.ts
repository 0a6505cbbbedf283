import { Migration } from '@mikro-orm/migrations';

/**
 * Both players' ratings at the start of the tournament on the game row (copies of the standings'
 * rating_before), so that the games list and the statistics' rating range need no double join.
 */
export class Migration20261128GameStartingRatings extends Migration {
  up(): void {
    const statements = this.getKnex()
      .schema.alterTable('game', (t) => {
        t.double('black_rating_before').nullable();
        t.double('white_rating_before').nullable();
      })
      .toSQL();
    for (const { sql, bindings } of statements) {
      this.addSql(bindings.length ? this.getKnex().raw(sql, bindings).toQuery() : sql);
    }
    const startingRating = (side: string) =>
      `(select tp.rating_before from tournament_player tp ` +
      `where tp.tournament_id = game.tournament_id and tp.player_id = game.${side}_id)`;
    this.addSql(
      `update game set black_rating_before = ${startingRating('black')}, ` +
        `white_rating_before = ${startingRating('white')} where tournament_id is not null`,
    );
  }
}
