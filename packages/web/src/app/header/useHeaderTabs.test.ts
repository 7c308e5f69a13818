/** Which header tabs show (spec 01 s.2 "configurable"), given the choice of host, URL or operator. */
import { describe, expect, it } from 'vitest';
import { shownTabs } from './useHeaderTabs';

describe('header tabs', () => {
  it('shows the chosen tabs in their order; the logo leads to the first', () => {
    const shown = shownTabs(['brands', 'materials', 'brands']);
    expect(shown.fixed.map((tab) => tab.id)).toEqual(['brands', 'materials']);
    expect(shown).toMatchObject({ brands: false, firstPath: '/brands' });
  });

  it('shows all without a choice, and none for an empty one', () => {
    const all = shownTabs(undefined);
    expect(all.fixed.map((tab) => tab.id)).toEqual(['models', 'materials', 'brands']);
    expect(all).toMatchObject({ brands: true, firstPath: '/' });
    expect(shownTabs([])).toMatchObject({ fixed: [], brands: false, firstPath: '/' });
  });
});
