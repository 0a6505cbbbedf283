import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/core';
import { AuditEntry } from './audit-entry.entity';

export interface AuditActor {
  id: number;
  username: string;
}

export interface AuditRecord {
  actor: AuditActor | null;
  /** e.g. 'tournament.pin' */
  action: string;
  /** e.g. 'tournament:12' */
  target?: string | null;
  details?: Record<string, unknown> | null;
  at?: Date;
}

/**
 * The audit trail of admin actions. `record` must be called with the entity manager of the
 * transaction that makes the change, so the change and its audit row commit (or fail) together.
 */
@Injectable()
export class AuditService {
  record(em: EntityManager, entry: AuditRecord): AuditEntry {
    return em.create(AuditEntry, {
      at: entry.at ?? new Date(),
      actorId: entry.actor?.id ?? null,
      actorName: entry.actor?.username ?? null,
      action: entry.action,
      target: entry.target ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
    });
  }
}
