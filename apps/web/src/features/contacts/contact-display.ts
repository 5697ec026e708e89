import {
  CONTACT_SOURCE_TEXTS,
  EMAIL_VERIFICATION_STATUSES,
  type EmailVerificationStatus,
  isEmailShown,
  isPhoneShown,
  type LeadContact,
  PHONE_VERIFICATION_STATUSES,
  type PhoneVerificationStatus,
} from '@agencyscout/contracts';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * Pure display rules of a contact (outreach-integrations-admin 'Outreach list screen'; prospecting-core §2.4):
 * e-mail and phone values by verification status, phones in national format, the contact's name.
 */

export type ContactTone = 'success' | 'warning' | 'error' | 'grey' | 'plain';

/** One e-mail or phone as shown: the value, its colour, whether it carries the verified icon, and its status. */
export interface ContactValueView {
  value: string;
  tone: ContactTone;
  icon: boolean;
  status: string | null;
}

/**
 * The contact's e-mail as shown: valid (green, check icon) and catchall (warning, no icon) are shown; invalid and
 * unknown are hidden except for the primary contact, where they show in their colour; no status shows plainly.
 * The server already leaves hidden values out; this repeats the rule so a value is never shown by mistake.
 */
export function emailView(contact: Pick<LeadContact, 'email' | 'emailStatus' | 'isPrimary'>): ContactValueView | null {
  return valueView(contact.email, contact.emailStatus, contact.isPrimary, EMAIL_VERIFICATION_STATUSES, isEmailShown);
}

/** A phone as shown: 'Verified - …' green with icon; not verified and company numbers grey; mismatches hidden. */
export function phoneView(
  value: string | null,
  status: PhoneVerificationStatus | null,
  isPrimary: boolean,
): ContactValueView | null {
  return valueView(value, status, isPrimary, PHONE_VERIFICATION_STATUSES, isPhoneShown);
}

function valueView<Status extends EmailVerificationStatus | PhoneVerificationStatus>(
  value: string | null,
  status: Status | null,
  isPrimary: boolean,
  table: Record<Status, { tone: string; icon: boolean }>,
  isShown: (status: Status | null, isPrimary: boolean) => boolean,
): ContactValueView | null {
  if (!value || !isShown(status, isPrimary)) return null;
  if (status === null) return { value, tone: 'plain', icon: false, status: null };
  const display = table[status];
  return { value, tone: display.tone as ContactTone, icon: display.icon, status };
}

/** The theme colour of a tone. */
export function toneColor(tone: ContactTone): string {
  const colors: Record<ContactTone, string> = {
    success: 'success.main',
    warning: 'warning.main',
    error: 'error.main',
    grey: 'text.secondary',
    plain: 'text.primary',
  };
  return colors[tone];
}

/** 'Zoe Zimmer'. */
export function contactName(
  contact: Pick<LeadContact, 'firstName' | 'lastName'> & Partial<Pick<LeadContact, 'roleBased'>>,
): string {
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
  if (name) return name;
  // A posting's general address (jobs@, careers@) or a contact whose name the posting did not give (issue #32).
  return contact.roleBased ? CONTACT_SOURCE_TEXTS.generalAddress : CONTACT_SOURCE_TEXTS.unnamed;
}

/**
 * A phone in national format ('(512) 555-0101'), read as a US number when it has no country code; the text as
 * given when it cannot be parsed. `dial` is the tel: target (E.164 when parsed).
 */
export function formatPhone(value: string): { display: string; dial: string } {
  const parsed = parsePhoneNumberFromString(value, 'US');
  if (!parsed?.isPossible()) return { display: value, dial: `tel:${value.replace(/[^\d+]/g, '')}` };
  const display =
    parsed.country === 'US' || parsed.country === 'CA' ? parsed.formatNational() : parsed.formatInternational();
  return { display, dial: parsed.getURI() };
}
