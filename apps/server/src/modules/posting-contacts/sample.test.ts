/**
 * Precision on a hand-checked sample (issue #32 point 3): 50 made-up but realistic posting snippets
 * (fixtures/sample-postings.json), each with the contacts a person reading it would take. The shared datasets
 * carry no contact details, so this sample stands in for real postings until feeds that carry them are imported.
 *
 * Scored per value: every name, address and number extracted is right when the contact it belongs to (found by
 * address, number or name) has that value, and every contact's role flag is right when it matches. Precision is
 * right values over extracted values (target ≥ 95 %), recall the expected values found. The 50 were read while the
 * rules were written; 20 more (fixtures/sample-postings-holdout.json) were written afterwards and scored once. The
 * numbers are in docs/contact-sources.md.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractPostingContacts, type PostingContact } from './extract.ts';

interface Expected {
  name?: string;
  email?: string;
  phone?: string;
  role?: boolean;
}
interface Sample {
  country: string;
  text: string;
  expected: Expected[];
}

function samples(file: string): Sample[] {
  return JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', file), 'utf8')) as Sample[];
}
const SAMPLES = samples('sample-postings.json');
/** 20 more, written after the rules were settled and scored once without changing the rules after. */
const HOLDOUT = samples('sample-postings-holdout.json');

function valuesOf(contact: PostingContact): Expected {
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
  return {
    ...(name ? { name } : {}),
    ...(contact.email ? { email: contact.email } : {}),
    ...(contact.phone ? { phone: contact.phone } : {}),
    role: contact.roleBased,
  };
}

/** The expected contact an extracted one stands for: same address, else same number, else same name. */
function counterpart(found: Expected, expected: readonly Expected[]): Expected | undefined {
  return (
    expected.find((item) => found.email !== undefined && item.email === found.email) ??
    expected.find((item) => found.phone !== undefined && item.phone === found.phone) ??
    expected.find((item) => found.name !== undefined && item.name === found.name)
  );
}

/** Scores the whole sample: counts of extracted, right and expected values, and the wrong ones for the report. */
function scoreSample(samples: readonly Sample[]) {
  let extracted = 0;
  let right = 0;
  let expectedValues = 0;
  let found = 0;
  let withContact = 0;
  const wrong: string[] = [];
  for (const [index, sample] of samples.entries()) {
    const contacts = extractPostingContacts(sample.text, sample.country).map(valuesOf);
    if (contacts.length > 0) withContact += 1;
    for (const contact of contacts) {
      const match = counterpart(contact, sample.expected);
      for (const key of ['name', 'email', 'phone', 'role'] as const) {
        if (contact[key] === undefined) continue;
        extracted += 1;
        const wanted = key === 'role' ? (match?.role ?? false) : match?.[key];
        if (match && wanted === contact[key]) right += 1;
        else wrong.push(`#${index + 1} ${key}: ${String(contact[key])}`);
      }
    }
    for (const item of sample.expected) {
      const match = contacts.find((contact) => counterpart(contact, [item]) !== undefined);
      for (const key of ['name', 'email', 'phone'] as const) {
        if (item[key] === undefined) continue;
        expectedValues += 1;
        if (match?.[key] === item[key]) found += 1;
      }
    }
  }
  return { postings: samples.length, withContact, extracted, right, expectedValues, found, wrong };
}

function report(name: string, score: ReturnType<typeof scoreSample>) {
  const precision = score.right / score.extracted;
  const recall = score.found / score.expectedValues;
  console.info(
    `${name}: ${score.postings} postings, ${score.withContact} yield a contact; precision ${score.right}/${score.extracted} = ` +
      `${(precision * 100).toFixed(1)} %, recall ${score.found}/${score.expectedValues} = ${(recall * 100).toFixed(1)} %; ` +
      `wrong: ${score.wrong.join('; ') || 'none'}`,
  );
  return precision;
}

describe('the hand-checked sample of 50 postings', () => {
  it('extracts with at least 95 % precision', () => {
    expect(SAMPLES).toHaveLength(50);
    expect(report('sample', scoreSample(SAMPLES))).toBeGreaterThanOrEqual(0.95);
  });

  it('reports the held-out sample', () => {
    expect(HOLDOUT).toHaveLength(20);
    expect(report('held-out', scoreSample(HOLDOUT))).toBeGreaterThan(0);
  });
});
