import { describe, expect, it } from 'vitest';
import { emptyDocument, itemCount, parseFavorites, type FavoritesDocument } from './document';
import { applyOperations, type FavoriteOperation } from './operations';

const create = (id: string, name = id): FavoriteOperation => ({
  type: 'createList',
  id,
  name,
  description: '',
});
const put = (id: string, add: string[], remove: string[] = [], image?: string) =>
  ({
    type: 'setItemLists',
    kind: 'models',
    item: { id, name: id.toUpperCase(), ...(image ? { previewImage: image } : {}) },
    add,
    remove,
  }) satisfies FavoriteOperation;

function withLists(): FavoritesDocument {
  return applyOperations(
    emptyDocument(),
    [create('a'), create('b'), put('m1', ['a', 'b'], [], 'img1'), put('m2', ['a'], [], 'img2')],
    100,
  );
}

describe('favourite operations', () => {
  it('puts an item on lists and takes it off; an item on no list is dropped', () => {
    const document = withLists();
    expect(itemCount(document, 'a')).toBe(2);
    expect(itemCount(document, 'b')).toBe(1);
    const off = applyOperations(document, [put('m2', [], ['a'])], 200);
    expect(off.data.models.map((m) => m.id)).toEqual(['m1']);
    // The original is untouched.
    expect(document.data.models).toHaveLength(2);
  });

  it('remembers the list an item was last put on, through a save and a read', () => {
    const document = applyOperations(withLists(), [put('m3', ['b'])], 200);
    expect(document.lastListId).toBe('b');
    // Taking an item off a list, or a list that does not exist, changes nothing.
    const after = applyOperations(document, [put('m1', ['gone'], ['a'])], 300);
    expect(after.lastListId).toBe('b');
    expect(parseFavorites(JSON.stringify(after), 400).lastListId).toBe('b');
  });

  it('deleting a list takes it off every item and drops items left on no list', () => {
    const document = applyOperations(withLists(), [{ type: 'deleteList', id: 'a' }], 300);
    expect(document.lists.map((l) => l.id)).toEqual(['b']);
    expect(document.data.models.map((m) => [m.id, m.lists.map((l) => l.id)])).toEqual([
      ['m1', ['b']],
    ]);
  });

  it('does not add to a list that no longer exists', () => {
    const document = applyOperations(withLists(), [put('m3', ['gone'])], 300);
    expect(document.data.models.map((m) => m.id)).toEqual(['m1', 'm2']);
  });

  it("keeps up to 3 preview images of the earliest-added items and the list's edit time", () => {
    let document = withLists();
    document = applyOperations(
      document,
      [put('m3', ['a'], [], 'img3'), put('m4', ['a'], [], 'img4')],
      400,
    );
    const list = document.lists.find((l) => l.id === 'a')!;
    expect(list.previewImages).toEqual(['img1', 'img2', 'img3']);
    expect(list.modifiedDateTime).toBe(400);
    expect(document.lists.find((l) => l.id === 'b')!.modifiedDateTime).toBe(100);
    document = applyOperations(document, [put('m1', [], ['a', 'b'])], 500);
    expect(document.lists.find((l) => l.id === 'a')!.previewImages).toEqual([
      'img2',
      'img3',
      'img4',
    ]);
  });

  it('renames a list and sets its description; creating an existing id twice is a no-op', () => {
    const document = applyOperations(
      withLists(),
      [
        { type: 'updateList', id: 'b', name: 'Office', description: 'Desks\nChairs' },
        create('b', 'x'),
      ],
      600,
    );
    const b = document.lists.filter((l) => l.id === 'b');
    expect(b).toHaveLength(1);
    expect(b[0]).toMatchObject({
      name: 'Office',
      description: 'Desks\nChairs',
      modifiedDateTime: 600,
    });
  });
});
