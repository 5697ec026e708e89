import { type LeadFilters, SAVED_SEARCH_TEXTS, type SavedSearch } from '@agencyscout/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDisplayDate } from '../../../lib/formatting.ts';

const FIELD_LABELS: Partial<Record<keyof LeadFilters, string>> = {
  keyWords: 'Keywords',
  locations: 'Locations',
  jobTitle: 'Job Title',
  company: 'Hiring Company',
  companyIndustry: 'Company Industry',
  employeeRange: 'Company Size',
  industries: 'Job Category',
  employmentType: 'Employment Type',
  minSalary: 'Salary Min',
  maxSalary: 'Salary Max',
  minExperience: 'Minimum Experience',
  datePosted: 'Date Posted (days)',
  dateAfter: 'From',
  dateBefore: 'To',
  jobleadId: 'Lead Id',
  leadType: 'Lead Type',
};

/** A stored filter value as text. */
function describe(field: keyof LeadFilters, value: unknown): string {
  if (field === 'locations' && Array.isArray(value)) {
    return value
      .map(
        (place: { location: string; radius: number }) =>
          `${place.location} (${place.radius < 0 ? 'statewide' : `${place.radius} mi`})`,
      )
      .join('; ');
  }
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** Saved Search Details (prospecting-core §2.6): owner, dates and every stored filter; View Leads runs it. */
export function SavedSearchDetails({ search, onRun }: { search: SavedSearch; onRun: () => void }) {
  const entries = (Object.keys(FIELD_LABELS) as (keyof LeadFilters)[]).filter(
    (field) => search.query[field] !== undefined,
  );
  return (
    <Stack spacing={1} sx={{ pt: 1 }}>
      <Typography variant="body2">
        <strong>{SAVED_SEARCH_TEXTS.ownerColumn}:</strong> {search.ownerEmail}
      </Typography>
      <Typography variant="body2">
        <strong>Created:</strong> {formatDisplayDate(search.createdAt)}
      </Typography>
      {entries.map((field) => (
        <Typography key={field} variant="body2">
          <strong>{FIELD_LABELS[field]}:</strong> {describe(field, search.query[field])}
        </Typography>
      ))}
      <Stack direction="row" sx={{ pt: 1 }}>
        <Button variant="contained" onClick={onRun}>
          {SAVED_SEARCH_TEXTS.runSearch}
        </Button>
      </Stack>
    </Stack>
  );
}
