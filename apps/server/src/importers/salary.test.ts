import { describe, expect, it } from 'vitest';
import {
  implausiblePay,
  NO_PAY,
  parseSalaryText,
  payFromAmounts,
  payFromText,
  periodFromMagnitude,
  periodFromWord,
  periodStatedIn,
} from './salary.ts';

describe('parseSalaryText', () => {
  it.each([
    ['$120,000 - $200,000 ', { min: 120_000, max: 200_000, period: null }],
    ['From $100,000', { min: 100_000, max: null, period: null }],
    ['$25 - $30 an hour', { min: 25, max: 30, period: 'hour' }],
    ['Up to $70,000 a year', { min: null, max: 70_000, period: 'year' }],
    ['$47.59 - $61.76 ', { min: 47.59, max: 61.76, period: null }],
    ['$85K - $95K per year', { min: 85_000, max: 95_000, period: 'year' }],
    ['$20/hr', { min: 20, max: 20, period: 'hour' }],
    ['$4,500 a month', { min: 4500, max: 4500, period: 'month' }],
    ['Starting at $18 hourly', { min: 18, max: null, period: 'hour' }],
  ])('%s', (text, expected) => {
    expect(parseSalaryText(text)).toEqual(expected);
  });

  it('returns null without an amount', () => {
    expect(parseSalaryText('Competitive')).toBeNull();
    expect(parseSalaryText('')).toBeNull();
    expect(parseSalaryText(null)).toBeNull();
  });
});

describe('payFromAmounts', () => {
  it('keeps hourly rates per hour and annualises weekly and monthly pay', () => {
    expect(payFromAmounts(22, 30, 'hour')).toMatchObject({ hourlyPayMin: 22, hourlyPayMax: 30, minSalary: null });
    expect(payFromAmounts(1000, 1200, 'week')).toMatchObject({ minSalary: 52_000, maxSalary: 62_400 });
    expect(payFromAmounts(5000, null, 'month')).toMatchObject({ minSalary: 60_000, maxSalary: null });
    expect(payFromAmounts(240, 320, 'day')).toMatchObject({ hourlyPayMin: 30, hourlyPayMax: 40 });
  });

  it('corrects implausible periods and ignores zero', () => {
    expect(payFromAmounts(90_000, 180_000, 'hour')).toMatchObject({ minSalary: 90_000, maxSalary: 180_000 });
    expect(payFromAmounts(15, 19, 'year')).toMatchObject({ hourlyPayMin: 15, hourlyPayMax: 19 });
    expect(payFromAmounts(0, 0, 'year')).toEqual({
      hourlyPayMin: null,
      hourlyPayMax: null,
      minSalary: null,
      maxSalary: null,
    });
    expect(payFromAmounts(200, 100, 'hour')).toMatchObject({ hourlyPayMin: 100, hourlyPayMax: 200 });
  });
});

describe('payFromText', () => {
  it('uses the stated period, then the hint, then the size of the amount', () => {
    expect(payFromText('$25 - $30 an hour', 'year').pay).toMatchObject({ hourlyPayMin: 25, hourlyPayMax: 30 });
    expect(payFromText('$4,000', 'month').pay).toMatchObject({ minSalary: 48_000 });
    expect(payFromText('$51 - $150 ')).toMatchObject({
      pay: { hourlyPayMin: 51, hourlyPayMax: 150 },
      notes: [{ kind: 'pay period guessed from the amount: hour', value: '$51 - $150 ' }],
    });
    expect(payFromText('$73,244 - $98,532 ').pay).toMatchObject({ minSalary: 73_244, maxSalary: 98_532 });
  });

  it('leaves out pay whose period cannot be told', () => {
    expect(payFromText('$2,500')).toEqual({
      pay: { hourlyPayMin: null, hourlyPayMax: null, minSalary: null, maxSalary: null },
      unknownPeriod: true,
      notes: [],
    });
    // A $160–$200 figure is as often a day rate as an hourly one (issue #31).
    expect(payFromText('$160 - $200')).toMatchObject({ pay: NO_PAY, unknownPeriod: true });
  });

  it('takes the period the row states elsewhere before guessing from the size (issue #31)', () => {
    expect(payFromText('$160 - $200', null, 'Pay: $160 - $200 per day, weekdays')).toMatchObject({
      pay: { hourlyPayMin: 20, hourlyPayMax: 25 },
      notes: [{ kind: 'day rate converted to hourly at 8 hours a day' }],
    });
    expect(periodStatedIn('earn $22/hr plus tips')).toBe('hour');
    expect(periodStatedIn('Daily rate paid weekly')).toBe('day');
    expect(periodStatedIn('We pay well.')).toBeNull();
  });
});

describe('numbers (issue #31)', () => {
  it.each([
    ['18.8112', { min: 18.8112, max: 18.8112, period: null }],
    ['$26.104 - $30.5', { min: 26.104, max: 30.5, period: null }],
    ['1.5k a month', { min: 1500, max: 1500, period: 'month' }],
  ])('%s is read as whole numbers', (text, expected) => {
    expect(parseSalaryText(text)).toEqual(expected);
  });

  it('rounds to cents only when storing', () => {
    expect(payFromAmounts(18.8112, 26.104, 'hour')).toMatchObject({ hourlyPayMin: 18.81, hourlyPayMax: 26.1 });
  });

  it('guesses hourly from a lower bound under 100 and yearly from an upper one of 10,000 or more', () => {
    expect(periodFromMagnitude(51, 150)).toBe('hour');
    expect(periodFromMagnitude(160, 200)).toBeNull();
    expect(periodFromMagnitude(45_000, 60_000)).toBe('year');
    expect(periodFromMagnitude(null, 9000)).toBeNull();
  });
});

describe('pay periods and plausibility (issue #20)', () => {
  it('reads the period from the text of each row', () => {
    expect(parseSalaryText('$800 a week')).toEqual({ min: 800, max: 800, period: 'week' });
    expect(parseSalaryText('$6,364 - $8,727 a month')).toEqual({ min: 6364, max: 8727, period: 'month' });
    expect(parseSalaryText('$200 per diem')).toEqual({ min: 200, max: 200, period: 'day' });
  });

  it('never reads a negative figure as pay', () => {
    expect(parseSalaryText('-1')).toBeNull();
    expect(payFromText('-1')).toEqual({ pay: NO_PAY, unknownPeriod: false, notes: [] });
  });

  it('reads a pay-period column’s words, the feed’s own first', () => {
    expect(periodFromWord('Hourly')).toBe('hour');
    expect(periodFromWord('per annum')).toBe('year');
    expect(periodFromWord('Per Diem')).toBe('day');
    expect(periodFromWord('wk.')).toBe('week');
    expect(periodFromWord('fortnightly')).toBeNull();
    expect(periodFromWord('Bi-Weekly', { 'bi-weekly': 'week' })).toBe('week');
  });

  it('flags a yearly salary under 10,000 and an hourly rate over 300', () => {
    expect(implausiblePay(payFromAmounts(800, 800, 'month'))).toBe('pay left out: yearly salary under 10,000');
    expect(implausiblePay(payFromAmounts(500, 500, 'hour'))).toBe('pay left out: hourly rate over 300');
    expect(implausiblePay(payFromAmounts(25, 30, 'hour'))).toBeNull();
    expect(implausiblePay(payFromAmounts(50_000, 60_000, 'year'))).toBeNull();
  });
});
