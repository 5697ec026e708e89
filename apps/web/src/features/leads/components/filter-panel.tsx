import type { LeadType } from '@agencyscout/contracts';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { SaveSearchDialog } from '@/features/saved-searches/public.ts';
import { CollapsedFilterPanel, FilterPanelHeading } from '../../../components/filter-panel-chrome.tsx';
import { LEAD_SCREEN_TEXTS } from '../../../lib/lead-texts.ts';
import { leadQueryToFilters } from '../saved-query.ts';
import type { FilterDraftState } from '../use-filter-draft.ts';
import { LeadFilterFields } from './lead-filter-fields.tsx';

interface FilterPanelProps {
  filters: FilterDraftState;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  /** create:savedsearch (§6). */
  canSaveSearch: boolean;
  /** The list's lead type, saved with the search. */
  leadType: LeadType;
  onClear: () => void;
  /** Max height in px; the panel scrolls inside it. */
  maxHeight: number;
}

function PanelButtons({
  blocked,
  canSaveSearch,
  onSave,
  onClear,
}: {
  blocked: boolean;
  canSaveSearch: boolean;
  onSave: () => void;
  onClear: () => void;
}) {
  return (
    <Stack spacing={1} sx={{ pt: 2 }}>
      <Button type="submit" variant="contained" startIcon={<Search />} disabled={blocked}>
        {LEAD_SCREEN_TEXTS.search}
      </Button>
      {canSaveSearch ? (
        <Button variant="outlined" onClick={onSave} disabled={blocked}>
          {LEAD_SCREEN_TEXTS.saveSearch}
        </Button>
      ) : null}
      <Button variant="text" onClick={onClear}>
        {LEAD_SCREEN_TEXTS.clearSearchTerms}
      </Button>
    </Stack>
  );
}

/**
 * The collapsible left filter panel (§2.3): every filter field, Search, Save Search (with create:savedsearch;
 * it names and stores the panel's query) and Clear Search Terms. Enter in a field searches (the form submits).
 * Search is blocked while a §5 rule is broken (keyword or hiring company over 600 characters, dates reversed).
 */
export function FilterPanel({
  filters,
  collapsed,
  onCollapsedChange,
  canSaveSearch,
  leadType,
  onClear,
  maxHeight,
}: FilterPanelProps) {
  const [saving, setSaving] = useState(false);
  if (collapsed) {
    return <CollapsedFilterPanel onExpand={() => onCollapsedChange(false)} />;
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    filters.submit();
  };
  return (
    <Paper variant="outlined" component="form" onSubmit={submit} aria-label="Lead filters" noValidate sx={{ p: 2 }}>
      <FilterPanelHeading onCollapse={() => onCollapsedChange(true)} />
      <Box sx={{ maxHeight, overflowY: 'auto', pt: 1, pr: 0.5 }}>
        <LeadFilterFields filters={filters} />
      </Box>
      <PanelButtons
        blocked={filters.blocked}
        canSaveSearch={canSaveSearch}
        onSave={() => setSaving(true)}
        onClear={onClear}
      />
      {canSaveSearch ? (
        <SaveSearchDialog
          open={saving}
          filters={leadQueryToFilters(filters.draft.query, leadType)}
          onClose={() => setSaving(false)}
        />
      ) : null}
    </Paper>
  );
}
