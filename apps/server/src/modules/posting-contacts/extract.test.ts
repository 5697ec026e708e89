/**
 * Contact extraction from postings (issue #32 point 3) on small made-up descriptions, one case a file
 * (fixtures/): plain text, HTML with mailto and tel links, several contacts, numbers inside URLs, dates and pay
 * that look like numbers, international formats, a name without a cue, generic and platform addresses.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyAddress } from './addresses.ts';
import { extractPostingContacts, type PostingContact, phoneRegion } from './extract.ts';

function fixture(name: string): string {
  return readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
}

function contact(values: Partial<PostingContact>): PostingContact {
  return {
    firstName: '',
    lastName: '',
    position: null,
    email: null,
    phone: null,
    phoneExtension: null,
    roleBased: false,
    ...values,
  };
}

describe('extractPostingContacts', () => {
  it('reads a name after a cue with its address and number from plain text', () => {
    expect(extractPostingContacts(fixture('plain.txt'), 'CA')).toEqual([
      contact({ firstName: 'Jane', lastName: 'Doe', email: 'jane.doe@northwind-foods.ca', phone: '+14165550134' }),
    ]);
  });

  it('reads mailto and tel links of HTML, never the careers page address', () => {
    expect(extractPostingContacts(fixture('html-links.html'), 'US')).toEqual([
      contact({
        firstName: 'Priya',
        lastName: 'Natarajan',
        email: 'priya.natarajan@harbourlogistics.com',
        phone: '+16175550142',
      }),
    ]);
  });

  it('reads several contacts with their positions, and the generic address as a role', () => {
    expect(extractPostingContacts(fixture('several.html'), 'US')).toEqual([
      contact({
        firstName: 'Marcus',
        lastName: 'Whitfield',
        position: 'Recruiter',
        email: 'marcus.whitfield@bluepeak.io',
        phone: '+13035550117',
      }),
      contact({
        firstName: 'Elena',
        lastName: 'Vasquez',
        position: 'Hiring Manager',
        email: 'elena.vasquez@bluepeak.io',
      }),
      contact({ email: 'careers@bluepeak.io', roleBased: true }),
    ]);
  });

  it('takes nothing from inside web addresses', () => {
    expect(extractPostingContacts(fixture('phone-in-url.txt'), 'US')).toEqual([]);
  });

  it('does not read pay, dates, times or requisition numbers as phones', () => {
    expect(extractPostingContacts(fixture('numbers-not-phones.txt'), 'US')).toEqual([]);
  });

  it('reads +44 and +1 numbers, and national numbers in the posting country', () => {
    expect(extractPostingContacts(fixture('international.txt'), 'GB')).toEqual([
      contact({
        firstName: 'Oliver',
        lastName: 'Bennett',
        email: 'oliver.bennett@thamesgrid.co.uk',
        phone: '+442079460958',
      }),
      contact({ firstName: 'Sarah', lastName: 'Kim', email: 'sarah.kim@thamesgrid.com', phone: '+12125550187' }),
      contact({ phone: '+442079460321', roleBased: true }),
    ]);
  });

  it('takes no name without an explicit contact cue', () => {
    expect(extractPostingContacts(fixture('name-without-cue.txt'), 'US')).toEqual([]);
    expect(extractPostingContacts('Email Michael Torres at m.torres@acme-tools.com', 'US')).toEqual([
      contact({ email: 'm.torres@acme-tools.com' }),
    ]);
  });

  it('keeps generic addresses as the company general address, flagged role-based', () => {
    expect(extractPostingContacts(fixture('generic.txt'), 'CA')).toEqual([
      contact({ email: 'jobs@cedarcare.org', phone: '+16045550163', roleBased: true }),
      contact({ email: 'hr@cedarcare.org', roleBased: true }),
    ]);
  });

  it("ignores the platform's own, no-reply and placeholder addresses", () => {
    expect(extractPostingContacts(fixture('platform.txt'), 'US')).toEqual([
      contact({ firstName: 'Rachel', lastName: 'Green', email: 'rachel.green@lumenbio.com' }),
    ]);
  });

  it('merges the same address named twice in one posting', () => {
    const text = 'Contact Jane Doe (jane@acme-tools.com). Questions? jane@acme-tools.com or 212-555-0101.';
    expect(extractPostingContacts(text, 'US')).toEqual([
      contact({ firstName: 'Jane', lastName: 'Doe', email: 'jane@acme-tools.com', phone: '+12125550101' }),
    ]);
  });

  it('skips empty descriptions and texts without an address or number', () => {
    expect(extractPostingContacts(null, 'US')).toEqual([]);
    expect(extractPostingContacts('<p>Contact Jane Doe for details.</p>', 'US')).toEqual([]);
  });
});

describe('classifyAddress', () => {
  it.each([
    ['jane.doe@acme.com', 'person'],
    ['jobs@acme.com', 'role'],
    ['careers.toronto@acme.com', 'role'],
    ['HR@Acme.com', 'role'],
    ['noreply@greenhouse.io', 'ignored'],
    ['jane@hire.lever.co', 'ignored'],
    ['no-reply@acme.com', 'ignored'],
    ['someone@example.com', 'ignored'],
    ['someone@acme.test', 'ignored'],
    ['not-an-address@', 'ignored'],
  ])('%s is %s', (address, verdict) => {
    expect(classifyAddress(address)).toBe(verdict);
  });
});

describe('phoneRegion', () => {
  it('is the posting country, else the US', () => {
    expect(phoneRegion('GB')).toBe('GB');
    expect(phoneRegion('ca')).toBe('CA');
    expect(phoneRegion(null)).toBe('US');
    expect(phoneRegion('XX')).toBe('US');
  });
});
