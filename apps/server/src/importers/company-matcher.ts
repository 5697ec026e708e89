/**
 * The company matching rule (issue #32 point 1; docs/decisions.md 'Company resolution'): the one place that says
 * when a company named by an import row, a polled posting or a CRM record is a company we already have. Pure
 * functions; `companies.ts` feeds them the candidates of a whole batch read in one statement.
 *
 * 1. Same company: the normalised name (`companyNameKey`) equals the company's name key or one of its alias name
 *    keys, and the domains do not conflict (one side has no real domain, or the domain is the company's domain or
 *    one of its alias domains). Of several such companies the one with the same domain wins, then the same city
 *    and state, then the same state, then the oldest.
 * 2. Not joined, queued for review (a candidate pair with its evidence):
 *    - the same name with another known domain (`same-name-other-domain`): two companies may share a name;
 *    - the same domain under another name (`same-domain-other-name`): a rename, a brand or a parent;
 *    - a similar name (trigram similarity of the name keys ≥ `NEAR_MATCH_SIMILARITY`) with a word starting alike
 *      (its first four letters), without a conflicting domain (`similar-name`). Only such names are compared:
 *      comparing every new name of a batch with every other made a first import's matching quadratic (2,000 new
 *      companies a batch, 2 million trigram comparisons). The database's near-match lookup (`nearCompanies`)
 *      blocks on the first word.
 * 3. Otherwise a new company.
 */

/** Trigram similarity of two name keys (pg_trgm's `similarity`) from which a pair is queued for review. */
export const NEAR_MATCH_SIMILARITY = 0.6;

/**
 * Legal-form words dropped from the end of a name whatever their case (after dots are removed: 'S.A.S.' → 'sas').
 * English, German, Dutch, French, Spanish/Portuguese, Nordic, Asian-Pacific forms.
 */
const LEGAL_FORMS = new Set([
  'incorporated',
  'inc',
  'llc',
  'llp',
  'lp',
  'ltd',
  'limited',
  'corp',
  'corporation',
  'co',
  'company',
  'plc',
  'pllc',
  'pc',
  'gmbh',
  'mbh',
  'kgaa',
  'ag',
  'sa',
  'sas',
  'sarl',
  'sprl',
  'nv',
  'bv',
  'bvba',
  'pty',
  'ltda',
  'srl',
  'oyj',
  'pte',
  'bhd',
  'sdn',
]);

/**
 * Legal-form words that are also ordinary words or initials ('Spa', 'As', 'Se'), dropped from the end only when
 * written as the form is: 'Ferrari S.p.A.' or 'Ferrari SpA' but not 'Serenity Day Spa'.
 */
const CASED_LEGAL_FORMS = new Set(['SpA', 'SPA', 'AB', 'Oy', 'OY', 'KK', 'AS', 'ASA', 'SE', 'SL', 'KG', 'OHG', 'SAB']);

function isLegalForm(token: string): boolean {
  return CASED_LEGAL_FORMS.has(token) || LEGAL_FORMS.has(token.toLowerCase());
}

/**
 * Normalised company name: no accents, case or punctuation, '&' = 'and', a leading 'The' and legal-form endings
 * dropped ('The Home Depot, Inc.' and 'Home Depot' → 'home depot'; 'Siemens GmbH & Co. KG' → 'siemens';
 * 'Acme Pty Ltd' → 'acme'). Falls back to the plain lower-case name when nothing else is left ('Inc.' → 'inc').
 */
export function companyNameKey(name: string): string {
  const base = name.normalize('NFKD').replace(/\p{M}/gu, '').replace(/&/g, ' and ').replace(/['’.]/g, '');
  const tokens = base.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const plain = tokens.join(' ').toLowerCase();
  if (tokens.length > 1 && tokens[0]?.toLowerCase() === 'the') tokens.shift();
  let dropped = false;
  while (tokens.length > 1) {
    const last = tokens.at(-1) ?? '';
    if (isLegalForm(last) || (dropped && last.toLowerCase() === 'and')) {
      tokens.pop();
      dropped = true;
    } else break;
  }
  return tokens.join(' ').toLowerCase() || plain || name.trim().toLowerCase();
}

/**
 * Domains that name nobody (RFC 2606/6761: example.com/.net/.org, .example, .test, .invalid, .localhost), such as
 * the demo data's: they neither match nor conflict, and a real domain replaces them.
 */
export function isPlaceholderDomain(domain: string): boolean {
  return /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/.test(domain);
}

function realDomain(domain: string | null | undefined): string | null {
  return domain && !isPlaceholderDomain(domain) ? domain : null;
}

/** Trigram sets of recently compared name keys (a batch compares each key with many others); cleared when full. */
const TRIGRAM_CACHE = new Map<string, Set<string>>();
const TRIGRAM_CACHE_SIZE = 50_000;

function trigrams(text: string): Set<string> {
  const cached = TRIGRAM_CACHE.get(text);
  if (cached) return cached;
  if (TRIGRAM_CACHE.size >= TRIGRAM_CACHE_SIZE) TRIGRAM_CACHE.clear();
  const grams = new Set<string>();
  TRIGRAM_CACHE.set(text, grams);
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

/** pg_trgm's `similarity(a, b)`: shared trigrams over all trigrams of both (0–1). */
export function trigramSimilarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared++;
  return shared / (left.size + right.size - shared);
}

/** What the matcher knows of a company it is asked about (from one row of a company source). */
export interface MatchSubject {
  nameKey: string;
  domain: string | null;
  city: string | null;
  state: string | null;
}

/** A company the subject may be; `id` null for one created earlier in the same batch (`pendingKey` names it). */
export interface KnownCompany {
  id: number | null;
  pendingKey?: string;
  nameKey: string;
  domain: string | null;
  city: string | null;
  state: string | null;
  aliasNames: readonly string[];
  aliasDomains: readonly string[];
}

export type ReviewReason = 'similar-name' | 'same-name-other-domain' | 'same-domain-other-name';

export interface ReviewPair {
  company: KnownCompany;
  reason: ReviewReason;
  /** Trigram similarity of the name keys (1 for the same name). */
  similarity: number;
}

export type MatchDecision = { kind: 'join'; company: KnownCompany } | { kind: 'new'; review: ReviewPair[] };

function domainsOf(company: KnownCompany): string[] {
  const domains: string[] = [];
  for (const domain of [company.domain, ...company.aliasDomains]) {
    const real = realDomain(domain);
    if (real) domains.push(real);
  }
  return domains;
}

function sameName(subject: MatchSubject, company: KnownCompany): boolean {
  return company.nameKey === subject.nameKey || company.aliasNames.includes(subject.nameKey);
}

/** Letters of a word that block near matches ('outreach360' and 'outreach' both give 'outr'). */
const BLOCK_PREFIX = 4;

/** Word beginnings (BLOCK_PREFIX letters) of recently compared name keys; cleared when full. */
const WORD_CACHE = new Map<string, Set<string>>();

function wordBeginnings(nameKey: string): Set<string> {
  let words = WORD_CACHE.get(nameKey);
  if (!words) {
    if (WORD_CACHE.size >= TRIGRAM_CACHE_SIZE) WORD_CACHE.clear();
    words = new Set(
      nameKey
        .split(' ')
        .filter(Boolean)
        .map((word) => word.slice(0, BLOCK_PREFIX)),
    );
    WORD_CACHE.set(nameKey, words);
  }
  return words;
}

/** The company's name key or an alias has a word beginning as one of the subject's (the near-match block). */
function sharesWord(words: Set<string>, company: KnownCompany): boolean {
  const shares = (nameKey: string) => {
    for (const word of wordBeginnings(nameKey)) if (words.has(word)) return true;
    return false;
  };
  return shares(company.nameKey) || company.aliasNames.some(shares);
}

function nameSimilarity(subject: MatchSubject, company: KnownCompany): number {
  let best = trigramSimilarity(subject.nameKey, company.nameKey);
  for (const alias of company.aliasNames) best = Math.max(best, trigramSimilarity(subject.nameKey, alias));
  return best;
}

function placeScore(subject: MatchSubject, company: KnownCompany, domain: string | null): number {
  let score = domain && domainsOf(company).includes(domain) ? 4 : 0;
  const sameState = subject.state !== null && subject.state === company.state;
  if (sameState) score += subject.city !== null && subject.city === company.city ? 2 : 1;
  return score;
}

/** Rules 1–3 of the module comment for one subject against the companies that may be it. */
export function decideCompany(subject: MatchSubject, known: readonly KnownCompany[]): MatchDecision {
  const domain = realDomain(subject.domain);
  const named = known.filter((company) => sameName(subject, company));
  const joinable = named.filter((company) => {
    const domains = domainsOf(company);
    return domain === null || domains.length === 0 || domains.includes(domain);
  });
  if (joinable.length > 0) {
    const best = joinable.reduce((winner, company) =>
      placeScore(subject, company, domain) > placeScore(subject, winner, domain) ? company : winner,
    );
    return { kind: 'join', company: best };
  }
  const review: ReviewPair[] = named.map((company) => ({ company, reason: 'same-name-other-domain', similarity: 1 }));
  const words = wordBeginnings(subject.nameKey);
  for (const company of known) {
    if (sameName(subject, company)) continue;
    const domains = domainsOf(company);
    if (domain !== null && domains.includes(domain)) {
      review.push({ company, reason: 'same-domain-other-name', similarity: nameSimilarity(subject, company) });
    } else if ((domain === null || domains.length === 0) && sharesWord(words, company)) {
      const similarity = nameSimilarity(subject, company);
      if (similarity >= NEAR_MATCH_SIMILARITY) review.push({ company, reason: 'similar-name', similarity });
    }
  }
  return { kind: 'new', review };
}
