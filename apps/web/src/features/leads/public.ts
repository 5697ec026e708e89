/**
 * What the leads feature lends to other features (the saved searches' Modify tab): the one lead filter form,
 * its draft state and the conversions between the form's query and a saved search's stored query; the places
 * autocomplete query (the research request form's City).
 */
export { usePlaces } from './api.ts';
export { LeadFilterFields } from './components/lead-filter-fields.tsx';
export { DEFAULT_LEAD_QUERY, hasErrors, type LeadQuery, validateLeadQuery } from './lead-query.ts';
export { saveLeadsQuery } from './lead-state-storage.ts';
export { filtersToLeadQuery, leadQueryToFilters } from './saved-query.ts';
export { type FilterDraftState, useFilterDraft } from './use-filter-draft.ts';
