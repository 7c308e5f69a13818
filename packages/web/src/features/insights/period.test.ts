import { describe, expect, it } from 'vitest';
import {
  changeOf,
  daysOfPeriod,
  periodOfSearch,
  presetPeriod,
  searchOfPeriod,
  validPeriod,
} from './period';

const NOW = Date.parse('2026-11-29T15:00:00Z');

describe('insights period', () => {
  it('counts the last n days up to today, both ends included', () => {
    expect(presetPeriod(7, NOW)).toEqual({ from: '2026-11-23', to: '2026-11-29', days: 7 });
    expect(daysOfPeriod('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('reads the address: a preset, dates, or the last 30 days for anything else', () => {
    const of = (search: string) => periodOfSearch(new URLSearchParams(search), NOW);
    expect(of('days=90')).toEqual(presetPeriod(90, NOW));
    expect(of('from=2026-01-01&to=2026-01-31')).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    for (const bad of [
      '',
      'days=12',
      'from=2026-02-01&to=2026-01-01',
      'from=x&to=y',
      'from=2024-01-01&to=2026-01-01',
    ])
      expect(of(bad)).toEqual(presetPeriod(30, NOW));
    expect(searchOfPeriod(of('days=7'))).toBe('?days=7');
    expect(searchOfPeriod(of('from=2026-01-01&to=2026-01-31'))).toBe(
      '?from=2026-01-01&to=2026-01-31',
    );
  });

  it('takes periods of at most 400 days with the start not after the end', () => {
    expect(validPeriod('2026-01-01', '2026-01-01')).toBe(true);
    expect(validPeriod('2025-01-01', '2026-02-04')).toBe(true); // 400 days
    expect(validPeriod('2025-01-01', '2026-02-05')).toBe(false);
    expect(validPeriod('2026-01-02', '2026-01-01')).toBe(false);
    expect(validPeriod('2026-13-01', '2026-01-01')).toBe(false);
  });

  it('compares with the period before', () => {
    expect(changeOf(15, 10)).toBe(0.5);
    expect(changeOf(5, 10)).toBe(-0.5);
    expect(changeOf(3, 0)).toBe('new');
    expect(changeOf(0, 0)).toBeNull();
  });
});
