import { describe, expect, it } from 'vitest';
import type { FavoriteList } from './document';
import { suggestListName } from './listName';
import { LIST_SORTS, sortLists, sortOf } from './sorts';

const list = (id: string, name: string, addDateTime: number, modifiedDateTime?: number) =>
  ({ id, name, description: '', addDateTime, modifiedDateTime, previewImages: [] }) as FavoriteList;

const lists = [
  list('1', 'kitchen', 10, 50),
  list('2', 'Bathroom', 30),
  list('3', 'Office 10', 20, 40),
  list('4', 'office 9', 5, 60),
];
const ids = (shown: FavoriteList[]) => shown.map((l) => l.id);

describe('sorting and filtering lists', () => {
  it('sorts newest first by default, and by date, edit time and name both ways', () => {
    expect(ids(sortLists(lists, sortOf(LIST_SORTS, null), ''))).toEqual(['2', '3', '1', '4']);
    expect(ids(sortLists(lists, sortOf(LIST_SORTS, 'addDateTime-asc'), ''))).toEqual([
      '4',
      '1',
      '3',
      '2',
    ]);
    // A list never edited counts from its creation.
    expect(ids(sortLists(lists, sortOf(LIST_SORTS, 'modifiedDateTime-desc'), ''))).toEqual([
      '4',
      '1',
      '3',
      '2',
    ]);
    // Case-insensitive, numbers in names by value.
    expect(ids(sortLists(lists, sortOf(LIST_SORTS, 'name-asc'), '', 'en'))).toEqual([
      '2',
      '1',
      '4',
      '3',
    ]);
    expect(ids(sortLists(lists, sortOf(LIST_SORTS, 'name-desc'), '', 'en'))).toEqual([
      '3',
      '4',
      '1',
      '2',
    ]);
  });

  it('q filters list names case-insensitively', () => {
    expect(ids(sortLists(lists, sortOf(LIST_SORTS, 'name-asc'), ' OFFICE ', 'en'))).toEqual([
      '4',
      '3',
    ]);
    expect(sortLists(lists, sortOf(LIST_SORTS, null), 'garden')).toEqual([]);
  });
});

describe("the new list's suggested name", () => {
  it("is 'My list', then 'My list N' above the highest number", () => {
    expect(suggestListName([])).toBe('My list');
    expect(suggestListName([{ name: 'Kitchen' }])).toBe('My list');
    expect(suggestListName([{ name: 'My list' }])).toBe('My list 2');
    expect(
      suggestListName([{ name: 'My list' }, { name: 'my list 7' }, { name: 'My list 3' }]),
    ).toBe('My list 8');
    expect(suggestListName([{ name: 'My list 2x' }])).toBe('My list');
  });
});
