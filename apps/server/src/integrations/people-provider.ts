/**
 * What 'Find people' asks of a contact-data provider (issue #32 point 5), whichever it is (Apollo, People Data
 * Labs): people at a web domain whose titles contain one of the given words. Each client checks every person of
 * the answer on its own: a person that is not the documented shape, or carries markup or control characters in a
 * name, is skipped and counted, never stored; an answer that is not the documented shape as a whole is a
 * ProviderError('malformed').
 */
import { z } from 'zod';

/** A person as the provider returned it, checked. */
export interface ProviderPerson {
  /** The provider's own id of the person (Apollo `id`, PDL `id`). */
  providerPersonId: string;
  firstName: string;
  lastName: string;
  title: string | null;
  email: string | null;
  linkedinUrl: string | null;
}

export interface PeopleSearch {
  /** The company's web domain ('acme.com'). */
  domain: string;
  /** Title words; a person matches when their title contains one. */
  titles: string[];
  /** People wanted at most (found by the search, new and known). */
  size: number;
  /** Provider ids of people the organisation already paid for: listed in `known`, never enriched again. */
  paid: ReadonlySet<string>;
  /** New people to enrich at most (the organisation's credits left). */
  maxNew: number;
}

export interface PeopleFound {
  /** New people, enriched (at most `maxNew`). */
  people: ProviderPerson[];
  /** Provider ids of found people the organisation already paid for. */
  known: string[];
  /** People of the answer skipped as malformed or hostile. */
  skipped: number;
}

export interface PeopleProviderClient {
  kind: 'apollo' | 'pdl';
  /** @throws ProviderError when the provider fails or answers something that is not its API's shape. */
  findPeople(search: PeopleSearch): Promise<PeopleFound>;
}

/** A name or title as stored: printable text without markup, at most `max` characters. */
export const cleanText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => !/[<>\p{Cc}]/u.test(text), 'markup or control characters');

/** An optional text field: absent, null or empty reads as null; anything else must be clean. */
export const optionalText = (max: number) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), cleanText(max).nullable());

/** An address the product can send to (a plain syntax check; the e-mail check runs later). */
export const optionalEmail = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z.email().max(254).nullable(),
);

/** A LinkedIn profile address; any other address reads as null (never a link to elsewhere). */
export const optionalLinkedin = z.preprocess((value) => {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  const url = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const parsed = new URL(url);
    return /(^|\.)linkedin\.com$/i.test(parsed.hostname) && url.length <= 300
      ? `https://${parsed.host}${parsed.pathname}`
      : null;
  } catch {
    return null;
  }
}, z.string().nullable());

/** Checks each element of a list with `schema`; returns the good ones and how many were skipped. */
export function checkEach<T>(items: unknown[], schema: z.ZodType<T>): { good: T[]; skipped: number } {
  const good: T[] = [];
  let skipped = 0;
  for (const item of items) {
    const parsed = schema.safeParse(item);
    if (parsed.success) good.push(parsed.data);
    else skipped += 1;
  }
  return { good, skipped };
}
