export type LocationKind = 'country' | 'region' | 'city';

export interface LocationNode {
  id: number;
  parentId: number | null;
  kind: LocationKind;
  name: string;
  nameLatin: string;
  code: string | null;
}

/** Where a node sits: itself, the city and the country it is in (when it is in one). */
export interface Place {
  node: LocationNode;
  city: LocationNode | null;
  country: LocationNode | null;
}

/** The country > region > city tree, indexed for the lookups lists and filters need. */
export class LocationTree {
  private readonly byId = new Map<number, LocationNode>();
  private readonly children = new Map<number | null, LocationNode[]>();
  /** placeOf() answers, remembered: every row of a list asks for one. */
  private readonly places = new Map<number, Place>();

  constructor(nodes: readonly LocationNode[]) {
    for (const node of nodes) {
      this.byId.set(node.id, node);
      const siblings = this.children.get(node.parentId) ?? [];
      siblings.push(node);
      this.children.set(node.parentId, siblings);
    }
  }

  get size(): number {
    return this.byId.size;
  }

  get(id: number): LocationNode | undefined {
    return this.byId.get(id);
  }

  childrenOf(id: number | null): LocationNode[] {
    return this.children.get(id) ?? [];
  }

  /** The nodes themselves and everything below them; unknown ids are ignored. */
  withDescendants(ids: readonly number[]): number[] {
    const result = new Set<number>();
    const stack = ids.filter((id) => this.byId.has(id));
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (result.has(id)) continue;
      result.add(id);
      for (const child of this.childrenOf(id)) stack.push(child.id);
    }
    return [...result];
  }

  /** The path from the root down to the node: [country, region, city]. */
  pathOf(id: number | null): LocationNode[] {
    const path: LocationNode[] = [];
    const seen = new Set<number>();
    let node = id === null ? undefined : this.byId.get(id);
    while (node && !seen.has(node.id)) {
      seen.add(node.id);
      path.unshift(node);
      node = node.parentId === null ? undefined : this.byId.get(node.parentId);
    }
    return path;
  }

  placeOf(id: number | null): Place | null {
    if (id === null) return null;
    let place = this.places.get(id);
    if (!place) {
      const node = this.byId.get(id);
      if (!node) return null;
      place = {
        node,
        city: this.ancestorOfKind(id, 'city'),
        country: this.ancestorOfKind(id, 'country'),
      };
      this.places.set(id, place);
    }
    return place;
  }

  ancestorOfKind(id: number | null, kind: LocationKind): LocationNode | null {
    return this.pathOf(id).find((node) => node.kind === kind) ?? null;
  }

  /** Ids of nodes whose name in either script contains the text (already normalised). */
  matching(normalisedText: string, normalise: (value: string) => string): number[] {
    const ids: number[] = [];
    for (const node of this.byId.values()) {
      if (
        normalise(node.name).includes(normalisedText) ||
        normalise(node.nameLatin).includes(normalisedText)
      ) {
        ids.push(node.id);
      }
    }
    return ids;
  }
}
