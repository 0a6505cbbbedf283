import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { Challenge } from './challenge.entity';
import { appendChallengeEvent, pruneEvents } from './challenge-log';
import { ChallengeTiming } from './challenge-timing';
import { LobbyNudge } from './lobby-nudge';
import { Repeater } from '../../common/scheduling/repeater';

/**
 * Expires the open challenges of creators gone for longer than the absence allowed, and forgets
 * old lobby events. Every instance sweeps: an expiry is an update conditional on the challenge
 * still being open and its creator still absent, so each is expired (and announced) once.
 */
@Injectable()
export class ChallengeSweeper implements OnModuleInit, OnModuleDestroy {
  private readonly repeater = new Repeater(
    'Expiring challenges',
    () => this.timing.values.sweepIntervalMs,
    () => this.sweep(),
  );
  private stopListening: (() => void) | null = null;

  constructor(
    private readonly em: EntityManager,
    private readonly timing: ChallengeTiming,
    private readonly nudge: LobbyNudge,
  ) {}

  onModuleInit(): void {
    this.repeater.start();
    this.stopListening = this.timing.onChange(() => this.repeater.start());
  }

  async onModuleDestroy(): Promise<void> {
    this.stopListening?.();
    await this.repeater.stop();
  }

  async sweep(now = new Date()): Promise<void> {
    const { absenceMs, eventKeepMs } = this.timing.values;
    const goneBefore = new Date(now.getTime() - absenceMs);
    const stale = await this.em
      .fork()
      .find(
        Challenge,
        { status: 'open', creatorSeenAt: { $lt: goneBefore } },
        { fields: ['id'], orderBy: { id: 'asc' }, disableIdentityMap: true },
      );
    let expired = 0;
    for (const { id } of stale) {
      if (await this.expire(id, goneBefore, now)) expired++;
    }
    if (expired > 0) await this.nudge.send();
    await pruneEvents(this.em.fork(), new Date(now.getTime() - eventKeepMs));
  }

  private expire(id: number, goneBefore: Date, now: Date): Promise<boolean> {
    return this.em.fork().transactional(async (em) => {
      const changed = await em.nativeUpdate(
        Challenge,
        { id, status: 'open', creatorSeenAt: { $lt: goneBefore } },
        { status: 'expired', closedAt: now },
      );
      if (changed !== 1) return false;
      await appendChallengeEvent(em, 'remove', id, now);
      return true;
    });
  }
}
