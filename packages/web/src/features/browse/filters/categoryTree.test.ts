import { describe, expect, it } from 'vitest';
import type { TagDoc } from '../../../api/models';
import { buildCategoryTree, pathTo } from './categoryTree';

const tag = (id: string, parent?: string, weight = 0): TagDoc => ({
  id,
  weight,
  parent_tag_ids: parent ? [parent] : [],
});

describe('category tree', () => {
  it('links children to parents that do not list them, heaviest first', () => {
    const tree = buildCategoryTree([
      tag('cat_chairs', 'cat_seating', 1),
      tag('cat_sofas', 'cat_seating', 5),
      tag('cat_seating', undefined, 10),
      tag('cat_lighting', undefined, 20),
    ]);
    expect(tree.roots.map((n) => n.id)).toEqual(['cat_lighting', 'cat_seating']);
    expect(tree.byId.get('cat_seating')!.children.map((n) => n.id)).toEqual([
      'cat_sofas',
      'cat_chairs',
    ]);
    expect(pathTo(tree, 'cat_chairs').map((n) => n.id)).toEqual(['cat_seating', 'cat_chairs']);
    expect(pathTo(tree, 'unknown')).toEqual([]);
  });

  it('survives a cycle and unknown parents', () => {
    const tree = buildCategoryTree([tag('a', 'b'), tag('b', 'a'), tag('c', 'missing')]);
    expect(tree.roots.map((n) => n.id).sort()).toEqual(['b', 'c']);
    expect(pathTo(tree, 'a').map((n) => n.id)).toEqual(['b', 'a']);
  });
});
