import type { LocationTree } from '@domain/location/location-tree';

/**
 * The locationPath of replicated rows as JSON text: ids from the country down to the location
 * ('[]' when none or unknown), each location's computed once. One per request.
 */
export function locationPathsJson(tree: LocationTree): (locationId: number | null) => string {
  const paths = new Map<number | null, string>();
  return (locationId) => {
    let path = paths.get(locationId);
    if (path === undefined) {
      path = JSON.stringify(tree.pathOf(locationId).map((node) => node.id));
      paths.set(locationId, path);
    }
    return path;
  };
}
