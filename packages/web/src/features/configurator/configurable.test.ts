import { describe, expect, it } from 'vitest';
import { isConfigurable } from './configurable';

describe('isConfigurable', () => {
  it('is true for a pec, peclight or obx file, or a configuration binary', () => {
    expect(isConfigurable({ cads: [{ format: 'glb', dataport: 'a' }] })).toBe(false);
    expect(isConfigurable({ cads: [{ format: 'obx', dataport: 'a' }] })).toBe(true);
    expect(
      isConfigurable({ binaries: [{ category: 'configuration', dataport: 'c', score: 1 }] }),
    ).toBe(true);
    expect(isConfigurable({})).toBe(false);
  });
});
