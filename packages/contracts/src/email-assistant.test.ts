import { describe, expect, it } from 'vitest';
import {
  extractPlaceholders,
  fillPlaceholders,
  generateEmailQuerySchema,
  splitPlaceholders,
} from './email-assistant.ts';

const EMAIL = 'Hi [Contact Name],\n\nI am [Your Name] of Acme. [Contact Name], could we talk? [ Phone ] [] [a\nb]';

describe('extractPlaceholders', () => {
  it('lists each distinct placeholder once, in order, trimmed', () => {
    expect(extractPlaceholders(EMAIL)).toEqual(['Contact Name', 'Your Name', 'Phone']);
  });

  it('finds none in plain text, empty brackets or brackets across lines', () => {
    expect(extractPlaceholders('No placeholders here. [] [\n]')).toEqual([]);
  });

  it('ignores nested brackets but keeps the inner one', () => {
    expect(extractPlaceholders('[outer [inner] text]')).toEqual(['inner']);
  });

  it('does not take more than 80 characters as a placeholder', () => {
    expect(extractPlaceholders(`[${'x'.repeat(81)}]`)).toEqual([]);
    expect(extractPlaceholders(`[${'x'.repeat(80)}]`)).toEqual(['x'.repeat(80)]);
  });
});

describe('fillPlaceholders', () => {
  it('substitutes every occurrence of a filled placeholder', () => {
    expect(fillPlaceholders(EMAIL, { 'Contact Name': 'Dana' })).toBe(
      'Hi Dana,\n\nI am [Your Name] of Acme. Dana, could we talk? [ Phone ] [] [a\nb]',
    );
  });

  it('matches a placeholder written with spaces inside the brackets', () => {
    expect(fillPlaceholders('Call [ Phone ]', { Phone: '555-0100' })).toBe('Call 555-0100');
  });

  it('leaves the placeholder for an empty or blank value', () => {
    expect(fillPlaceholders(EMAIL, { 'Contact Name': '', 'Your Name': '   ' })).toBe(EMAIL);
  });

  it('does not substitute brackets that a value brings in', () => {
    expect(fillPlaceholders('[A] and [B]', { A: '[B]', B: 'bee' })).toBe('[B] and bee');
  });

  it('keeps special replacement patterns in values literally', () => {
    expect(fillPlaceholders('[A]', { A: "$& $1 $'" })).toBe("$& $1 $'");
  });
});

describe('splitPlaceholders', () => {
  it('cuts the e-mail into text and placeholders that join back to it', () => {
    const segments = splitPlaceholders('Hi [Name], bye');
    expect(segments).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'placeholder', text: '[Name]', name: 'Name' },
      { kind: 'text', text: ', bye' },
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe('Hi [Name], bye');
  });
});

describe('generateEmailQuerySchema', () => {
  it('accepts no information and refuses too much or control characters', () => {
    expect(generateEmailQuerySchema.safeParse({}).success).toBe(true);
    expect(generateEmailQuerySchema.safeParse({ information: 'x'.repeat(1001) }).success).toBe(false);
    expect(generateEmailQuerySchema.safeParse({ information: 'a\u0000b' }).success).toBe(false);
  });
});
