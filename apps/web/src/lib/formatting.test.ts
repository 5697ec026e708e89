import { currencyForCountry } from '@agencyscout/contracts';
import { describe, expect, it } from 'vitest';
import {
  currencyOfPlace,
  formatDetailPay,
  formatDisplayDate,
  formatDuration,
  formatExperience,
  formatExperienceDetail,
  formatHourlyRate,
  formatPay,
  formatRevenue,
  formatSalaryRange,
  hasHourlyPay,
} from './formatting.ts';

const pay = (overrides: Partial<Parameters<typeof formatPay>[0]>) =>
  formatPay({
    hourlyPayMin: null,
    hourlyPayMax: null,
    minSalary: null,
    maxSalary: null,
    country: null,
    location: null,
    ...overrides,
  });

describe('display formats (prospecting-core §3)', () => {
  it('formats salaries with the country currency, thousands separators and no decimals', () => {
    expect(pay({ minSalary: 120000, maxSalary: 200000.5, country: 'US' })).toBe('$120,000 - $200,000');
    expect(pay({ minSalary: 85000, maxSalary: 95000, country: 'CA' })).toBe('$85,000 - $95,000');
    expect(pay({ minSalary: 45000, maxSalary: 52500, country: 'GB' })).toBe('£45,000 - £52,500');
    expect(pay({ maxSalary: 70000, location: 'London, England, United Kingdom' })).toBe('£70,000');
  });

  it('formats hourly rates as symbol, whole number and /HR', () => {
    expect(pay({ hourlyPayMax: 45.75, country: 'US' })).toBe('$45/HR');
    expect(pay({ hourlyPayMin: 30.2, hourlyPayMax: 42.9, country: 'CA' })).toBe('$30 - $42/HR');
    expect(formatHourlyRate(22.5, null, currencyForCountry('GB'))).toBe('£22/HR');
  });

  it('hides the salary when the maximum is missing or 0 (§5)', () => {
    expect(pay({ minSalary: 50000, maxSalary: 0 })).toBeNull();
    expect(pay({ minSalary: 50000 })).toBeNull();
    expect(formatSalaryRange(50000, null, currencyForCountry('US'))).toBeNull();
  });

  it('finds the currency from a code, a country name or the location, defaulting to USD', () => {
    expect(currencyOfPlace('gb').currency).toBe('GBP');
    expect(currencyOfPlace('Canada').currency).toBe('CAD');
    expect(currencyOfPlace(null, 'Toronto, ON, Canada').currency).toBe('CAD');
    expect(currencyOfPlace(null, 'Los Angeles, CA').currency).toBe('USD');
  });

  it("shows dates as 'MMM DD, YYYY' and experience as '{n} Years'", () => {
    expect(formatDisplayDate('2023-08-21T12:00:00.000Z')).toBe('Aug 21, 2023');
    expect(formatDisplayDate(null)).toBe('');
    expect(formatExperience(3)).toBe('3 Years');
    expect(formatExperience(null)).toBe('');
  });
});

describe('lead detail formats (prospecting-core §2.4, §3)', () => {
  const figures = {
    hourlyPayMin: null,
    hourlyPayMax: null,
    minSalary: null,
    maxSalary: null,
    country: 'US',
    location: null,
  };

  it("shows hourly pay as '/Hr' whenever there is an hourly figure", () => {
    expect(formatDetailPay({ ...figures, hourlyPayMin: 45.5 })).toBe('$45/Hr');
    expect(
      formatDetailPay({ ...figures, hourlyPayMin: 30, hourlyPayMax: 42, minSalary: 60000, maxSalary: 80000 }),
    ).toBe('$30 - $42/Hr');
    expect(formatDetailPay({ ...figures, hourlyPayMax: 22, country: 'GB' })).toBe('£22/Hr');
  });

  it("otherwise shows 'min - max' salary, hidden when the maximum is 0.00", () => {
    expect(formatDetailPay({ ...figures, minSalary: 90000, maxSalary: 120000 })).toBe('$90,000 - $120,000');
    expect(formatDetailPay({ ...figures, minSalary: 90000, maxSalary: 0 })).toBeNull();
    expect(formatDetailPay(figures)).toBeNull();
  });

  it("formats experience 'N Year(s)', duration 'N Month(s)' and revenue compactly", () => {
    expect(formatExperienceDetail(1)).toBe('1 Year(s)');
    expect(formatExperienceDetail(0)).toBe('0 Year(s)');
    expect(formatExperienceDetail(null)).toBe('');
    expect(formatDuration(6)).toBe('6 Month(s)');
    expect(formatDuration(null)).toBe('');
    expect(formatRevenue(12_500_000)).toBe('$12.5M');
    expect(formatRevenue(3_000_000_000)).toBe('$3B');
    expect(formatRevenue(null)).toBe('');
  });

  it('knows when a lead has hourly pay (Duration is shown only then)', () => {
    expect(hasHourlyPay({ hourlyPayMin: 40, hourlyPayMax: null })).toBe(true);
    expect(hasHourlyPay({ hourlyPayMin: null, hourlyPayMax: 0 })).toBe(false);
  });
});
