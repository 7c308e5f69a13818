/**
 * A brand's catalog: the tree from the owner document, pruned to the collections the
 * catalogue returns (api/catalog.ts).
 */
import type { OwnerDoc } from '../../../api/owners';
import { useMemo } from 'react';
import { useCatalogCollections } from '../../../api/catalog';
import type { CollectionDoc } from '../../../api/brandItems';
import { buildCatalogTree, collectionIds, type TreeNode } from './catalogTree';

const NO_COLLECTIONS = new Map<string, CollectionDoc>();

export interface Catalog {
  tree: TreeNode[];
  /** Collection documents by id; empty while loading. */
  collections: Map<string, CollectionDoc>;
  loading: boolean;
}

/** The brand's catalog tree and its collections (a node the server hides is dropped). */
export function useCatalog(owner: OwnerDoc | null | undefined): Catalog {
  const edges = owner?.structures?.catalog;
  const fullTree = useMemo(
    () => (owner && edges ? buildCatalogTree(edges, owner.id) : []),
    [owner, edges],
  );
  const ids = useMemo(() => collectionIds(fullTree), [fullTree]);
  const { data, isPending } = useCatalogCollections(owner?.id, ids);
  const tree = useMemo(() => (data ? prune(fullTree, data) : fullTree), [fullTree, data]);
  return { tree, collections: data ?? NO_COLLECTIONS, loading: ids.length > 0 && isPending };
}

/** Drops collections the fetch did not return (hidden or deleted), and what hangs below them. */
function prune(nodes: TreeNode[], known: Map<string, CollectionDoc>): TreeNode[] {
  return nodes
    .filter((n) => n.entity === 'model' || known.has(n.id))
    .map((n) => (n.children.length ? { ...n, children: prune(n.children, known) } : n));
}

/** The kind of a folder: url, document and image folders act instead of opening. */
export type FolderKind = 'url' | 'document' | 'image' | 'folder';

export function folderKind(doc: CollectionDoc | undefined): FolderKind {
  const subtypes = doc?.subtypes ?? [];
  if (subtypes.includes('folder_url')) return 'url';
  if (subtypes.includes('folder_document')) return 'document';
  if (subtypes.includes('folder_image')) return 'image';
  return 'folder';
}
