import { DISPLAY_DATE_FORMAT } from '@agencyscout/contracts';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatDisplayMinute, formatIsoMinute } from './dates.ts';

dayjs.extend(utc);

describe('the display date', () => {
  it("writes 'MMM DD, YYYY' in UTC, as dayjs does with the contracts' format", () => {
    for (let day = 0; day < 800; day += 1) {
      const at = new Date(Date.UTC(2025, 0, 1, 23, 59) + day * 86_400_000);
      expect(formatDisplayDate(at)).toBe(dayjs.utc(at).format(DISPLAY_DATE_FORMAT));
    }
    expect(formatDisplayDate('2026-03-05T00:30:00-05:00')).toBe('Mar 05, 2026');
  });

  it('is empty for nothing and for what is no date', () => {
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate(undefined)).toBe('');
    expect(formatDisplayDate('')).toBe('');
    expect(formatDisplayDate('not a date')).toBe('');
    expect(formatDisplayDate(new Date(Number.NaN))).toBe('');
  });

  it('names a moment to the minute, in UTC', () => {
    const at = new Date('2026-11-05T14:30:59Z');
    expect(formatDisplayMinute(at)).toBe('Nov 05, 2026 14:30 UTC');
    expect(formatIsoMinute(at)).toBe('2026-11-05 14:30 UTC');
  });
});
