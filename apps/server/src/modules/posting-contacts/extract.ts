/**
 * Contacts a job posting publishes in its description (issue #32 point 3; rules in docs/decisions.md 'Contacts
 * from postings'): e-mail addresses (validated, the platform's own and made-up ones ignored, role-based ones kept
 * as the company's general address), phone numbers (libphonenumber-js's text search, the posting's country as the
 * default region) and names, only right after an explicit contact cue ('Contact Jane Doe', 'Recruiter: Jane Doe').
 * An address or number belongs to the name or address just before it, when that is close and lacks one.
 */
import { type CountryCode, findNumbers, isSupportedCountry, type PhoneNumber } from 'libphonenumber-js/max';
import { classifyAddress, EMAIL_CANDIDATE } from './addresses.ts';
import { postingText } from './posting-text.ts';

/** One contact of a posting. Names are '' when the posting gives none. */
export interface PostingContact {
  firstName: string;
  lastName: string;
  /** 'Recruiter', 'Hiring Manager' when the cue or the words after the name say so. */
  position: string | null;
  /** Lower-cased. */
  email: string | null;
  /** E.164 ('+14165550134'). */
  phone: string | null;
  phoneExtension: string | null;
  /** The company's general address or line (jobs@, careers@, a number without a person), not a person. */
  roleBased: boolean;
}

/** Most characters between a contact and the address or number that joins it. */
const ATTACH_GAP = 120;
/** Texts without an '@' or a run of 7+ digits with separators hold nothing to find: skipped without parsing. */
const MAY_HOLD_CONTACT = /@|mailto:|tel:|\d[\d\s().-]{5,}\d/i;

/** Explicit contact cues; a name is taken only right after one (the filler words between may follow). */
const CUES: readonly { pattern: RegExp; position: string | null }[] = [
  { pattern: /\brecruiter\s*:/giu, position: 'Recruiter' },
  { pattern: /\bhiring manager\s*:/giu, position: 'Hiring Manager' },
  {
    pattern: /\b(?:talent acquisition(?: partner)?|recruiting contact|point of contact|contact person)\s*:/giu,
    position: null,
  },
  { pattern: /\bquestions\s*\?/giu, position: null },
  { pattern: /\breach out to\b/giu, position: null },
  {
    pattern:
      /\b(?:send|e-?mail|submit)\s+(?:your|a|an)?\s*(?:updated\s+)?(?:resume|résumé|cv|application)s?(?:\s+and\s+(?:a\s+)?cover\s+letter)?\s+to\b/giu,
    position: null,
  },
  { pattern: /\bcontact(?:ing)?\b/giu, position: null },
];
/** Words that may stand between a cue and the name ('Questions? Please e-mail our recruiter, Jane Doe'). */
const FILLER =
  /(?:[\s:,–—-]+|please\b|feel free to\b|(?:do not|don't) hesitate to\b|contact\b|e-?mail\b|call\b|reach out to\b|write to\b|our\b|your\b|the\b|(?:senior\s+)?recruiter\b|hiring manager\b|talent acquisition(?: partner)?\b|recruiting (?:lead|manager|coordinator)\b)*/iuy;
const WORD = "(?:Mc|Mac|O['’]|D['’])?\\p{Lu}\\p{Ll}+(?:-\\p{Lu}\\p{Ll}+)?";
/** A first and last name (with an optional title and middle initial), capitalised as names are. */
const NAME = new RegExp(
  `(?:(?:Mr|Ms|Mrs|Dr)\\.?\\s+)?(${WORD})(?:\\s+\\p{Lu}\\.)?\\s+((?:(?:van|von|de|da|del|der|le|la)\\s+)?${WORD})`,
  'uy',
);
/** Capitalised words that follow a cue but are not names ('Contact Human Resources', 'Contact Us Today'). */
const NOT_NAMES = new Set(
  (
    'us our the this that human resources team talent acquisition recruiting recruitment hiring manager department ' +
    'office careers career jobs job info information email e-mail phone call support customer service services ' +
    'center centre hr people operations staff please apply today now questions with at via for regarding your a an ' +
    'corp inc llc ltd group company solutions technologies partners agency firm hospital university school ' +
    'management payroll benefits admissions sales marketing account accounts form details page website online ' +
    'monday tuesday wednesday thursday friday saturday sunday january february march april may june july august ' +
    'september october november december'
  ).split(' '),
);
/** A position written right after the name ('Jane Doe, Senior Recruiter'). */
const POSITION_AFTER =
  /^\s*[,(–—-]\s*((?:senior |sr\.? |lead |principal |technical )?(?:recruiter|talent acquisition(?: partner| specialist| manager| lead)?|hiring manager|recruiting (?:manager|coordinator|lead|partner)|(?:hr|human resources) (?:manager|generalist|business partner|director|coordinator)|people partner|sourcer|engineering manager|nurse manager|director of [a-z ]{3,30}))\b/i;

type Found =
  | { kind: 'name'; start: number; end: number; firstName: string; lastName: string; position: string | null }
  | { kind: 'email'; start: number; end: number; email: string; roleBased: boolean }
  | { kind: 'phone'; start: number; end: number; phone: string; extension: string | null };

function isName(first: string, last: string): boolean {
  return !NOT_NAMES.has(first.toLowerCase()) && !NOT_NAMES.has(last.toLowerCase());
}

function positionOf(text: string, cuePosition: string | null, filler: string): string | null {
  const written = POSITION_AFTER.exec(text)?.[1];
  if (written) return written.replace(/\b\p{Ll}/gu, (letter) => letter.toUpperCase());
  if (cuePosition) return cuePosition;
  if (/hiring manager/i.test(filler)) return 'Hiring Manager';
  if (/recruiter/i.test(filler)) return 'Recruiter';
  return null;
}

function findNames(text: string): Found[] {
  const names = new Map<number, Found>();
  for (const cue of CUES) {
    for (const match of text.matchAll(cue.pattern)) {
      FILLER.lastIndex = match.index + match[0].length;
      const filler = FILLER.exec(text)?.[0] ?? '';
      NAME.lastIndex = match.index + match[0].length + filler.length;
      const name = NAME.exec(text);
      if (!name?.[1] || !name[2] || names.has(name.index)) continue;
      if (!isName(name[1], name[2])) continue;
      const end = name.index + name[0].length;
      names.set(name.index, {
        kind: 'name',
        start: name.index,
        end,
        firstName: name[1],
        lastName: name[2],
        position: positionOf(text.slice(end, end + 80), cue.position, filler),
      });
    }
  }
  return [...names.values()];
}

function findEmails(text: string): Found[] {
  return [...text.matchAll(EMAIL_CANDIDATE)].flatMap((match): Found[] => {
    const email = match[0].replace(/[.'-]+$/, '').toLowerCase();
    const verdict = classifyAddress(email);
    if (verdict === 'ignored') return [];
    return [
      { kind: 'email', start: match.index, end: match.index + email.length, email, roleBased: verdict === 'role' },
    ];
  });
}

/** Separators a written phone number has ('416-555-0134', '+44 20 …'); a bare digit run is an id or a date. */
const WRITTEN_AS_PHONE = /^\+|[\s().-]/;

/**
 * Runs of digits that may be phone numbers; libphonenumber-js searches only around them (searching a 3 KB
 * description whole took ~5 ms, most of a posting's extraction time; docs/performance.md).
 */
const PHONE_CANDIDATE = /[+(]?\d[\d\s().-]{5,}\d/g;

function findPhones(text: string, region: CountryCode): Found[] {
  const phones = new Map<number, Found>();
  for (const candidate of text.matchAll(PHONE_CANDIDATE)) {
    const from = Math.max(0, candidate.index - 8);
    const window = text.slice(from, candidate.index + candidate[0].length + 24);
    const numbers = findNumbers(window, {
      defaultCountry: region,
      v2: true,
      leniency: 'VALID',
    } as never) as unknown as {
      number: PhoneNumber;
      startsAt: number;
      endsAt: number;
    }[];
    for (const found of numbers) {
      const start = from + found.startsAt;
      const end = from + found.endsAt;
      const raw = text.slice(start, end);
      const before = text.slice(Math.max(0, start - 2), start);
      if (phones.has(start) || !WRITTEN_AS_PHONE.test(raw) || /[$€£#]\s?$/.test(before)) continue;
      phones.set(start, { kind: 'phone', start, end, phone: found.number.number, extension: found.number.ext ?? null });
    }
  }
  return [...phones.values()];
}

/** The default region for numbers written without a country code: the posting's country, else the US. */
export function phoneRegion(country: string | null | undefined): CountryCode {
  const code = (country ?? '').toUpperCase();
  return isSupportedCountry(code) ? code : 'US';
}

interface Open {
  contact: PostingContact;
  end: number;
}

function emptyContact(roleBased: boolean): PostingContact {
  return { firstName: '', lastName: '', position: null, email: null, phone: null, phoneExtension: null, roleBased };
}

type PhoneFound = Extract<Found, { kind: 'phone' }>;

function withPhone(contact: PostingContact, phone: PhoneFound): void {
  contact.phone = phone.phone;
  contact.phoneExtension = phone.extension;
}

/**
 * Joins names, addresses and numbers in text order: each joins the contact just before it when close and free; a
 * number with no contact before it joins the next one when close ('Tel. +49 30 901820, anna.becker@…'), else it
 * is the company's general line.
 */
function assemble(items: readonly Found[]): PostingContact[] {
  const open: Open[] = [];
  const general: PostingContact[] = [];
  let pending: PhoneFound | undefined;
  const opened = (entry: Open, start: number) => {
    if (pending && start - pending.end <= ATTACH_GAP) withPhone(entry.contact, pending);
    else if (pending) general.push(withGeneralPhone(pending));
    pending = undefined;
    open.push(entry);
  };
  for (const item of [...items].sort((a, b) => a.start - b.start)) {
    const last = open.at(-1);
    const near = last !== undefined && item.start - last.end <= ATTACH_GAP ? last : undefined;
    if (item.kind === 'name') {
      const { firstName, lastName, position } = item;
      opened({ contact: { ...emptyContact(false), firstName, lastName, position }, end: item.end }, item.start);
    } else if (item.kind === 'email') {
      if (near && near.contact.email === null && near.contact.roleBased === item.roleBased) {
        near.contact.email = item.email;
        near.end = item.end;
      } else opened({ contact: { ...emptyContact(item.roleBased), email: item.email }, end: item.end }, item.start);
    } else if (near && near.contact.phone === null) {
      withPhone(near.contact, item);
      near.end = item.end;
    } else {
      if (pending) general.push(withGeneralPhone(pending));
      pending = item;
    }
  }
  if (pending) general.push(withGeneralPhone(pending));
  return [...open.map((entry) => entry.contact), ...general];
}

function withGeneralPhone(phone: PhoneFound): PostingContact {
  const contact = emptyContact(true);
  withPhone(contact, phone);
  return contact;
}

/** Contacts with the same address or number are one (the first keeps its name; the others fill what it lacks). */
export function mergeSame(contacts: readonly PostingContact[]): PostingContact[] {
  const merged: PostingContact[] = [];
  for (const contact of contacts) {
    const same = merged.find(
      (kept) =>
        (contact.email !== null && kept.email === contact.email) ||
        (contact.phone !== null && kept.phone === contact.phone),
    );
    if (!same) {
      merged.push({ ...contact });
      continue;
    }
    same.email ??= contact.email;
    same.phone ??= contact.phone;
    same.phoneExtension ??= contact.phoneExtension;
    same.position ??= contact.position;
    if (same.firstName === '' && contact.firstName !== '') {
      same.firstName = contact.firstName;
      same.lastName = contact.lastName;
      same.roleBased = contact.roleBased && same.roleBased;
    }
  }
  return merged;
}

/**
 * The contacts a description (HTML or plain text) publishes. A name without an address or number is left out:
 * nothing would reach that person, and nothing would tell two of them apart.
 * @param country the posting's ISO 3166-1 alpha-2 country: the region of numbers without '+'.
 */
export function extractPostingContacts(description: string | null, country: string | null): PostingContact[] {
  if (!description || !MAY_HOLD_CONTACT.test(description)) return [];
  const text = postingText(description);
  const items = [...findNames(text), ...findEmails(text), ...findPhones(text, phoneRegion(country))];
  if (!items.some((item) => item.kind !== 'name')) return [];
  return mergeSame(assemble(items).filter((contact) => contact.email !== null || contact.phone !== null));
}
