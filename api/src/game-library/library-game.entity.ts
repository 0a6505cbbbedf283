import { Entity, PrimaryKey } from '@mikro-orm/core';

/** Scaffolding: the issue-17 helper that owns this file fills it in. */
@Entity({ tableName: 'library_game' })
export class LibraryGame {
  @PrimaryKey({ type: 'integer' })
  id!: number;
}
