import type { LocationItem } from '@sync/contract/locations';
import type { Location } from '../../locations/location.entity';

export const locationItem = (location: Location): LocationItem => ({
  id: location.id,
  parentId: location.parent?.id ?? null,
  kind: location.kind,
  name: location.name,
  nameLatin: location.nameLatin,
  code: location.code,
});
