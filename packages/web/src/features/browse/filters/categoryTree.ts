/**
 * The category tree of a screen from its category tags: children point up with
 * parent_tag_ids (a parent need not list them), roots have no known parent. Counts include
 * subcategories (the server counts a model under its category's ancestors too).
 */
import type { TagDoc } from '../../../api/models';

export interface CategoryNode {
  id: string;
  tag: TagDoc;
  children: CategoryNode[];
  parent: CategoryNode | null;
}

export interface CategoryTree {
  roots: CategoryNode[];
  byId: Map<string, CategoryNode>;
}

export function buildCategoryTree(tags: readonly TagDoc[]): CategoryTree {
  const byId = new Map<string, CategoryNode>();
  for (const tag of tags) byId.set(tag.id, { id: tag.id, tag, children: [], parent: null });
  const roots: CategoryNode[] = [];
  for (const node of byId.values()) {
    const parent = node.tag.parent_tag_ids?.map((id) => byId.get(id)).find(Boolean);
    if (parent && !isAncestor(node, parent)) {
      node.parent = parent;
      parent.children.push(node);
    } else roots.push(node);
  }
  const order = (a: CategoryNode, b: CategoryNode) =>
    (b.tag.weight ?? 0) - (a.tag.weight ?? 0) || a.id.localeCompare(b.id);
  const sortAll = (nodes: CategoryNode[]) => {
    nodes.sort(order);
    nodes.forEach((n) => sortAll(n.children));
  };
  sortAll(roots);
  return { roots, byId };
}

/** A cycle in the data must not hang the page. */
function isAncestor(node: CategoryNode, of: CategoryNode): boolean {
  for (let p: CategoryNode | null = of; p; p = p.parent) if (p === node) return true;
  return false;
}

/** The nodes from the root down to `id` (empty when unknown). */
export function pathTo(tree: CategoryTree, id: string | undefined): CategoryNode[] {
  const path: CategoryNode[] = [];
  for (let node = id ? tree.byId.get(id) : undefined; node; node = node.parent ?? undefined)
    path.unshift(node);
  return path;
}
