/**
 * Small grammar for the demo data's sentences and names (issue #30: no 'Group Group', no 'a accounting'):
 * the indefinite article by the sound of the next word, and names joined from parts without repeating a word.
 */

/** Words starting with a vowel letter but a consonant sound ('a unit', 'a European', 'a one-off'). */
const CONSONANT_SOUND = /^(uni|use|usa|usu|ute|uti|eu|ewe|one|once|ur[aei])/i;
/** Words starting with a silent h ('an hour', 'an honest'). */
const SILENT_H = /^(hour|honest|honor|honour|heir)/i;
/** Letters whose spoken name starts with a vowel sound, for initialisms ('an HR manager', 'an RN', 'a CPA'). */
const VOWEL_SOUND_LETTERS = new Set('AEFHILMNORSX');

/**
 * 'a' or 'an' for the word that follows, by its sound: vowel letters take 'an' except 'uni…', 'eu…', 'one…';
 * a silent h takes 'an'; an all-capital initialism goes by its first letter's name ('an HR', 'a CPA').
 * Anything not starting with a letter ('.NET', '401(k)') takes 'a'.
 */
export function indefiniteArticle(word: string): 'a' | 'an' {
  const first = word.trim().split(/\s+/)[0] ?? '';
  if (!/^[a-z]/i.test(first)) return 'a';
  if (/^[A-Z]{2,}\b/.test(first)) return VOWEL_SOUND_LETTERS.has(first[0] as string) ? 'an' : 'a';
  if (SILENT_H.test(first)) return 'an';
  if (CONSONANT_SOUND.test(first)) return 'a';
  return /^[aeiou]/i.test(first) ? 'an' : 'a';
}

/** The phrase with its indefinite article: 'an Accounts Payable Specialist', 'a Java Developer'. */
export function withArticle(phrase: string): string {
  return `${indefiniteArticle(phrase)} ${phrase}`;
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9&]+/g) ?? [];
}

/**
 * Joins name parts with spaces, leaving out empty parts and any part with a word the name already has, so
 * 'Keystone' + 'Design Group' + 'Group' is 'Keystone Design Group' and 'Care Partners' + 'Partners' is
 * 'Care Partners'.
 */
export function joinNameParts(parts: readonly string[]): string {
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const part of parts) {
    const text = part.trim();
    const words = wordsOf(text);
    if (words.length === 0 || words.some((word) => seen.has(word))) continue;
    for (const word of words) seen.add(word);
    kept.push(text);
  }
  return kept.join(' ');
}
