import { describe, expect, it } from 'vitest';
import { coerceParam, coercePathParams, coerceQueryParams } from './route-params.ts';

describe('coerceParam (prospecting-core §2.1)', () => {
  it.each([
    ['42', 42],
    ['-1', -1],
    ['2.5', 2.5],
    ['0', 0],
    ['-0', 0],
    ['0.75', 0.75],
    ['true', true],
    ['false', false],
  ])('turns %j into %j', (raw, expected) => {
    expect(coerceParam(raw)).toBe(expected);
  });

  it.each([
    '123e4567-e89b-12d3-a456-426614174000',
    '00000000-0000-0000-0000-000000000001',
    '',
    '007',
    'abc',
    'True',
    '1e5',
    '+5',
    '.5',
    ' 4',
    'NaN',
    'Infinity',
    '12345678901234567890',
    '42abc',
  ])('keeps %j as text', (raw) => {
    expect(coerceParam(raw)).toBe(raw);
  });
});

describe('coercePathParams', () => {
  it('coerces every present value and drops missing ones', () => {
    expect(coercePathParams({ id: '17', code: 'welcome', other: undefined })).toEqual({ id: 17, code: 'welcome' });
  });
});

describe('coerceQueryParams', () => {
  it('coerces single values and turns repeated names into arrays', () => {
    const search = new URLSearchParams('page=2&favorite=true&searchId=123e4567-e89b-12d3-a456-426614174000&r=5&r=10');
    expect(coerceQueryParams(search)).toEqual({
      page: 2,
      favorite: true,
      searchId: '123e4567-e89b-12d3-a456-426614174000',
      r: [5, 10],
    });
  });
});
