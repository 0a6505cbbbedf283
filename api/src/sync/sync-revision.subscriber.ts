import { ChangeSetType, type EventSubscriber, type FlushEventArgs } from '@mikro-orm/core';
import { collectionOf, type ReplicatedEntity } from './replicated-entities';
import { allocateRevisions } from './revisions';
import { Tombstone } from './tombstone.entity';

/**
 * The one place where replicated rows (players, tournaments, locations) get their sync `rev`:
 * every insert and update takes the next number of the global counter, every delete leaves a
 * tombstone with its own number.
 */
export class SyncRevisionSubscriber implements EventSubscriber {
  async onFlush({ em, uow }: FlushEventArgs): Promise<void> {
    const changes = uow.getChangeSets().filter((cs) => collectionOf(cs.entity) !== null);
    if (changes.length === 0) return;
    let rev = await allocateRevisions(em, changes.length);
    for (const change of changes) {
      const entity = change.entity as ReplicatedEntity;
      if (change.type === ChangeSetType.DELETE) {
        const tombstone = em.create(Tombstone, {
          collection: collectionOf(entity)!,
          entityId: entity.id,
          rev: rev++,
        });
        uow.computeChangeSet(tombstone);
      } else {
        entity.rev = rev++;
        uow.recomputeSingleChangeSet(entity);
      }
    }
  }
}
