import type { CatalogEdge } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { buildCatalogTree, collectionIds, findPath } from './catalogTree';

const edge = (
  source_id: string,
  targets: Array<[string, 'collection' | 'model', number]>,
  source_entity = 'collection',
): CatalogEdge => ({
  source_id,
  source_entity,
  targets: targets.map(([target_id, target_entity, weight]) => ({
    target_id,
    target_entity,
    weight,
  })),
});

const edges: CatalogEdge[] = [
  edge(
    'brand',
    [
      ['links', 'collection', 10],
      ['series', 'collection', 500],
      ['news', 'collection', 1000],
    ],
    'owner',
  ),
  edge('series', [
    ['family', 'collection', 1],
    ['loop', 'collection', 0],
  ]),
  edge('family', [
    ['m1', 'model', 2],
    ['m2', 'model', 3],
  ]),
  edge('news', [['family', 'collection', 1]]),
  // A cycle in bad data: loop → series → loop.
  edge('loop', [['series', 'collection', 1]]),
];

describe('buildCatalogTree', () => {
  const tree = buildCatalogTree(edges, 'brand');

  it('orders children heaviest first and keeps models as leaves', () => {
    expect(tree.map((n) => n.id)).toEqual(['news', 'series', 'links']);
    const family = tree[1]!.children[0]!;
    expect(family.children.map((n) => [n.id, n.entity])).toEqual([
      ['m2', 'model'],
      ['m1', 'model'],
    ]);
  });

  it('gives a node in two places two unique ids', () => {
    expect(tree[0]!.children[0]!.uniqueId).toBe('news/family');
    expect(tree[1]!.children[0]!.uniqueId).toBe('series/family');
  });

  it('cuts cycles instead of recursing forever', () => {
    const loop = tree[1]!.children[1]!;
    expect(loop.id).toBe('loop');
    expect(loop.children).toEqual([]);
  });

  it('is empty without a root edge', () => {
    expect(buildCatalogTree([edge('x', [['y', 'model', 1]])], 'brand')).toEqual([]);
  });

  it('lists each collection once', () => {
    expect(collectionIds(tree).sort()).toEqual(['family', 'links', 'loop', 'news', 'series']);
  });
});

describe('findPath', () => {
  const tree = buildCatalogTree(edges, 'brand');

  it('follows a uniqueId down the tree', () => {
    expect(findPath(tree, 'series/family').map((n) => n.uniqueId)).toEqual([
      'series',
      'series/family',
    ]);
  });

  it('finds the first node for a bare id', () => {
    expect(findPath(tree, 'family').map((n) => n.id)).toEqual(['news', 'family']);
  });

  it('is empty for no selection or an unknown node', () => {
    expect(findPath(tree, null)).toEqual([]);
    expect(findPath(tree, 'nope/none')).toEqual([]);
  });
});
