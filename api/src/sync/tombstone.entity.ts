import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** Left behind when a replicated row is deleted, so clients can delete it too. */
@Entity({ tableName: 'tombstone' })
export class Tombstone {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 40 })
  @Index({ properties: ['collection', 'rev'] })
  collection!: string;

  @Property({ type: 'integer' })
  entityId!: number;

  @Property({ type: 'integer' })
  rev!: number;
}
