import type { LeadContact } from '@agencyscout/contracts';
import { describe, expect, it } from 'vitest';
import { emailView, formatPhone, phoneView } from './contact-display.ts';

const contact = (overrides: Partial<LeadContact>) => ({
  email: 'ann@acme.example',
  emailStatus: null,
  isPrimary: false,
  ...overrides,
});

describe('contact values by verification status (outreach-integrations-admin "Outreach list screen")', () => {
  it('shows valid e-mails in green with the check, catchall in warning without it, no status plainly', () => {
    expect(emailView(contact({ emailStatus: 'valid' }))).toMatchObject({ tone: 'success', icon: true });
    expect(emailView(contact({ emailStatus: 'catchall' }))).toMatchObject({ tone: 'warning', icon: false });
    expect(emailView(contact({ emailStatus: null }))).toMatchObject({ tone: 'plain', icon: false });
  });

  it('hides invalid and unknown e-mails, except for the primary contact', () => {
    expect(emailView(contact({ emailStatus: 'invalid' }))).toBeNull();
    expect(emailView(contact({ emailStatus: 'unknown' }))).toBeNull();
    expect(emailView(contact({ emailStatus: 'invalid', isPrimary: true }))).toMatchObject({
      value: 'ann@acme.example',
      tone: 'error',
    });
    expect(emailView(contact({ emailStatus: 'unknown', email: null, isPrimary: true }))).toBeNull();
  });

  it('shows verified phones green with the icon, unverified grey, and hides wrong numbers', () => {
    expect(phoneView('312', 'Verified - Voice Mail', false)).toMatchObject({ tone: 'success', icon: true });
    expect(phoneView('312', 'Verified - General Company Number', false)).toMatchObject({ tone: 'grey', icon: false });
    expect(phoneView('312', 'Valid Number - Not Verified', false)).toMatchObject({ tone: 'grey' });
    expect(phoneView('312', 'Valid Number - Mismatch', false)).toBeNull();
    expect(phoneView('312', 'Wrong Phone Number', false)).toBeNull();
    expect(phoneView('312', 'Wrong Phone Number', true)).toMatchObject({ tone: 'error' });
    expect(phoneView(null, 'Verified - Answered', true)).toBeNull();
  });
});

describe('phone format (libphonenumber-js)', () => {
  it('shows North American numbers in national format and keeps what it cannot parse', () => {
    expect(formatPhone('+1 512 555 0101')).toEqual({ display: '(512) 555-0101', dial: 'tel:+15125550101' });
    expect(formatPhone('5125550101').display).toBe('(512) 555-0101');
    expect(formatPhone('+44 20 7946 0958').display).toBe('+44 20 7946 0958');
    expect(formatPhone('call reception').display).toBe('call reception');
  });
});
