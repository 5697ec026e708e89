/**
 * Retrieval over the help catalogue (ARCHITECTURE "AI"): MiniSearch's BM25 over every passage, with English
 * stemming (Porter, `stemmer`), stop words dropped, prefix and fuzzy matching (typos), and the resource title
 * and section heading weighted above the body.
 */
import MiniSearch from 'minisearch';
import { stemmer } from 'stemmer';
import type { HelpPassage } from './passages.ts';

/** Words that say nothing about what is asked. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from had has have how i if in into is it its me my of on or our ' +
    'should so than that the their them then there these they this to was we what when where which who why will ' +
    'with you your about get got out up'
  ).split(' '),
);

/** Spellings of the same thing (the spec writes both 'Open Web' and 'OpenWeb'; the product is AgencyScout). */
const SYNONYMS: Record<string, string[]> = {
  openweb: ['open', 'web'],
  agencyscout: ['product'],
  email: ['e-mail', 'mail'],
  'e-mail': ['email', 'mail'],
};

/** One term of a question or a passage → the index terms (stemmed), or none for a stop word. */
export function processTerm(term: string): string[] | null {
  const lower = term.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  if (!lower || STOP_WORDS.has(lower)) return null;
  const words = [lower, ...(SYNONYMS[lower] ?? [])];
  return [...new Set(words.map((word) => stemmer(word)))];
}

export interface RankedPassage {
  passage: HelpPassage;
  score: number;
}

export interface HelpIndex {
  /** Passages best first; at most `limit`. */
  search(question: string, limit?: number): RankedPassage[];
}

/** Builds the index once (the catalogue is fixed while the server runs). */
export function createHelpIndex(passages: HelpPassage[]): HelpIndex {
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  const index = new MiniSearch<HelpPassage>({
    fields: ['title', 'heading', 'text'],
    idField: 'id',
    processTerm,
    searchOptions: {
      boost: { title: 3, heading: 2, text: 1 },
      prefix: (term) => term.length > 3,
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      combineWith: 'OR',
    },
  });
  index.addAll(passages);
  return {
    search(question, limit = 5) {
      return index
        .search(question)
        .slice(0, limit)
        .flatMap((hit) => {
          const passage = byId.get(String(hit.id));
          return passage ? [{ passage, score: hit.score }] : [];
        });
    },
  };
}
