import { describe, expect, it } from 'vitest';
import { formatRange, parseRange, toFiltering } from './filtering';

describe('filtering', () => {
  it('turns the community switch into a sources group, never a property', () => {
    expect(toFiltering({ source: ['brand'] }, { kind: 'models' })).toEqual([
      { operator: 'or', filters: [{ algorithm: 'exact_or', scope: 'sources', values: ['brand'] }] },
    ]);
  });

  it("turns 'Drafts only' into a states group, never a property", () => {
    expect(toFiltering({ state: ['draft'] }, { kind: 'models', ownerId: 'nordlys' })).toEqual([
      {
        operator: 'or',
        filters: [{ algorithm: 'exact_or', scope: 'owner_ids', values: ['nordlys'] }],
      },
      { operator: 'or', filters: [{ algorithm: 'exact_or', scope: 'states', values: ['draft'] }] },
    ]);
  });

  it('gives each facet its own group, so the server counts it disjunctively', () => {
    const groups = toFiltering(
      {
        category: ['cat_chairs'],
        owner: ['nordlys', 'casavento'],
        prop_material: ['val_material_oak', 'val_material_walnut'],
        prop_width: ['40..120'],
      },
      { kind: 'models' },
    );
    expect(groups).toEqual([
      {
        operator: 'or',
        filters: [{ algorithm: 'exact_or', scope: 'category_tag_ids', values: ['cat_chairs'] }],
      },
      {
        operator: 'or',
        filters: [{ algorithm: 'exact_or', scope: 'owner_ids', values: ['nordlys', 'casavento'] }],
      },
      {
        operator: 'or',
        filters: [
          {
            algorithm: 'exact_or',
            scope: 'property_values',
            property_tag_id: 'prop_material',
            values: ['val_material_oak', 'val_material_walnut'],
          },
        ],
      },
      {
        operator: 'or',
        filters: [
          {
            algorithm: 'range',
            scope: 'property_values',
            property_tag_id: 'prop_width',
            values: [40, 120],
          },
        ],
      },
    ]);
  });

  it("a brand page's brand replaces any brand filter", () => {
    const groups = toFiltering({ owner: ['other'] }, { kind: 'models', ownerId: 'nordlys' });
    expect(groups).toEqual([
      {
        operator: 'or',
        filters: [{ algorithm: 'exact_or', scope: 'owner_ids', values: ['nordlys'] }],
      },
    ]);
  });

  it('reads and writes ranges with open ends', () => {
    expect(parseRange('40..120')).toEqual({ min: 40, max: 120 });
    expect(parseRange('..80.5')).toEqual({ min: null, max: 80.5 });
    expect(parseRange('50..')).toEqual({ min: 50, max: null });
    expect(parseRange('..')).toBeNull();
    expect(parseRange('val_colour_red')).toBeNull();
    expect(formatRange({ min: null, max: 80 })).toBe('..80');
    expect(formatRange({ min: null, max: null })).toBeNull();
  });
});
