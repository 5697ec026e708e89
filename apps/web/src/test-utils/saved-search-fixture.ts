import type { SavedSearch } from '@agencyscout/contracts';

/** A saved search as GET /savedSearches answers it (the caller's own, no alerts), with `overrides`. */
export function savedSearchFixture(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    searchId: 7,
    name: 'Nurses',
    ownerEmail: 'riley@example.com',
    isOwner: true,
    query: { keyWords: 'nurse' },
    sendEmail: false,
    sendEmailFrequency: null,
    sendOpenWebEmail: false,
    sendOpenWebEmailFrequency: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
