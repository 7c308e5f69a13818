import { describe, expect, it } from 'vitest';
import { tabOfPath, tabPath, visibleTabs } from './brandTabs';

describe('brand tabs', () => {
  it('reads the tab from the sub-path', () => {
    expect(tabOfPath('')).toBe('overview');
    expect(tabOfPath(undefined)).toBe('overview');
    expect(tabOfPath('catalog')).toBe('catalog');
    expect(tabOfPath('models/extra')).toBe('models');
    expect(tabOfPath('overview')).toBeNull();
    expect(tabOfPath('nonsense')).toBeNull();
  });

  it('builds tab paths', () => {
    expect(tabPath('nordlys', 'overview')).toBe('/brands/nordlys');
    expect(tabPath('a b', 'materials')).toBe('/brands/a%20b/materials');
  });

  it('shows only tabs with content', () => {
    expect(visibleTabs(false, { collections: 3, families: 0, models: 12 })).toEqual([
      'overview',
      'collections',
      'models',
    ]);
    expect(visibleTabs(true, {})).toEqual(['overview', 'catalog']);
  });
});
