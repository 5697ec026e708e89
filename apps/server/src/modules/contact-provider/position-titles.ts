/**
 * The title words a provider search sends for each position category (issue #32 point 5), and the category a
 * found person's title falls in. Providers search titles by contained words (Apollo `person_titles[]`, PDL
 * `match_phrase` on `job_title`), so each category lists the words its contacts' titles carry. 'Uncategorized'
 * sends no words of its own: chosen alone it searches every title.
 */
import type { ContactPositionCategory, PositionCluster } from '@agencyscout/contracts';

export const POSITION_TITLE_WORDS: Readonly<Record<PositionCluster, readonly string[]>> = {
  Accounting: ['accounting', 'accountant', 'controller', 'finance', 'financial'],
  'Business Strategy': ['strategy', 'business development', 'strategic'],
  Directorial: ['director'],
  Engineering: ['engineering', 'engineer'],
  'Executive Leadership': ['chief', 'ceo', 'cfo', 'coo', 'president', 'founder', 'owner'],
  'Global Operations': ['global operations', 'international operations'],
  'Healthcare Management': ['nursing', 'clinical', 'healthcare', 'medical director'],
  HR: ['human resources', 'people operations', 'hr manager', 'hr director', 'hr business partner'],
  'Information Security': ['security', 'ciso'],
  'IT Leadership': ['cio', 'cto', 'it director', 'it manager', 'head of it', 'technology'],
  Management: ['manager'],
  'Operations Management': ['operations', 'plant manager', 'warehouse manager'],
  'Project Management': ['project manager', 'program manager', 'pmo'],
  'Sales & Marketing': ['sales', 'marketing'],
  'Senior Management': ['head of', 'senior manager', 'general manager'],
  'Talent Acquisition': ['talent', 'recruit', 'recruiting', 'recruiter'],
  'Vice President': ['vice president', 'vp'],
};

/** The title words of the chosen categories, each once; empty (any title) when only 'Uncategorized' is chosen. */
export function titleWordsFor(categories: readonly ContactPositionCategory[]): string[] {
  const words = categories.flatMap((category) =>
    category === 'Uncategorized' ? [] : POSITION_TITLE_WORDS[category as PositionCluster],
  );
  return [...new Set(words.map((word) => word.trim()))];
}

/** The first chosen category whose words the title contains; null when none does (shown as 'Uncategorized'). */
export function categoryOfTitle(
  title: string | null,
  categories: readonly ContactPositionCategory[],
): PositionCluster | null {
  const text = ` ${(title ?? '').toLowerCase()} `;
  for (const category of categories) {
    if (category === 'Uncategorized') continue;
    const cluster = category as PositionCluster;
    if (
      POSITION_TITLE_WORDS[cluster].some((word) => text.includes(word.trim().length <= 3 ? ` ${word.trim()} ` : word))
    )
      return cluster;
  }
  return null;
}
