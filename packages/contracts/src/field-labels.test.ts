import { describe, expect, it } from 'vitest';
import { FIELD_LABELS, fieldLabel, fieldPathLabel } from './field-labels.ts';
import { RESEARCH_REQUEST_TEXTS } from './research-requests.ts';

/** A camelCase or PascalCase identifier, the shape of a raw field name. */
const IDENTIFIER = /\b[a-z]+[A-Z][a-zA-Z]*\b|\b[A-Z][a-z]+[A-Z][a-zA-Z]*\b/;

describe('field labels (issue #30 human labels)', () => {
  it('names the fields the first day found raw as words', () => {
    expect(fieldLabel('EmploymentType')).toBe('Employment Type');
    expect(fieldLabel('SpecificRequirement')).toBe('Specific Requirement');
    expect(fieldLabel('EmailId')).toBe('E-mail');
    expect(fieldLabel('NoOfusers')).toBe('Number of Users');
    expect(fieldLabel('noOfusers')).toBe('Number of Users');
  });

  it('splits names it does not know into words', () => {
    expect(fieldLabel('callListId')).toBe('Call list ID');
    expect(fieldLabel('first_name')).toBe('First name');
    expect(fieldLabel('HTMLBody')).toBe('HTML body');
    expect(fieldLabel('q')).toBe('Q');
  });

  it('has no label that is itself an identifier', () => {
    for (const label of [...Object.values(FIELD_LABELS), ...Object.values(RESEARCH_REQUEST_TEXTS)]) {
      expect(label).not.toMatch(IDENTIFIER);
    }
  });

  it('labels a path with its list positions from 1', () => {
    expect(fieldPathLabel('/locations/0/latitude')).toBe('Locations item 1 › Latitude');
    expect(fieldPathLabel('employmentTypes[1]')).toBe('Employment Type item 2');
    expect(fieldPathLabel(['search', 'keyWords'])).toBe('Search › Keywords');
    expect(fieldPathLabel('/0')).toBe('Item 1');
    expect(fieldPathLabel('')).toBe('');
  });
});
