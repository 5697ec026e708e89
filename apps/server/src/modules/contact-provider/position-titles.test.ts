import { describe, expect, it } from 'vitest';
import { categoryOfTitle, titleWordsFor } from './position-titles.ts';

describe('position categories as title words (issue #32)', () => {
  it('sends the words of the chosen categories once, and none for Uncategorized alone', () => {
    expect(titleWordsFor(['HR'])).toContain('human resources');
    expect(titleWordsFor(['Directorial', 'Directorial'])).toEqual(['director']);
    expect(titleWordsFor(['Uncategorized'])).toEqual([]);
  });

  it('files a title under the first chosen category it matches, short words only as whole words', () => {
    expect(categoryOfTitle('Director of Human Resources', ['HR', 'Directorial'])).toBe('HR');
    expect(categoryOfTitle('Director of Human Resources', ['Directorial', 'HR'])).toBe('Directorial');
    // 'cto' inside 'director' is not the CTO.
    expect(categoryOfTitle('Director of Sales', ['IT Leadership'])).toBeNull();
    expect(categoryOfTitle('CTO', ['IT Leadership'])).toBe('IT Leadership');
    expect(categoryOfTitle(null, ['HR'])).toBeNull();
  });
});
