/**
 * A brand's catalog tree, built from the owner's catalog structure (edges: a node and its
 * ordered children; spec 02 s.3 "Catalog structure edge" and "Tree node").
 */
import type { CatalogEdge } from '@vitrine/contracts';

export interface TreeNode {
  id: string;
  /** The ids from the root down to this node, joined by '/': a node may sit in two places. */
  uniqueId: string;
  entity: 'collection' | 'model';
  weight: number;
  children: TreeNode[];
}

/** Separates ids in a uniqueId; ids never contain it (contracts' Id pattern). */
export const PATH_SEPARATOR = '/';

/** The tree under the brand, children heaviest first; cycles in the data are cut. */
export function buildCatalogTree(edges: readonly CatalogEdge[], ownerId: string): TreeNode[] {
  const childrenOf = new Map<string, CatalogEdge['targets']>();
  for (const edge of edges) {
    const known = childrenOf.get(edge.source_id) ?? [];
    childrenOf.set(edge.source_id, [...known, ...edge.targets]);
  }
  const rootEdge =
    edges.find((e) => e.source_entity === 'owner' && e.source_id === ownerId) ??
    edges.find((e) => e.source_entity === 'root' || e.source_entity === 'owner');
  if (!rootEdge) return [];

  const build = (parentId: string, path: string[]): TreeNode[] =>
    [...(childrenOf.get(parentId) ?? [])]
      .sort((a, b) => b.weight - a.weight)
      .filter((t) => !path.includes(t.target_id))
      .map((target) => {
        const nodePath = [...path, target.target_id];
        const entity = target.target_entity === 'model' ? 'model' : 'collection';
        return {
          id: target.target_id,
          uniqueId: nodePath.join(PATH_SEPARATOR),
          entity,
          weight: target.weight,
          children: entity === 'collection' ? build(target.target_id, nodePath) : [],
        };
      });
  return build(rootEdge.source_id, []);
}

/** Every node, depth first. */
export function* walk(nodes: readonly TreeNode[]): Generator<TreeNode> {
  for (const node of nodes) {
    yield node;
    yield* walk(node.children);
  }
}

/**
 * The node `c` names: its uniqueId, or (for links that carry a bare id) the first node with
 * that id. Returns the path from the root to it, or [] when nothing matches.
 */
export function findPath(tree: readonly TreeNode[], c: string | null): TreeNode[] {
  if (!c) return [];
  const search = (nodes: readonly TreeNode[], byId: boolean): TreeNode[] => {
    for (const node of nodes) {
      if (byId ? node.id === c : node.uniqueId === c) return [node];
      const below = search(node.children, byId);
      if (below.length > 0) return [node, ...below];
    }
    return [];
  };
  const exact = search(tree, false);
  return exact.length > 0 ? exact : search(tree, true);
}

/** The ids of every collection in the tree (to fetch their titles and images once). */
export function collectionIds(tree: readonly TreeNode[]): string[] {
  const ids = new Set<string>();
  for (const node of walk(tree)) if (node.entity === 'collection') ids.add(node.id);
  return [...ids];
}
