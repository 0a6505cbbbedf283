import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One administrator's action (roles, pin, hide, process, edit, rename, merge, places, imports):
 * who did what to which row, and when. Written in the same transaction as the change itself.
 */
@Entity({ tableName: 'audit_entry' })
export class AuditEntry {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'datetime' })
  @Index()
  at!: Date;

  /** The account that acted; null for the command line. Kept when the account goes. */
  @Property({ type: 'integer', nullable: true })
  actorId: number | null = null;

  /** The actor's username at the time, so the trail stays readable after a rename or deletion. */
  @Property({ type: 'string', length: 100, nullable: true })
  actorName: string | null = null;

  /** What was done, e.g. 'tournament.pin', 'player.rename', 'import'. */
  @Property({ type: 'string', length: 60 })
  @Index()
  action!: string;

  /** What it was done to, e.g. 'tournament:12'; null when nothing one. */
  @Property({ type: 'string', length: 100, nullable: true })
  target: string | null = null;

  /** The change in short JSON (before and after, counts); never secrets. */
  @Property({ type: 'text', nullable: true })
  details: string | null = null;
}
