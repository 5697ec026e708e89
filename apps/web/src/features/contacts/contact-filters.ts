import {
  type CompanySizeBucket,
  type ContactPositionCategory,
  type ContactSearchQuery,
  EMPLOYEE_RANGE_SEPARATOR,
} from '@agencyscout/contracts';

/** The contact search's filters as the panel edits them (§3 'Contact search filter defaults'). */
export interface ContactFilters {
  contactName: string;
  contactPosition: ContactPositionCategory[];
  companyName: string;
  location: string;
  email: string;
  employeeRange: CompanySizeBucket[];
  /** '' for any list; a list id or -1 (Unclassified Outreach). */
  callListId: string;
}

export const EMPTY_CONTACT_FILTERS: ContactFilters = {
  contactName: '',
  contactPosition: [],
  companyName: '',
  location: '',
  email: '',
  employeeRange: [],
  callListId: '',
};

/**
 * The query of GET /companycontacts: empty values dropped, EmployeeRange joined by '*' (prospecting-core §5),
 * offset from the 1-based page.
 */
export function contactSearchQuery(filters: ContactFilters, page: number, pageSize: number): ContactSearchQuery {
  const text = (value: string) => value.trim() || undefined;
  return {
    offset: (page - 1) * pageSize,
    count: pageSize,
    contactName: text(filters.contactName),
    contactPosition: filters.contactPosition.length > 0 ? filters.contactPosition : undefined,
    companyName: text(filters.companyName),
    location: text(filters.location),
    email: text(filters.email),
    EmployeeRange: filters.employeeRange.length > 0 ? filters.employeeRange.join(EMPLOYEE_RANGE_SEPARATOR) : undefined,
    callListId: filters.callListId === '' ? undefined : Number(filters.callListId),
  };
}

/** Checking 'All' clears the categories; checking a category adds it (§5 'All is on when none is checked'). */
export function togglePosition(
  current: readonly ContactPositionCategory[],
  category: ContactPositionCategory | 'All',
): ContactPositionCategory[] {
  if (category === 'All') return [];
  return current.includes(category) ? current.filter((item) => item !== category) : [...current, category];
}
