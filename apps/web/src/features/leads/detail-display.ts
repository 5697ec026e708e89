import {
  EMAIL_VERIFICATION_STATUSES,
  type EmailVerificationStatus,
  isEmailShown,
  isPhoneShown,
  type LeadContact,
  type LeadDetailCompany,
  type LeadHit,
  PHONE_VERIFICATION_STATUSES,
  type PhoneVerificationStatus,
} from '@agencyscout/contracts';

/**
 * Pure display rules of the lead detail (prospecting-core §2.4): contact values by verification status
 * (outreach-integrations-admin 'Outreach list screen'), the neighbour strip, the company's address lines.
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

export const NEIGHBOUR_COUNT = 3;

/** The strip's three leads around the current one (clamped to the list's ends) and the previous/next leads. */
export interface NeighbourWindow {
  items: LeadHit[];
  /** Index of the current lead in the list, -1 when it is not in it. */
  index: number;
  previous: LeadHit | undefined;
  /** After the last lead comes the first again (§2.4 'wraps to the start'). */
  next: LeadHit | undefined;
}

export function neighbourWindow(list: readonly LeadHit[], leadId: number): NeighbourWindow {
  const index = list.findIndex((hit) => hit.id === leadId);
  if (list.length === 0) return { items: [], index, previous: undefined, next: undefined };
  const start = index < 0 ? 0 : Math.max(0, Math.min(index - 1, list.length - NEIGHBOUR_COUNT));
  const items = list.slice(start, start + NEIGHBOUR_COUNT);
  if (index < 0) return { items, index, previous: list.at(-1), next: list[0] };
  return {
    items,
    index,
    previous: list[(index - 1 + list.length) % list.length],
    next: list[(index + 1) % list.length],
  };
}

/** Street lines and 'City, ST 12345' of a company; empty parts are left out. */
export function companyAddressLines(company: LeadDetailCompany): string[] {
  const place = [company.city, [company.state, company.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [company.address, company.address2, place, company.country].filter((line): line is string => Boolean(line));
}

/** A web address as a link target: 'acme.com' becomes 'https://acme.com'; anything but http(s) is refused. */
export function externalUrl(url: string | null | undefined): string | undefined {
  const trimmed = url?.trim();
  if (!trimmed) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const parsed = new URL(withScheme);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** 'Zoe Zimmer'. */
export function contactName(contact: Pick<LeadContact, 'firstName' | 'lastName'>): string {
  return [contact.firstName, contact.lastName].filter(Boolean).join(' ');
}
