import { describe, expect, it } from 'vitest';
import { clearKeepingCategory, toggleValue, withoutOrphans } from './filterModel';

describe('filter model', () => {
  it('toggles values and drops emptied keys', () => {
    const once = toggleValue({}, 'prop_colour', 'val_colour_red');
    expect(once).toEqual({ prop_colour: ['val_colour_red'] });
    expect(toggleValue(once, 'prop_colour', 'val_colour_red')).toEqual({});
  });

  it("'Clear filter' keeps the category", () => {
    expect(clearKeepingCategory({ category: ['cat_chairs'], owner: ['nordlys'] })).toEqual({
      category: ['cat_chairs'],
    });
    expect(clearKeepingCategory({ owner: ['nordlys'] })).toEqual({});
  });

  it('drops collection and family choices once not exactly one brand is chosen', () => {
    const scope = { kind: 'models' } as const;
    const one = { owner: ['nordlys'], collection: ['col_1'], family: ['fam_1'] };
    expect(withoutOrphans(one, scope)).toBe(one);
    expect(withoutOrphans({ owner: ['a', 'b'], collection: ['col_1'] }, scope)).toEqual({
      owner: ['a', 'b'],
    });
    expect(withoutOrphans({ collection: ['col_1'] }, { kind: 'models', ownerId: 'a' })).toEqual({
      collection: ['col_1'],
    });
  });
});
