import { useState } from 'react';
import { notify } from '../../lib/notifications.ts';
import { EMPTY_LOCATION_DRAFT, type LocationDraft } from './components/location-field.tsx';
import { addLocation } from './lead-locations.ts';
import { hasErrors, type LeadQuery, validateLeadQuery } from './lead-query.ts';

/** What the filter panel edits before Search: the query and the location being picked. */
export interface FilterDraft {
  query: LeadQuery;
  location: LocationDraft;
}

/**
 * The filter panel's draft (§2.3). It lives in the screen so that collapsing the panel keeps it. `submit` adds a
 * picked but not yet added location (decision: a recruiter who picked a place and pressed Search expects it to
 * count), validates (§5) and hands the query to `onSearch`; nothing is searched while a rule is broken.
 */
export function useFilterDraft(applied: LeadQuery, onSearch: (query: LeadQuery) => void) {
  const [draft, setDraft] = useState<FilterDraft>({ query: applied, location: EMPTY_LOCATION_DRAFT });
  const errors = validateLeadQuery(draft.query);

  const submit = () => {
    let query = draft.query;
    if (draft.location.place) {
      const added = addLocation(query.locations, draft.location.place);
      if (!added.ok) return notify({ message: added.message, severity: 'error' });
      query = { ...query, locations: added.locations };
    }
    if (hasErrors(validateLeadQuery(query))) return;
    setDraft({ query, location: EMPTY_LOCATION_DRAFT });
    onSearch(query);
  };

  return {
    draft,
    errors,
    blocked: hasErrors(errors),
    changeQuery: (patch: Partial<LeadQuery>) =>
      setDraft((current) => ({ ...current, query: { ...current.query, ...patch } })),
    changeLocation: (location: LocationDraft) => setDraft((current) => ({ ...current, location })),
    reset: (query: LeadQuery) => setDraft({ query, location: EMPTY_LOCATION_DRAFT }),
    submit,
  };
}

export type FilterDraftState = ReturnType<typeof useFilterDraft>;
