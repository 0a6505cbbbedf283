import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type { Response } from 'express';
import { CHALLENGE_EVENTS } from '@sync/contract/play';
import { RealtimeBus } from '../../common/realtime/bus';
import { PlayerCardsService } from '../cards/player-cards.service';
import { Challenge } from './challenge.entity';
import type { ChallengeEvent } from './challenge-event.entity';
import { CHALLENGES_CHANNEL, eventExists, eventsAfter, lastEventId } from './challenge-log';
import { ChallengeTiming } from './challenge-timing';
import { challengeViews } from './challenge-views';
import { CreatorPresence } from './creator-presence';
import { LobbyPresence, PRESENCE_ROOMS } from '../observers/lobby-presence';
import type { Watcher } from '../observers/presence-registry';
import { SSE_HEARTBEAT, SSE_RETRY, sseMessage, startEventStream } from '../../common/realtime/sse';
import { LobbyClient, sseEvent, type LobbyMessage } from './lobby-client';
import { Repeater } from '../../common/scheduling/repeater';

/**
 * The lobby streams of this instance. One reader follows challenge_event (woken by the bus's
 * nudges, and every few seconds in case one was lost) and sends each new event to every stream,
 * in id order. Reads and stream openings take turns, so a stream resuming from an id gets every
 * later event exactly once.
 */
@Injectable()
export class LobbyStreamHub implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Lobby');
  private readonly clients = new Set<LobbyClient>();
  /** the last event read from the log */
  private lastId = 0;
  private turns: Promise<void> = Promise.resolve();
  private readPending = false;
  private readonly cleanups: (() => void)[] = [];
  private readonly repeaters = [
    new Repeater(
      'Lobby heartbeat',
      () => this.timing.values.heartbeatMs,
      () => this.heartbeat(),
    ),
    new Repeater(
      'Lobby presence',
      () => this.timing.values.seenRefreshMs,
      () => this.markSeen(),
    ),
    new Repeater(
      'Lobby poll',
      () => this.timing.values.pollMs,
      () => this.wake(),
    ),
  ];

  constructor(
    private readonly em: EntityManager,
    private readonly bus: RealtimeBus,
    private readonly cards: PlayerCardsService,
    private readonly presence: CreatorPresence,
    private readonly timing: ChallengeTiming,
    private readonly around: LobbyPresence,
  ) {}

  async onModuleInit(): Promise<void> {
    this.lastId = await lastEventId(this.em.fork());
    this.cleanups.push(this.bus.subscribe(CHALLENGES_CHANNEL, () => this.wake()));
    this.cleanups.push(this.around.onChange(() => this.sendPresence()));
    for (const repeater of this.repeaters) repeater.start();
    this.cleanups.push(
      this.timing.onChange(() => this.repeaters.forEach((repeater) => repeater.start())),
    );
  }

  async onModuleDestroy(): Promise<void> {
    for (const cleanup of this.cleanups) cleanup();
    await Promise.all(this.repeaters.map((repeater) => repeater.stop()));
    for (const client of this.clients) client.end();
    this.clients.clear();
    await this.turns;
  }

  /**
   * Serves one stream: `retry` at once, then the events after `resumeFrom` (the client's
   * Last-Event-ID) when the log still has them, else one 'reset' with the open challenges; with
   * no id, only what happens from now on.
   */
  async open(res: Response, watcher: Watcher, resumeFrom: string | null): Promise<void> {
    startEventStream(res);
    const client = new LobbyClient(res, watcher);
    client.write(SSE_RETRY);
    for (const room of Object.values(PRESENCE_ROOMS)) this.around.join(room, client.id, watcher);
    res.on('close', () => {
      this.clients.delete(client);
      for (const room of Object.values(PRESENCE_ROOMS)) this.around.leave(room, client.id);
    });
    await this.takeTurn(async () => {
      try {
        await this.readNew();
        if (client.closed) return;
        if (resumeFrom !== null) await this.catchUp(client, resumeFrom);
      } catch (error) {
        // the client reconnects after `retry` and resumes from what it got
        client.end();
        throw error;
      }
      client.cursor = Math.max(client.cursor, this.lastId);
      this.clients.add(client);
      // who is around now; later changes come to every stream (sendPresence)
      client.presence(sseMessage(CHALLENGE_EVENTS.presence, this.around.info()));
    });
    if (client.userId !== null) await this.presence.seen([client.userId]);
  }

  /** Reads the log soon (one read however many nudges come meanwhile). */
  wake(): void {
    if (this.readPending) return;
    this.readPending = true;
    void this.takeTurn(() => {
      this.readPending = false;
      return this.readNew();
    });
  }

  private takeTurn(task: () => Promise<void>): Promise<void> {
    const turn = this.turns.then(task).catch((error: unknown) => {
      this.logger.warn(`Lobby stream: ${error instanceof Error ? error.message : String(error)}`);
    });
    this.turns = turn;
    return turn;
  }

  private async readNew(): Promise<void> {
    const em = this.em.fork();
    if (this.clients.size === 0) {
      this.lastId = Math.max(this.lastId, await lastEventId(em));
      return;
    }
    const events = await eventsAfter(em, this.lastId);
    if (events.length === 0) return;
    const messages = await this.messagesOf(em, events);
    for (const message of messages) {
      for (const client of this.clients) client.send(message);
    }
    this.lastId = events[events.length - 1].id;
  }

  private async catchUp(client: LobbyClient, resumeFrom: string): Promise<void> {
    const em = this.em.fork();
    const from = /^\d{1,15}$/.test(resumeFrom) ? Number(resumeFrom) : null;
    if (from !== null && from <= this.lastId && (await eventExists(em, from))) {
      client.cursor = from;
      const missed = await eventsAfter(em, from, this.lastId);
      for (const message of await this.messagesOf(em, missed)) client.send(message);
      return;
    }
    const open = await em.find(
      Challenge,
      { status: 'open' },
      { orderBy: { createdAt: 'asc', id: 'asc' }, disableIdentityMap: true },
    );
    const views = await challengeViews(em, this.cards, open);
    client.reset(sseEvent(this.lastId, CHALLENGE_EVENTS.reset, views));
  }

  private async messagesOf(
    em: EntityManager,
    events: readonly ChallengeEvent[],
  ): Promise<LobbyMessage[]> {
    const addedIds = events.filter((e) => e.kind === 'add').map((e) => e.challengeId);
    const added = addedIds.length
      ? await em.find(Challenge, { id: { $in: addedIds } }, { disableIdentityMap: true })
      : [];
    const viewOf = new Map(
      (await challengeViews(em, this.cards, added)).map((view) => [view.id, view]),
    );
    const messages: LobbyMessage[] = [];
    for (const event of events) {
      if (event.kind === 'remove') {
        messages.push(sseEvent(event.id, CHALLENGE_EVENTS.remove, { id: event.challengeId }));
        continue;
      }
      const view = viewOf.get(event.challengeId);
      // a challenge whose creator's account is gone is gone too (and so is never shown)
      if (view) messages.push(sseEvent(event.id, CHALLENGE_EVENTS.add, view));
    }
    return messages;
  }

  /** Who is around, to every stream (the registry calls at most once a second a room). */
  private sendPresence(): void {
    if (this.clients.size === 0) return;
    const text = sseMessage(CHALLENGE_EVENTS.presence, this.around.info());
    for (const client of this.clients) client.presence(text);
  }

  private heartbeat(): void {
    for (const client of this.clients) client.write(SSE_HEARTBEAT);
  }

  private async markSeen(): Promise<void> {
    const userIds = [...this.clients].flatMap((c) => (c.userId === null ? [] : [c.userId]));
    await this.presence.seen(userIds);
  }
}
