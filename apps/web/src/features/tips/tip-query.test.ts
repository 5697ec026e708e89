import { describe, expect, it } from 'vitest';
import { EMPTY_TIP_FILTER, type TipPlace, tipSearchParams, validateTipFilter, withPlace } from './tip-query.ts';

const chicago: TipPlace = {
  label: 'Chicago, IL',
  kind: 'city',
  latitude: 41.88,
  longitude: -87.63,
  stateCountry: 'IL,US',
};
const illinois: TipPlace = {
  label: 'Illinois, US',
  kind: 'region',
  latitude: 40,
  longitude: -89,
  stateCountry: 'IL,US',
};

describe('the tips filter', () => {
  it('drops empty values and joins company sizes with *', () => {
    expect(tipSearchParams(EMPTY_TIP_FILTER, 1, 25)).toEqual({ offset: 0, count: 25 });
    const filter = { ...EMPTY_TIP_FILTER, keyword: ' nurse ', employeeRange: ['1-10', '1,001-5,000'] as const };
    expect(tipSearchParams({ ...filter, employeeRange: [...filter.employeeRange] }, 3, 50)).toEqual({
      offset: 100,
      count: 50,
      keyword: 'nurse',
      EmployeeRange: '1-10*1,001-5,000',
    });
  });

  it('searches 5 miles around a locality picked without a radius, and a region statewide', () => {
    const city = withPlace(EMPTY_TIP_FILTER, chicago);
    expect(city.radius).toBe(5);
    expect(tipSearchParams(city, 1, 25)).toMatchObject({ lat: 41.88, lng: -87.63, radius: 5, location: 'Chicago, IL' });
    expect(withPlace({ ...EMPTY_TIP_FILTER, radius: 50 }, chicago).radius).toBe(50);
    const state = withPlace(EMPTY_TIP_FILTER, illinois);
    expect(tipSearchParams(state, 1, 25)).toMatchObject({ radius: -1, stateShortCountryShortName: 'IL,US' });
    expect(withPlace(state, null).radius).toBeNull();
  });

  it('says what blocks a search with the lead screen texts', () => {
    expect(validateTipFilter({ ...EMPTY_TIP_FILTER, keyword: 'x'.repeat(601) })).toEqual({
      keyword: 'Keyword filter cannot exceed 600 characters',
    });
    expect(validateTipFilter({ ...EMPTY_TIP_FILTER, hiringCompany: 'x'.repeat(601) }).hiringCompany).toBe(
      'Hiring company filter cannot exceed 600 characters',
    );
    expect(validateTipFilter({ ...EMPTY_TIP_FILTER, tipId: '12a' }).tipId).toBeDefined();
    expect(validateTipFilter({ ...EMPTY_TIP_FILTER, tipId: '12' })).toEqual({});
  });
});
