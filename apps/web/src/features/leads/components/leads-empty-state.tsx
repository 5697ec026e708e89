import { LEAD_SEARCH_MESSAGES, type LeadType } from '@agencyscout/contracts';
import SearchOff from '@mui/icons-material/SearchOff';
import StarBorder from '@mui/icons-material/StarBorder';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ResearchRequestPanel } from '@/features/research-requests/public.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LEAD_SCREEN_TEXTS } from '../../../lib/lead-texts.ts';
import type { LeadQuery } from '../lead-query.ts';
import { leadQueryToFilters } from '../saved-query.ts';
import type { LeadsEmptyKind } from '../use-empty-state-kind.ts';
import { SearchSummary } from './search-summary.tsx';

interface LeadsEmptyStateProps {
  kind: LeadsEmptyKind;
  query: LeadQuery;
  leadType: LeadType;
  /** 'Go back to the leads table': turns Viewed off. */
  onLeaveViewed: () => void;
}

/**
 * The empty states of §2.3: no favorites at all; no viewed leads at all (welcome, 'Go back to the leads table');
 * otherwise 'You search criteria has produced no results' with the search information (`useEmptyStateKind`) and
 * the request for specific research, which carries that search.
 */
export function LeadsEmptyState({ kind, query, leadType, onLeaveViewed }: LeadsEmptyStateProps) {
  if (kind === 'favorites') {
    return (
      <EmptyState icon={StarBorder} title={LEAD_SEARCH_MESSAGES.noFavorites} testId="empty-favorites">
        <Typography color="text.secondary">{LEAD_SEARCH_MESSAGES.noFavoritesHint}</Typography>
      </EmptyState>
    );
  }
  if (kind === 'viewed') {
    return (
      <EmptyState
        icon={VisibilityOutlined}
        title={LEAD_SEARCH_MESSAGES.noViewed}
        testId="empty-viewed"
        action={
          <Button variant="contained" onClick={onLeaveViewed}>
            {LEAD_SEARCH_MESSAGES.goBackToLeads}
          </Button>
        }
      >
        <Typography color="text.secondary">{LEAD_SCREEN_TEXTS.noViewedHint}</Typography>
      </EmptyState>
    );
  }
  return (
    <EmptyState icon={SearchOff} title={LEAD_SEARCH_MESSAGES.noResults} testId="empty-results">
      <SearchSummary query={query} />
      <ResearchRequestPanel search={leadQueryToFilters(query, leadType)} />
    </EmptyState>
  );
}
