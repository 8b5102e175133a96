import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, canSearchRange, dayParts, defaultReportRange, formatLongDate, formatMoment, monthNames, pendingRange, platformRange, reportDateLimits, utcDay } from './dates';

// 23:30 on 31 December in UTC: already 1 January in Prague, still 31 December in New York.
const NEW_YEARS_EVE = new Date('2025-12-31T23:30:00Z');

describe('calendar days', () => {
  it('reads only real days written YYYY-MM-DD', () => {
    expect(dayParts('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of ['2023-02-29', '2023-13-01', '2023-04-31', '2023-4-3', '03.04.2023', '', '2023-04-03T00:00:00Z']) expect(dayParts(bad)).toBeNull();
  });

  it("takes an instant's day in UTC, whatever the device's zone", () => {
    expect(utcDay(NEW_YEARS_EVE)).toBe('2025-12-31');
    expect(utcDay(new Date('2026-01-01T00:30:00+01:00'))).toBe('2025-12-31');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
  });

  it('goes back where it came from', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true }), fc.integer({ min: -4000, max: 4000 }), (date, days) => {
        const day = utcDay(date);
        expect(dayParts(day)).not.toBeNull();
        expect(addDays(addDays(day, days), -days)).toBe(day);
      }),
    );
  });
});

describe('formatLongDate', () => {
  const deviceZone = process.env.TZ;
  afterEach(() => {
    if (deviceZone === undefined) delete process.env.TZ;
    else process.env.TZ = deviceZone;
  });

  // First: the formatters are made and kept on first use, so this one is made in a zone other than UTC.
  it("does not follow the device's zone", () => {
    for (const zone of ['America/New_York', 'Pacific/Kiritimati']) {
      process.env.TZ = zone;
      // The device's own zone does move the day here (the check this test guards against).
      expect(new Date('2999-12-31T00:00:00Z').getDate()).toBe(zone === 'America/New_York' ? 30 : 31);
      expect(formatLongDate('2999-12-31T00:00:00Z', 'en')).toBe('December 31, 2999');
      expect(formatLongDate('2025-12-31T23:30:00Z', 'en')).toBe('December 31, 2025');
      expect(monthNames('en')[0]).toBe('January');
    }
  });

  it("writes a platform time stamp's UTC day as the language's long date", () => {
    expect(formatLongDate('2999-12-31T00:00:00Z', 'en')).toBe('December 31, 2999');
    expect(formatLongDate('2999-12-31T00:00:00.000000Z', 'cs')).toBe('31. prosince 2999');
    expect(formatLongDate('2999-12-31T00:00:00Z', 'de')).toBe('31. Dezember 2999');
    expect(formatLongDate('2031-07-01T00:30:00.000Z', 'de')).toBe('1. Juli 2031');
    expect(formatLongDate('2031-06-30T23:30:00.000Z', 'cs')).toBe('30. června 2031');
    expect(formatLongDate('2026-03-01T12:00:00Z', 'de')).toBe('1. März 2026');
    expect(formatLongDate('2026-03-01T12:00:00Z', 'hu')).toBe('2026. március 1.');
  });

  it('keeps the UTC day near midnight (a player west of UTC sees the same day as the platform means)', () => {
    expect(formatLongDate('2025-12-31T23:30:00Z', 'en')).toBe('December 31, 2025');
    expect(formatLongDate('2026-01-01T00:30:00+01:00', 'en')).toBe('December 31, 2025');
    expect(formatLongDate('2026-01-01T00:00:00Z', 'en')).toBe('January 1, 2026');
  });

  it('writes a calendar day as that day', () => {
    expect(formatLongDate('2026-05-04', 'pl')).toBe('4 maja 2026');
  });

  it('is empty when there is no readable date', () => {
    expect(formatLongDate(null, 'en')).toBe('');
    expect(formatLongDate('', 'en')).toBe('');
    expect(formatLongDate('soon', 'en')).toBe('');
  });
});

describe('monthNames', () => {
  it("is the language's twelve months, January first", () => {
    expect(monthNames('en')).toHaveLength(12);
    expect(monthNames('en')[0]).toBe('January');
    expect(monthNames('de')[2]).toBe('März');
    expect(monthNames('sk')[11]).toBe('december');
  });
});

describe('report ranges', () => {
  it('default to today for both, on the UTC day', () => {
    expect(defaultReportRange(NEW_YEARS_EVE)).toEqual({ from: '2025-12-31', to: '2025-12-31' });
  });

  it('let from run to yesterday and to until today', () => {
    expect(reportDateLimits(new Date('2026-03-01T08:00:00Z'))).toEqual({ fromMax: '2026-02-28', toMax: '2026-03-01' });
  });

  it('search only while from is not after to', () => {
    expect(canSearchRange({ from: '2026-01-01', to: '2026-01-01' })).toBe(true);
    expect(canSearchRange({ from: '2025-12-31', to: '2026-01-01' })).toBe(true);
    expect(canSearchRange({ from: '2026-01-02', to: '2026-01-01' })).toBe(false);
    expect(canSearchRange({ from: '', to: '2026-01-01' })).toBe(false);
  });

  it("go to the platform from the first second of from to the last of to", () => {
    expect(platformRange({ from: '2026-01-01', to: '2026-01-31' })).toEqual({ date_from: '2026-01-01 00:00:00', date_to: '2026-01-31 23:59:59' });
  });

  it('ask the pending payments from 1970 to the end of the UTC today', () => {
    expect(pendingRange(NEW_YEARS_EVE)).toEqual({ date_from: '1970-01-01 00:00:00', date_to: '2025-12-31 23:59:59' });
  });
});

describe('a moment', () => {
  it('is written in the given zone and in UTC, in the language', () => {
    expect(formatMoment('2026-11-27T13:05:00Z', 'en', 'Europe/Prague')).toEqual({ local: 'Nov 27, 2026, 2:05 PM', utc: 'Nov 27, 2026, 1:05 PM' });
    expect(formatMoment('2026-11-27T13:05:00Z', 'de', 'Europe/Prague')).toEqual({ local: '27.11.2026, 14:05', utc: '27.11.2026, 13:05' });
    expect(formatMoment('soon', 'en')).toBeNull();
  });
});
