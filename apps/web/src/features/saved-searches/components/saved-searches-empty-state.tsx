import { HELP_EMBEDS, SAVED_SEARCH_TEXTS } from '@agencyscout/contracts';
import SavedSearchOutlined from '@mui/icons-material/SavedSearchOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { TutorialEmbed } from '@/features/help/public.ts';
import { EmptyState } from '../../../components/empty-state.tsx';

/**
 * The welcome of an empty saved-search list (prospecting-core §2.6): what saved searches are for (find leads
 * again, daily alerts) and the Help Center's saved-search tutorial (its video when set).
 */
export function SavedSearchesEmptyState() {
  return (
    <EmptyState
      icon={SavedSearchOutlined}
      title={SAVED_SEARCH_TEXTS.emptyTitle}
      testId="saved-searches-empty"
      action={
        <Button component={RouterLink} to="/leads" variant="contained">
          Go to Leads
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 560 }}>
        {SAVED_SEARCH_TEXTS.emptyText}
      </Typography>
      <TutorialEmbed tutorialKey={HELP_EMBEDS.savedSearches} />
    </EmptyState>
  );
}
