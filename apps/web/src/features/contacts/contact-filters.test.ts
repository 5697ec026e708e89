import { describe, expect, it } from 'vitest';
import { contactSearchQuery, EMPTY_CONTACT_FILTERS, togglePosition } from './contact-filters.ts';

describe('contact search query (outreach-integrations-admin §3, prospecting-core §5)', () => {
  it('drops empty values, joins company sizes with * and pages by the page size', () => {
    expect(contactSearchQuery(EMPTY_CONTACT_FILTERS, 1, 25)).toEqual({
      offset: 0,
      count: 25,
      contactName: undefined,
      contactPosition: undefined,
      companyName: undefined,
      location: undefined,
      email: undefined,
      EmployeeRange: undefined,
      callListId: undefined,
    });
    const query = contactSearchQuery(
      { ...EMPTY_CONTACT_FILTERS, contactName: ' ann ', employeeRange: ['1,001-5,000', '51-200'], callListId: '-1' },
      3,
      50,
    );
    expect(query).toMatchObject({
      offset: 100,
      count: 50,
      contactName: 'ann',
      EmployeeRange: '1,001-5,000*51-200',
      callListId: -1,
    });
  });

  it("keeps 'All' on when no category is checked", () => {
    expect(togglePosition([], 'HR')).toEqual(['HR']);
    expect(togglePosition(['HR', 'Accounting'], 'HR')).toEqual(['Accounting']);
    expect(togglePosition(['HR'], 'All')).toEqual([]);
  });
});
