/** A period cut at the months that have their monthly rollups (insights.queries.ts). */
import { describe, expect, it } from 'vitest';
import { splitByMonths } from './insights.queries';

const closed = ['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01'];

describe('splitByMonths', () => {
  it('reads whole closed months from the monthly rollups and the ends from the days', () => {
    expect(splitByMonths({ from: '2026-01-15', to: '2026-05-10' }, closed)).toEqual({
      head: { from: '2026-01-15', to: '2026-01-31' },
      months: { from: '2026-02-01', to: '2026-05-01' },
      tail: { from: '2026-05-01', to: '2026-05-10' },
    });
  });

  it('takes a month that starts or ends the period whole', () => {
    expect(splitByMonths({ from: '2026-02-01', to: '2026-03-31' }, closed)).toEqual({
      head: null,
      months: { from: '2026-02-01', to: '2026-04-01' },
      tail: null,
    });
  });

  it('reads the days when no closed month lies wholly inside', () => {
    const period = { from: '2026-02-02', to: '2026-03-30' };
    expect(splitByMonths(period, closed)).toEqual({ head: period, months: null, tail: null });
    expect(splitByMonths({ from: '2026-06-01', to: '2026-09-30' }, closed).months).toBeNull();
  });

  it('stops at a month not made yet, and the days after it are read day by day', () => {
    expect(
      splitByMonths({ from: '2025-12-01', to: '2026-06-30' }, ['2026-01-01', '2026-03-01']),
    ).toEqual({
      head: { from: '2025-12-01', to: '2025-12-31' },
      months: { from: '2026-01-01', to: '2026-02-01' },
      tail: { from: '2026-02-01', to: '2026-06-30' },
    });
  });
});
