import { describe, expect, it } from 'vitest';
import { DATE_MESSAGES, isCalendarDate, isoDate } from './dates.ts';
import { leadSearchQueryStringSchema } from './lead-search.ts';

describe('isoDate()', () => {
  it('accepts real calendar dates, leap days included', () => {
    for (const value of ['2023-02-28', '2024-02-29', '2000-02-29', '1999-12-31', '2026-01-01']) {
      expect(isCalendarDate(value), value).toBe(true);
      expect(isoDate().safeParse(value).success, value).toBe(true);
    }
  });

  it('refuses impossible dates instead of rolling them over', () => {
    for (const value of [
      '2023-02-30',
      '2023-02-29',
      '1900-02-29',
      '2023-04-31',
      '2023-13-01',
      '2023-00-10',
      '2023-01-00',
    ]) {
      const result = isoDate().safeParse(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(DATE_MESSAGES.invalid);
    }
  });

  it('refuses other shapes with the format message', () => {
    for (const value of ['2023-2-3', '03/02/2023', '2023-02-03T00:00:00Z', '']) {
      expect(isoDate().safeParse(value).error?.issues[0]?.message, value).toBe(DATE_MESSAGES.format);
    }
  });

  it('guards the lead search date range', () => {
    expect(leadSearchQueryStringSchema.safeParse({ dateAfter: '2023-02-30' }).success).toBe(false);
    expect(leadSearchQueryStringSchema.safeParse({ dateBefore: '2023-02-28' }).success).toBe(true);
  });
});
