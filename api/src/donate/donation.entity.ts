import { Entity, PrimaryKey } from '@mikro-orm/core';

/** Scaffolding: the issue-17 helper that owns this file fills it in. */
@Entity({ tableName: 'donation' })
export class Donation {
  @PrimaryKey({ type: 'integer' })
  id!: number;
}
