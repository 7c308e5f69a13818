import { describe, expect, it } from 'vitest';
import { formatNumber } from './numbers';

describe('formatNumber', () => {
  it('writes numbers as each language does', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'de')).toBe('1.234.567');
    expect(formatNumber(1234567, 'pl')).toBe((1234567).toLocaleString('pl'));
    expect(formatNumber(0.5, 'fr', { style: 'percent' })).toBe(
      (0.5).toLocaleString('fr', { style: 'percent' }),
    );
    // The same language with other options is another formatter.
    expect(formatNumber(1.25, 'en', { maximumFractionDigits: 1 })).toBe('1.3');
    expect(formatNumber(1.25, 'en')).toBe('1.25');
  });
});
