/**
 * The varied requests of `npm run bench:dashboard` (issue #29 point 4): each member's own dashboard and chart
 * (week or month), and the Company Notes list by page, company, place and note text, the filters drawn from the
 * benchmark database (its companies, note words and places) and from the real postings of ../shared/datasets
 * (title words, cities and companies, which the generated notes mostly do not hold). Pure: no I/O.
 */
import { buildVariedList, checkVariedList, pickAny, pickRanked, type Random, type VariedItem } from './varied-list.ts';

export const DASHBOARD_KINDS = [
  'dashboard, a member',
  'chart, a member',
  'notes, a page',
  'notes, company',
  'notes, place',
  'notes, text',
  'notes, text from the datasets',
  'notes, company + text',
] as const;
export type DashboardKind = (typeof DASHBOARD_KINDS)[number];

const WEIGHTS: Readonly<Record<DashboardKind, number>> = {
  'dashboard, a member': 22,
  'chart, a member': 22,
  'notes, a page': 12,
  'notes, company': 12,
  'notes, place': 8,
  'notes, text': 10,
  'notes, text from the datasets': 6,
  'notes, company + text': 8,
};

const PERIODS = ['week', 'month'] as const;
const NOTE_PAGE_SIZES = [10, 25, 50] as const;

/** A request: its path, its query, and which member (index into the organisation's members) asks it. */
export interface DashboardRequest extends VariedItem<DashboardKind, Record<string, string>> {
  path: '/api/v1/dashboard' | '/api/v1/dashboard/history' | '/api/v1/companynotes';
  member: number;
}

export interface DashboardVocabulary {
  /** How many members the organisation has (each asks for its own dashboard). */
  members: number;
  /** Companies with notes in the benchmark database. */
  companies: readonly string[];
  /** Words of the notes, ranked. */
  noteWords: readonly string[];
  /** Two or three consecutive words or numbers of the notes ('follow up 17'), ranked. */
  notePhrases: readonly string[];
  /** Places of the notes ('Denver', 'CO'). */
  places: readonly string[];
  /** Words of real job titles and the datasets' cities, ranked. */
  datasetWords: readonly string[];
}

function notes(filters: Record<string, string>, count = 10): Record<string, string> {
  return { ...filters, offset: '0', count: String(count) };
}

function candidate(kind: DashboardKind, random: Random, vocabulary: DashboardVocabulary): DashboardRequest {
  const member = Math.floor(random() * vocabulary.members);
  const company = () => {
    const name = pickRanked(random, vocabulary.companies, 2000);
    return random() < 0.7 ? name : name.slice(0, Math.max(4, name.length - 2));
  };
  const word = () => pickRanked(random, vocabulary.noteWords, 200);
  const note = (params: Record<string, string>): DashboardRequest => ({
    kind,
    path: '/api/v1/companynotes',
    member,
    params,
  });
  switch (kind) {
    case 'dashboard, a member':
      return {
        kind,
        path: '/api/v1/dashboard',
        member,
        params: { member: String(member), type: pickAny(random, PERIODS) },
      };
    case 'chart, a member':
      return {
        kind,
        path: '/api/v1/dashboard/history',
        member,
        params: { member: String(member), type: pickAny(random, PERIODS) },
      };
    case 'notes, a page': {
      const count = pickAny(random, NOTE_PAGE_SIZES);
      return note({ offset: String(count * Math.floor(random() * 200)), count: String(count) });
    }
    case 'notes, company':
      return note(notes({ companyName: company() }, pickAny(random, NOTE_PAGE_SIZES)));
    case 'notes, place':
      return note(notes({ location: pickAny(random, vocabulary.places), text: word() }));
    case 'notes, text':
      return note(notes({ text: random() < 0.3 ? word() : pickRanked(random, vocabulary.notePhrases, 2000) }));
    case 'notes, text from the datasets':
      return note(notes({ text: pickRanked(random, vocabulary.datasetWords, 1000) }));
    case 'notes, company + text':
      return note(notes({ companyName: company(), text: word() }));
  }
}

/** `count` distinct requests (default 600), the same list for the same seed and vocabulary. */
export function variedDashboardRequests(
  vocabulary: DashboardVocabulary,
  options: { seed: number; count?: number },
): DashboardRequest[] {
  return buildVariedList<DashboardRequest>(
    { kinds: DASHBOARD_KINDS, weights: WEIGHTS, candidate: (kind, random) => candidate(kind, random, vocabulary) },
    { seed: options.seed, count: options.count ?? 600 },
  );
}

/**
 * Checks a list before it is measured: at least `minimum` requests, all distinct, every kind present.
 * @throws Error naming what is missing.
 */
export function checkDashboardRequests(list: readonly DashboardRequest[], minimum = 500): void {
  checkVariedList(list, minimum, DASHBOARD_KINDS, 'varied dashboard requests');
}
