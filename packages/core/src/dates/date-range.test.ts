import { describe, expect, it } from 'vitest';
import { dateRangeRules } from './date-range';

describe('date range rule', () => {
  const optional = dateRangeRules();
  const week = dateRangeRules({ required: true, maxDays: 7 });

  it('wants both dates, or none when optional', () => {
    expect(optional({ from: '', to: '' }, {})).toBeNull();
    expect(week({ from: '', to: '' }, {})).toBe('field.dateRangeRequired');
    expect(optional({ from: '2026-11-01', to: '' }, {})).toBe('field.dateRangeRequired');
    expect(optional({ from: '', to: '2026-11-01' }, {})).toBe('field.dateRangeRequired');
  });

  it('puts "to" on or after "from"', () => {
    expect(optional({ from: '2026-11-02', to: '2026-11-01' }, {})).toBe('field.dateRangeOrder');
    expect(optional({ from: '2026-11-01', to: '2026-11-01' }, {})).toBeNull();
  });

  it('counts both ends, across a month and a daylight-saving change', () => {
    expect(week({ from: '2026-10-25', to: '2026-10-31' }, {})).toBeNull();
    expect(week({ from: '2026-10-25', to: '2026-11-01' }, {})).toEqual({ key: 'field.dateRangeTooLong', values: { count: 7 } });
    expect(week({ from: '2026-03-26', to: '2026-04-01' }, {})).toBeNull();
  });
});
