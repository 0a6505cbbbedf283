import { create } from 'zustand';

export type SyncStatus =
  | { state: 'idle'; lastSyncedAt: number | null }
  | { state: 'syncing'; done: number; total: number | null; firstSync: boolean }
  | { state: 'offline' }
  | { state: 'error'; reason: string };

interface SyncStatusStore {
  status: SyncStatus;
  setStatus(status: SyncStatus): void;
}

/** What the header shows about replication (docs/architecture.md, "Sync protocol"). */
export const useSyncStatus = create<SyncStatusStore>((set) => ({
  status: { state: 'idle', lastSyncedAt: null },
  setStatus: (status) => set({ status }),
}));
