import { BigIntType, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import type { VideoStatus } from '@sync/contract/video';
import { User } from '../accounts/entities/user.entity';

/**
 * One submitted video and its conversion, which is also the job queue's row: pending, then
 * processing (claimed by one instance's worker, which renews `heartbeatAt`), then done (with the
 * SGF) or error (with the reason in words). `claims` counts the claims, so a worker whose job was
 * taken back (a stale heartbeat, an admin's retry or delete) changes nothing any more.
 */
@Entity({ tableName: 'video_conversion' })
@Index({ properties: ['status', 'submittedAt'] })
export class VideoConversionRow {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, {
    fieldName: 'user_id',
    mapToPk: true,
    deleteRule: 'cascade',
    index: true,
  })
  userId!: number;

  @Property({ type: 'string', length: 200 })
  name!: string;

  /** the name the user's file had */
  @Property({ type: 'string', length: 255 })
  filename!: string;

  /** the tus upload's id: the file's name under DATA_DIR/uploads/video */
  @Property({ type: 'string', length: 64, unique: true })
  uploadId!: string;

  /** bytes; a video may be over 2 GiB */
  @Property({ type: new BigIntType('number') })
  size!: number;

  @Property({ type: 'string', length: 12 })
  status!: VideoStatus;

  /** 0..100 */
  @Property({ type: 'integer' })
  progress = 0;

  @Property({ type: 'integer' })
  claims = 0;

  @Property({ type: 'datetime' })
  @Index()
  submittedAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  startedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  heartbeatAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  finishedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  sgf: string | null = null;

  @Property({ type: 'integer', nullable: true })
  moves: number | null = null;

  @Property({ type: 'integer', nullable: true })
  boardSize: number | null = null;

  @Property({ type: 'integer', nullable: true })
  skippedChanges: number | null = null;

  @Property({ type: 'double', nullable: true })
  durationSeconds: number | null = null;

  @Property({ type: 'text', nullable: true })
  error: string | null = null;
}
