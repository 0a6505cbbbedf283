import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** The single row holding the last sync revision handed out (see revisions.ts). */
@Entity({ tableName: 'sync_counter' })
export class SyncCounter {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Property({ type: 'integer' })
  value!: number;
}
