import { Entity, PrimaryKey } from '@mikro-orm/core';

/** Scaffolding: the issue-17 helper that owns this file fills it in. */
@Entity({ tableName: 'stored_file' })
export class StoredFile {
  @PrimaryKey({ type: 'integer' })
  id!: number;
}
