import { Entity, OneToOne, Property } from '@mikro-orm/core';
import { Game } from './game.entity';

/** A game's record in SGF; Game.hasSgf is true exactly when the game has one. */
@Entity({ tableName: 'game_record' })
export class GameRecord {
  @OneToOne(() => Game, { primary: true, owner: true, deleteRule: 'cascade' })
  game!: Game;

  /** The SGF text as stored, served byte for byte. */
  @Property({ type: 'text' })
  sgf!: string;

  @Property({ type: 'datetime' })
  updatedAt!: Date;
}
