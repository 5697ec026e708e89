import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE, hasNoControlCharacters, text } from './text.ts';

describe('text(): no control characters', () => {
  it('refuses NUL, other C0 controls, DEL and C1 controls', () => {
    for (const value of ['a\u0000b', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\u009f']) {
      expect(hasNoControlCharacters(value), JSON.stringify(value)).toBe(false);
      const result = text().safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
    }
  });

  it('keeps tabs, line breaks and any other character', () => {
    for (const value of ['', 'Nurse\tRN', 'line one\r\nline two', 'Zürich – 東京 🚀', '\uD800']) {
      expect(text().safeParse(value).success, JSON.stringify(value)).toBe(true);
    }
  });

  it('chains like z.string()', () => {
    const schema = text().trim().max(3);
    expect(schema.parse('  ab  ')).toBe('ab');
    expect(schema.safeParse('abcd').success).toBe(false);
    expect(schema.safeParse(' a\u0000').success).toBe(false);
  });
});
