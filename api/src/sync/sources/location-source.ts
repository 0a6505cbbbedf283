import type { SyncLocation } from '@sync/protocol';
import type { SyncSource } from './sync-source';

export const LOCATION_SOURCE: SyncSource<SyncLocation> = {
  table: 'location',
  fields: {
    id: ['id', 'integer'],
    rev: ['rev', 'integer'],
    parentId: ['parent_id', 'integer'],
    kind: ['kind', 'text'],
    name: ['name', 'text'],
    nameLatin: ['name_latin', 'text'],
    code: ['code', 'text'],
  },
  locationColumn: null,
  replicatedWhen: null,
};
