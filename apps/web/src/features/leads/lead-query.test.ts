import { LEAD_SEARCH_MESSAGES, leadSearchQueryStringSchema } from '@agencyscout/contracts';
import { describe, expect, it } from 'vitest';
import { buildUrl } from '../../lib/api-client.ts';
import {
  buildLeadSearchParams,
  DEFAULT_LEAD_QUERY,
  DEFAULT_LEAD_TOGGLES,
  flipToggle,
  type LeadQuery,
  parseStoredQuery,
  validateLeadQuery,
} from './lead-query.ts';

const request = (query: Partial<LeadQuery>, extra: Partial<Parameters<typeof buildLeadSearchParams>[0]> = {}) =>
  buildLeadSearchParams({
    query: { ...DEFAULT_LEAD_QUERY, ...query },
    toggles: DEFAULT_LEAD_TOGGLES,
    leadType: 'OpenWeb',
    page: 1,
    pageSize: 25,
    ...extra,
  });

describe('lead search query builder (prospecting-core §5)', () => {
  it('drops empty strings, empty lists, date posted All and switches that are off', () => {
    const params = request({ keyWords: '   ', jobTitle: '', company: [' '], minSalary: '' });
    expect(params).toEqual({ leadType: 'OpenWeb', offset: 0, count: 25 });
  });

  it("joins company sizes with '*' (keeping the commas inside a range) and employment types with ', '", () => {
    const params = request({
      employeeRange: ['1,001-5,000', '10,001+'],
      employmentType: ['Contract', 'Contract to Direct Hire'],
    });
    expect(params.employeeRange).toBe('1,001-5,000*10,001+');
    expect(params.employmentType).toBe('Contract, Contract to Direct Hire');
  });

  it('sends locations as JSON and lists as repeated parameters', () => {
    const params = request({
      keyWords: ' nurse ',
      locations: [
        { latitude: 41.88, longitude: -87.63, radius: 25, stateShortCountryShortName: null, location: 'Chicago, IL' },
        { latitude: 40, longitude: -89, radius: -1, stateShortCountryShortName: 'IL,US', location: 'Illinois, US' },
      ],
      company: ['Acme', 'Globex'],
      companyIndustry: ['Hospitals'],
      industries: ['Health Care Provider'],
    });
    expect(params.keyWords).toBe('nurse');
    expect(JSON.parse(String(params.locations))).toEqual([
      { latitude: 41.88, longitude: -87.63, radius: 25, location: 'Chicago, IL' },
      { latitude: 40, longitude: -89, radius: -1, stateShortCountryShortName: 'IL,US', location: 'Illinois, US' },
    ]);
    const url = buildUrl('/api/v1', '/leads', params);
    expect(new URL(url, 'http://x').searchParams.getAll('company')).toEqual(['Acme', 'Globex']);
    expect(leadSearchQueryStringSchema.safeParse(params).success).toBe(true);
  });

  it('sends numbers, dates, switches that are on and the page as offset/count', () => {
    const params = request(
      {
        minSalary: '50000',
        maxSalary: '90000',
        minExperience: '3',
        datePosted: 30,
        dateAfter: '2024-01-01',
        jobleadId: '12',
      },
      { toggles: { ...DEFAULT_LEAD_TOGGLES, favorite: true, mostOpenings: true }, page: 3, pageSize: 50 },
    );
    expect(params).toMatchObject({
      minSalary: 50000,
      maxSalary: 90000,
      minExperience: 3,
      datePosted: 30,
      dateAfter: '2024-01-01',
      jobleadId: 12,
      favorite: true,
      mostOpenings: true,
      offset: 100,
      count: 50,
    });
    expect(params).not.toHaveProperty('viewed');
  });

  it('searches only by company in companyId mode', () => {
    expect(request({ keyWords: 'nurse' }, { companyId: 7 })).toEqual({
      companyId: 7,
      leadType: 'OpenWeb',
      offset: 0,
      count: 25,
    });
  });
});

describe('filter validation (§5)', () => {
  it('accepts the defaults', () => {
    expect(validateLeadQuery(DEFAULT_LEAD_QUERY)).toEqual({});
  });

  it('answers with the spec texts', () => {
    const errors = validateLeadQuery({
      ...DEFAULT_LEAD_QUERY,
      keyWords: 'k'.repeat(601),
      company: ['a'.repeat(300), 'b'.repeat(297)],
      dateAfter: '2024-05-02',
      dateBefore: '2024-05-01',
      minSalary: 'abc',
    });
    expect(errors).toMatchObject({
      keyWords: LEAD_SEARCH_MESSAGES.keywordTooLong,
      company: LEAD_SEARCH_MESSAGES.hiringCompanyTooLong,
      dateAfter: LEAD_SEARCH_MESSAGES.startAfterEnd,
      minSalary: LEAD_SEARCH_MESSAGES.notANumber,
    });
  });

  it('lets the API schema catch the other bounds', () => {
    expect(validateLeadQuery({ ...DEFAULT_LEAD_QUERY, minExperience: '99' }).minExperience).toBeTruthy();
  });
});

describe('switches and stored queries', () => {
  it('keeps Viewed and Unviewed exclusive, allows neither, and leaves the others independent', () => {
    const viewed = flipToggle(DEFAULT_LEAD_TOGGLES, 'viewed');
    expect(viewed).toMatchObject({ viewed: true, unviewed: false });
    const unviewed = flipToggle(viewed, 'unviewed');
    expect(unviewed).toMatchObject({ viewed: false, unviewed: true });
    expect(flipToggle(unviewed, 'unviewed')).toEqual(DEFAULT_LEAD_TOGGLES);
    const both = flipToggle(flipToggle(DEFAULT_LEAD_TOGGLES, 'favorite'), 'mostOpenings');
    expect(both).toMatchObject({ favorite: true, mostOpenings: true });
  });

  it('completes a stored query with defaults and refuses what is not an object', () => {
    expect(parseStoredQuery({ keyWords: 'nurse', employeeRange: ['nonsense'] })).toEqual({
      ...DEFAULT_LEAD_QUERY,
      keyWords: 'nurse',
    });
    expect(parseStoredQuery('x')).toBeUndefined();
  });
});
