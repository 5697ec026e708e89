/**
 * Turns an open posting (a board, a birth epoch, a slot) into a Posting ready to render: most postings reuse one of
 * the board's company's real postings; the rest recombine a real title with a place near the company. Ids,
 * content and pay edits follow from hashes, so the same posting always looks the same.
 */

import type { OpenPosting, PostingKey } from './churn.ts';
import { type Corpus, LEVELS, PAY_PERIODS, WORK_TYPES, WORKPLACES } from './corpus.ts';
import { hash32, hexDigits, pick, unit, uuidFrom } from './hash.ts';
import { payText, slugify, withArticle } from './text-format.ts';
import type { BoardSpec, Pay, Place, Posting, Workplace, WorkType } from './types.ts';

const VALID_MS = 60 * 24 * 60 * 60 * 1000;

/** The ids of a posting: one number, formatted per provider by the renderers. */
export function postingIds(board: BoardSpec, key: PostingKey): Pick<Posting, 'numericId' | 'uuid' | 'shortcode'> {
  const high = hash32(board.salt, key.birth, key.slot, 0x1d) % 0x7ffff;
  const low = hash32(board.salt, key.birth, key.slot, 0x2d);
  return {
    numericId: 1_000_000_000 + high * 4096 + (low % 4096),
    uuid: uuidFrom(board.salt, key.birth, key.slot, 0x3d),
    shortcode: hexDigits(10, board.salt, key.birth, key.slot, 0x4d).toUpperCase(),
  };
}

const DEPARTMENTS: readonly [RegExp, string][] = [
  [/nurs|medical|clinic|health|pharm|therap|patient|care/i, 'Healthcare'],
  [/engineer|developer|software|devops|architect/i, 'Engineering'],
  [/sales|account exec|business develop/i, 'Sales'],
  [/market|brand|content|social media/i, 'Marketing'],
  [/financ|account|bank|payroll|audit|tax|controller/i, 'Finance'],
  [/\bhr\b|human resources|recruit|talent/i, 'People'],
  [/\bit\b|support|help ?desk|network|systems/i, 'IT'],
  [/warehouse|driver|logistic|forklift|shipping|supply/i, 'Logistics'],
  [/customer|service|call center/i, 'Customer Service'],
  [/cook|chef|restaurant|server|food/i, 'Hospitality'],
  [/legal|attorney|paralegal|counsel/i, 'Legal'],
];

function departmentOf(title: string): string {
  return DEPARTMENTS.find(([pattern]) => pattern.test(title))?.[1] ?? 'Operations';
}

const REQUIREMENTS = [
  'Strong written and verbal communication skills',
  'Reliable, punctual and detail-oriented',
  'Able to work independently and as part of a team',
  'Proficient with Microsoft Office or Google Workspace',
  'Authorized to work in the United States',
  'A valid driver’s license may be required',
  'Comfortable in a fast-paced environment',
  'High school diploma or equivalent; a degree is a plus',
];

function yearsFor(level: string | null): string {
  if (level === 'Director' || level === 'Executive') return '8+ years of relevant experience, including leading teams';
  if (level === 'Mid-Senior level') return '3–5 years of relevant experience';
  if (level === 'Entry level' || level === 'Internship') return 'No prior experience required; we will train you';
  return '1–3 years of relevant experience';
}

const WORK_TYPE_WORDS: Readonly<Record<WorkType, string>> = {
  'full-time': 'full-time',
  'part-time': 'part-time',
  contract: 'contract',
  temporary: 'temporary',
  internship: 'internship',
  volunteer: 'volunteer',
  other: 'flexible',
};

/** What a posting is made of before ids, paragraphs and dates. */
interface Content {
  title: string;
  place: Place;
  companyName: string;
  companyWebsite: string | null;
  workType: WorkType;
  workplace: Workplace;
  level: string | null;
  pay: Pay | null;
  /** Index into corpus.descriptions, or -1. */
  description: number;
}

const paragraphCache = new WeakMap<Corpus, Map<number, string[]>>();

/** A corpus description split into paragraphs (memoised: descriptions are shared by many postings). */
function descriptionParagraphs(corpus: Corpus, description: number): string[] | null {
  const text = corpus.descriptions[description];
  if (text === undefined) return null;
  let cache = paragraphCache.get(corpus);
  if (!cache) {
    cache = new Map();
    paragraphCache.set(corpus, cache);
  }
  let paragraphs = cache.get(description);
  if (!paragraphs) {
    paragraphs = text.split(/\n\s*\n/);
    cache.set(description, paragraphs);
  }
  return paragraphs;
}

function realContent(corpus: Corpus, board: BoardSpec, record: number): Content {
  const r = corpus.records;
  const title = corpus.titles[r.title[record] ?? 0] ?? 'Associate';
  const period = PAY_PERIODS[r.payPeriod[record] ?? 0] ?? null;
  const company = corpus.companies[r.company[record] ?? 0];
  const feed = board.site?.feedCompanies;
  const description = r.description[record] ?? -1;
  return {
    title,
    place: corpus.places[r.place[record] ?? 0] ?? {
      label: 'United States',
      city: null,
      region: null,
      postalCode: null,
    },
    companyName: feed && company ? company.name : board.companyName,
    companyWebsite: feed && company ? company.website : board.companyWebsite,
    workType: WORK_TYPES[r.workType[record] ?? 0] ?? 'full-time',
    workplace: WORKPLACES[r.workplace[record] ?? 0] ?? 'on-site',
    level: LEVELS[r.level[record] ?? 0] ?? null,
    pay: period ? { min: r.payMin[record] ?? 0, max: r.payMax[record] ?? 0, period } : null,
    description: description >= 0 ? description : corpus.descriptionFor(r.title[record] ?? 0),
  };
}

const GENERATED_WORK_TYPES: readonly WorkType[] = [
  ...Array<WorkType>(16).fill('full-time'),
  'contract',
  'contract',
  'part-time',
  'temporary',
];

/** A posting made up from real parts: mostly one of the company's own titles in another place, else any title. */
function generatedContent(corpus: Corpus, board: BoardSpec, h: number): Content {
  const own = board.records.length > 0 && hash32(h, 1) % 10 < 6;
  const titleId = own
    ? (corpus.records.title[board.records[hash32(h, 15) % board.records.length] ?? 0] ?? 0)
    : hash32(h, 1) % corpus.titles.length;
  const home = board.homePlaces.length > 0 && hash32(h, 2) % 10 < 7;
  const placeId = home
    ? (board.homePlaces[hash32(h, 3) % board.homePlaces.length] ?? 0)
    : hash32(h, 3) % corpus.places.length;
  const payRecord = corpus.titlePay[titleId] ?? -1;
  const period = payRecord >= 0 ? PAY_PERIODS[corpus.records.payPeriod[payRecord] ?? 0] : null;
  const jitter = 0.92 + unit(h, 4) * 0.16;
  const feed = board.site?.feedCompanies;
  const company = feed?.length ? corpus.companies[pick(feed, hash32(h, 5))] : undefined;
  return {
    title: corpus.titles[titleId] ?? 'Associate',
    place: corpus.places[placeId] ?? { label: 'United States', city: null, region: null, postalCode: null },
    companyName: company?.name ?? board.companyName,
    companyWebsite: company ? company.website : board.companyWebsite,
    workType: pick(GENERATED_WORK_TYPES, hash32(h, 6)),
    workplace: hash32(h, 7) % 12 === 0 ? 'remote' : hash32(h, 7) % 12 === 1 ? 'hybrid' : 'on-site',
    level: pick(LEVELS, hash32(h, 8)),
    pay: period
      ? {
          min: (corpus.records.payMin[payRecord] ?? 0) * jitter,
          max: (corpus.records.payMax[payRecord] ?? 0) * jitter,
          period,
        }
      : null,
    description: corpus.descriptionFor(titleId),
  };
}

function roundPay(amount: number, period: Pay['period']): number {
  const step = period === 'HOUR' ? 0.25 : period === 'DAY' ? 5 : period === 'WEEK' ? 10 : period === 'MONTH' ? 50 : 500;
  return Math.max(step, Math.round(amount / step) * step);
}

/** The pay after the posting's latest edit (an edit on a posting without pay publishes one). */
function editedPay(pay: Pay | null, workType: WorkType, edit: number | null, h: number): Pay | null {
  let result = pay;
  if (edit !== null) {
    const base =
      pay ??
      (workType === 'full-time' ? { min: 52000, max: 68000, period: 'YEAR' } : { min: 20, max: 26, period: 'HOUR' });
    const factor = pick([0.95, 0.97, 1.03, 1.05, 1.08], hash32(h, edit, 9));
    result = { min: base.min * factor, max: base.max * factor, period: base.period };
  }
  if (!result) return null;
  const min = roundPay(Math.min(result.min, result.max), result.period);
  return { min, max: Math.max(min, roundPay(result.max, result.period)), period: result.period };
}

function paragraphsOf(corpus: Corpus, content: Content, pay: Pay | null, h: number): string[] {
  const where = content.workplace === 'remote' ? 'remotely' : `in ${content.place.label}`;
  const hybrid = content.workplace === 'hybrid' ? ' The schedule is hybrid.' : '';
  const intro = `${content.companyName} is hiring ${withArticle(content.title)} to work ${where}. This is a ${WORK_TYPE_WORDS[content.workType]} position.${hybrid}`;
  const body = descriptionParagraphs(corpus, content.description) ?? [
    `As ${withArticle(content.title)}, you will join a team that values ${pick(['safety', 'quality', 'service', 'teamwork', 'growth'], hash32(h, 10))} and ${pick(['clear communication', 'reliability', 'continuous learning', 'customer focus'], hash32(h, 11))}.`,
    `You will report to the ${departmentOf(content.title)} lead and work with colleagues across the company. We offer health, dental and vision insurance, paid time off and a retirement plan.`,
  ];
  return [intro, ...body, ...(pay ? [`Pay: ${payText(pay)}.`] : [])];
}

/** The posting `open` of `board` at its epoch, ready to render. */
export function materialize(corpus: Corpus, board: BoardSpec, open: OpenPosting): Posting {
  const h = hash32(board.salt, open.birth, open.slot, 0x77);
  const realShare = Math.min(0.85, Math.max(0.25, board.records.length / Math.max(1, board.size)));
  const real = board.records.length > 0 && unit(h, 0) < realShare;
  const content = real
    ? realContent(corpus, board, board.records[hash32(h, 12) % board.records.length] ?? 0)
    : generatedContent(corpus, board, h);
  const pay = editedPay(content.pay, content.workType, open.payEdit, h);
  const requirements = [
    yearsFor(content.level),
    pick(REQUIREMENTS, hash32(h, 13)),
    pick(REQUIREMENTS, hash32(h, 14) + 3),
  ];
  return {
    ...postingIds(board, open),
    title: content.title,
    slug: slugify(content.title),
    companyName: content.companyName,
    companyWebsite: content.companyWebsite,
    place: content.place,
    workplace: content.workplace,
    workType: content.workType,
    level: content.level,
    department: departmentOf(content.title),
    paragraphs: paragraphsOf(corpus, content, pay, h),
    requirements: [...new Set(requirements)],
    pay,
    publishedMs: open.publishedMs,
    updatedMs: open.updatedMs,
    validThroughMs: open.publishedMs + VALID_MS,
  };
}
