import { describe, expect, it } from 'vitest';
import { columnsFor } from './useColumns';

describe('grid columns', () => {
  it('keeps at least two columns, also under 340px', () => {
    expect(columnsFor(300, 320)).toBe(2);
    expect(columnsFor(250, 280)).toBe(2);
  });

  it('adds columns as the width allows', () => {
    expect(columnsFor(358, 390)).toBe(2); // phone
    expect(columnsFor(568, 600)).toBe(3); // small tablet
    expect(columnsFor(1018, 1366)).toBe(4); // desktop beside the filter panel
    expect(columnsFor(1800, 2200)).toBe(7);
  });

  it('never makes cards narrower than the minimum when more than two columns fit', () => {
    for (let width = 300; width < 2000; width += 7) {
      const viewport = width + 40;
      const columns = columnsFor(width, viewport);
      const card = (width - (columns - 1) * 16) / columns;
      if (columns > 2) expect(card).toBeGreaterThanOrEqual(viewport < 700 ? 125 : 150);
    }
  });
});
