import { describe, expect, it } from 'vitest';
import { LEAD_SEARCH_MESSAGES, leadSearchQueryStringSchema, leadSearchSchema } from './lead-search.ts';

const parse = (query: Record<string, unknown>) => leadSearchQueryStringSchema.safeParse(query);
const firstMessage = (query: Record<string, unknown>) => {
  const result = parse(query);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('lead search query string (prospecting-core §3, §5)', () => {
  it("reads the spec's wire format", () => {
    const result = parse({
      keyWords: ' nurse ',
      employeeRange: '1,001-5,000*51-200',
      employmentType: 'Contract, Direct Hire',
      company: 'Acme',
      locations: JSON.stringify([{ latitude: 41.9, longitude: -87.6, radius: 25, location: 'Chicago, IL' }]),
      minSalary: '50000',
      favorite: 'true',
      unviewed: 'false',
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      keyWords: 'nurse',
      employeeRange: ['1,001-5,000', '51-200'],
      employmentType: ['Contract', 'Direct Hire'],
      company: ['Acme'],
      minSalary: 50_000,
      favorite: true,
      unviewed: false,
      offset: 0,
      count: 25,
    });
    expect(result.data?.locations?.[0]?.radius).toBe(25);
  });

  it('treats empty values and the All employment type as no filter', () => {
    expect(parse({ keyWords: '', employeeRange: '', employmentType: 'All', locations: '' }).data).toMatchObject({
      employeeRange: undefined,
      employmentType: undefined,
      locations: undefined,
    });
  });

  it('answers the spec texts', () => {
    expect(firstMessage({ keyWords: 'k'.repeat(601) })).toBe(LEAD_SEARCH_MESSAGES.keywordTooLong);
    expect(firstMessage({ company: ['a'.repeat(300), 'b'.repeat(297)] })).toBe(
      LEAD_SEARCH_MESSAGES.hiringCompanyTooLong,
    );
    const locations = JSON.stringify(
      Array.from({ length: 21 }, () => ({ latitude: 1, longitude: 1, radius: 5, location: 'x' })),
    );
    expect(firstMessage({ locations })).toBe(LEAD_SEARCH_MESSAGES.tooManyLocations);
    expect(firstMessage({ dateAfter: '2025-02-02', dateBefore: '2025-02-01' })).toBe(
      LEAD_SEARCH_MESSAGES.startAfterEnd,
    );
  });

  it('refuses malformed values', () => {
    for (const query of [
      { minSalary: 'lots' },
      { dateAfter: '2025-02-30x' },
      { locations: '[{"latitude": 200}]' },
      { locations: JSON.stringify([{ latitude: 1, longitude: 1, radius: -5, location: 'x' }]) },
      { employeeRange: '1-10*many' },
      { count: '0' },
      { leadType: 'Both' },
    ]) {
      expect(parse(query).success, JSON.stringify(query)).toBe(false);
    }
  });

  it('pages only inside the result window, the first 10,000 leads', () => {
    expect(parse({ offset: '9975', count: '25' }).success).toBe(true);
    expect(parse({ offset: '9900', count: '100' }).success).toBe(true);
    for (const query of [
      { offset: '9976', count: '25' },
      { offset: '9901', count: '100' },
      { offset: '10000' },
      { offset: '30000' },
    ]) {
      const result = parse(query);
      expect(result.success ? undefined : result.error.issues[0]?.message, JSON.stringify(query)).toBe(
        LEAD_SEARCH_MESSAGES.beyondResultWindow,
      );
    }
    expect(leadSearchSchema.safeParse({ offset: 9_990, count: 25 }).success).toBe(false);
  });

  it('validates the form object the same way', () => {
    const result = leadSearchSchema.safeParse({ keyWords: 'x'.repeat(601) });
    expect(result.success ? undefined : result.error.issues[0]?.message).toBe(LEAD_SEARCH_MESSAGES.keywordTooLong);
    expect(leadSearchSchema.parse({})).toEqual({ offset: 0, count: 25 });
  });
});
