import { placeName, type NameScript } from '@domain/format';
import type { LocationKind, LocationNode, LocationTree } from '@domain/location/location-tree';
import { normalizeName } from '@domain/text/normalize-name';

export interface LocationOption {
  id: number;
  kind: LocationKind;
  /** the place's own name in the script */
  name: string;
  /** country › region › city */
  path: string;
  /** 0 for countries, 1 for what they hold, ... */
  depth: number;
}

/** A place's path in the script, e.g. 'Russia › Moscow'; '' for an unknown place. */
export function placePath(tree: LocationTree, id: number, script: NameScript): string {
  return tree
    .pathOf(id)
    .map((step) => placeName(step, script))
    .join(' › ');
}

function optionOf(tree: LocationTree, node: LocationNode, script: NameScript): LocationOption {
  return {
    id: node.id,
    kind: node.kind,
    name: placeName(node, script),
    path: placePath(tree, node.id, script),
    depth: tree.pathOf(node.id).length - 1,
  };
}

/**
 * The places a location picker offers. Without a search: the tree, each place followed by what
 * it holds, in alphabetical order. With one: the places whose name in either script contains
 * it, the largest (countries) first.
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
      .flatMap((id) => {
        const node = tree.get(id);
        return node ? [optionOf(tree, node, script)] : [];
      })
      .sort((a, b) => a.depth - b.depth || collator.compare(a.path, b.path))
      .slice(0, limit);
  }
  const out: LocationOption[] = [];
  const visit = (parent: number | null) => {
    const children = [...tree.childrenOf(parent)].sort((a, b) =>
      collator.compare(placeName(a, script), placeName(b, script)),
    );
    for (const node of children) {
      if (out.length >= limit) return;
      out.push(optionOf(tree, node, script));
      visit(node.id);
    }
  };
  visit(null);
  return out;
}
