import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_ID,
  emptyDocument,
  itemCount,
  parseFavorites,
  UNSUPPORTED_VERSION,
} from './document';

const NOW = 1_700_000_000_000;

describe('favourites document', () => {
  it('reads no triple as an empty version 2 document', () => {
    expect(parseFavorites(null, NOW)).toEqual(emptyDocument());
  });

  it("moves a version 1 array into 'My list' (default_list), keeping when each was added", () => {
    const v1 = [
      { id: 'chair', name: 'Chair', addDateTime: 1000 },
      { id: 'lamp', name: 'Lamp', addDateTime: 500 },
    ];
    for (const stored of [v1, { version: '1', data: v1 }]) {
      const document = parseFavorites(JSON.stringify(stored), NOW);
      expect(document.lists).toEqual([
        {
          id: DEFAULT_LIST_ID,
          name: 'My list',
          description: '',
          addDateTime: 500,
          modifiedDateTime: NOW,
          previewImages: [],
        },
      ]);
      expect(document.data.models.map((m) => [m.id, m.lists])).toEqual([
        ['chair', [{ id: DEFAULT_LIST_ID, addDateTime: 1000 }]],
        ['lamp', [{ id: DEFAULT_LIST_ID, addDateTime: 500 }]],
      ]);
      expect(itemCount(document, DEFAULT_LIST_ID)).toBe(2);
    }
  });

  it("refuses what it cannot read with 'Unsupported version'", () => {
    const bad = [
      '{"version":"3","data":{},"lists":[]}',
      '{"version":"2","data":{"models":[]},"lists":[]}', // kinds missing
      '{"data":{"models":[],"materials":[],"brands":[],"collections":[],"families":[]}}', // no lists
      'not json',
      '42',
    ];
    for (const value of bad) expect(() => parseFavorites(value, NOW)).toThrow(UNSUPPORTED_VERSION);
  });

  it('skips damaged entries of a version 2 document', () => {
    const stored = {
      version: '2',
      data: {
        models: [
          { id: 'a', name: 'A', addDateTime: 1, lists: [{ id: 'l', addDateTime: 1 }] },
          { x: 1 },
        ],
        materials: [],
        brands: [],
        collections: [],
        families: [],
      },
      lists: [{ id: 'l', name: 'L', description: '', addDateTime: 1, previewImages: [] }, null],
    };
    const document = parseFavorites(JSON.stringify(stored), NOW);
    expect(document.data.models.map((m) => m.id)).toEqual(['a']);
    expect(document.lists.map((l) => l.id)).toEqual(['l']);
  });
});
