import { describe, expect, it } from 'vitest';
import { parseKeywords } from './search-design-term-sets.ts';

describe('the term-sets design reads the keyword forms of the varied list', () => {
  it('splits OR lists, exclusions and leaves phrases to the designs with positions', () => {
    expect(parseKeywords('nurse')).toEqual({ kind: 'terms', terms: ['nurse'] });
    expect(parseKeywords('nurse OR therapist OR aide')).toEqual({
      kind: 'terms',
      terms: ['nurse', 'therapist', 'aide'],
    });
    expect(parseKeywords('engineer -software')).toEqual({ kind: 'exclusion', terms: ['engineer', 'software'] });
    expect(parseKeywords('"registered nurse"').kind).toBe('phrase');
  });
});
