import ChevronLeft from '@mui/icons-material/ChevronLeft';
import FilterList from '@mui/icons-material/FilterList';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { LEAD_SCREEN_TEXTS } from '../../../lib/lead-texts.ts';
import type { FilterDraftState } from '../use-filter-draft.ts';
import { DateFields } from './date-fields.tsx';
import { CompanyFields, EmploymentTypeField, SalaryExperienceFields, TextFilter } from './filter-fields.tsx';
import { HiringCompanyField } from './hiring-company-field.tsx';
import { LocationField } from './location-field.tsx';

interface FilterPanelProps {
  filters: FilterDraftState;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  /** create:savedsearch (§6). */
  canSaveSearch: boolean;
  onClear: () => void;
  /** Max height in px; the panel scrolls inside it. */
  maxHeight: number;
}

function PanelFields({ filters }: { filters: FilterDraftState }) {
  const { draft, errors, changeQuery } = filters;
  const { query } = draft;
  return (
    <Stack spacing={2}>
      <TextFilter
        label="Keywords"
        value={query.keyWords}
        error={errors.keyWords}
        onChange={(keyWords) => changeQuery({ keyWords })}
      />
      <LocationField
        locations={query.locations}
        onLocationsChange={(locations) => changeQuery({ locations })}
        draft={draft.location}
        onDraftChange={filters.changeLocation}
        error={errors.locations}
      />
      <TextFilter label="Job Title" value={query.jobTitle} onChange={(jobTitle) => changeQuery({ jobTitle })} />
      <HiringCompanyField
        value={query.company}
        onChange={(company) => changeQuery({ company })}
        error={errors.company}
      />
      <CompanyFields query={query} errors={errors} onChange={changeQuery} />
      <EmploymentTypeField
        value={query.employmentType}
        onChange={(employmentType) => changeQuery({ employmentType })}
      />
      <SalaryExperienceFields query={query} errors={errors} onChange={changeQuery} />
      <DateFields query={query} onChange={changeQuery} error={errors.dateAfter ?? errors.dateBefore} />
      <TextFilter
        label="Lead Id"
        type="number"
        value={query.jobleadId}
        error={errors.jobleadId}
        onChange={(jobleadId) => changeQuery({ jobleadId })}
      />
    </Stack>
  );
}

function PanelButtons({
  blocked,
  canSaveSearch,
  onClear,
}: {
  blocked: boolean;
  canSaveSearch: boolean;
  onClear: () => void;
}) {
  return (
    <Stack spacing={1} sx={{ pt: 2 }}>
      <Button type="submit" variant="contained" startIcon={<Search />} disabled={blocked}>
        {LEAD_SCREEN_TEXTS.search}
      </Button>
      {canSaveSearch ? (
        <Tooltip title={LEAD_SCREEN_TEXTS.savedSearchesComingSoon}>
          {/* A disabled button gets no hover events: the span carries the tooltip. */}
          <span>
            <Button variant="outlined" disabled fullWidth>
              {LEAD_SCREEN_TEXTS.saveSearch}
            </Button>
          </span>
        </Tooltip>
      ) : null}
      <Button variant="text" onClick={onClear}>
        {LEAD_SCREEN_TEXTS.clearSearchTerms}
      </Button>
    </Stack>
  );
}

/**
 * The collapsible left filter panel (§2.3): every filter field, Search, Save Search (with create:savedsearch;
 * disabled until saved searches land) and Clear Search Terms. Enter in a field searches (the form submits).
 * Search is blocked while a §5 rule is broken (keyword or hiring company over 600 characters, dates reversed).
 */
export function FilterPanel({
  filters,
  collapsed,
  onCollapsedChange,
  canSaveSearch,
  onClear,
  maxHeight,
}: FilterPanelProps) {
  if (collapsed) {
    return (
      <Paper variant="outlined" sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
        <Tooltip title="Show filters">
          <IconButton onClick={() => onCollapsedChange(false)} aria-label="Show filters">
            <FilterList />
          </IconButton>
        </Tooltip>
      </Paper>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    filters.submit();
  };
  return (
    <Paper variant="outlined" component="form" onSubmit={submit} aria-label="Lead filters" noValidate sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Filters
        </Typography>
        <Tooltip title="Hide filters">
          <IconButton onClick={() => onCollapsedChange(true)} aria-label="Hide filters" size="small">
            <ChevronLeft />
          </IconButton>
        </Tooltip>
      </Stack>
      <Box sx={{ maxHeight, overflowY: 'auto', pt: 1, pr: 0.5 }}>
        <PanelFields filters={filters} />
      </Box>
      <PanelButtons blocked={filters.blocked} canSaveSearch={canSaveSearch} onClear={onClear} />
    </Paper>
  );
}
