import { placeName, type NameScript } from '@domain/format';
import type { LocationNode, LocationTree } from '@domain/location/location-tree';
import { normalizeName } from '@domain/text/normalize-name';

export interface LocationOption {
  id: number;
  kind: LocationNode['kind'];
  /** the place's own name in the script */
  name: string;
  /** country › region › city */
  path: string;
  /** 0 for countries, 1 for what they hold, ... */
  depth: number;
}

const SEPARATOR = ' › ';

function option(tree: LocationTree, node: LocationNode, script: NameScript): LocationOption {
  const path = tree.pathOf(node.id);
  return {
    id: node.id,
    kind: node.kind,
    name: placeName(node, script),
    path: path.map((step) => placeName(step, script)).join(SEPARATOR),
    depth: path.length - 1,
  };
}

/**
 * The places the location filter offers. Without a search text: the tree, each country followed
 * by what it holds, names in alphabetical order. With one: the places whose name in either
 * script contains it, largest first.
 */
export function locationOptions(
  tree: LocationTree,
  script: NameScript,
  search: string,
  limit = 60,
): LocationOption[] {
  const collator = new Intl.Collator(script === 'cyrillic' ? 'ru' : 'en');
  const text = normalizeName(search);
  if (text) {
    return tree
      .matching(text, normalizeName)
      .map((id) => tree.get(id))
      .filter((node): node is LocationNode => node !== undefined)
      .map((node) => option(tree, node, script))
      .sort((a, b) => a.depth - b.depth || collator.compare(a.path, b.path))
      .slice(0, limit);
  }
  const byName = (a: LocationNode, b: LocationNode) =>
    collator.compare(placeName(a, script), placeName(b, script));
  const out: LocationOption[] = [];
  const visit = (parent: number | null) => {
    for (const node of [...tree.childrenOf(parent)].sort(byName)) {
      if (out.length >= limit) return;
      out.push(option(tree, node, script));
      visit(node.id);
    }
  };
  visit(null);
  return out;
}
