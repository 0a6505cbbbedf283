import type { Constructor, TransactionOptions } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/knex';
import { retryWhileBusy, type BusyRetryPolicy } from './busy-retry';

/**
 * The app's entity manager: a transaction that fails because another writer held the database
 * (a SQLite lock, a PostgreSQL serialization failure or deadlock) is rolled back and run again,
 * within the policy's bounds. Only the outermost transaction is retried: a nested one shares its
 * fate. Every `em.transactional` of the app goes through here, the request's and forks alike.
 */
export function busyRetryingEntityManager(policy: BusyRetryPolicy): Constructor<EntityManager> {
  return class BusyRetryingEntityManager extends EntityManager {
    override async transactional<T>(
      cb: (em: this) => T | Promise<T>,
      options: TransactionOptions = {},
    ): Promise<T> {
      if (this.getContext(false).isInTransaction()) return super.transactional(cb, options);
      // MikroORM writes into the options it is given: each attempt gets its own copy.
      return retryWhileBusy(() => super.transactional(cb, { ...options }), policy);
    }
  };
}
