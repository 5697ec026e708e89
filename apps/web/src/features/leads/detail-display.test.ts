import { describe, expect, it } from 'vitest';
import { externalUrl } from '../../lib/formatting.ts';
import { companyAddressLines, neighbourWindow } from './detail-display.ts';
import { makeHit } from './test-support.tsx';

describe('neighbour strip (prospecting-core §2.4)', () => {
  const list = [1, 2, 3, 4, 5].map((id) => makeHit({ id }));
  const ids = (window: ReturnType<typeof neighbourWindow>) => window.items.map((hit) => hit.id);

  it('shows three leads around the current one, clamped at the ends', () => {
    expect(ids(neighbourWindow(list, 3))).toEqual([2, 3, 4]);
    expect(ids(neighbourWindow(list, 1))).toEqual([1, 2, 3]);
    expect(ids(neighbourWindow(list, 5))).toEqual([3, 4, 5]);
  });

  it('steps to the previous and next lead, wrapping to the start and the end', () => {
    expect(neighbourWindow(list, 3)).toMatchObject({ previous: { id: 2 }, next: { id: 4 } });
    expect(neighbourWindow(list, 5).next?.id).toBe(1);
    expect(neighbourWindow(list, 1).previous?.id).toBe(5);
  });

  it('starts at the first lead when the current one is not in the list, and is empty without a list', () => {
    expect(neighbourWindow(list, 99)).toMatchObject({ index: -1, next: { id: 1 } });
    expect(ids(neighbourWindow(list, 99))).toEqual([1, 2, 3]);
    expect(neighbourWindow([], 1).items).toEqual([]);
    expect(ids(neighbourWindow(list.slice(0, 2), 2))).toEqual([1, 2]);
  });
});

describe('company facts', () => {
  it('builds address lines and safe external links', () => {
    const company = {
      address: '1 Main St',
      address2: null,
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
      country: 'US',
    };
    expect(companyAddressLines(company as never)).toEqual(['1 Main St', 'Chicago, IL 60601', 'US']);
    expect(externalUrl('acme.example')).toBe('https://acme.example/');
    expect(externalUrl('http://acme.example/careers')).toBe('http://acme.example/careers');
    expect(externalUrl('javascript:alert(1)')).toBeUndefined();
    expect(externalUrl('')).toBeUndefined();
  });
});
