import { describe, expect, it } from 'vitest';
import { labelNamedBy } from './search';

describe('labelNamedBy', () => {
  it('needs every word of the label among the query words', () => {
    expect(labelNamedBy('Chairs', 'chair')).toBe(true);
    expect(labelNamedBy('Chairs', 'oak chairs')).toBe(true);
    expect(labelNamedBy('Stühle', 'stuhl')).toBe(true);
    expect(labelNamedBy('Floor lamps', 'lamp')).toBe(false);
    expect(labelNamedBy('Floor lamps', 'floor lamp')).toBe(true);
    expect(labelNamedBy('Lighting', 'li')).toBe(false);
  });
});
