/** The replicated collections of the sync protocol (ARCHITECTURE.md, "Sync protocol"). */
export const SYNC_COLLECTIONS = ['players', 'tournaments', 'locations'] as const;
export type SyncCollection = (typeof SYNC_COLLECTIONS)[number];

export function isSyncCollection(value: unknown): value is SyncCollection {
  return typeof value === 'string' && (SYNC_COLLECTIONS as readonly string[]).includes(value);
}
