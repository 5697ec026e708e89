import { describe, expect, it } from 'vitest';
import { countryFromLocation, currencyForCountry } from './currencies.ts';
import { INDUSTRIES } from './industries.ts';
import { COMPANY_SIZE_BUCKETS, companySizeBucket } from './lead-data.ts';

describe('company size buckets', () => {
  it('has the 9 buckets of the spec, smallest first', () => {
    expect(COMPANY_SIZE_BUCKETS).toHaveLength(9);
    expect(COMPANY_SIZE_BUCKETS[0]).toBe('Self-employed');
    expect(COMPANY_SIZE_BUCKETS[8]).toBe('10,001+');
  });

  it.each([
    [1, 'Self-employed'],
    [10, '1-10'],
    [11, '11-50'],
    [1000, '501-1,000'],
    [1001, '1,001-5,000'],
    [10_001, '10,001+'],
  ])('%i employees → %s', (employees, bucket) => {
    expect(companySizeBucket(employees)).toBe(bucket);
  });

  it('is null for unknown counts', () => {
    expect(companySizeBucket(null)).toBeNull();
    expect(companySizeBucket(-3)).toBeNull();
    expect(companySizeBucket(Number.NaN)).toBeNull();
  });
});

describe('industries', () => {
  it('is a fixed list of about 150 unique names', () => {
    expect(INDUSTRIES.length).toBeGreaterThan(140);
    expect(new Set(INDUSTRIES).size).toBe(INDUSTRIES.length);
  });
});

describe('country of a location', () => {
  it('reads the last part as a country name, alias or (with 3+ parts) code', () => {
    expect(countryFromLocation('Toronto, ON, Canada')).toBe('CA');
    expect(countryFromLocation('Austin, TX, US')).toBe('US');
    expect(countryFromLocation('London, United Kingdom')).toBe('GB');
    expect(countryFromLocation('Los Angeles, CA')).toBeNull();
    expect(countryFromLocation('')).toBeNull();
  });

  it('gives the currency of a country, USD by default', () => {
    expect(currencyForCountry('CA')).toEqual({ symbol: '$', currency: 'CAD', locale: 'en-CA' });
    expect(currencyForCountry('ZZ').currency).toBe('USD');
    expect(currencyForCountry(null).currency).toBe('USD');
  });
});
