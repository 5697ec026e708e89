/**
 * Contacts named in postings, stored (issue #32 point 3; docs/decisions.md 'Contacts from postings'). Both doors
 * call this in their write transaction: file imports (importers/lead-writer.ts) for the leads they inserted or
 * changed, polled sources (modules/sources/lifecycle.ts) for new and changed postings.
 *
 * A contact is one per company and e-mail address or phone number, whatever its source: a posting naming an
 * address the company already has (from the CRM, by hand, from another posting) links to that contact instead of
 * adding one. Only contacts of source 'posting' are completed from later postings. Re-reading the same posting
 * adds nothing.
 */
import { parsePhoneNumberWithError } from 'libphonenumber-js/max';
import type { Db } from '../../db/kysely.ts';
import { extractPostingContacts, type PostingContact } from './extract.ts';
import {
  contactsOfCompanies,
  fillPostingContact,
  insertPostingContacts,
  type KnownContact,
  linkContactPostings,
  type NewPostingContact,
  postingContactSourceId,
} from './repository.ts';

/** A posting as written: its lead, company and the description and country its contacts are read from. */
export interface WrittenPosting {
  leadId: number;
  companyId: number | null;
  /** Sanitised HTML or plain text. */
  description: string | null;
  /** ISO 3166-1 alpha-2; the region of phone numbers written without '+'. */
  country: string | null;
}

export interface PostingContactCounts {
  /** Contacts added. */
  added: number;
  /** Links from contacts to postings added (a contact named again by a new posting adds a link). */
  linked: number;
}

/** Digits of a phone number with its country code, for comparing numbers however they are written. */
function phoneDigits(phone: string | null): string[] {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits === '') return [];
  // A North American number stored without its country code compares with '1' in front.
  return digits.length === 10 ? [digits, `1${digits}`] : [digits];
}

/** A stored phone as it is shown: the international form ('+1 416 555 0134'). */
function displayPhone(e164: string | null): string | null {
  if (e164 === null) return null;
  try {
    return parsePhoneNumberWithError(e164).formatInternational();
  } catch {
    return e164;
  }
}

/** Whether a posting's contact would gain a name, address, number or position from what a posting says. */
function adds(known: KnownContact, item: PostingContact): boolean {
  return (
    (known.firstName === '' && item.firstName !== '') ||
    (known.email === null && item.email !== null) ||
    (known.officePhone === null && item.phone !== null) ||
    (known.position === null && item.position !== null)
  );
}

/** A new contact named twice in one batch: the second naming fills what the first lacked. */
function completeDraft(
  draft: NewPostingContact,
  values: Pick<NewPostingContact, 'firstName' | 'lastName' | 'position' | 'email' | 'officePhone' | 'phoneExtension'>,
  roleBased: boolean,
): void {
  if (draft.firstName === '' && values.firstName !== '') {
    draft.firstName = values.firstName;
    draft.lastName = values.lastName;
    draft.roleBased = draft.roleBased && roleBased;
  }
  draft.position ??= values.position;
  draft.email ??= values.email;
  if (draft.officePhone === null && values.officePhone !== null) {
    draft.officePhone = values.officePhone;
    draft.phoneExtension = values.phoneExtension;
  }
}

/** Contacts by company and address or number ('12|e:jane@acme.com', '12|p:14165550134'). */
class ContactIndex {
  private readonly byKey = new Map<string, KnownContact>();

  add(contact: KnownContact): void {
    for (const key of this.keys(contact.companyId, contact.email, [contact.officePhone, contact.phoneNumber])) {
      if (!this.byKey.has(key)) this.byKey.set(key, contact);
    }
  }

  find(companyId: number, found: PostingContact): KnownContact | undefined {
    for (const key of this.keys(companyId, found.email, [found.phone])) {
      const known = this.byKey.get(key);
      if (known) return known;
    }
    return undefined;
  }

  private keys(companyId: number, email: string | null, phones: readonly (string | null)[]): string[] {
    const keys = email ? [`${companyId}|e:${email.toLowerCase()}`] : [];
    for (const phone of phones) for (const digits of phoneDigits(phone)) keys.push(`${companyId}|p:${digits}`);
    return keys;
  }
}

/** The contacts each posting with a company names, with its company and lead. */
function contactsNamed(postings: readonly WrittenPosting[]) {
  return postings.flatMap((posting) => {
    const { companyId } = posting;
    if (companyId === null) return [];
    return extractPostingContacts(posting.description, posting.country).map((contact) => ({
      ...contact,
      companyId,
      leadId: posting.leadId,
    }));
  });
}

/**
 * Extracts the contacts of the postings and stores them as contacts of the postings' companies, source 'posting',
 * linked to the postings. Postings without a company are skipped. Run it in the caller's transaction.
 */
export async function recordPostingContacts(
  db: Db,
  postings: readonly WrittenPosting[],
  now: Date = new Date(),
): Promise<PostingContactCounts> {
  const found = contactsNamed(postings);
  if (found.length === 0) return { added: 0, linked: 0 };
  const index = new ContactIndex();
  for (const known of await contactsOfCompanies(db, [...new Set(found.map((item) => item.companyId))])) {
    index.add(known);
  }
  const links: { contactId: number; leadId: number }[] = [];
  // Contacts new to their company, written together after the loop; in the index under negative ids.
  const drafts: (NewPostingContact & { leadIds: number[] })[] = [];
  for (const item of found) {
    const values = {
      firstName: item.firstName,
      lastName: item.lastName,
      position: item.position,
      email: item.email,
      officePhone: displayPhone(item.phone),
      phoneExtension: item.phoneExtension,
    };
    const known = index.find(item.companyId, item);
    const draft = known && known.id < 0 ? drafts[-known.id - 1] : undefined;
    if (draft) {
      completeDraft(draft, values, item.roleBased);
      draft.leadIds.push(item.leadId);
      index.add({ ...known, ...draft, id: known?.id ?? 0, source: 'posting', phoneNumber: null });
    } else if (known) {
      links.push({ contactId: known.id, leadId: item.leadId });
      if (known.source === 'posting' && adds(known, item)) {
        await fillPostingContact(db, known.id, values);
        index.add({ ...known, email: known.email ?? item.email, officePhone: known.officePhone ?? values.officePhone });
      }
    } else {
      const sourceId = postingContactSourceId(item.companyId, item.email, item.phone);
      const { companyId, roleBased, leadId } = item;
      drafts.push({ ...values, companyId, roleBased, sourceId, sourceLeadId: leadId, leadIds: [leadId] });
      index.add({ ...values, id: -drafts.length, companyId, source: 'posting', phoneNumber: null, roleBased });
    }
  }
  const { ids, inserted: added } = await insertPostingContacts(db, drafts, now);
  for (const draft of drafts) {
    const contactId = ids.get(`${draft.companyId}|${draft.sourceId}`);
    if (contactId !== undefined) for (const leadId of draft.leadIds) links.push({ contactId, leadId });
  }
  return { added, linked: await linkContactPostings(db, links, now) };
}
