import { describe, expect, it } from 'vitest';
import { columnsFor } from './useColumns';

describe('grid columns', () => {
  it('keeps at least two columns, also under 340px', () => {
    expect(columnsFor(300, 320)).toBe(2);
    expect(columnsFor(250, 280)).toBe(2);
  });

  it('adds columns as the width allows', () => {
    expect(columnsFor(358, 390)).toBe(2); // phone: 3 would be 109px
    expect(columnsFor(410, 430)).toBe(3); // a large phone: 126px each
    expect(columnsFor(568, 600)).toBe(4); // small tablet
    expect(columnsFor(1018, 1366)).toBe(6); // desktop beside the filter panel
    expect(columnsFor(1800, 2200)).toBe(10);
  });

  it('makes every card as narrow as the minimum allows, and no narrower past two columns', () => {
    for (let width = 300; width < 2000; width += 7) {
      const viewport = width + 40;
      const columns = columnsFor(width, viewport);
      const card = (width - (columns - 1) * 16) / columns;
      const least = viewport < 700 ? 125 : 150;
      if (columns > 2) expect(card).toBeGreaterThanOrEqual(least);
      // One more column would take a card under the minimum.
      expect((width - columns * 16) / (columns + 1)).toBeLessThan(least);
    }
  });
});
