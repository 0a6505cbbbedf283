import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

export type ChallengeEventKind = 'add' | 'remove';

/** One change of the lobby, in commit order; its id is the SSE event id a stream resumes from. */
@Entity({ tableName: 'challenge_event' })
export class ChallengeEvent {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 10 })
  kind!: ChallengeEventKind;

  @Property({ type: 'integer' })
  challengeId!: number;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}
