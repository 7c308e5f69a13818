/** File sizes as people read them: Bytes, KB, MB, GB, TB, base 1024 (spec 02 s.9). */
import { formatNumber } from '../i18n/numbers';

const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** e.g. 0 → '0 Bytes', 1536 → '1.5 KB', 5 * 1024 ** 3 → '5 GB'; one decimal at most. */
export function formatSize(bytes: number, locale = 'en'): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  const number = formatNumber(value, locale, { maximumFractionDigits: digits });
  return `${number} ${UNITS[unit]}`;
}
