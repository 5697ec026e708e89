import { describe, expect, it } from 'vitest';
import { companySizeFromText, parseDate } from './values.ts';

const day = (text: string, format = 'auto') => parseDate(text, 'Posted', format)?.toISOString().slice(0, 10);

describe('parseDate (issue #20)', () => {
  it('reads the common forms without a format', () => {
    expect(day('14-Aug-20')).toBe('2020-08-14');
    expect(day('14-Aug-2020')).toBe('2020-08-14');
    expect(day('Aug 14, 2020')).toBe('2020-08-14');
    expect(day('August 14, 2020')).toBe('2020-08-14');
    expect(day('2020-08-14')).toBe('2020-08-14');
    expect(day('2020-08-14 10:30:00')).toBe('2020-08-14');
    expect(day('44057')).toBe('2020-08-14');
    expect(day('14/08/2020')).toBe('2020-08-14');
    expect(day('8/14/20')).toBe('2020-08-14');
  });

  it('asks for the order when day and month could swap', () => {
    expect(() => day('05/06/2020')).toThrow('ambiguous date in column "Posted"');
    expect(day('05/06/2020', 'mdy')).toBe('2020-05-06');
    expect(day('05/06/20', 'dmy')).toBe('2020-06-05');
  });

  it('takes Excel serials, Unix seconds and Day.js formats', () => {
    expect(day('44057', 'excel')).toBe('2020-08-14');
    expect(day('1597363200', 'unix')).toBe('2020-08-14');
    expect(day('14.08.2020', 'DD.MM.YYYY')).toBe('2020-08-14');
  });

  it('reads a spreadsheet cell that already holds a date whatever the format says (issue #31)', () => {
    // table-files.ts writes a date cell as '2024-03-05' (midnight) or a full ISO time.
    expect(day('2024-03-05', 'dmy')).toBe('2024-03-05');
    expect(day('2024-03-05T14:30:00.000Z', 'excel')).toBe('2024-03-05');
    expect(day('2024-03-05', 'DD.MM.YYYY')).toBe('2024-03-05');
    expect(day('05/03/2024', 'dmy')).toBe('2024-03-05');
  });

  it('rejects unreadable and out-of-range dates', () => {
    expect(() => day('soon')).toThrow('invalid date in column "Posted"');
    expect(() => day('31/31/2024', 'dmy')).toThrow('invalid date');
    expect(() => day('1-Jan-85')).toThrow('date out of range');
  });
});

describe('companySizeFromText (issue #20)', () => {
  it('reads buckets, head counts and ranges in words', () => {
    expect(companySizeFromText('51-200')).toEqual({ bucket: '51-200', note: null });
    expect(companySizeFromText('250')).toEqual({ bucket: '201-500', note: null });
    expect(companySizeFromText('501 to 1000 employees')).toEqual({ bucket: '501-1,000', note: null });
    expect(companySizeFromText('10000+ employees')).toEqual({ bucket: '10,001+', note: null });
    expect(companySizeFromText('1 to 50 employees').note).toBe('company size range spans several size buckets');
    expect(companySizeFromText('lots')).toEqual({ bucket: null, note: 'company size not read' });
    expect(companySizeFromText(null)).toEqual({ bucket: null, note: null });
  });
});
