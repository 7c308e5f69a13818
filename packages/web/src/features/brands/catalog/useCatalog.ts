/**
 * A brand's catalog: the tree from the owner document, and the documents of its collections
 * (titles for the tree and breadcrumbs, images, links and files for the cards), fetched once.
 */
import type { OwnerDoc } from '../../../api/owners';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { postJson } from '../../../api/client';
import { useDataLanguages } from '../../../api/texts';
import type { CollectionDoc } from '../useBrandItems';
import { buildCatalogTree, collectionIds, type TreeNode } from './catalogTree';

/** The most ids one fetch call carries (the catalogue accepts 1000). */
const CHUNK = 500;

async function fetchCollections(ids: string[], languages: string[], signal: AbortSignal) {
  const found = new Map<string, CollectionDoc>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const answer = await postJson<{ collections: CollectionDoc[] }>(
      '/v1/collections/fetch',
      {
        ids: ids.slice(start, start + CHUNK),
        favourite_languages: languages,
        fetch: {
          texts: true,
          images: true,
          references: true,
          documents: true,
          model_counts: true,
        },
      },
      signal,
    );
    for (const doc of answer.collections) found.set(doc.id, doc);
  }
  return found;
}

const NO_COLLECTIONS = new Map<string, CollectionDoc>();

export interface Catalog {
  tree: TreeNode[];
  /** Collection documents by id; empty while loading. */
  collections: Map<string, CollectionDoc>;
  loading: boolean;
}

/** The brand's catalog tree and its collections (a node the server hides is dropped). */
export function useCatalog(owner: OwnerDoc | null | undefined): Catalog {
  const languages = useDataLanguages();
  const edges = owner?.structures?.catalog;
  const fullTree = useMemo(
    () => (owner && edges ? buildCatalogTree(edges, owner.id) : []),
    [owner, edges],
  );
  const ids = useMemo(() => collectionIds(fullTree), [fullTree]);
  const { data, isPending } = useQuery({
    queryKey: ['brands', owner?.id, 'catalog', languages],
    queryFn: ({ signal }) => fetchCollections(ids, languages, signal),
    enabled: ids.length > 0,
  });
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
